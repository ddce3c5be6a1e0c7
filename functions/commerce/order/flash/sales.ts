/**
 * Which SKUs sell through a flash sale now, and which of them are sold out: what every order attempt asks first, so
 * both answers come from the isolate's memory. Sales are read from the country's database at most every few seconds
 * per isolate; a sold-out answer from the stock's Durable Objects is remembered for two seconds, so a burst of attempts
 * at a sold-out SKU is refused before any database or object is touched (docs/decisions/flash-sales.md).
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { CountryCode } from '../../../../src/shared/countries';
import { flashSales, skus } from '../../../platform/schema';

/** A flash sale as the order path needs it: which objects hold its stock, and its rules. */
export interface FlashSale {
  country: CountryCode;
  saleId: number;
  skuId: number;
  skuNo: string;
  units: number;
  perMemberLimit: number;
  shards: number;
  startsAt: number;
  endsAt: number;
}

/** How long an isolate trusts its list of sales: a sale starts or ends within this of its time. */
const SALES_TTL_MS = 5_000;
/** How long a sold-out answer stands: units a closed order gives back sell again after at most this. */
export const SOLD_OUT_TTL_MS = 2_000;

const salesCache = new Map<CountryCode, { at: number; bySkuNo: Map<string, FlashSale> }>();
const soldOut = new Map<string, number>();

/** The sales of the country running at `now`, by SKU number. */
export async function runningSales(db: DrizzleD1Database, country: CountryCode, now: number): Promise<Map<string, FlashSale>> {
  let cached = salesCache.get(country);
  if (!cached || now - cached.at > SALES_TTL_MS) {
    const rows = await db
      .select({
        saleId: flashSales.id,
        skuId: flashSales.skuId,
        skuNo: skus.skuNo,
        units: flashSales.units,
        perMemberLimit: flashSales.perMemberLimit,
        shards: flashSales.shards,
        startsAt: flashSales.startsAt,
        endsAt: flashSales.endsAt,
      })
      .from(flashSales)
      .innerJoin(skus, eq(skus.id, flashSales.skuId))
      .where(and(lte(flashSales.startsAt, now + SALES_TTL_MS), gt(flashSales.endsAt, now)));
    cached = { at: now, bySkuNo: new Map(rows.map((r) => [r.skuNo, { country, ...r }])) };
    salesCache.set(country, cached);
  }
  const running = new Map<string, FlashSale>();
  for (const [skuNo, sale] of cached.bySkuNo) if (sale.startsAt <= now && now < sale.endsAt) running.set(skuNo, sale);
  return running;
}

/** Forgets the isolate's list of sales (a sale was just set up: the development aid). */
export function forgetSales(country: CountryCode): void {
  salesCache.delete(country);
}

export function markSoldOut(country: CountryCode, skuNo: string, now: number): void {
  soldOut.set(`${country}:${skuNo}`, now + SOLD_OUT_TTL_MS);
}

/** Whether any of these SKUs was sold out a moment ago. */
export function anySoldOut(country: CountryCode, skuNos: readonly string[], now: number): boolean {
  for (const skuNo of skuNos) {
    const until = soldOut.get(`${country}:${skuNo}`);
    if (until === undefined) continue;
    if (until > now) return true;
    soldOut.delete(`${country}:${skuNo}`);
  }
  return false;
}

/** The names of a sale's objects: its pool, and the shard that serves a member (per-member rules stay in one object). */
export const poolName = (sale: Pick<FlashSale, 'country' | 'saleId'>) => `${sale.country}:${sale.saleId}`;
export const shardOf = (sale: Pick<FlashSale, 'shards'>, memberId: number) => memberId % sale.shards;
export const shardName = (sale: Pick<FlashSale, 'country' | 'saleId'>, shard: number) => `${poolName(sale)}:${shard}`;

/** The objects themselves: a sale's pool, and one of its shards. */
export const poolOf = (env: Env, sale: Pick<FlashSale, 'country' | 'saleId'>) =>
  env.FLASH_POOL.get(env.FLASH_POOL.idFromName(poolName(sale)));
export const shardStub = (env: Env, sale: Pick<FlashSale, 'country' | 'saleId'>, shard: number) =>
  env.FLASH_STOCK.get(env.FLASH_STOCK.idFromName(shardName(sale, shard)));
