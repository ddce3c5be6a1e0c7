// A commerce API caller and signed-in test shoppers for the checkout's API tests: each shopper is a fresh member with
// a session token (and, when asked, a default address), created straight in the country's database.
import { env } from 'cloudflare:workers';
import { commerce } from '../../functions/commerce/app';
import { sha256Hex } from '../../functions/platform/tokens';
import { createApiClient } from '../../src/shared/api-client';
import type { CallDefinition, CallInput, CallOutput, CallRef } from '../../src/shared/contract/call';
import { type CountryCode, perCountry } from '../../src/shared/countries';
import { d1For } from '../../functions/platform/db';
import type { Envelope } from '../../src/shared/errors';
import type { Lang } from '../../src/shared/lang';

export const DB = perCountry((country) => d1For(env, country));

export interface CallInit {
  method?: string;
  body?: unknown;
  token?: string;
  country?: CountryCode;
  lang?: Lang;
  headers?: Record<string, string>;
}

/**
 * One call to the commerce API by path, as the BFF makes it; the answer's status and envelope, typed by `T` as the
 * caller says (`send` below takes the types from the contract).
 */
export async function call<T>(path: string, init: CallInit = {}): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = { 'X-Locale': init.country ?? 'ID', Language: init.lang ?? 'en', ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await commerce.request(
    path,
    {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    },
    env,
  );
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** Who makes a call of the contract: a shopper's session token, the country and language, more headers. */
export type SendInit = Omit<CallInit, 'method' | 'body'>;

/**
 * One call of the contract as the BFF makes it, sent by the app's own client (src/shared/api-client.ts) to the
 * in-process commerce API: the answer's status and its envelope, typed by the call.
 */
export async function send<C extends CallDefinition>(
  ref: CallRef<C>,
  input: CallInput<C>,
  init: SendInit = {},
): Promise<{ status: number; body: Envelope<CallOutput<C>> }> {
  const client = createApiClient(
    (path, request) => Promise.resolve(commerce.request(`/${path}`, request, env)),
    () => ({ lang: init.lang ?? 'en', country: init.country ?? 'ID', deviceId: '' }),
  );
  const headers = init.token ? { ...init.headers, Authorization: `Bearer ${init.token}` } : init.headers;
  const res = await client.respond(ref, input, { headers });
  return { status: res.status, body: (await res.json()) as Envelope<CallOutput<C>> };
}

export interface Shopper {
  token: string;
  memberId: number;
  country: CountryCode;
}

let shoppers = 0;

/** Where a test shopper lives: in the warehouse's city of each country, or outside it. */
export const TEST_ADDRESSES: Record<
  CountryCode,
  Record<'inCity' | 'outOfCity', { state: string; city: string; area: string; postal: string }>
> = {
  ID: {
    inCity: { state: 'DKI Jakarta', city: 'Jakarta Selatan', area: 'Kebayoran Baru', postal: '12170' },
    outOfCity: { state: 'Jawa Barat', city: 'Bandung', area: 'Coblong', postal: '40135' },
  },
  SG: {
    inCity: { state: '', city: '', area: '', postal: '520201' },
    outOfCity: { state: '', city: '', area: '', postal: '048616' },
  },
  MY: {
    inCity: { state: 'Kuala Lumpur', city: 'Kuala Lumpur', area: 'Bangsar', postal: '59100' },
    outOfCity: { state: 'Pulau Pinang', city: 'George Town', area: '', postal: '10200' },
  },
};

const PHONES: Record<CountryCode, string> = { ID: '6281234500000', SG: '6581230000', MY: '60123400000' };

/** A new member of the country with a session, coins, and a default address unless `address` is null. */
export async function newShopper(
  country: CountryCode = 'ID',
  options: { coins?: number; address?: 'inCity' | 'outOfCity' | null; status?: 0 | 1 } = {},
): Promise<Shopper> {
  const db = DB[country];
  const token = `shopper-${country}-${++shoppers}-${crypto.randomUUID()}`;
  const memberNo = `M-T-${crypto.randomUUID()}`;
  const now = Date.now();
  await db.batch([
    db
      .prepare('INSERT INTO members (member_no, email, user_name, points, status, created_at) VALUES (?, ?, ?, 0, ?, ?)')
      .bind(memberNo, `${memberNo}@example.com`, 'Buyer', options.status ?? 1, now),
    db
      .prepare(
        'INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, (SELECT id FROM members WHERE member_no = ?), ?, ?)',
      )
      .bind(await sha256Hex(token), memberNo, now, now + 3_600_000),
  ]);
  const memberId = (await db.prepare('SELECT id FROM members WHERE member_no = ?').bind(memberNo).first<{ id: number }>())!.id;
  if (options.coins) {
    await db
      .prepare("INSERT INTO coin_ledger (member_id, delta, kind, created_at) VALUES (?, ?, 'opening', ?)")
      .bind(memberId, options.coins, now)
      .run();
  }
  const where = options.address === undefined ? 'inCity' : options.address;
  if (where) {
    const a = TEST_ADDRESSES[country][where];
    await db
      .prepare(
        `INSERT INTO addresses (address_id, member_id, first_name, last_name, phone, country, state, city, area, address_line1,
           address_line2, postal_code, is_default, created_at, updated_at) VALUES (?, ?, 'Test', 'Shopper', ?, ?, ?, ?, ?, 'Jalan 1', '', ?, 1, ?, ?)`,
      )
      .bind(`A-${crypto.randomUUID().slice(0, 12)}`, memberId, PHONES[country], country, a.state, a.city, a.area, a.postal, now, now)
      .run();
  }
  return { token, memberId, country };
}

/** The first SKU on sale matching `where` (SQL over skus s and products p), with its price and stock. */
export async function skuWhere(
  country: CountryCode,
  where: string,
): Promise<{ sku_no: string; sku_id: number; product_id: number; price: number; stock: number; gross_weight_g: number }> {
  return (await DB[country]
    .prepare(
      `SELECT s.sku_no, s.id AS sku_id, p.id AS product_id, s.price, s.stock, coalesce(p.gross_weight_g, 0) AS gross_weight_g
       FROM skus s JOIN products p ON p.id = s.product_id WHERE p.status = 1 AND ${where} ORDER BY p.id, s.id LIMIT 1`,
    )
    .first())!;
}
