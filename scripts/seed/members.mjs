// The demo member of each country database (README "Demo account"): e-mail demo@kedaikita.test, password Demo1234.
// The hash uses the API's format (functions/commerce/member/password.ts) with a salt fixed per country, so the seed
// files stay the same on every run. Re-seeding resets the demo password and keeps everything else.
import { createHash, pbkdf2Sync } from 'node:crypto';

export const DEMO = { email: 'demo@kedaikita.test', password: 'Demo1234', userName: 'Demo Shopper' };
export const DEMO_PHONES = { ID: ['62', '6281234567890'], SG: ['65', '6581234567'], MY: ['60', '60123456789'] };
const ITERATIONS = 100_000;

const b64url = (buf) => buf.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function demoPasswordHash(country) {
  const salt = createHash('sha256').update(`demo-salt:${country}`).digest().subarray(0, 16);
  const hash = pbkdf2Sync(DEMO.password, salt, ITERATIONS, 32, 'sha256');
  return `pbkdf2-sha256$${ITERATIONS}$${b64url(salt)}$${b64url(hash)}`;
}

export function demoMemberStatements(country) {
  const [dial, phone] = DEMO_PHONES[country];
  return [
    `INSERT INTO members (member_no, phone, country_code, email, user_name, points, status, created_at, password_hash)
VALUES ('M-DEMO-${country}', '${phone}', '${dial}', '${DEMO.email}', '${DEMO.userName}', 1250, 1, 1767225600000, '${demoPasswordHash(country)}')
ON CONFLICT (member_no) DO UPDATE SET password_hash = excluded.password_hash, status = 1;`,
  ];
}
