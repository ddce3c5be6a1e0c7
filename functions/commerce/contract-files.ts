/**
 * The files generated from the call definitions: the published OpenAPI document and the clients' call references.
 * `npm run contract` (scripts/contract.ts) writes them; openapi.test.ts fails while one is stale.
 */
import { callRefsModule, REF_DOMAINS } from './call-refs';
import { openApiDocument } from './openapi';

export interface GeneratedFile {
  /** From the repository's root. */
  path: string;
  text: string;
}

export function contractFiles(): GeneratedFile[] {
  return [
    { path: 'docs/openapi.json', text: `${JSON.stringify(openApiDocument(), null, 2)}\n` },
    ...REF_DOMAINS.map((domain) => ({ path: `src/shared/contract/refs/${domain}.ts`, text: callRefsModule(domain) })),
  ];
}
