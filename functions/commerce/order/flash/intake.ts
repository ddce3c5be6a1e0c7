/**
 * Flash orders on their way to D1: the order path queues a reserved order (place.ts), this consumer writes up to 100
 * of them in one batch with one stock change per SKU (not one per order, so each product's trigger runs once a batch).
 * A batch that breaks a rule (a voucher or coins spent meanwhile, the daily limit) is written order by order, so only
 * the order at fault fails: its units are released and the shopper is told why. A busy or unreachable D1 is retried
 * with growing delays; what still cannot go in reaches the dead-letter queue, whose consumer releases it. Delivery is
 * at least once, so an order already in D1 (its number is UNIQUE) is never written twice.
 */
import { eq } from 'drizzle-orm';
import { ERR, type ErrorCode } from '../../../../src/shared/errors';
import type { CountryCode } from '../../../../src/shared/countries';
import { isTransientD1Error } from '../../../platform/d1-retry';
import { dbFor } from '../../../platform/db';
import { inList } from '../../../platform/in-list';
import { orders } from '../../../platform/schema';
import { logEvent } from '../../../platform/telemetry';
import { type OrderDraft, orderWrites, placeFailureCode, stockWrites } from '../checkout';
import { type FlashSale, shardStub } from './sales';

export const ORDER_QUEUE = 'storefront-orders';
export const DEAD_ORDER_QUEUE = 'storefront-orders-dlq';

/** One reserved order in the queue: what to write, and the reservations to release when it cannot be written. */
export interface QueuedOrder {
  draft: OrderDraft;
  reservations: { sale: FlashSale; shard: number }[];
}

/** Releases an order's reservations: `failure` is what order/intake answers the shopper from then on. */
export async function releaseReservations(
  env: Env,
  orderNo: string,
  reservations: QueuedOrder['reservations'],
  failure: ErrorCode | null,
): Promise<void> {
  await Promise.all(reservations.map(({ sale, shard }) => shardStub(env, sale, shard).release(orderNo, failure)));
}

/** Seconds before a busy database is tried again: 2, 4, 8 … up to a minute. */
const retryDelay = (attempts: number) => Math.min(60, 2 ** attempts);

async function writeOne(env: Env, message: Message<QueuedOrder>): Promise<void> {
  const { draft, reservations } = message.body;
  const db = dbFor(env, draft.country);
  try {
    await db.batch(orderWrites(db, draft, true));
    message.ack();
  } catch (err) {
    if (isTransientD1Error(err)) return message.retry({ delaySeconds: retryDelay(message.attempts) });
    const code = placeFailureCode(err);
    if (code === null) logEvent('error', 'flash order not written', { orderNo: draft.order.orderNo, error: String(err) });
    await releaseReservations(env, draft.order.orderNo, reservations, code ?? ERR.SYSTEM_CALL_EXCEPTION);
    message.ack();
  }
}

async function writeCountry(env: Env, country: CountryCode, messages: Message<QueuedOrder>[]): Promise<void> {
  const db = dbFor(env, country);
  try {
    const numbers = messages.map((m) => m.body.draft.order.orderNo);
    const written = await db.select({ orderNo: orders.orderNo }).from(orders).where(inList(orders.orderNo, numbers));
    const present = new Set(written.map((w) => w.orderNo));
    const fresh = messages.filter((m) => !present.has(m.body.draft.order.orderNo));
    for (const m of messages) if (present.has(m.body.draft.order.orderNo)) m.ack();
    if (fresh.length === 0) return;
    const drafts = fresh.map((m) => m.body.draft);
    const [first, ...rest] = drafts.flatMap((d) => orderWrites(db, d, false));
    try {
      await db.batch([
        first!,
        ...rest,
        ...stockWrites(
          db,
          drafts.flatMap((d) => d.lines),
        ),
      ]);
      for (const m of fresh) m.ack();
    } catch (err) {
      if (isTransientD1Error(err)) throw err;
      for (const m of fresh) await writeOne(env, m);
    }
  } catch (err) {
    if (!isTransientD1Error(err)) throw err;
    for (const m of messages) m.retry({ delaySeconds: retryDelay(m.attempts) });
  }
}

/** The orders queue's consumer: each country's orders in one batch. */
export async function takeOrders(batch: MessageBatch<QueuedOrder>, env: Env): Promise<void> {
  const byCountry = Map.groupBy(batch.messages, (m) => m.body.draft.country);
  await Promise.all([...byCountry].map(([country, messages]) => writeCountry(env, country, messages)));
}

/** The dead-letter queue's consumer: an order D1 never took is released, and its shopper told the shop was busy. */
export async function buryOrders(batch: MessageBatch<QueuedOrder>, env: Env): Promise<void> {
  for (const m of batch.messages) {
    const { draft, reservations } = m.body;
    const db = dbFor(env, draft.country);
    const inDb = await db
      .select({ id: orders.id })
      .from(orders)
      .where(inList(orders.orderNo, [draft.order.orderNo]))
      .get();
    if (!inDb) {
      logEvent('error', 'flash order dead-lettered', { orderNo: draft.order.orderNo, attempts: m.attempts });
      await releaseReservations(env, draft.order.orderNo, reservations, ERR.SERVICE_BUSY);
    }
    m.ack();
  }
}
