/**
 * Placing an order that holds a flash sale's SKU (docs/decisions/flash-sales.md): its units are reserved in the sale's
 * shard for the member, then the order is queued for D1 (intake.ts) and the shopper is answered at once with the
 * order and an intake reference; the confirmation shows "placing" until order/intake finds it in D1. Nothing here
 * writes to D1, so a burst at one SKU never waits on the country's single writer.
 */
import type { OrderPlaced } from '../../../../src/shared/contract/order';
import { ApiError, ERR } from '../../../../src/shared/errors';
import type { OrderDraft } from '../checkout';
import { placedView } from '../views';
import { type QueuedOrder, releaseReservations } from './intake';
import { type FlashSale, markSoldOut, shardOf, shardStub } from './sales';

/** The reference order/intake takes: which shard keeps the order's primary reservation. */
const intakeRef = (sale: FlashSale, shard: number) => `${sale.saleId}.${shard}`;

/** The shard an intake reference points at, or null when it is not one of ours. */
export function shardOfRef(env: Env, country: FlashSale['country'], ref: string) {
  const match = /^(\d{1,12})\.(\d{1,2})$/.exec(ref);
  return match ? shardStub(env, { country, saleId: Number(match[1]) }, Number(match[2])) : null;
}

/** Reserves the flash lines of `draft` (their sales by SKU number) and queues the order. */
export async function placeFlashOrder(env: Env, draft: OrderDraft, sales: Map<string, FlashSale>, now: number): Promise<OrderPlaced> {
  const flashLines = draft.lines.flatMap((line) => {
    const sale = sales.get(line.skuNo);
    return sale ? [{ line, sale, shard: shardOf(sale, draft.memberId) }] : [];
  });
  const primary = flashLines[0];
  if (!primary) throw new Error('placeFlashOrder without a flash line');
  const placed = placedView(draft.order, intakeRef(primary.sale, primary.shard));
  const reserved: QueuedOrder['reservations'] = [];
  for (const { line, sale, shard } of flashLines) {
    const answer = await shardStub(env, sale, shard).reserve({
      sale,
      shard,
      orderNo: draft.order.orderNo,
      memberId: draft.memberId,
      idempotencyKey: draft.idempotencyKey,
      quantity: line.quantity,
      deadline: draft.order.payDeadline ?? now,
      placed: reserved.length === 0 ? placed : null,
    });
    if (answer.kind === 'reserved') {
      reserved.push({ sale, shard });
      continue;
    }
    await releaseReservations(env, draft.order.orderNo, reserved, null);
    if (answer.kind === 'repeat') {
      // The same key sent again: the order it made is the answer, or the reason it could not be placed.
      if (answer.failure !== null) throw new ApiError(answer.failure);
      if (answer.placed) return answer.placed;
      throw new ApiError(ERR.PRICE_CHANGED);
    }
    if (answer.kind === 'limit') throw new ApiError(ERR.PER_ITEM_PURCHASE_LIMIT);
    if (answer.everywhere) markSoldOut(draft.country, line.skuNo, now);
    throw new ApiError(ERR.STOCK_LOCK_FAILED);
  }
  try {
    await env.ORDERS.send({ draft, reservations: reserved } satisfies QueuedOrder, { contentType: 'v8' });
  } catch (err) {
    // The queue is past its rate (5,000 messages a second) or unreachable: nothing was placed, the units go back.
    await releaseReservations(env, draft.order.orderNo, reserved, ERR.SERVICE_BUSY);
    throw new ApiError(ERR.SERVICE_BUSY, String(err));
  }
  return placed;
}
