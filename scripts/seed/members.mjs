// The demo member of each country database (README "Demo account"): e-mail demo@kedaikita.test, password Demo1234.
// The hash uses the API's format (functions/commerce/member/password.ts) with a salt fixed per country, so the seed
// files stay the same on every run. Re-seeding resets the demo password and keeps everything else.
import { createHash, pbkdf2Sync } from 'node:crypto';
import { SEED_COUNTRIES } from './countries.mjs';
import { literal } from './sql.mjs';

export const DEMO = { email: 'demo@kedaikita.test', password: 'Demo1234', userName: 'Demo Shopper', coins: 1250 };
const ITERATIONS = 100_000;
const CREATED_AT = 1767225600000;

const b64url = (buf) => buf.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function demoPasswordHash(country) {
  const salt = createHash('sha256').update(`demo-salt:${country}`).digest().subarray(0, 16);
  const hash = pbkdf2Sync(DEMO.password, salt, ITERATIONS, 32, 'sha256');
  return `pbkdf2-sha256$${ITERATIONS}$${b64url(salt)}$${b64url(hash)}`;
}

export function demoMemberStatements(country) {
  const [dial, phone] = SEED_COUNTRIES[country].demoPhone;
  return [
    `INSERT INTO members (member_no, phone, country_code, email, user_name, points, status, created_at, password_hash, name_chosen_at)
VALUES ('M-DEMO-${country}', '${phone}', '${dial}', '${DEMO.email}', '${DEMO.userName}', 0, 1, ${CREATED_AT}, '${demoPasswordHash(country)}', ${CREATED_AT})
ON CONFLICT (member_no) DO UPDATE SET password_hash = excluded.password_hash, status = 1;`,
    ...demoCoinsStatements(country),
    demoAddressStatement(country),
  ];
}

/**
 * The demo member's coins, as the ledger's opening row (its trigger keeps members.points), only while the member has
 * no ledger rows: re-seeding keeps what a demo session spent or earned and never adds coins.
 */
function demoCoinsStatements(country) {
  const noLedger = 'NOT EXISTS (SELECT 1 FROM coin_ledger l WHERE l.member_id = m.id)';
  return [
    // A database seeded before the ledger existed may hold a balance no row explains: the ledger's sum is the balance.
    `UPDATE members AS m SET points = 0 WHERE m.member_no = 'M-DEMO-${country}' AND ${noLedger};`,
    `INSERT INTO coin_ledger (member_id, delta, kind, created_at)
SELECT m.id, ${DEMO.coins}, 'opening', ${CREATED_AT} FROM members m
WHERE m.member_no = 'M-DEMO-${country}' AND ${noLedger};`,
  ];
}

/**
 * The demo addresses, only while the demo member has none: re-seeding keeps the addresses a demo session changed
 * (and never trips the one-default index).
 */
function demoAddressStatement(country) {
  const rows = SEED_COUNTRIES[country].demoAddresses.map((a, i) => [
    `A-DEMO-${country}-${i + 1}`,
    a.first_name,
    a.last_name,
    a.phone,
    country,
    a.state,
    a.city,
    a.area,
    a.address_line1,
    a.address_line2,
    a.postal_code,
    i === 0 ? 1 : 0,
    CREATED_AT,
    CREATED_AT,
  ]);
  return `INSERT INTO addresses (address_id, member_id, first_name, last_name, phone, country, state, city, area, address_line1, address_line2, postal_code, is_default, created_at, updated_at)
SELECT v.column1, m.id, v.column2, v.column3, v.column4, v.column5, v.column6, v.column7, v.column8, v.column9, v.column10, v.column11, v.column12, v.column13, v.column14
FROM members m, (VALUES
${rows.map((r) => `(${r.map(literal).join(', ')})`).join(',\n')}) v
WHERE m.member_no = 'M-DEMO-${country}' AND NOT EXISTS (SELECT 1 FROM addresses a WHERE a.member_id = m.id);`;
}
