// What the worker answers when something fails that nobody expected: under /api the envelope with 1109011 and a log
// line with the request id; elsewhere a plain 500 in the page's language. Never a stack trace.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../src/worker';
import { ERR, type Envelope } from '../../src/shared/errors';
import { t } from '../../src/shared/i18n';
import { FAILING_PAGE } from './astro-handler';

async function fetchWorker(path: string, init: RequestInit = {}): Promise<{ res: Response; logged: Record<string, unknown>[] }> {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://shop.test${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return { res, logged: error.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('unexpected errors', () => {
  it('under /api: 500 with 1109011 in the envelope, the request id in the log line and the answer, no stack', async () => {
    // A request body that breaks off while the BFF reads it.
    const body = new ReadableStream({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const { res, logged } = await fetchWorker('/api/member/user/visit', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', Language: 'id' },
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text) as Envelope).toEqual({
      code: ERR.SYSTEM_CALL_EXCEPTION,
      msg: t('id', `error.${ERR.SYSTEM_CALL_EXCEPTION}`),
      data: null,
    });
    expect(text).not.toContain('connection reset');
    const id = res.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged).toEqual([expect.objectContaining({ requestId: id, path: '/api/member/user/visit' })]);
  });

  it('outside /api: a plain 500 in the language of the path, no detail, the error logged', async () => {
    const { res, logged } = await fetchWorker(`/id${FAILING_PAGE}`);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe(t('id', 'error.page.title'));
    // The security headers go on error answers too.
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(logged).toEqual([expect.objectContaining({ path: `/id${FAILING_PAGE}`, error: 'Error: rendering failed' })]);
  });
});
