import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, STORE_NO } from '../../src/shared/constants';
import { ERR, type Envelope } from '../../src/shared/errors';
import { createBff } from './app';
import { APP_UA_TOKEN } from '../../src/shared/platform';
import type { CommerceFetch } from './transport';
import { rsaDecrypt } from './rsa';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const ctx: ExecutionContext = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
const baseEnv = { ENVIRONMENT: 'test', RSA_PUBLIC_KEY: keys.publicKey } as Env;

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

/** The commerce side as the BFF sees it: records what arrives and answers with the given envelope. */
function fakeCommerce(answer: (seen: Seen) => Response = () => Response.json({ code: 0, msg: 'success', data: null })) {
  const calls: Seen[] = [];
  const fetch: CommerceFetch = async (req) => {
    const seen = { url: new URL(req.url), method: req.method, headers: req.headers, body: await req.text() };
    calls.push(seen);
    return answer(seen);
  };
  return { calls, bff: createBff(fetch) };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}, env: Env = baseEnv) {
  return { path, init: { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } }, env };
}

describe('BFF → commerce request', () => {
  it('adds X-Store-NO, forwards the client headers and strips /api from the path', async () => {
    const { calls, bff } = fakeCommerce();
    const r = post(
      '/api/member/user/visit?x=1',
      { device_id: 'd1' },
      {
        Deviceid: 'device-123',
        Language: 'id',
        platform: 'H5',
        'X-Locale': 'SG',
        'X-Not-Forwarded': 'secret',
      },
    );
    const res = await bff.request(r.path, r.init, r.env, ctx);
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
    const [seen] = calls;
    expect(seen!.method).toBe('POST');
    expect(seen!.url.pathname + seen!.url.search).toBe('/member/user/visit?x=1');
    expect(seen!.headers.get('X-Store-NO')).toBe(STORE_NO);
    expect(STORE_NO).toBe('SC001');
    expect(seen!.headers.get('Deviceid')).toBe('device-123');
    expect(seen!.headers.get('Language')).toBe('id');
    expect(seen!.headers.get('platform')).toBe('H5');
    expect(seen!.headers.get('X-Locale')).toBe('SG');
    expect(seen!.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen!.headers.get('X-Not-Forwarded')).toBeNull();
    expect(JSON.parse(seen!.body)).toEqual({ device_id: 'd1' });
  });

  it('says APP for a request from inside the native app (user-agent token) and H5 otherwise, whatever the page sends', async () => {
    const { calls, bff } = fakeCommerce();
    const inApp = post('/api/promotion/api/coupon/claim', {}, { platform: 'H5', 'User-Agent': `Mozilla/5.0 (iPhone) ${APP_UA_TOKEN}/3.1` });
    const outside = post('/api/promotion/api/coupon/claim', {}, { platform: 'APP', 'User-Agent': 'Mozilla/5.0 (iPhone)' });
    await bff.request(inApp.path, inApp.init, inApp.env, ctx);
    await bff.request(outside.path, outside.init, outside.env, ctx);
    expect(calls.map((seen) => seen.headers.get('platform'))).toEqual(['APP', 'H5']);
  });

  it('turns the sid cookie into a Bearer token and sends none without it', async () => {
    const { calls, bff } = fakeCommerce();
    await bff.request('/api/member/user/info', { headers: { Cookie: 'other=1; sid=tok-abc' } }, baseEnv, ctx);
    await bff.request('/api/member/user/info', {}, baseEnv, ctx);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-abc');
    expect(calls[1]!.headers.get('Authorization')).toBeNull();
  });

  it('encrypts password fields with the public key; the commerce side decrypts them back', async () => {
    const { calls, bff } = fakeCommerce();
    const r = post('/api/member/user/login', { account: 'a@b.co', password: 'Secret!123', login_type: 4 });
    await bff.request(r.path, r.init, r.env, ctx);
    const sent = JSON.parse(calls[0]!.body) as Record<string, unknown>;
    expect(sent.account).toBe('a@b.co');
    expect(sent.login_type).toBe(4);
    expect(sent.password).not.toBe('Secret!123');
    expect(await rsaDecrypt(keys.privateKey, sent.password as string)).toBe('Secret!123');
  });

  it('answers an envelope without calling commerce when a password cannot be encrypted', async () => {
    const { calls, bff } = fakeCommerce();
    const r = post('/api/member/user/login', { password: 'Secret!123' }, {}, { ENVIRONMENT: 'test' } as Env);
    const res = await bff.request(r.path, r.init, r.env, ctx);
    expect(calls).toHaveLength(0);
    expect(res.status).toBe(500);
    expect(((await res.json()) as Envelope).code).toBe(ERR.SYSTEM_CALL_EXCEPTION);
  });
});

describe('BFF ← commerce answer', () => {
  it('keeps data.auth_token in an HttpOnly Secure SameSite=Lax cookie and out of the body', async () => {
    const { bff } = fakeCommerce(() => Response.json({ code: 0, msg: 'success', data: { auth_token: 'tok-new', member_no: 'M1' } }));
    const r = post('/api/member/user/login', { account: 'a@b.co' });
    const res = await bff.request(r.path, r.init, r.env, ctx);
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^sid=tok-new;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const body = (await res.json()) as Envelope<Record<string, unknown>>;
    expect(body).toEqual({ code: 0, msg: 'success', data: { member_no: 'M1' } });
    expect(JSON.stringify(body)).not.toContain('tok-new');
  });

  it('sets no cookie when the answer carries no token', async () => {
    const { bff } = fakeCommerce(() => Response.json({ code: 0, msg: 'success', data: { member_no: 'M1' } }));
    const res = await bff.request('/api/member/user/info', {}, baseEnv, ctx);
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it('turns a native Bearer token into the cookie once member/user/info accepted it', async () => {
    const { calls, bff } = fakeCommerce((seen) =>
      seen.headers.get('Authorization') === 'Bearer app-token'
        ? Response.json({ code: 0, msg: 'success', data: { member_no: 'M1' } })
        : Response.json({ code: 401, msg: 'unauthorized', data: null }, { status: 401 }),
    );
    const res = await bff.request('/api/member/user/info', { headers: { Authorization: 'Bearer app-token' } }, baseEnv, ctx);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer app-token');
    expect(res.headers.get('Set-Cookie')).toMatch(/^sid=app-token;.*HttpOnly/i);
  });

  it.each([
    ['a call that does not check the token', '/api/search/recommend', () => Response.json({ code: 0, msg: 'success', data: [] })],
    ['a rejected token', '/api/member/user/info', () => Response.json({ code: 401, msg: 'unauthorized', data: null }, { status: 401 })],
    [
      'a failure code',
      '/api/member/user/info',
      () => Response.json({ code: ERR.SYSTEM_CALL_EXCEPTION, msg: 'x', data: null }, { status: 500 }),
    ],
    ['member info without a member', '/api/member/user/info', () => Response.json({ code: 0, msg: 'success', data: null })],
  ])('never turns an unverified Bearer token into the cookie: %s', async (_label, path, answer) => {
    const { bff } = fakeCommerce(answer);
    const res = await bff.request(path, { headers: { Authorization: 'Bearer junk' } }, baseEnv, ctx);
    expect(res.headers.get('Set-Cookie') ?? '').not.toMatch(/sid=junk/);
  });

  it('drops the cookie on a 401 and relays the envelope with its status', async () => {
    const { bff } = fakeCommerce(() => Response.json({ code: 401, msg: 'unauthorized', data: null }, { status: 401 }));
    const res = await bff.request('/api/member/user/info', { headers: { Cookie: 'sid=expired' } }, baseEnv, ctx);
    expect(res.status).toBe(401);
    expect(res.headers.get('Set-Cookie')).toMatch(/^sid=;.*Max-Age=0/);
    expect(((await res.json()) as Envelope).code).toBe(401);
  });

  it("passes the shopper's D1 bookmark to commerce and the one commerce answers back", async () => {
    const { calls, bff } = fakeCommerce(() =>
      Response.json({ code: 0, msg: 'success', data: null }, { headers: { 'x-d1-bookmark': 'ID:answered' } }),
    );
    const r = post('/api/consumer/product/list', {}, { 'x-d1-bookmark': 'ID:sent' });
    const res = await bff.request(r.path, r.init, r.env, ctx);
    expect(calls[0]!.headers.get('x-d1-bookmark')).toBe('ID:sent');
    expect(res.headers.get('x-d1-bookmark')).toBe('ID:answered');
  });

  it('answers 502 with an envelope when commerce does not answer an envelope', async () => {
    const { bff } = fakeCommerce(() => new Response('{"oops":true}', { headers: { 'Content-Type': 'application/json' } }));
    const res = await bff.request('/api/member/user/info', {}, baseEnv, ctx);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: ERR.SYSTEM_CALL_EXCEPTION, data: null });
  });
});

describe('BFF request id', () => {
  it('makes one id per request: forwarded to commerce and answered to the caller', async () => {
    const { calls, bff } = fakeCommerce();
    const res = await bff.request('/api/member/user/info', {}, baseEnv, ctx);
    const id = res.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]!.headers.get('X-Request-Id')).toBe(id);
    const next = await bff.request('/api/member/user/info', {}, baseEnv, ctx);
    expect(next.headers.get('X-Request-Id')).not.toBe(id);
  });

  it("keeps a caller's well-formed id and replaces one that is not", async () => {
    const { calls, bff } = fakeCommerce();
    await bff.request('/api/member/user/info', { headers: { 'X-Request-Id': 'app-1234' } }, baseEnv, ctx);
    await bff.request('/api/member/user/info', { headers: { 'X-Request-Id': 'bad id"<script>' } }, baseEnv, ctx);
    expect(calls[0]!.headers.get('X-Request-Id')).toBe('app-1234');
    expect(calls[1]!.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('BFF unexpected errors', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The JSON lines logged with console.error while `run` runs. */
  async function logged<T>(run: () => T | Promise<T>): Promise<{ result: T; lines: Record<string, unknown>[] }> {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await run();
    return { result, lines: error.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>) };
  }

  it('answers 1109011 when the commerce call throws, and logs the failure with the request id', async () => {
    const bff = createBff(() => {
      throw new TypeError('commerce blew up');
    });
    const { result: res, lines } = await logged(() => bff.request('/api/member/user/info', { headers: { Language: 'id' } }, baseEnv, ctx));
    expect(res.status).toBe(502);
    const body = (await res.json()) as Envelope;
    expect(body).toEqual({ code: ERR.SYSTEM_CALL_EXCEPTION, msg: expect.any(String), data: null });
    expect(body.msg).not.toContain('blew up');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ requestId: res.headers.get('X-Request-Id'), error: 'TypeError: commerce blew up' });
  });

  it('answers anything else that fails inside the BFF with 500 and 1109011 in the envelope, no stack, logged with the request id', async () => {
    const { calls, bff } = fakeCommerce();
    // A body that breaks off while the BFF reads it (a client gone mid-upload).
    const body = new ReadableStream({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const init = { method: 'POST', body, duplex: 'half', headers: { 'Content-Type': 'application/json', Language: 'en' } } as RequestInit;
    const { result: res, lines } = await logged(() => bff.request('/api/member/user/visit', init, baseEnv, ctx));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: ERR.SYSTEM_CALL_EXCEPTION, msg: expect.any(String), data: null });
    expect(text).not.toMatch(/connection reset|at .*\.ts/);
    expect(calls).toHaveLength(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ requestId: res.headers.get('X-Request-Id'), path: '/api/member/user/visit' });
    expect(lines[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0]!.stack).toEqual(expect.stringContaining('connection reset'));
  });
});

describe('BFF defences', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
  ])('refuses a state-changing request with %s (FORBIDDEN envelope)', async (_label, headers) => {
    const { calls, bff } = fakeCommerce();
    const r = post('/api/member/user/logout', {}, headers);
    const res = await bff.request(`http://shop.example${r.path}`, r.init, r.env, ctx);
    expect(res.status).toBe(403);
    const body = (await res.json()) as Envelope;
    expect(body.code).toBe(ERR.FORBIDDEN);
    expect(body.data).toBeNull();
    expect(body.msg).toEqual(expect.any(String));
    expect(calls).toHaveLength(0);
  });

  it('lets same-origin POSTs and cross-site GETs through', async () => {
    const { calls, bff } = fakeCommerce();
    const r = post('/api/member/user/logout', {}, { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://shop.example' });
    expect((await bff.request(`http://shop.example${r.path}`, r.init, r.env, ctx)).status).toBe(200);
    const get = await bff.request('/api/member/user/info', { headers: { 'Sec-Fetch-Site': 'cross-site' } }, baseEnv, ctx);
    expect(get.status).toBe(200);
    expect(calls).toHaveLength(2);
  });
});

describe('BFF timeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`answers 504 with an envelope when commerce takes longer than ${API_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const never: CommerceFetch = () => new Promise<Response>(() => {});
    const bff = createBff(never);
    let settled = false;
    const pending = Promise.resolve(bff.request('/api/member/user/info', {}, baseEnv, ctx)).then((res) => {
      settled = true;
      return res;
    });
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const res = await pending;
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ code: ERR.SYSTEM_CALL_EXCEPTION, data: null });
  });
});

describe('BFF with UPSTREAM_API_URL', () => {
  interface Received {
    method: string;
    url: string;
    headers: IncomingHttpHeaders;
    body: string;
  }
  const received: Received[] = [];
  const upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(409, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: ERR.INSUFFICIENT_STOCK, msg: 'from upstream', data: { sku: 'A1' } }));
    });
  });
  let upstreamUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;
    return () => new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  it('forwards to the upstream server instead of in-process commerce and relays its envelope', async () => {
    const { calls, bff } = fakeCommerce();
    const r = post(
      '/api/cart/add?src=1',
      { sku: 'A1', password: 'Secret!123' },
      { Cookie: 'sid=tok-up', 'X-Locale': 'MY', Language: 'zh-CN' },
      { ...baseEnv, UPSTREAM_API_URL: upstreamUrl },
    );
    const res = await bff.request(r.path, r.init, r.env, ctx);
    expect(calls).toHaveLength(0);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ code: ERR.INSUFFICIENT_STOCK, msg: 'from upstream', data: { sku: 'A1' } });

    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got!.method).toBe('POST');
    expect(got!.url).toBe('/cart/add?src=1');
    expect(got!.headers.authorization).toBe('Bearer tok-up');
    expect(got!.headers['x-store-no']).toBe('SC001');
    expect(got!.headers['x-locale']).toBe('MY');
    expect(got!.headers.language).toBe('zh-CN');
    const sent = JSON.parse(got!.body) as Record<string, string>;
    expect(sent.sku).toBe('A1');
    expect(await rsaDecrypt(keys.privateKey, sent.password!)).toBe('Secret!123');
  });

  it('answers 502 with an envelope when the upstream cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { bff } = fakeCommerce();
    const res = await bff.request('/api/member/user/info', {}, { ...baseEnv, UPSTREAM_API_URL: `http://127.0.0.1:${port}` }, ctx);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: ERR.SYSTEM_CALL_EXCEPTION, data: null });
  });
});
