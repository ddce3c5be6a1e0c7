// Development RSA key pair for the BFF (public) and commerce API (private), written to .dev.vars
// once; production keys come from `wrangler secret put`.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../.dev.vars', import.meta.url);
const current = existsSync(file) ? readFileSync(file, 'utf8') : '';

export function ensureDevKeys() {
  if (current.includes('RSA_PRIVATE_KEY=')) return false;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const line = (name, pem) => `${name}="${pem.trim().replace(/\n/g, '\\n')}"\n`;
  writeFileSync(file, current + line('RSA_PUBLIC_KEY', publicKey) + line('RSA_PRIVATE_KEY', privateKey));
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureDevKeys() ? 'wrote development keys to .dev.vars' : '.dev.vars already has keys');
}
