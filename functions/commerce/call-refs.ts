/**
 * Writes src/shared/contract/refs/<domain>.ts: every call of the contract as a schema-free reference (method and
 * path, typed by its definition), which is what islands and pages import to make a call. One file per domain, so a
 * bundle carries the references of the domains it calls. Generated rather than written so a reference can never name
 * another path than its definition; openapi.test.ts fails when a file is stale.
 */
import { ALL_CALLS, DOMAINS } from '../../src/shared/contract/all';

export const REF_DOMAINS = Object.keys(DOMAINS);

export function callRefsModule(domain: string): string {
  const lines = [
    '// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.',
    '// What clients import to make a call; the definitions with their schemas stay on the server.',
    "import type { CallRef } from '../call';",
    `import type * as contract from '../${domain}';`,
    '',
    ...ALL_CALLS.filter((c) => c.domain === domain).map(({ name, call }) => {
      const png = call.output === 'png' ? ', png: true' : '';
      const multipart = call.multipart ? ', multipart: true' : '';
      return `export const ${name}: CallRef<typeof contract.${name}> = { method: '${call.method}', path: '${call.path}'${png}${multipart} };`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}
