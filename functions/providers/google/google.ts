/**
 * Google sign-in (spec §4, §7): OpenID Connect's authorisation-code flow with state, PKCE (S256) and a nonce, all
 * kept server-side. arctic builds the authorisation URL and reads the id_token; the code exchange is the token
 * endpoint's form POST (client_secret_basic), sent through functions/providers/outbound.ts: to Google with
 * GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET, in development to the stand-in (functions/dev/google.ts), which plays both
 * Google's consent page (/dev/oauth) and its token endpoint, else 1103026.
 */
import { CodeChallengeMethod, decodeIdToken, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { eq } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../../platform/context';
import { publicOrigin } from '../../platform/http';
import { oauthStates } from '../../platform/schema';
import { randomToken } from '../../platform/tokens';
import { service } from '../outbound';

const STATE_TTL_MS = 10 * 60 * 1000;
const GOOGLE_AUTHORIZE = 'https://accounts.google.com/o/oauth2/v2/auth';
const GOOGLE_OAUTH = 'https://oauth2.googleapis.com';
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const SCOPES = ['openid', 'email', 'profile'];

export interface GoogleConfig {
  /** The token endpoint's origin. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The consent page, absolute or below the site's origin (the stand-in's). */
  authorizeUrl: string;
}

/** The development stand-in's client: public by design, it opens nothing but the stand-in. */
export const GOOGLE_STAND_IN: GoogleConfig = {
  baseUrl: GOOGLE_OAUTH,
  clientId: 'development.apps.googleusercontent.com',
  clientSecret: 'development-google-secret',
  authorizeUrl: '/dev/oauth',
};

function configured(env: Env): GoogleConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return { baseUrl: GOOGLE_OAUTH, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, authorizeUrl: GOOGLE_AUTHORIZE };
}

const google = (env: Env) => service(env, 'google', configured(env), GOOGLE_STAND_IN);

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

export async function googleAuthUrl(c: CommerceContext): Promise<string> {
  const { config } = google(c.env);
  const origin = publicOrigin(c);
  const state = generateState();
  const verifier = generateCodeVerifier();
  const nonce = randomToken(16);
  const redirectUri = `${origin}/login`;
  await c
    .get('db')
    .insert(oauthStates)
    .values({ state, verifier, nonce, redirectUri, expiresAt: Date.now() + STATE_TTL_MS });
  const endpoint = new URL(config.authorizeUrl, origin).toString();
  const url = new OAuth2Client(config.clientId, config.clientSecret, redirectUri).createAuthorizationURLWithPKCE(
    endpoint,
    state,
    CodeChallengeMethod.S256,
    verifier,
    SCOPES,
  );
  // OpenID Connect's parameters, which arctic (OAuth 2.0) does not set: the id_token's replay guard, Google's account chooser.
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

/** The token endpoint's answer (RFC 6749 §5.1); a refused code (§5.2) is a failed login. */
async function exchange(env: Env, code: string, verifier: string, redirectUri: string): Promise<string> {
  const g = google(env);
  let res: Response;
  try {
    res = await g.send('/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${g.config.clientId}:${g.config.clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }).toString(),
    });
  } catch {
    throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'google unreachable');
  }
  const answer = (await res.json().catch(() => null)) as { id_token?: unknown; error?: unknown } | null;
  if (res.status >= 500) throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'google failed');
  if (!res.ok || typeof answer?.id_token !== 'string') throw new ApiError(ERR.LOGIN_FAILED, `google token: ${String(answer?.error)}`);
  return answer.id_token;
}

function idTokenClaims(idToken: string): Record<string, unknown> {
  try {
    return decodeIdToken(idToken) as Record<string, unknown>;
  } catch {
    throw new ApiError(ERR.LOGIN_FAILED, 'id_token');
  }
}

/**
 * Spends the state (single use) and exchanges the code for the Google identity. The id_token comes straight from the
 * token endpoint over TLS, so its signature need not be checked (OpenID Connect Core 3.1.3.7); issuer, audience,
 * expiry, nonce and a verified e-mail are.
 */
export async function googleIdentity(env: Env, db: Db, code: string, state: string): Promise<GoogleIdentity> {
  const { config } = google(env);
  const [saved] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  if (!saved || saved.expiresAt <= Date.now()) throw new ApiError(ERR.LOGIN_FAILED, 'oauth state');
  const claims = idTokenClaims(await exchange(env, code, saved.verifier, saved.redirectUri));
  const valid =
    GOOGLE_ISSUERS.includes(String(claims.iss)) &&
    claims.aud === config.clientId &&
    Number(claims.exp) * 1000 > Date.now() &&
    claims.nonce === saved.nonce &&
    claims.email_verified === true &&
    typeof claims.sub === 'string' &&
    typeof claims.email === 'string';
  if (!valid) throw new ApiError(ERR.LOGIN_FAILED, 'id_token claims');
  return { sub: String(claims.sub), email: String(claims.email).toLowerCase(), name: String(claims.name ?? '') };
}
