// The API tests' calls of the contract, typed by it (and raw requests for bodies it cannot express), and signed-in
// test shoppers: each shopper is a fresh member with a session token (and, when asked, a default address), created
// straight in the country's database.
import { env } from 'cloudflare:workers';
import { commerce } from '../../functions/commerce/app';
import { sha256Hex } from '../../functions/platform/tokens';
import { createApiClient, type Transport } from '../../src/shared/api-client';
import type { CallDefinition, CallInput, CallOutput, CallRef } from '../../src/shared/contract/call';
import { type CountryCode, perCountry } from '../../src/shared/countries';
import { d1For } from '../../functions/platform/db';
import type { Envelope } from '../../src/shared/errors';
import type { Lang } from '../../src/shared/lang';

export const DB = perCountry((country) => d1For(env, country));

/** Who makes a call of the contract: a shopper's session token, the country and language, more headers. */
export interface SendInit {
  token?: string;
  country?: CountryCode;
  lang?: Lang;
  headers?: Record<string, string>;
}

/**
 * A request by path that the contract's input type cannot express: a malformed body or query, sent to see it refused
 * (1101020); a string body goes as written (JSON cut short). Its answer is not typed by a call; everything else goes
 * through `send`.
 */
export async function sendRaw(
  path: string,
  init: SendInit & { body?: unknown } = {},
): Promise<{ status: number; body: Envelope<unknown> }> {
  const headers: Record<string, string> = { 'X-Locale': init.country ?? 'ID', Language: init.lang ?? 'en', ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await commerce.request(
    path,
    {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined || typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    },
    env,
  );
  return { status: res.status, body: (await res.json()) as Envelope<unknown> };
}

/**
 * Calls of the contract sent by the app's own client (src/shared/api-client.ts) over `transport`, which gets the
 * call's path without its leading slash and the request as the client made it: each answers its status and its
 * envelope, typed by the call.
 */
export function sendThrough(transport: Transport) {
  return async function send<C extends CallDefinition>(
    ref: CallRef<C>,
    input: CallInput<C>,
    init: SendInit = {},
  ): Promise<{ status: number; body: Envelope<CallOutput<C>> }> {
    const client = createApiClient(
      (path, request) => {
        // The test's headers win over the client's own (another platform than the web's, say).
        const headers = new Headers(request.headers);
        for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
        if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
        return transport(path, { ...request, headers });
      },
      () => ({ lang: init.lang ?? 'en', country: init.country ?? 'ID', deviceId: '' }),
    );
    const res = await client.respond(ref, input);
    return { status: res.status, body: (await res.json()) as Envelope<CallOutput<C>> };
  };
}

/** One call of the contract as the BFF makes it, to the in-process commerce API. */
export const send = sendThrough((path, request) => Promise.resolve(commerce.request(`/${path}`, request, env)));

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
