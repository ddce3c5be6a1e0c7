import { describe, expect, it } from 'vitest';
import { commerce } from './app';
import { REF_DOMAINS, callRefsModule } from './call-refs';
import { openApiDocument } from './openapi';

const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };

describe('the OpenAPI document', () => {
  it('has every route of the commerce API and no path the API lacks: a route without a schema fails here', () => {
    const routes = commerce.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect([...new Set(routes)].sort()).toEqual(documented.sort());
  });

  it('is the one in docs/ (npm run contract writes it)', async () => {
    await expect(`${JSON.stringify(doc, null, 2)}\n`).toMatchFileSnapshot('../../docs/openapi.json');
  });
});

describe('the call references clients import', () => {
  it.each(REF_DOMAINS)('of %s are generated from the definitions (npm run contract writes them)', async (domain) => {
    await expect(callRefsModule(domain)).toMatchFileSnapshot(`../../src/shared/contract/refs/${domain}.ts`);
  });
});
