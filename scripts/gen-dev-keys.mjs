// Local worker variables in .dev.vars (ignored by git, never deployed), each written once: ENVIRONMENT=development,
// which switches development aids on for everything run locally (a deployed worker has no ENVIRONMENT, so it is
// production), and a development RSA key pair for the BFF (public) and commerce API (private); production keys come
// from `wrangler secret put`.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../.dev.vars', import.meta.url);

export function ensureDevKeys() {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  let added = '';
  if (!/^ENVIRONMENT=/m.test(current)) added += 'ENVIRONMENT=development\n';
  if (!current.includes('RSA_PRIVATE_KEY=')) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const line = (name, pem) => `${name}="${pem.trim().replace(/\n/g, '\\n')}"\n`;
    added += line('RSA_PUBLIC_KEY', publicKey) + line('RSA_PRIVATE_KEY', privateKey);
  }
  if (!added) return false;
  writeFileSync(file, (current && !current.endsWith('\n') ? `${current}\n` : current) + added);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureDevKeys() ? 'wrote development variables to .dev.vars' : '.dev.vars already has them');
}
