// Member addresses on the seeded D1 of each country, through the commerce app: the default address behind the
// product detail's deliver-to, only ever the signed-in member's own.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type * as address from '../../../src/shared/contract/address';
import type { CallInput } from '../../../src/shared/contract/call';
import {
  addressAdd,
  addressAreas,
  addressDelete,
  addressList,
  addressPostcode,
  addressSetDefault,
  addressUpdate,
  defaultAddress,
} from '../../../src/shared/contract/refs/address';
import { type CountryCode, perCountry } from '../../../src/shared/countries';
import { d1For } from '../../platform/db';
import { ERR } from '../../../src/shared/errors';
import { withFailing } from '../../../tests/api/inject-failure';
import { send, sendRaw } from '../../../tests/api/shopper';
import { sha256Hex } from '../../platform/tokens';

const DB = perCountry((country) => d1For(env, country));
const NOW = Date.now();

/** The member's default address; `query` carries fields the call does not take (its input lets them through). */
const defaultOf = (init: { token?: string; country?: CountryCode; query?: Record<string, string | number> } = {}) =>
  send(defaultAddress, init.query ?? {}, { token: init.token, country: init.country });

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
    const { status, body } = await defaultOf({ token: await sessionOf(`M-DEMO-${country}`, country), country });
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
    expect((await defaultOf({ token })).body).toMatchObject({ code: 0, data: null });
    // Addresses that are not the default do not count.
    await insertAddress(DB.ID, id, { is_default: 0 });
    expect((await defaultOf({ token })).body).toMatchObject({ code: 0, data: null });
  });

  it('answers the 401 envelope to a guest and to an unknown session', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const { status, body } = await defaultOf({ token });
      expect([status, body.code, body.data]).toEqual([401, ERR.UNAUTHORIZED, null]);
    }
  });

  it('gives each member only their own address, whatever the query asks for', async () => {
    const owner = await newMember();
    const other = await newMember();
    await insertAddress(DB.ID, owner.id, { address_id: 'A-OWNER-ONLY', first_name: 'Owner' });
    const mine = await defaultOf({ token: owner.token });
    expect(mine.body.data).toMatchObject({ address_id: 'A-OWNER-ONLY', first_name: 'Owner' });
    const theirs = await defaultOf({ token: other.token, query: { member_id: owner.id, address_id: 'A-OWNER-ONLY' } });
    expect(theirs.body).toMatchObject({ code: 0, data: null });
  });

  it('reads the database of the request country', async () => {
    // The demo member of SG is another row in another database: an ID session means nothing there.
    const token = await sessionOf('M-DEMO-ID', 'ID');
    expect((await defaultOf({ token, country: 'SG' })).status).toBe(401);
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
    // Which countries we serve is the country registry's (src/shared/countries.test.ts), not a list in the table's CHECK.
    ['a country code that is no country code', { country: 'Indonesia' }],
    ['an empty district', { area: ' ' }],
    ['an empty first name', { first_name: '' }],
  ])('refuses %s', async (_what, fields) => {
    const { id } = await newMember();
    await expect(insertAddress(DB.ID, id, fields)).rejects.toThrow(/CHECK/);
  });
});

type AddressInput = CallInput<typeof address.addressAdd>;

/** Malaysia's thirteen states and three federal territories as Malaysia writes them, in sorted order. */
const MALAYSIAN_STATES = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Perak',
  'Perlis',
  'Pulau Pinang',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'Wilayah Persekutuan Kuala Lumpur',
  'Wilayah Persekutuan Labuan',
  'Wilayah Persekutuan Putrajaya',
];

const KUALA_LUMPUR_FIELDS = {
  phone: '123456789',
  state: 'Wilayah Persekutuan Kuala Lumpur',
  city: 'Kuala Lumpur',
  area: 'Bangsar',
  postal_code: '59100',
};

const JAKARTA: AddressInput = {
  first_name: 'Dewi',
  last_name: 'Lestari',
  phone: '081234567890',
  state: 'Daerah Khusus Ibukota Jakarta',
  city: 'Kota Administrasi Jakarta Selatan',
  area: 'Kebayoran Baru',
  address_line1: 'Jl. Senopati No. 10',
  address_line2: 'RT 001/RW 002',
  postal_code: '12190',
  is_default: 0,
};

const KUALA_LUMPUR: AddressInput = { ...JAKARTA, ...KUALA_LUMPUR_FIELDS };

const add = (token: string, fields: Partial<AddressInput> = {}) => send(addressAdd, { ...JAKARTA, ...fields }, { token });
const list = async (token: string, country: CountryCode = 'ID') => (await send(addressList, {}, { token, country })).body.data;
const defaults = async (token: string) => (await list(token)).filter((a) => a.is_default === 1).map((a) => a.address_line1);

describe('the address book', () => {
  it('adds, lists, updates and deletes, the first address being the default', async () => {
    const { token } = await newMember();
    const first = await add(token);
    expect([first.status, first.body.code]).toEqual([200, 0]);
    expect(first.body.data).toMatchObject({ ...JAKARTA, phone: '6281234567890', country: 'ID', is_default: 1 });
    const second = (await add(token, { address_line1: 'Second' })).body.data!;
    expect(second.is_default).toBe(0);
    expect((await list(token)).map((a) => a.address_line1)).toEqual([JAKARTA.address_line1, 'Second']);

    const changed = await send(
      addressUpdate,
      { ...JAKARTA, address_id: second.address_id, address_line1: 'Changed', is_default: 1 },
      { token },
    );
    expect(changed.body.data).toMatchObject({ address_id: second.address_id, address_line1: 'Changed', is_default: 1 });
    expect(await defaults(token)).toEqual(['Changed']);
    // is_default 0 never takes the flag away: a member with addresses always has one default.
    await send(addressUpdate, { ...JAKARTA, address_id: second.address_id, address_line1: 'Changed', is_default: 0 }, { token });
    expect(await defaults(token)).toEqual(['Changed']);

    expect((await send(addressDelete, { address_id: first.body.data.address_id }, { token })).body).toMatchObject({ code: 0, data: null });
    expect((await list(token)).map((a) => a.address_id)).toEqual([second.address_id]);
  });

  it('keeps exactly one default through add, set_default and deleting the default', async () => {
    const { token } = await newMember();
    const a = (await add(token, { address_line1: 'A' })).body.data!;
    const b = (await add(token, { address_line1: 'B', is_default: 1 })).body.data!;
    expect(await defaults(token)).toEqual(['B']);
    const c = (await add(token, { address_line1: 'C' })).body.data!;
    expect((await send(addressSetDefault, { address_id: a.address_id }, { token })).body.code).toBe(0);
    expect(await defaults(token)).toEqual(['A']);
    // Deleting the default promotes the most recently changed address left: C was added after B.
    await send(addressDelete, { address_id: a.address_id }, { token });
    expect(await defaults(token)).toEqual(['C']);
    await send(addressUpdate, { ...JAKARTA, address_id: b.address_id, address_line1: 'B2' }, { token });
    await send(addressDelete, { address_id: c.address_id }, { token });
    expect(await defaults(token)).toEqual(['B2']);
    await send(addressDelete, { address_id: b.address_id }, { token });
    expect(await list(token)).toEqual([]);
    expect((await add(token, { address_line1: 'Again' })).body.data!.is_default).toBe(1);
  });

  it('changes the default in one batch: when making the new one fails, the old one keeps the flag', async () => {
    const { token } = await newMember();
    await add(token, { address_line1: 'Old' });
    const next = (await add(token, { address_line1: 'New' })).body.data!;
    const failed = await withFailing(DB.ID, 'UPDATE OF updated_at ON addresses', () =>
      send(addressSetDefault, { address_id: next.address_id }, { token }),
    );
    expect(failed.status).toBe(500);
    expect(await defaults(token)).toEqual(['Old']);
  });

  it('answers 1101021 to another member for every call on the first one’s address', async () => {
    const owner = await newMember();
    const other = await newMember();
    const mine = (await add(owner.token)).body.data!;
    await add(other.token, { address_line1: 'Theirs' });
    const byOther = { token: other.token };
    for (const [path, attempt] of [
      ['update', () => send(addressUpdate, { ...JAKARTA, address_id: mine.address_id, address_line1: 'Hijacked', is_default: 1 }, byOther)],
      ['delete', () => send(addressDelete, { address_id: mine.address_id }, byOther)],
      ['set_default', () => send(addressSetDefault, { address_id: mine.address_id }, byOther)],
    ] as const) {
      const { status, body: answer } = await attempt();
      expect([path, status, answer.code]).toEqual([path, 404, ERR.ADDRESS_MISSING]);
    }
    expect(await list(owner.token)).toEqual([mine]);
    expect(await defaults(other.token)).toEqual(['Theirs']);
    expect((await list(other.token)).map((a) => a.address_id)).not.toContain(mine.address_id);
  });

  it('ignores fields the member does not set: member_id, country, ids and times', async () => {
    const victim = await newMember();
    const { id, token } = await newMember();
    const victimDefault = (await add(victim.token)).body.data!;
    const forged = {
      member_id: victim.id,
      country: 'SG',
      address_id: victimDefault.address_id,
      created_at: 1,
      updated_at: 2,
      id: 1,
    };
    // Fields the call does not take, beside its own: the input's type lets extra fields through a spread.
    const added = (await send(addressAdd, { ...JAKARTA, ...forged }, { token })).body.data;
    expect(added.address_id).not.toBe(victimDefault.address_id);
    expect(added.country).toBe('ID');
    const row = await DB.ID.prepare('SELECT member_id, created_at FROM addresses WHERE address_id = ?')
      .bind(added.address_id)
      .first<{ member_id: number; created_at: number }>();
    expect(row!.member_id).toBe(id);
    expect(row!.created_at).toBeGreaterThanOrEqual(NOW);
    // Making one's own address the default leaves the other member's default alone.
    await send(addressUpdate, { ...JAKARTA, ...forged, address_id: added.address_id, is_default: 1 }, { token });
    expect(await list(victim.token)).toEqual([victimDefault]);
  });

  it.each([
    ['a phone not written as Indonesia writes it', { phone: '0712345678' }],
    ['a province that does not exist', { state: 'Atlantis' }],
    ['a city of another province', { city: 'Kota Bandung' }],
    ['a district of another city', { area: 'Coblong' }],
    ['a postal code of four digits', { postal_code: '1219' }],
    ['an empty street address', { address_line1: '  ' }],
    ['no first name', { first_name: undefined }],
    ['a default flag of 2', { is_default: 2 }],
  ])('refuses %s with 1101020, on add and on update', async (_what, fields) => {
    const { token } = await newMember();
    // Some of these (no first name, a default flag of 2) the calls' input types cannot express: all go as written.
    const { status, body } = await sendRaw('/member/address/add', { token, body: { ...JAKARTA, ...fields } });
    expect([status, body.code, body.msg]).toEqual([400, ERR.INVALID_PARAMETER, expect.any(String)]);
    const existing = (await add(token)).body.data;
    const update = await sendRaw('/member/address/update', { token, body: { ...JAKARTA, ...fields, address_id: existing.address_id } });
    expect(update.body.code).toBe(ERR.INVALID_PARAMETER);
  });

  it('refuses a missing or overlong address_id on update, delete and set_default', async () => {
    const { token } = await newMember();
    const byId = {
      update: (address_id: string) => send(addressUpdate, { ...JAKARTA, address_id }, { token }),
      delete: (address_id: string) => send(addressDelete, { ...JAKARTA, address_id }, { token }),
      set_default: (address_id: string) => send(addressSetDefault, { ...JAKARTA, address_id }, { token }),
    };
    for (const [path, sendId] of Object.entries(byId)) {
      // No address_id, or a number for it: bodies the calls' input types cannot express.
      for (const address_id of [undefined, 7]) {
        const { body } = await sendRaw(`/member/address/${path}`, { token, body: { ...JAKARTA, address_id } });
        expect([path, body.code]).toEqual([path, ERR.INVALID_PARAMETER]);
      }
      for (const address_id of ['', 'x'.repeat(33)]) {
        const { body } = await sendId(address_id);
        expect([path, body.code]).toEqual([path, ERR.INVALID_PARAMETER]);
      }
      expect((await sendId('A-NOBODY')).body.code).toBe(ERR.ADDRESS_MISSING);
    }
  });

  it('checks a Malaysian postcode against its state and city', async () => {
    const { token } = await newMember('MY');
    const ok = await send(addressAdd, KUALA_LUMPUR, { token, country: 'MY' });
    expect(ok.body.data).toMatchObject({
      country: 'MY',
      phone: '60123456789',
      state: 'Wilayah Persekutuan Kuala Lumpur',
      postal_code: '59100',
    });
    // Petaling Jaya's postcode is a real one, but not in Kuala Lumpur; and Kuala Lumpur is no city of Selangor. The
    // data set's own "Wp Kuala Lumpur" is no longer a name the form lists.
    for (const [fields, field] of [
      [{ postal_code: '47300' }, 'postal_code'],
      [{ state: 'Selangor' }, 'city'],
      [{ state: 'Wp Kuala Lumpur' }, 'state'],
      [{ phone: '81234567' }, 'phone'],
    ] as const) {
      const { body } = await send(addressAdd, { ...KUALA_LUMPUR, ...fields }, { token, country: 'MY' });
      expect([field, body.code]).toEqual([field, ERR.INVALID_PARAMETER]);
    }
  });

  it('keeps no province, city or district for Singapore, and wants its six-digit postal code', async () => {
    const { token } = await newMember('SG');
    const home = {
      ...JAKARTA,
      phone: '91234567',
      address_line1: 'Blk 201 Tampines Street 21',
      address_line2: '#08-1234',
      postal_code: '520201',
    };
    const added = await send(addressAdd, home, { token, country: 'SG' });
    expect(added.body.data).toMatchObject({ country: 'SG', phone: '6591234567', state: '', city: '', area: '', postal_code: '520201' });
    expect((await send(addressAdd, { ...home, postal_code: '52020' }, { token, country: 'SG' })).body.code).toBe(ERR.INVALID_PARAMETER);
  });

  it('lists the form’s choices level by level from the published data', async () => {
    const { token } = await newMember();
    const areas = async (parent?: string, country: CountryCode = 'ID') =>
      (await send(addressAreas, parent === undefined ? {} : { parent }, { token, country })).body;
    const provinces = (await areas()).data;
    expect(provinces).toHaveLength(38);
    expect(provinces).toContainEqual({ code: '31', name: 'Daerah Khusus Ibukota Jakarta' });
    expect((await areas('31')).data).toContainEqual({ code: '31.74', name: 'Kota Administrasi Jakarta Selatan' });
    expect((await areas('31.74')).data).toContainEqual({ code: '31.74.07', name: 'Kebayoran Baru' });
    expect((await areas('99')).data).toEqual([]);
    expect((await areas('x'.repeat(101))).code).toBe(ERR.INVALID_PARAMETER);
    const my = await newMember('MY');
    const states = await send(addressAreas, {}, { token: my.token, country: 'MY' });
    expect(states.body.data).toContainEqual({ code: 'Selangor', name: 'Selangor' });
    const cities = await send(addressAreas, { parent: 'Selangor' }, { token: my.token, country: 'MY' });
    expect(cities.body.data).toContainEqual({ code: 'Petaling Jaya', name: 'Petaling Jaya' });
  });

  it("names Malaysia's states as Malaysia does, the federal territories in full, and lists their cities", async () => {
    const { token } = await newMember('MY');
    const areas = async (parent?: string) =>
      (await send(addressAreas, parent === undefined ? {} : { parent }, { token, country: 'MY' })).body.data;
    expect((await areas()).map((s) => s.name).sort()).toEqual(MALAYSIAN_STATES);
    expect(await areas('Wilayah Persekutuan Labuan')).toEqual([{ code: 'Labuan', name: 'Labuan' }]);
    expect(await areas('Wilayah Persekutuan Putrajaya')).toEqual([{ code: 'Putrajaya', name: 'Putrajaya' }]);
    expect(await areas('Wilayah Persekutuan Kuala Lumpur')).toContainEqual({ code: 'Kuala Lumpur', name: 'Kuala Lumpur' });
  });

  it('answers the state and city of a postcode in Malaysia, none elsewhere', async () => {
    const my = await newMember('MY');
    const place = async (postal_code: string, country: CountryCode = 'MY', token = my.token) =>
      (await send(addressPostcode, { postal_code }, { token, country })).body;
    expect((await place('50450')).data).toEqual({ state: 'Wilayah Persekutuan Kuala Lumpur', city: 'Kuala Lumpur' });
    expect((await place('62000')).data).toEqual({ state: 'Wilayah Persekutuan Putrajaya', city: 'Putrajaya' });
    expect((await place('87000')).data).toEqual({ state: 'Wilayah Persekutuan Labuan', city: 'Labuan' });
    expect((await place('10200')).data).toEqual({ state: 'Pulau Pinang', city: 'Pulau Pinang' });
    // A postcode of two towns names its state; the shopper chooses the town.
    expect((await place('86400')).data).toEqual({ state: 'Johor', city: '' });
    expect((await place('00000')).data).toBeNull();
    expect((await place('5045')).code).toBe(ERR.INVALID_PARAMETER);
    // What it answers the form keeps: an address from a postcode's place is accepted.
    const filled = (await place('59100')).data!;
    expect((await send(addressAdd, { ...KUALA_LUMPUR, ...filled }, { token: my.token, country: 'MY' })).body.code).toBe(0);
    const sg = await newMember('SG');
    expect((await place('520201', 'SG', sg.token)).data).toBeNull();
  });

  it('renames federal territories stored by their data-set names (migration 0031), in addresses and orders', async () => {
    const { id, token } = await newMember('MY');
    const added = (await send(addressAdd, KUALA_LUMPUR, { token, country: 'MY' })).body.data;
    await DB.MY.prepare("UPDATE addresses SET state = 'Wp Kuala Lumpur' WHERE address_id = ?").bind(added.address_id).run();
    const orderNo = `SO-0031-${crypto.randomUUID().slice(0, 8)}`;
    await DB.MY.prepare(
      "INSERT INTO orders (order_no, member_id, status, address, created_at) VALUES (?, ?, 'cancelled', json_object('state', 'Wp Labuan', 'city', 'Labuan'), ?)",
    )
      .bind(orderNo, id, NOW)
      .run();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0031_'))!;
    for (const query of migration.queries) await DB.MY.prepare(query).run();
    expect((await send(addressList, {}, { token, country: 'MY' })).body.data[0]!.state).toBe('Wilayah Persekutuan Kuala Lumpur');
    const order = await DB.MY.prepare('SELECT address FROM orders WHERE order_no = ?').bind(orderNo).first<{ address: string }>();
    expect(JSON.parse(order!.address)).toEqual({ state: 'Wilayah Persekutuan Labuan', city: 'Labuan' });
  });

  it('answers the 401 envelope to a guest on every call', async () => {
    const guest = { token: 'not-a-session' };
    for (const [path, attempt] of [
      ['list', () => send(addressList, {}, guest)],
      ['areas', () => send(addressAreas, {}, guest)],
      ['postcode', () => send(addressPostcode, { postal_code: '50450' }, guest)],
      ['add', () => send(addressAdd, JAKARTA, guest)],
      ['delete', () => send(addressDelete, { address_id: 'A' }, guest)],
      ['set_default', () => send(addressSetDefault, { address_id: 'A' }, guest)],
    ] as const) {
      expect((await attempt()).status, path).toBe(401);
    }
  });
});
