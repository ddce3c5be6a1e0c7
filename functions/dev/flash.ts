/**
 * Development aids for flash sales and the load simulation (`npm run load`): set up a sale on a SKU with signed-in
 * buyers who have an address, and read where its stock stands in the Durable Objects and in D1. Served only where
 * /dev/* is (src/worker.ts).
 */
import { and, between, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { Hono } from 'hono';
import { ORDER_STATUS } from '../../src/shared/contract/constants';
import { type CountryCode, toCountry } from '../../src/shared/countries';
import { forgetSales, poolOf, shardStub } from '../commerce/order/flash/sales';
import { dbFor } from '../platform/db';
import { flashSales, orderLines, orders, products, skus } from '../platform/schema';
import { SESSION_TTL_MS } from '../platform/session';
import { randomToken, sha256Hex } from '../platform/tokens';

export const flashAids = new Hono<{ Bindings: Env }>();

/** Where the buyers live: in the warehouse's city, so every order is priced alike. */
const BUYER_ADDRESS: Record<CountryCode, { phone: string; state: string; city: string; area: string; postal: string }> = {
  ID: { phone: '6281234500000', state: 'DKI Jakarta', city: 'Jakarta Selatan', area: 'Kebayoran Baru', postal: '12170' },
  SG: { phone: '6581230000', state: '', city: '', area: '', postal: '520201' },
  MY: { phone: '60123400000', state: 'Kuala Lumpur', city: 'Kuala Lumpur', area: 'Bangsar', postal: '59100' },
};

/** Buyers a statement creates: their tokens' digests stay under D1's 100 KB a statement. */
const BUYERS_A_STATEMENT = 500;

/**
 * POST /dev/flash {country, sku_no, units, per_member_limit, shards, minutes, buyers}: the SKU's stock becomes `units`
 * and a sale of them runs from now for `minutes` (without `sku_no`, no sale); `buyers` new members get a session and a
 * default address. Answers the sale and the buyers' bearer tokens.
 */
flashAids.post('/', async (c) => {
  const body = await c.req
    .json<{
      country?: string;
      sku_no?: string;
      units?: number;
      per_member_limit?: number;
      shards?: number;
      minutes?: number;
      buyers?: number;
    }>()
    .catch(() => null);
  if (!body || !Number.isInteger(body.buyers)) return c.text('Bad request', 400);
  const { sku_no: skuNo, units } = body;
  const country = toCountry(body.country);
  const db = dbFor(c.env, country);
  const now = Date.now();
  let saleId: number | null = null;
  if (skuNo !== undefined) {
    if (!Number.isInteger(units)) return c.text('Bad request', 400);
    const started = await startSale(db, country, { ...body, sku_no: skuNo, units: units! }, now);
    if (started === false) return c.text('Unknown SKU', 404);
    saleId = started;
  }
  const tokens = await newBuyers(db, country, `LOAD${saleId ?? 0}-${randomToken(4)}`, body.buyers!, now);
  return c.json({ sale_id: saleId, tokens });
});

/** Puts the SKU on sale from now: its stock becomes the sale's units. Answers the sale, or false for an unknown SKU. */
async function startSale(
  db: DrizzleD1Database,
  country: CountryCode,
  body: { sku_no: string; units: number; per_member_limit?: number; shards?: number; minutes?: number },
  now: number,
): Promise<number | false> {
  const sku = await db.select({ id: skus.id }).from(skus).where(eq(skus.skuNo, body.sku_no)).get();
  if (!sku) return false;
  const [, sale] = await db.batch([
    db.update(skus).set({ stock: body.units }).where(eq(skus.id, sku.id)),
    db
      .insert(flashSales)
      .values({
        skuId: sku.id,
        units: body.units,
        perMemberLimit: body.per_member_limit ?? 1,
        shards: body.shards ?? 8,
        startsAt: now,
        endsAt: now + (body.minutes ?? 60) * 60_000,
        createdAt: now,
      })
      .returning({ id: flashSales.id }),
  ]);
  forgetSales(country);
  return sale[0]!.id;
}

/** `count` new members with a session and a default address; answers their bearer tokens. */
async function newBuyers(db: DrizzleD1Database, country: CountryCode, tag: string, count: number, now: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomToken(32));
  const hashes = await Promise.all(tokens.map(sha256Hex));
  const a = BUYER_ADDRESS[country];
  const statements = [
    db.run(sql`INSERT INTO members (member_no, user_name, status, created_at)
      SELECT ${tag} || '-' || key, 'Load buyer ' || key, 1, ${now} FROM json_each(${JSON.stringify(tokens.map(() => 0))})`),
    db.run(sql`INSERT INTO addresses (address_id, member_id, first_name, last_name, phone, country, state, city, area,
        address_line1, address_line2, postal_code, is_default, created_at, updated_at)
      SELECT 'L' || id, id, 'Load', 'Buyer', ${a.phone}, ${country}, ${a.state}, ${a.city}, ${a.area}, 'Jalan 1', '', ${a.postal}, 1,
        ${now}, ${now} FROM members WHERE member_no LIKE ${`${tag}-%`}`),
  ];
  for (let i = 0; i < hashes.length; i += BUYERS_A_STATEMENT) {
    const slice = hashes.slice(i, i + BUYERS_A_STATEMENT).map((h, j) => [h, `${tag}-${i + j}`]);
    statements.push(
      db.run(sql`INSERT INTO sessions (token_hash, member_id, created_at, expires_at)
        SELECT json_extract(value, '$[0]'), members.id, ${now}, ${now + SESSION_TTL_MS}
        FROM json_each(${JSON.stringify(slice)}) JOIN members ON members.member_no = json_extract(value, '$[1]')`),
    );
  }
  for (const statement of statements) await statement;
  return tokens;
}

/**
 * GET /dev/flash/skus?country=&n=: `n` SKUs of products on sale, in stock and priced for cash on delivery (20,000 to
 * 120,000 in Indonesia's rupiah, the same figures elsewhere), for the load simulation to put on sale.
 */
flashAids.get('/skus', async (c) => {
  const rows = await dbFor(c.env, toCountry(c.req.query('country')))
    .select({ skuNo: skus.skuNo })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(products.status, 1), gt(skus.stock, 0), between(skus.price, 20_000, 120_000)))
    .orderBy(skus.id)
    .limit(Number(c.req.query('n') ?? 1));
  return c.json(rows.map((r) => r.skuNo));
});

/**
 * GET /dev/flash/:sale?country=: the sale's stock in its objects (pool and shards) and in D1, the orders D1 holds of
 * it by status, and the members whose live orders hold more than the sale allows.
 */
flashAids.get('/:sale', async (c) => {
  const country = toCountry(c.req.query('country'));
  const db = dbFor(c.env, country);
  const sale = await db
    .select()
    .from(flashSales)
    .where(eq(flashSales.id, Number(c.req.param('sale'))))
    .get();
  if (!sale) return c.text('Unknown sale', 404);
  const ref = { country, saleId: sale.id };
  const pool = await poolOf(c.env, ref).available();
  const shards = await Promise.all(Array.from({ length: sale.shards }, (_, k) => shardStub(c.env, ref, k).counts()));
  const stock = await db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, sale.skuId)).get();
  const ofSale = db.select({ id: orderLines.orderId }).from(orderLines).where(eq(orderLines.skuId, sale.skuId));
  const byStatus = await db
    .select({ status: orders.status, orders: count(), units: sql<number>`sum(${orderLines.quantity})` })
    .from(orders)
    .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.skuId, sale.skuId)))
    .where(and(inArray(orders.id, ofSale), gt(orders.createdAt, sale.createdAt)))
    .groupBy(orders.status);
  const overLimit = await db
    .select({ memberId: orders.memberId })
    .from(orders)
    .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.skuId, sale.skuId)))
    .where(and(ne(orders.status, ORDER_STATUS.closed), gt(orders.createdAt, sale.createdAt)))
    .groupBy(orders.memberId)
    .having(sql`sum(${orderLines.quantity}) > ${sale.perMemberLimit}`);
  const objects = shards.reduce(
    (sum, s) => ({ remaining: sum.remaining + s.remaining, held: sum.held + s.held, paid: sum.paid + s.paid }),
    { remaining: pool, held: 0, paid: 0 },
  );
  return c.json({
    sale,
    objects: { pool, ...objects, available: objects.remaining },
    d1: { stock: stock?.stock ?? null, orders: Object.fromEntries(byStatus.map((s) => [s.status, { orders: s.orders, units: s.units }])) },
    members_over_limit: overLimit.length,
  });
});

/** Every shard of the country's sales that are running or ended within a day: what expire_unpaid reaches. */
export async function recentShards(env: Env, country: CountryCode, now: number) {
  const sales = await dbFor(env, country)
    .select({ id: flashSales.id, shards: flashSales.shards })
    .from(flashSales)
    .where(gt(flashSales.endsAt, now - 24 * 3600_000));
  return sales.flatMap((s) => Array.from({ length: s.shards }, (_, k) => shardStub(env, { country, saleId: s.id }, k)));
}
