/**
 * A LOGIN window message asks for the login (spec §4): from this page's own origin, from an embedding host whose
 * origin the deployment allows (`LOGIN_MESSAGE_ORIGINS`, rendered into the page's `login-message-origins` meta), or
 * from the native app through its bridge (an `appMessage` event with type LOGIN). Every other origin is ignored, so a
 * page that frames the shop cannot pop its login over it. docs/decisions/login-messages.md
 */
import { LOGGED_OUT_MESSAGE } from '../shared/constants';

/** The message's type and text, from an object or the JSON string hosts often post. */
function fieldsOf(data: unknown): { type?: unknown; message?: unknown } | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null ? (value as { type?: unknown; message?: unknown }) : null;
}

/** Whether `data` asks for the login; our own log-out's LOGIN message (spec §4) does not. */
export function asksForLogin(data: unknown): boolean {
  const fields = fieldsOf(data);
  return fields?.type === 'LOGIN' && fields.message !== LOGGED_OUT_MESSAGE;
}

/** Whether a window message from `origin` may ask for the login. */
export function trustedOrigin(origin: string, self: string, allowed: readonly string[]): boolean {
  return origin === self || allowed.includes(origin);
}

/** The allowed embedding origins the page was rendered with. */
export function allowedOrigins(meta: string | null | undefined): string[] {
  return (meta ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => /^https?:\/\/[^/\s]+$/.test(o));
}

export function listenForLoginRequests(open: () => void): void {
  const allowed = allowedOrigins(document.querySelector<HTMLMetaElement>('meta[name="login-message-origins"]')?.content);
  addEventListener('message', (event) => {
    if (trustedOrigin(event.origin, location.origin, allowed) && asksForLogin(event.data)) open();
  });
  // The native bridge delivers its messages as appMessage events (stores/bridge.ts); only LOGIN ones are for us here.
  addEventListener('appMessage', (event) => {
    if (asksForLogin((event as CustomEvent<unknown>).detail)) open();
  });
}
