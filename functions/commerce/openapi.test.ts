import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commerce } from './app';
import { contractFiles } from './contract-files';
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
});

describe('the files generated from the contract', () => {
  it.each(contractFiles().map((f) => [f.path, f.text]))('%s is current (npm run contract writes it)', (path, text) => {
    expect(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'), `${path} is stale: run npm run contract`).toBe(text);
  });
});
