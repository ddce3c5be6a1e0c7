/**
 * Google sign-in (spec §4, §7): OpenID Connect's authorisation-code flow with state, PKCE (S256) and a nonce, all
 * kept server-side; arctic speaks the OAuth 2.0 part. With GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET it is Google;
 * without them, in development only, the identity page at /dev/oauth (functions/dev/app.ts) plays Google: the same
 * authorisation request, and a code that only the matching PKCE verifier redeems.
 */
import { ArcticFetchError, CodeChallengeMethod, decodeIdToken, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../context';
import { publicOrigin } from '../http';
import { base64url, randomToken, sha256 } from './tokens';

const STATE_TTL_MS = 10 * 60 * 1000;
// arctic's Google class fixes these endpoints; the generic client takes them per call, so the stand-in can have its own.
const GOOGLE_AUTHORIZE = 'https://accounts.google.com/o/oauth2/v2/auth';
const GOOGLE_TOKEN = 'https://oauth2.googleapis.com/token';
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const SCOPES = ['openid', 'email', 'profile'];
const DEV_CLIENT_ID = 'development';

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

function oauthClient(p: Provider, redirectUri: string): OAuth2Client {
  return p.kind === 'google'
    ? new OAuth2Client(p.clientId, p.clientSecret, redirectUri)
    : new OAuth2Client(DEV_CLIENT_ID, null, redirectUri);
}

export async function googleAuthUrl(c: CommerceContext): Promise<string> {
  const p = provider(c.env);
  const origin = publicOrigin(c);
  const state = generateState();
  const verifier = generateCodeVerifier();
  const nonce = randomToken(16);
  const redirectUri = `${origin}/login`;
  await c
    .get('d1')
    .prepare('INSERT INTO oauth_states (state, verifier, nonce, redirect_uri, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(state, verifier, nonce, redirectUri, Date.now() + STATE_TTL_MS)
    .run();
  const endpoint = p.kind === 'google' ? GOOGLE_AUTHORIZE : `${origin}/dev/oauth`;
  const url = oauthClient(p, redirectUri).createAuthorizationURLWithPKCE(endpoint, state, CodeChallengeMethod.S256, verifier, SCOPES);
  // OpenID Connect's parameters, which arctic (OAuth 2.0) does not set: the id_token's replay guard, Google's account chooser.
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

function idTokenClaims(idToken: string): Record<string, unknown> {
  try {
    return decodeIdToken(idToken) as Record<string, unknown>;
  } catch {
    throw new ApiError(ERR.LOGIN_FAILED, 'id_token');
  }
}

/**
 * The id_token comes straight from Google's token endpoint over TLS, so its signature need not be checked (OpenID
 * Connect Core 3.1.3.7); issuer, audience, expiry, nonce and a verified e-mail are.
 */
async function exchangeWithGoogle(
  p: Extract<Provider, { kind: 'google' }>,
  code: string,
  verifier: string,
  redirectUri: string,
  nonce: string,
): Promise<GoogleIdentity> {
  let idToken: string;
  try {
    idToken = (await oauthClient(p, redirectUri).validateAuthorizationCode(GOOGLE_TOKEN, code, verifier)).idToken();
  } catch (err) {
    // Google out of reach is an unexpected failure of ours (logged, 1109011); a refused code or no id_token is a failed login.
    if (err instanceof ArcticFetchError) throw err;
    throw new ApiError(ERR.LOGIN_FAILED, `google token: ${String(err)}`);
  }
  const claims = idTokenClaims(idToken);
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

/** The development provider's exchange: the same checks on its own code table (PKCE's S256, RFC 7636 §4.6). */
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
    row.code_challenge === base64url(await sha256(verifier));
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
