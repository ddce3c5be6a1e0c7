// Google sign-in against Google (GOOGLE_CLIENT_ID set) through the whole worker, with Google's token endpoint played
// by a stub of fetch: what the authorisation request asks for, what the code exchange sends, and which id_tokens
// are refused. The development stand-in's flow is in identity.api.test.ts.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeBase64Url } from 'hono/utils/encode';
import worker from '../../../src/worker';
import { LOGIN_TYPE } from '../../../src/shared/contract/constants';
import { googleAuth, login as loginCall } from '../../../src/shared/contract/refs/identity';
import { ERR } from '../../../src/shared/errors';
import { sendThrough } from '../../../tests/api/shopper';
import { base64url, sha256 } from '../../platform/tokens';

const ORIGIN = 'https://shop.test';
const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const CLIENT_SECRET = 'secret-456';
const googleEnv = { ...env, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET } as Env;

/** Calls of the contract to the whole worker, as the browser makes them at /api, with a Google client configured. */
const send = sendThrough(async (path, request) => {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}/api/${path}`, request), googleEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
});

/** An id_token as Google's token endpoint answers it (the signature is not checked: it came over TLS from Google). */
const idToken = (claims: Record<string, unknown>) =>
  [{ alg: 'RS256', typ: 'JWT' }, claims, 'signature']
    .map((part) => encodeBase64Url(new TextEncoder().encode(JSON.stringify(part)).buffer))
    .join('.');

interface TokenRequest {
  url: string;
  authorization: string | null;
  form: FormData;
}

/** Starts a sign-in, then lets "Google" answer the code exchange with the claims the test gives. */
async function signIn(claimsFor: (nonce: string) => Record<string, unknown>, status = 200) {
  const start = await send(googleAuth, { device: 'pc' });
  const authorize = new URL(start.body.data.url);
  const nonce = authorize.searchParams.get('nonce')!;
  const seen: TokenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const req = new Request(input, init);
    seen.push({ url: req.url, authorization: req.headers.get('Authorization'), form: await req.formData() });
    const body =
      status === 200
        ? { access_token: 'at', token_type: 'Bearer', expires_in: 3599, id_token: idToken(claimsFor(nonce)) }
        : { error: 'invalid_grant' };
    return Response.json(body, { status });
  });
  const state = authorize.searchParams.get('state') ?? '';
  const { body: login } = await send(loginCall, { login_type: LOGIN_TYPE.google, code: 'code-from-google', state, device: 'pc' });
  return { authorize, seen, login };
}

const validClaims = (email: string) => (nonce: string) => ({
  iss: 'https://accounts.google.com',
  aud: CLIENT_ID,
  exp: Math.floor(Date.now() / 1000) + 600,
  nonce,
  email_verified: true,
  sub: `google-${email}`,
  email,
  name: 'Siti Rahma',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Google sign-in with a Google client', () => {
  it("sends the shopper to Google's consent page with state, nonce and an S256 challenge, and redeems the code with the verifier", async () => {
    const email = `google${Date.now()}@example.com`;
    const { authorize, seen, login } = await signIn(validClaims(email));

    expect(authorize.origin + authorize.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: `${ORIGIN}/login`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });

    expect(seen).toHaveLength(1);
    const [exchange] = seen;
    expect(exchange!.url).toBe('https://oauth2.googleapis.com/token');
    expect(exchange!.authorization).toBe(`Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`);
    expect(exchange!.form.get('grant_type')).toBe('authorization_code');
    expect(exchange!.form.get('code')).toBe('code-from-google');
    expect(exchange!.form.get('redirect_uri')).toBe(`${ORIGIN}/login`);
    expect(base64url(await sha256(String(exchange!.form.get('code_verifier'))))).toBe(authorize.searchParams.get('code_challenge'));

    expect(login.code).toBe(0);
    expect(login.data.user_info.email).toBe(email);
  });

  it.each([
    ['another issuer', { iss: 'https://evil.example' }],
    ['another audience', { aud: 'someone-else' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 1 }],
    ['another nonce', { nonce: 'replayed' }],
    ['an unverified e-mail', { email_verified: false }],
  ])('refuses an id_token with %s', async (_case, override) => {
    const { login } = await signIn((nonce) => ({ ...validClaims(`google${Date.now()}@example.com`)(nonce), ...override }));
    expect(login.code).toBe(ERR.LOGIN_FAILED);
  });

  it('refuses a code Google does not accept', async () => {
    const { login } = await signIn(validClaims('never@example.com'), 400);
    expect(login.code).toBe(ERR.LOGIN_FAILED);
  });
});
