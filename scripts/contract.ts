// npm run contract: writes the files generated from the call definitions (functions/commerce/contract-files.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractFiles } from '../functions/commerce/contract-files';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const file of contractFiles()) {
  writeFileSync(`${root}${file.path}`, file.text);
  console.log(`wrote ${file.path}`);
}
