import { type Context, Hono } from 'hono';
import { type RequestIdVariables, requestId } from 'hono/request-id';
import { currentRequestId, logEvent } from '../platform/telemetry';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, ERR, errorKey, httpStatusFor, isEnvelope, type Envelope } from '../../src/shared/errors';
import { t } from '../../src/shared/i18n';
import { type Lang, toLang } from '../../src/shared/lang';
import { APP_PLATFORM, PLATFORM, STORE_NO } from '../../src/shared/constants';
import { APP_UA_TOKEN } from '../../src/shared/platform';
import { deleteAccount } from '../../src/shared/contract/deletion';
import { D1_BOOKMARK_HEADER } from '../../src/shared/d1-bookmark';
import { logout, memberInfo } from '../../src/shared/contract/member';
import { encryptPassword } from './password';
import { clearSession, readSession, writeSession } from './session-cookie';
import { type CommerceFetch, commerceTransport, isTimeout } from './transport';

// CF-Connecting-IP is set by Cloudflare's edge (a browser cannot forge it there): the API rate-limits by it.
// x-callback-token: the payment gateway's callbacks prove themselves with it (functions/providers/payment-gateway);
// x-logistics-token: the logistics aggregator's webhooks with theirs (functions/providers/logistics).
// x-d1-bookmark: the shopper's D1 bookmark, which the API answers too (docs/decisions/d1-sessions.md).
const FORWARDED_HEADERS = [
  'Deviceid',
  'Language',
  'X-Locale',
  'Content-Type',
  'Accept',
  'CF-Connecting-IP',
  'x-callback-token',
  'x-logistics-token',
  D1_BOOKMARK_HEADER,
];
/** Request fields that carry a password: encrypted before they leave the edge. */
const PASSWORD_FIELDS = ['password', 'old_password'];
/** Calls whose success ends the session: a logout, and an account deletion (which ends every session). */
const LOGOUT_PATHS = new Set([logout.path, deleteAccount.path]);
/**
 * The one call that proves a native app's Bearer token: its member info answered with that token. Any other call
 * may succeed without looking at the token (a guest call), so only this answer lets the token become the cookie.
 */
const TOKEN_CHECK_PATH = memberInfo.path;

/** The envelope of a failure: the code's message in the shopper's language, and nothing of the error itself. */
function fail(
  c: { json: (b: Envelope, s: ContentfulStatusCode) => Response },
  err: ApiError,
  lang: Lang,
  status = httpStatusFor(err.code) as ContentfulStatusCode,
) {
  return c.json({ code: err.code, msg: t(lang, errorKey(err.code)), data: null }, status);
}

/**
 * An error nobody expected under /api (the BFF's onError, and the Worker's for /api): one JSON log line with the
 * request id and the stack, for us; 1109011 with its generic message, for the shopper.
 */
export function unexpectedApiError(err: Error, c: Context): Response {
  logEvent('error', 'unexpected error', { requestId: c.get('requestId'), path: c.req.path, error: String(err), stack: err.stack });
  return fail(c, new ApiError(ERR.SYSTEM_CALL_EXCEPTION), toLang(c.req.header('Language')));
}

async function encryptPasswords(body: string, publicKey: string | undefined): Promise<string> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return body; // not JSON: the commerce API answers it with 1101020
  }
  if (typeof json !== 'object' || json === null) return body;
  const record = json as Record<string, unknown>;
  const fields = PASSWORD_FIELDS.filter((f) => typeof record[f] === 'string' && record[f] !== '');
  if (fields.length === 0) return body;
  if (!publicKey) throw new Error('Encryption failed');
  for (const f of fields) record[f] = await encryptPassword(publicKey, record[f] as string);
  return JSON.stringify(record);
}

/** True when a state-changing request comes from another site (CSRF defence next to SameSite). */
function isCrossSite(req: Request): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false;
  const site = req.headers.get('Sec-Fetch-Site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.get('Origin');
  return !!origin && origin !== new URL(req.url).origin;
}

export function createBff(commerceFetch: CommerceFetch) {
  const bff = new Hono<{ Bindings: Env; Variables: RequestIdVariables }>();

  // One id per API request, made here (or a well-formed one the caller sent), forwarded to the commerce API and logged.
  // The edge's id for the request (functions/platform/telemetry.ts), so every line of one request carries one id.
  bff.use(requestId({ generator: () => currentRequestId() ?? crypto.randomUUID() }));
  bff.onError(unexpectedApiError);
  bff.all('*', async (c) => {
    const lang = toLang(c.req.header('Language'));
    if (isCrossSite(c.req.raw)) return fail(c, new ApiError(ERR.FORBIDDEN), lang);

    const url = new URL(c.req.url);
    const path = url.pathname.replace(/^\/api(?=\/)/, '');
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const v = c.req.header(name);
      if (v) headers.set(name, v);
    }
    headers.set('X-Store-NO', STORE_NO);
    // The edge, not the page, says whether a request comes from inside our native app (its webview's user-agent
    // token): app-only vouchers depend on it (docs/decisions/app-platform-header.md, with what this can and cannot prove).
    headers.set('platform', c.req.header('User-Agent')?.includes(APP_UA_TOKEN) ? APP_PLATFORM : PLATFORM);
    headers.set('X-Request-Id', c.get('requestId'));
    // The public origin the shopper used: the commerce API builds the Google redirect URI from it.
    headers.set('X-Forwarded-Origin', url.origin);
    // A native host hands its token over once (appMessage) by asking for the member info with it; from then on the
    // cookie carries it.
    const nativeToken = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const token = nativeToken ?? readSession(c);
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let body: string | ArrayBuffer | undefined;
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (hasBody && c.req.header('Content-Type')?.startsWith('multipart/')) {
      // An upload (the avatar) passes as bytes: read as text it would be mangled, and a form carries no password.
      body = await c.req.arrayBuffer();
    } else if (hasBody) {
      body = await c.req.text();
      try {
        body = await encryptPasswords(body, c.env.RSA_PUBLIC_KEY);
      } catch (err) {
        // An ApiError is bad input (a password too long to be one); anything else is ours.
        return fail(c, err instanceof ApiError ? err : new ApiError(ERR.SYSTEM_CALL_EXCEPTION, 'Encryption failed'), lang);
      }
    }

    let res: Response;
    try {
      res = await commerceTransport(
        commerceFetch,
        c.env,
        c.executionCtx as ExecutionContext,
      )(path + url.search, {
        method: c.req.method,
        headers,
        body,
      });
    } catch (err) {
      const timedOut = isTimeout(err);
      console.error(JSON.stringify({ requestId: c.get('requestId'), path, error: String(err), timedOut }));
      return fail(c, new ApiError(ERR.SYSTEM_CALL_EXCEPTION), lang, timedOut ? 504 : 502);
    }

    const type = res.headers.get('Content-Type') ?? '';
    if (!type.includes('application/json')) {
      // Binary answers (the captcha PNG) pass through with the headers the client needs.
      const out = new Response(res.body, { status: res.status });
      for (const name of ['Content-Type', 'Cache-Control', 'x-image-id']) {
        const v = res.headers.get(name);
        if (v) out.headers.set(name, v);
      }
      return out;
    }

    let envelope: unknown;
    try {
      envelope = await res.json();
    } catch {
      envelope = null;
    }
    if (!isEnvelope(envelope)) return fail(c, new ApiError(ERR.SYSTEM_CALL_EXCEPTION), lang, 502);
    if (res.status === 401 && !nativeToken) clearSession(c);
    if (envelope.code === 0) {
      const data = envelope.data as Record<string, unknown> | null;
      if (data && typeof data === 'object' && typeof data.auth_token === 'string') {
        writeSession(c, data.auth_token);
        delete data.auth_token;
      } else if (nativeToken && path === TOKEN_CHECK_PATH && data && typeof data === 'object') {
        writeSession(c, nativeToken);
      }
      if (LOGOUT_PATHS.has(path)) clearSession(c);
    }
    const bookmark = res.headers.get(D1_BOOKMARK_HEADER);
    if (bookmark) c.header(D1_BOOKMARK_HEADER, bookmark);
    return c.json(envelope, res.status as ContentfulStatusCode);
  });

  return bff;
}
