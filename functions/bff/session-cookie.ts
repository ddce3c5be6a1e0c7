import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_COOKIE } from '../../src/shared/constants';

/** The member's token lives only here: HttpOnly, so no script on the page can read it. */
export const SESSION_COOKIE = 'sid';
const MAX_AGE_S = 30 * 24 * 3600;

export function readSession(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/**
 * Beside the session, SIGNED_IN_COOKIE tells page scripts that a session exists (they cannot read the HttpOnly one):
 * start-up loads the member then, for a login made in another tab or by the native app. It carries no secret.
 */
export function writeSession(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: MAX_AGE_S });
  setCookie(c, SIGNED_IN_COOKIE, '1', { secure: true, sameSite: 'Lax', path: '/', maxAge: MAX_AGE_S });
}

export function clearSession(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
  deleteCookie(c, SIGNED_IN_COOKIE, { secure: true, sameSite: 'Lax', path: '/' });
}
