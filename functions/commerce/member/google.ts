/**
 * Google sign-in (spec §4, §7): OpenID Connect's authorisation-code flow with state, PKCE (S256) and a nonce, all
 * kept server-side. With GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET it is Google; without them, in development only, the
 * identity page at /dev/oauth (functions/dev/oauth.ts) plays Google with the same code + verifier exchange.
 */
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../context';
import { base64url, randomToken, sha256 } from './tokens';

const STATE_TTL_MS = 10 * 60 * 1000;
const GOOGLE_AUTHORIZE = 'https://accounts.google.com/o/oauth2/v2/auth';
const GOOGLE_TOKEN = 'https://oauth2.googleapis.com/token';
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

type Provider = { kind: 'google'; clientId: string; clientSecret: string } | { kind: 'dev' };

function provider(env: Env): Provider {
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    return { kind: 'google', clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  }
  if (env.ENVIRONMENT === 'development') return { kind: 'dev' };
  throw new ApiError(ERR.MISCONFIGURATION, 'Google sign-in is not configured');
}

export const codeChallenge = async (verifier: string) => base64url(await sha256(verifier));

/** The public origin the BFF saw the request on (never taken from the browser). */
function publicOrigin(c: CommerceContext): string {
  const origin = c.req.header('X-Forwarded-Origin');
  if (!origin || !/^https?:\/\/[^/]+$/.test(origin)) throw new ApiError(ERR.INVALID_PARAMETER, 'origin');
  return origin;
}

export async function googleAuthUrl(c: CommerceContext): Promise<string> {
  const p = provider(c.env);
  const state = randomToken(16);
  const verifier = randomToken(32);
  const nonce = randomToken(16);
  const redirectUri = `${publicOrigin(c)}/login`;
  await c
    .get('d1')
    .prepare('INSERT INTO oauth_states (state, verifier, nonce, redirect_uri, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(state, verifier, nonce, redirectUri, Date.now() + STATE_TTL_MS)
    .run();
  const params = new URLSearchParams({
    client_id: p.kind === 'google' ? p.clientId : 'development',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await codeChallenge(verifier),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  });
  const base = p.kind === 'google' ? GOOGLE_AUTHORIZE : `${publicOrigin(c)}/dev/oauth`;
  return `${base}?${params.toString()}`;
}

function jwtPayload(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1];
  if (!part) throw new ApiError(ERR.LOGIN_FAILED, 'id_token');
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(
    new TextDecoder().decode(Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (ch) => ch.charCodeAt(0))),
  );
}

/**
 * The id_token comes straight from Google's token endpoint over TLS, so its signature need not be checked (OpenID
 * Connect Core 3.1.3.7); issuer, audience, expiry, nonce and a verified e-mail are.
 */
async function exchangeWithGoogle(
  p: { clientId: string; clientSecret: string },
  code: string,
  verifier: string,
  redirectUri: string,
  nonce: string,
): Promise<GoogleIdentity> {
  const res = await fetch(GOOGLE_TOKEN, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      code,
      client_id: p.clientId,
      client_secret: p.clientSecret,
      redirect_uri: redirectUri,
      grant_type: 'authorization_code',
      code_verifier: verifier,
    }),
  });
  if (!res.ok) throw new ApiError(ERR.LOGIN_FAILED, `google token ${res.status}`);
  const { id_token: idToken } = (await res.json()) as { id_token?: string };
  const claims = jwtPayload(idToken ?? '');
  const valid =
    GOOGLE_ISSUERS.includes(String(claims.iss)) &&
    claims.aud === p.clientId &&
    Number(claims.exp) * 1000 > Date.now() &&
    claims.nonce === nonce &&
    claims.email_verified === true &&
    typeof claims.sub === 'string' &&
    typeof claims.email === 'string';
  if (!valid) throw new ApiError(ERR.LOGIN_FAILED, 'id_token claims');
  return { sub: String(claims.sub), email: String(claims.email).toLowerCase(), name: String(claims.name ?? '') };
}

/** The development provider's exchange: the same checks on its own code table. */
async function exchangeWithDev(
  c: CommerceContext,
  code: string,
  verifier: string,
  redirectUri: string,
  nonce: string,
): Promise<GoogleIdentity> {
  const row = await c
    .get('d1')
    .prepare('DELETE FROM dev_oauth_codes WHERE code = ? RETURNING sub, email, name, nonce, code_challenge, redirect_uri, expires_at')
    .bind(code)
    .first<{ sub: string; email: string; name: string; nonce: string; code_challenge: string; redirect_uri: string; expires_at: number }>();
  const valid =
    !!row &&
    row.expires_at > Date.now() &&
    row.redirect_uri === redirectUri &&
    row.nonce === nonce &&
    row.code_challenge === (await codeChallenge(verifier));
  if (!valid || !row) throw new ApiError(ERR.LOGIN_FAILED, 'dev code');
  return { sub: row.sub, email: row.email, name: row.name };
}

/** Spends the state (single use) and exchanges the code for the Google identity. */
export async function googleIdentity(c: CommerceContext, code: string, state: string): Promise<GoogleIdentity> {
  const p = provider(c.env);
  const saved = await c
    .get('d1')
    .prepare('DELETE FROM oauth_states WHERE state = ? RETURNING verifier, nonce, redirect_uri, expires_at')
    .bind(state)
    .first<{ verifier: string; nonce: string; redirect_uri: string; expires_at: number }>();
  if (!saved || saved.expires_at <= Date.now()) throw new ApiError(ERR.LOGIN_FAILED, 'oauth state');
  return p.kind === 'google'
    ? exchangeWithGoogle(p, code, saved.verifier, saved.redirect_uri, saved.nonce)
    : exchangeWithDev(c, code, saved.verifier, saved.redirect_uri, saved.nonce);
}
