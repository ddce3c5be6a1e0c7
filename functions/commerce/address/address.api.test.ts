// Member addresses on the seeded D1 of each country, through the commerce app: the default address behind the
// product detail's deliver-to, only ever the signed-in member's own.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { commerce } from '../app';
import type { Address } from '../../../src/shared/address';
import type { CountryCode } from '../../../src/shared/countries';
import { ERR, type Envelope } from '../../../src/shared/errors';
import { sha256Hex } from '../member/tokens';

const DB: Record<CountryCode, D1Database> = { ID: env.DB_ID, SG: env.DB_SG, MY: env.DB_MY };
const NOW = Date.now();

async function defaultAddress(init: { token?: string; country?: CountryCode; query?: string } = {}) {
  const headers: Record<string, string> = { 'X-Locale': init.country ?? 'ID', Language: 'en' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await commerce.request(`/member/address/default${init.query ?? ''}`, { headers }, env);
  return { status: res.status, body: (await res.json()) as Envelope<Address | null> };
}

/** A session for the member with this member_no; returns its token. */
async function sessionOf(memberNo: string, country: CountryCode = 'ID'): Promise<string> {
  const token = `addr-${memberNo}-${crypto.randomUUID()}`;
  await DB[country]
    .prepare(
      'INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, (SELECT id FROM members WHERE member_no = ?), ?, ?)',
    )
    .bind(await sha256Hex(token), memberNo, NOW, NOW + 3_600_000)
    .run();
  return token;
}

/** A member created for the test, signed in; returns the member's row id and session token. */
async function newMember(country: CountryCode = 'ID'): Promise<{ id: number; token: string }> {
  const memberNo = `M-ADDR-${crypto.randomUUID()}`;
  const row = await DB[country]
    .prepare('INSERT INTO members (member_no, user_name, points, status, created_at) VALUES (?, ?, 0, 1, ?) RETURNING id')
    .bind(memberNo, 'Address Tester', NOW)
    .first<{ id: number }>();
  return { id: row!.id, token: await sessionOf(memberNo, country) };
}

function insertAddress(db: D1Database, memberId: number, fields: Partial<Record<string, string | number>> = {}) {
  const row = {
    address_id: `A-${crypto.randomUUID().slice(0, 24)}`,
    first_name: 'Siti',
    last_name: 'Rahma',
    phone: '6281311112222',
    country: 'ID',
    state: 'Jawa Timur',
    city: 'Surabaya',
    area: 'Gubeng',
    address_line1: 'Jl. Raya Gubeng No. 7',
    address_line2: '',
    postal_code: '60281',
    is_default: 1,
    ...fields,
  };
  const columns = Object.keys(row);
  return db
    .prepare(
      `INSERT INTO addresses (member_id, ${columns.join(', ')}, created_at, updated_at) VALUES (?, ${columns.map(() => '?').join(', ')}, ?, ?)`,
    )
    .bind(memberId, ...Object.values(row), NOW, NOW)
    .run();
}

describe('GET member/address/default', () => {
  it.each([
    ['ID', 'Rina Wijaya', 'Jakarta Selatan', '12170'],
    ['SG', 'Tan Mei Ling', 'Tampines', '520201'],
    ['MY', 'Nurul Aisyah binti Ahmad', 'Kuala Lumpur', '59100'],
  ] as const)('gives the demo member of %s the seeded default address', async (country, name, city, postal) => {
    const { status, body } = await defaultAddress({ token: await sessionOf(`M-DEMO-${country}`, country), country });
    expect([status, body.code]).toEqual([200, 0]);
    const a = body.data!;
    expect(`${a.first_name} ${a.last_name}`).toBe(name);
    expect(a).toMatchObject({ address_id: `A-DEMO-${country}-1`, country, city, postal_code: postal, is_default: 1 });
    expect(Object.keys(a).sort()).toEqual([
      'address_id',
      'address_line1',
      'address_line2',
      'area',
      'city',
      'country',
      'first_name',
      'is_default',
      'last_name',
      'phone',
      'postal_code',
      'state',
    ]);
    expect(a.phone).toMatch(/^6[025]\d{8,12}$/);
  });

  it('answers null for a member without a default address', async () => {
    const { id, token } = await newMember();
    expect((await defaultAddress({ token })).body).toMatchObject({ code: 0, data: null });
    // Addresses that are not the default do not count.
    await insertAddress(DB.ID, id, { is_default: 0 });
    expect((await defaultAddress({ token })).body).toMatchObject({ code: 0, data: null });
  });

  it('answers the 401 envelope to a guest and to an unknown session', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const { status, body } = await defaultAddress({ token });
      expect([status, body.code, body.data]).toEqual([401, ERR.UNAUTHORIZED, null]);
    }
  });

  it('gives each member only their own address, whatever the query asks for', async () => {
    const owner = await newMember();
    const other = await newMember();
    await insertAddress(DB.ID, owner.id, { address_id: 'A-OWNER-ONLY', first_name: 'Owner' });
    const mine = await defaultAddress({ token: owner.token });
    expect(mine.body.data).toMatchObject({ address_id: 'A-OWNER-ONLY', first_name: 'Owner' });
    const theirs = await defaultAddress({ token: other.token, query: `?member_id=${owner.id}&address_id=A-OWNER-ONLY` });
    expect(theirs.body).toMatchObject({ code: 0, data: null });
  });

  it('reads the database of the request country', async () => {
    // The demo member of SG is another row in another database: an ID session means nothing there.
    const token = await sessionOf('M-DEMO-ID', 'ID');
    expect((await defaultAddress({ token, country: 'SG' })).status).toBe(401);
  });
});

describe('addresses table', () => {
  it('allows one default per member, and goes with the member', async () => {
    const { id } = await newMember();
    await insertAddress(DB.ID, id);
    await expect(insertAddress(DB.ID, id)).rejects.toThrow(/UNIQUE/);
    await insertAddress(DB.ID, id, { is_default: 0 });
    await DB.ID.prepare('DELETE FROM members WHERE id = ?').bind(id).run();
    const left = await DB.ID.prepare('SELECT count(*) AS n FROM addresses WHERE member_id = ?').bind(id).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it.each([
    ['a phone that is not an account key', { phone: '081311112222' }],
    ['a Singapore postal code in Indonesia', { postal_code: '520201' }],
    ['a country we do not serve', { country: 'TH' }],
    ['an empty district', { area: ' ' }],
    ['an empty first name', { first_name: '' }],
  ])('refuses %s', async (_what, fields) => {
    const { id } = await newMember();
    await expect(insertAddress(DB.ID, id, fields)).rejects.toThrow(/CHECK/);
  });
});
