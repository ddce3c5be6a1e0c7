/**
 * The stand-in for Google sign-in while GOOGLE_CLIENT_ID is not set (development only): the consent page the shopper's
 * browser is sent to (/dev/oauth, where any e-mail may be chosen) and Google's token endpoint
 * (functions/providers/outbound.ts sends the code exchange here), which checks the client, the redirect URI and the
 * PKCE verifier as Google does and answers an id_token with Google's claims.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { encodeBase64Url } from 'hono/utils/encode';
import { COUNTRY_CODES } from '../../src/shared/countries';
import { dbFor, globalDb } from '../platform/db';
import { devOauthCodes, oauthStates } from '../platform/schema';
import { base64url, randomToken, sha256 } from '../platform/tokens';
import { GOOGLE_STAND_IN } from '../providers/google/google';
import { page } from './page';

const CODE_TTL_MS = 5 * 60 * 1000;

/** True when a sign-in started with this state in one of the countries (google_auth ran against the shopper's). */
async function stateExists(env: Env, state: string): Promise<boolean> {
  for (const country of COUNTRY_CODES) {
    const started = await dbFor(env, country)
      .select({ state: oauthStates.state })
      .from(oauthStates)
      .where(eq(oauthStates.state, state))
      .get();
    if (started) return true;
  }
  return false;
}

/** The consent page, mounted at /dev/oauth. */
export const googlePages = new Hono<{ Bindings: Env }>();

googlePages.get('/', (c) => {
  const q = c.req.query();
  const hidden = ['redirect_uri', 'state', 'nonce', 'code_challenge'].map(
    (k) => html`<input type="hidden" name="${k}" value="${q[k] ?? ''}">`,
  );
  return c.html(
    page(
      'Development sign-in',
      html`<h1>Development sign-in</h1><p class="note">This page stands in for Google while <code>GOOGLE_CLIENT_ID</code> is not set. It exists only in development.</p><form method="post" action="/dev/oauth">${hidden}<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email" value="shopper@example.com"><label for="name">Name</label><input id="name" name="name" required autocomplete="name" value="Dev Shopper"><button type="submit">Continue</button></form>`,
    ),
  );
});

googlePages.post('/', async (c) => {
  const form = await c.req.parseBody();
  const field = (k: string) => (typeof form[k] === 'string' ? (form[k] as string).trim() : '');
  const redirectUri = field('redirect_uri');
  const email = field('email').toLowerCase();
  // Only back to this site's login page: the stand-in is no open redirect.
  const sameSite = redirectUri === `${new URL(c.req.url).origin}/login`;
  if (!sameSite || !(await stateExists(c.env, field('state'))) || !/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(email)) {
    return c.text('Bad request', 400);
  }
  const code = randomToken(24);
  await globalDb(c.env)
    .insert(devOauthCodes)
    .values({
      code,
      sub: `dev-${email}`,
      email,
      name: field('name').slice(0, 40) || email,
      nonce: field('nonce'),
      codeChallenge: field('code_challenge'),
      redirectUri,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
  return c.redirect(`${redirectUri}?${new URLSearchParams({ code, state: field('state') }).toString()}`, 302);
});

/** Google's token endpoint (POST https://oauth2.googleapis.com/token), as the provider reaches it in development. */
export const googleStandIn = new Hono<{ Bindings: Env }>();

const refused = (error: string) => Response.json({ error, error_description: 'Bad Request' }, { status: 400 });
const jwtPart = (value: object) => encodeBase64Url(new TextEncoder().encode(JSON.stringify(value)).buffer);

googleStandIn.post('/token', async (c) => {
  if (c.req.header('Authorization') !== `Basic ${btoa(`${GOOGLE_STAND_IN.clientId}:${GOOGLE_STAND_IN.clientSecret}`)}`) {
    return Response.json({ error: 'invalid_client', error_description: 'Unauthorized' }, { status: 401 });
  }
  const body = await c.req.parseBody();
  const form = { get: (name: string) => (typeof body[name] === 'string' ? body[name] : null) };
  if (form.get('grant_type') !== 'authorization_code') return refused('unsupported_grant_type');
  const [row] = await globalDb(c.env)
    .delete(devOauthCodes)
    .where(eq(devOauthCodes.code, form.get('code') ?? ''))
    .returning();
  // PKCE's S256 (RFC 7636 §4.6): the verifier must hash to the challenge the consent page was given.
  const valid =
    !!row &&
    row.expiresAt > Date.now() &&
    row.redirectUri === form.get('redirect_uri') &&
    row.codeChallenge === base64url(await sha256(form.get('code_verifier') ?? ''));
  if (!valid || !row) return refused('invalid_grant');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://accounts.google.com',
    aud: GOOGLE_STAND_IN.clientId,
    sub: row.sub,
    email: row.email,
    email_verified: true,
    name: row.name,
    nonce: row.nonce,
    iat: now,
    exp: now + 3600,
  };
  // Unsigned: the provider does not check the signature of a token it got straight from the token endpoint.
  const idToken = `${jwtPart({ alg: 'RS256', kid: 'development', typ: 'JWT' })}.${jwtPart(claims)}.${jwtPart({ development: true })}`;
  return c.json({
    access_token: randomToken(24),
    token_type: 'Bearer',
    expires_in: 3599,
    scope: 'openid email profile',
    id_token: idToken,
  });
});
