import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CommerceFetch, commerceTransport } from './transport';

const success = () => Response.json({ code: 0, msg: 'success', data: null });
const inProcess = vi.fn<CommerceFetch>(async () => success());

afterEach(() => {
  vi.unstubAllGlobals();
  inProcess.mockClear();
});

describe('commerceTransport', () => {
  it('with UPSTREAM_API_URL sends the call there, with its headers, and never to the in-process API', async () => {
    const network = vi.fn<typeof fetch>(async () => success());
    vi.stubGlobal('fetch', network);
    const send = commerceTransport(inProcess, { UPSTREAM_API_URL: 'https://retailer.example/api/' } as Env);
    await send('/nav/type/list?keyword=milk', { method: 'GET', headers: { 'X-Locale': 'SG' } });
    expect(inProcess).not.toHaveBeenCalled();
    expect(network).toHaveBeenCalledOnce();
    const [url, init] = network.mock.calls[0]!;
    expect(url).toBe('https://retailer.example/api/nav/type/list?keyword=milk');
    expect(new Headers(init?.headers).get('X-Locale')).toBe('SG');
  });

  it('without it (unset or empty) calls the in-process API and makes no network request', async () => {
    const network = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', network);
    for (const env of [{}, { UPSTREAM_API_URL: '' }] as Env[]) {
      await commerceTransport(inProcess, env)('/nav/type/list', { method: 'GET' });
    }
    expect(inProcess).toHaveBeenCalledTimes(2);
    expect(new URL(inProcess.mock.calls[0]![0].url).pathname).toBe('/nav/type/list');
    expect(network).not.toHaveBeenCalled();
  });

  it("checks an upstream's answers against the contract: its shape passes (fields it does not name dropped), anything else is 1109011", async () => {
    const upstream = (data: unknown, code = 0) => vi.fn<typeof fetch>(async () => Response.json({ code, msg: 'x', data }));
    const send = (network: typeof fetch) => {
      vi.stubGlobal('fetch', network);
      return commerceTransport(inProcess, { UPSTREAM_API_URL: 'https://retailer.example' } as Env)('/cart/count', { method: 'GET' });
    };
    const good = await send(upstream({ count: 3, extra: 'not ours' }));
    expect(await good.json()).toEqual({ code: 0, msg: 'x', data: { count: 3 } });

    const bad = await send(upstream({ count: 'three' }));
    expect(bad.status).toBe(502);
    expect(await bad.json()).toMatchObject({ code: 1109011, data: null });

    const refused = await send(upstream(null, 1105001));
    expect(await refused.json()).toMatchObject({ code: 1105001 });
  });
});
