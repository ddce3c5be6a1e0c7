// Development aids (the outbox with every live code, the Google stand-in that signs anyone in, captcha answers,
// stock changes) must not exist in a worker deployed as built: production is what a missing ENVIRONMENT means.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import worker from '../../src/worker';

const DEV_TOOLS: [method: string, path: string][] = [
  ['GET', '/dev/outbox'],
  ['GET', '/dev/outbox.json'],
  ['GET', '/dev/captcha.json?id=x'],
  ['GET', '/dev/openapi.json'],
  ['GET', '/dev/oauth'],
  ['POST', '/dev/oauth'],
  ['POST', '/dev/stock'],
  ['POST', '/dev/jobs'],
  ['POST', '/dev/xendit/v3/payment_requests'],
  ['GET', '/dev/xendit/payment_requests/pr-x_0/pay'],
  ['POST', '/dev/voucher'],
  ['POST', '/dev/messages'],
  ['GET', '/dev/logistics/control'],
  ['POST', '/dev/logistics/control'],
  ['POST', '/dev/logistics/v1/orders'],
  ['GET', '/dev/logistics/v1/orders/IDx'],
  ['GET', '/dev/aftersale'],
  ['POST', '/dev/aftersale'],
];

async function status(method: string, path: string, workerEnv: Env): Promise<number> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`, { method }), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res.status;
}

/** The test bindings without the development switch the api project adds (vitest.config.ts). */
function withoutEnvironment(): Env {
  const { ENVIRONMENT: _dropped, ...rest } = env;
  return rest as Env;
}

describe('development tools', () => {
  it.each(DEV_TOOLS)('%s %s is the 404 page when ENVIRONMENT is not set', async (method, path) => {
    expect(await status(method, path, withoutEnvironment())).toBe(404);
  });

  it.each(DEV_TOOLS)('%s %s is the 404 page with the variables of wrangler.toml (the deployed artefact)', async (method, path) => {
    expect(await status(method, path, { ...withoutEnvironment(), ...inject('deployedVars') } as Env)).toBe(404);
  });

  it('treat an unknown ENVIRONMENT as production', async () => {
    expect(await status('GET', '/dev/outbox.json', { ...env, ENVIRONMENT: 'staging' })).toBe(404);
  });

  it('exist when the tests switch development on', async () => {
    expect(env.ENVIRONMENT).toBe('development');
    expect(await status('GET', '/dev/outbox.json', env)).toBe(200);
  });

  it('serve the OpenAPI document in development', async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request('http://localhost/dev/openapi.json'), env, ctx);
    await waitOnExecutionContext(ctx);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toContain('/consumer/product/min_sku_detail/{product_no}');
  });
});
