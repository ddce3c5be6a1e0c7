/**
 * Orders past their age leave D1 for R2 (issue 27: a D1 database cannot grow past 10 GB, a few million orders per
 * country). A completed or closed order nothing can change or question any more is written to the ARCHIVE bucket as
 * one document (order/archived.ts), and only then removed from D1 with its rows, in one batch per chunk; the member's
 * list and the detail page read it from there. What stays in D1: the coin ledger rows (the balance is their sum; they
 * lose the order they named), and the orders with after-sales, whose applications and refunds name the order and its
 * lines. A crash between the write and the delete leaves the order in D1 and its document written: the next run writes
 * the same key again and deletes. docs/decisions/order-archive.md.
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { inList } from '../../platform/in-list';
import {
  afterSales,
  coinLedger,
  memberDeletions,
  memberVouchers,
  orderArchiveCursor,
  orderArchiveMembers,
  orderEvents,
  orderLines,
  orders,
  payments,
  shipmentEvents,
  shipments,
  vouchers,
} from '../../platform/schema';
import { type ArchivedOrder, archivedEntries, type OrderArchive, readArchived, writeArchived } from './archived';

type Db = DrizzleD1Database;

const DAY_MS = 24 * 3600 * 1000;

/**
 * How long a final order stays in D1 after it completed or closed: past every window in which it can still change or
 * be questioned (after-sales 7 days from delivery, a card chargeback up to 120 days), and past the months in which
 * shoppers come back to an order. The list still shows it afterwards; only where it is read from changes.
 */
export const ARCHIVE_AFTER_DAYS = 180;

/** Orders per chunk: one read batch, their documents written at once, one delete batch. */
const CHUNK = 25;
/**
 * Orders one run archives per country: 4 chunks, about 60 D1 queries and 100 R2 writes, so three countries stay far
 * inside an invocation's 1,000 D1 queries beside the other jobs. 100 every 5 minutes is 28,800 a day per country.
 */
const PER_RUN = 100;
/** Orders one run looks at: those passed over (kept in D1 for now) cost a look each, at most this many per run. */
const SCAN = 500;
/** Members with an erased account whose archived orders one run clears, and documents rewritten for it. */
const ERASED_MEMBERS_PER_RUN = 10;
const ERASED_DOCS_PER_RUN = 50;

/** When the order became final: its completion or its close (the index orders_final_at, migration 0028). */
const finalAt = sql<number>`coalesce(${orders.completedAt}, ${orders.closedAt})`;

/**
 * The order (the row of `orders` the statement reads) can leave D1 now: completed, or closed with what it held given
 * back, at least ARCHIVE_AFTER_DAYS ago, and nothing is left to happen to it or to rows that name it: no after-sales
 * (those stay), no refund still to send through the gateway (order/transitions.ts retryRefunds), no voucher of a
 * campaign still open for claims (the voucher row goes with the order, and a claim counts the member's rows), and no
 * account deletion under way (the erasure clears the order in D1; afterwards its document is written cleared).
 */
function archivable(db: Db, now: number): SQL {
  const cutoff = now - ARCHIVE_AFTER_DAYS * DAY_MS;
  const refundToSend = and(eq(payments.status, 'refunded'), isNull(payments.refundId), isNotNull(payments.gatewayId));
  return and(
    or(
      and(eq(orders.status, ORDER_STATUS.complete), lte(orders.completedAt, cutoff)),
      and(eq(orders.status, ORDER_STATUS.closed), isNotNull(orders.releasedAt), lte(orders.closedAt, cutoff)),
    ),
    notExists(db.select({ id: afterSales.id }).from(afterSales).where(eq(afterSales.orderId, orders.id))),
    notExists(
      db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, orders.id), refundToSend)),
    ),
    notExists(
      db
        .select({ id: memberVouchers.id })
        .from(memberVouchers)
        .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
        .where(and(isNotNull(memberVouchers.orderId), eq(memberVouchers.orderId, orders.id), gt(vouchers.claimEndAt, now))),
    ),
    notExists(
      db
        .select({ id: memberDeletions.memberId })
        .from(memberDeletions)
        .where(and(eq(memberDeletions.memberId, orders.memberId), isNull(memberDeletions.erasedAt))),
    ),
  )!;
}

type Position = { finalAt: number; orderId: number };
const START: Position = { finalAt: 0, orderId: 0 };

/**
 * The next SCAN final orders after the cursor whose time has come, in the order of the index, each with whether it can
 * go now. A pass goes through every final order older than the cut-off, then starts again: an order passed over is
 * looked at again on the next pass, and a run never looks at more than SCAN. Exported for the test that holds it to
 * its index.
 */
export function scan(db: Db, from: Position, now: number) {
  return db
    .select({ id: orders.id, finalAt, ready: sql<number>`case when ${archivable(db, now)} then 1 else 0 end` })
    .from(orders)
    .where(
      and(
        gte(finalAt, from.finalAt),
        or(gt(finalAt, from.finalAt), gt(orders.id, from.orderId)),
        lte(finalAt, now - ARCHIVE_AFTER_DAYS * DAY_MS),
      ),
    )
    .orderBy(asc(finalAt), asc(orders.id))
    .limit(SCAN);
}

/** The orders' rows, as their documents hold them. */
async function documents(db: Db, ids: number[], now: number): Promise<ArchivedOrder[]> {
  const ofShipments = db.select({ id: shipments.id }).from(shipments).where(inList(shipments.orderId, ids));
  const [orderRows, lineRows, eventRows, voucherRows, paymentRows, shipmentRows, trackingRows, ledgerRows] = await db.batch([
    db.select().from(orders).where(inList(orders.id, ids)),
    db.select().from(orderLines).where(inList(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    db.select().from(orderEvents).where(inList(orderEvents.orderId, ids)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select()
      .from(memberVouchers)
      .where(and(isNotNull(memberVouchers.orderId), inList(memberVouchers.orderId, ids)))
      .orderBy(asc(memberVouchers.id)),
    db.select().from(payments).where(inList(payments.orderId, ids)).orderBy(asc(payments.createdAt), asc(payments.id)),
    db.select().from(shipments).where(inList(shipments.orderId, ids)),
    db
      .select()
      .from(shipmentEvents)
      .where(inArray(shipmentEvents.shipmentId, ofShipments))
      .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id)),
    db
      .select({ id: coinLedger.id, orderId: coinLedger.orderId })
      .from(coinLedger)
      .where(and(isNotNull(coinLedger.orderId), inList(coinLedger.orderId, ids)))
      .orderBy(asc(coinLedger.id)),
  ]);
  const byOrder = <T>(rows: T[], orderIdOf: (row: T) => number | null) => Map.groupBy(rows, (r) => orderIdOf(r) ?? 0);
  const lines = byOrder(lineRows, (r) => r.orderId);
  const events = byOrder(eventRows, (r) => r.orderId);
  const vouchersOf = byOrder(voucherRows, (r) => r.orderId);
  const paid = byOrder(paymentRows, (r) => r.orderId);
  const ledger = byOrder(ledgerRows, (r) => r.orderId);
  const tracking = Map.groupBy(trackingRows, (r) => r.shipmentId);
  const shipmentOf = new Map(shipmentRows.map((s) => [s.orderId, { ...s, events: tracking.get(s.id) ?? [] }]));
  return orderRows.map((order) => ({
    v: 1,
    archivedAt: now,
    order,
    lines: lines.get(order.id) ?? [],
    events: events.get(order.id) ?? [],
    vouchers: vouchersOf.get(order.id) ?? [],
    payments: paid.get(order.id) ?? [],
    shipment: shipmentOf.get(order.id) ?? null,
    coinLedgerIds: (ledger.get(order.id) ?? []).map((r) => r.id),
  }));
}

/**
 * One batch that removes the orders of `ids` that can still go (checked again in every statement: a batch runs alone)
 * with the rows naming them, counts them for their members, and answers the ids left in D1. Lines and timeline rows go
 * by ON DELETE CASCADE.
 */
async function removeFromD1(db: Db, ids: number[], now: number): Promise<number[]> {
  const going = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inList(orders.id, ids), archivable(db, now)));
  const erasedAt = db
    .select({ erasedAt: memberDeletions.erasedAt })
    .from(memberDeletions)
    .where(eq(memberDeletions.memberId, orders.memberId));
  const counts = db
    .select({
      memberId: orders.memberId,
      completed: sql<number>`sum(${orders.status} = ${ORDER_STATUS.complete})`.as('completed'),
      closed: sql<number>`sum(${orders.status} = ${ORDER_STATUS.closed})`.as('closed'),
      purchases: sql<number>`sum(${orders.status} = ${ORDER_STATUS.complete} or ${orders.paidAt} is not null)`.as('purchases'),
      // A member erased already has only cleared orders to archive: nothing for the erasure pass to clear.
      erasedAt: sql<number | null>`${erasedAt}`.as('erased_at'),
    })
    .from(orders)
    .where(inArray(orders.id, going))
    .groupBy(orders.memberId);
  const added = (column: AnySQLiteColumn) => sql`${column} + excluded.${sql.identifier(column.name)}`;
  const [, , , , , , , left] = await db.batch([
    db
      .insert(orderArchiveMembers)
      .select(counts)
      .onConflictDoUpdate({
        target: orderArchiveMembers.memberId,
        set: {
          completed: added(orderArchiveMembers.completed),
          closed: added(orderArchiveMembers.closed),
          purchases: added(orderArchiveMembers.purchases),
        },
      }),
    db
      .update(coinLedger)
      .set({ orderId: null })
      .where(and(isNotNull(coinLedger.orderId), inArray(coinLedger.orderId, going))),
    db.delete(memberVouchers).where(and(isNotNull(memberVouchers.orderId), inArray(memberVouchers.orderId, going))),
    db
      .delete(shipmentEvents)
      .where(inArray(shipmentEvents.shipmentId, db.select({ id: shipments.id }).from(shipments).where(inArray(shipments.orderId, going)))),
    db.delete(shipments).where(inArray(shipments.orderId, going)),
    db.delete(payments).where(inArray(payments.orderId, going)),
    db.delete(orders).where(inArray(orders.id, going)),
    db.select({ id: orders.id }).from(orders).where(inList(orders.id, ids)),
  ]);
  return left.map((r) => r.id);
}

/** Archives one chunk: documents first, then D1. Answers how many left D1. */
async function archiveChunk(db: Db, archive: OrderArchive, ids: number[], now: number): Promise<number> {
  const docs = await documents(db, ids, now);
  const written = await Promise.allSettled(docs.map(async (doc) => ({ id: doc.order.id, key: await writeArchived(archive, doc) })));
  const keyOf = new Map(written.flatMap((w) => (w.status === 'fulfilled' ? [[w.value.id, w.value.key] as const] : [])));
  if (keyOf.size < docs.length) console.error(JSON.stringify({ event: 'order archive write failed', failed: docs.length - keyOf.size }));
  if (keyOf.size === 0) return 0;
  const inDocs = [...keyOf.keys()];
  let left = inDocs;
  try {
    left = await removeFromD1(db, inDocs, now);
  } catch (err) {
    console.error(JSON.stringify({ event: 'order archive delete failed', orders: inDocs, error: String(err) }));
  }
  // An order that could no longer go (or a failed batch) keeps its rows in D1: its document must not list it twice.
  const stale = left.flatMap((id) => keyOf.get(id) ?? []);
  if (stale.length > 0) await archive.bucket.delete(stale);
  return inDocs.length - left.length;
}

/**
 * After an account's erasure (deletion/erase.ts clears its orders in D1), its archived documents are cleared the same
 * way: no address, no note, no cancel reason. A document is marked once cleared, so a run cut short by its budget goes
 * on where it stopped; the member is marked when all of theirs are.
 */
async function clearErasedAccounts(db: Db, archive: OrderArchive): Promise<void> {
  const due = await db
    .select({ memberId: orderArchiveMembers.memberId, erasedAt: memberDeletions.erasedAt })
    .from(orderArchiveMembers)
    .innerJoin(memberDeletions, eq(memberDeletions.memberId, orderArchiveMembers.memberId))
    .where(and(isNotNull(memberDeletions.erasedAt), isNull(orderArchiveMembers.erasedAt)))
    .limit(ERASED_MEMBERS_PER_RUN);
  let budget = ERASED_DOCS_PER_RUN;
  for (const { memberId, erasedAt } of due) {
    for await (const entry of archivedEntries(archive, memberId)) {
      if (entry.erased) continue;
      if (budget-- === 0) return;
      const doc = await readArchived(archive.bucket, entry.key);
      if (doc) await writeArchived(archive, { ...doc, order: { ...doc.order, address: '{}', note: '', cancelNote: null } }, true);
    }
    await db.update(orderArchiveMembers).set({ erasedAt }).where(eq(orderArchiveMembers.memberId, memberId)).run();
  }
}

/**
 * The scheduled run for one country (functions/commerce/jobs.ts): clears the archived orders of accounts erased since,
 * then archives up to PER_RUN orders whose time has come, going on from where the last run stopped. Answers how many
 * left D1.
 */
export async function archiveOldOrders(db: Db, bucket: R2Bucket, country: CountryCode, now: number): Promise<number> {
  const archive: OrderArchive = { bucket, country };
  await clearErasedAccounts(db, archive);
  const cursor =
    (await db
      .select({ finalAt: orderArchiveCursor.finalAt, orderId: orderArchiveCursor.orderId })
      .from(orderArchiveCursor)
      .where(eq(orderArchiveCursor.id, 1))
      .get()) ?? START;
  const looked = await scan(db, cursor, now);
  const taken: number[] = [];
  let reached: Position = cursor;
  let full = false;
  for (const row of looked) {
    if (row.ready === 1) {
      if (taken.length === PER_RUN) {
        full = true;
        break;
      }
      taken.push(row.id);
    }
    reached = { finalAt: row.finalAt, orderId: row.id };
  }
  let archived = 0;
  for (let i = 0; i < taken.length; i += CHUNK) archived += await archiveChunk(db, archive, taken.slice(i, i + CHUNK), now);
  // Past the last order whose time has come: the next run starts a new pass from the oldest.
  if (!full && looked.length < SCAN) await db.delete(orderArchiveCursor).run();
  else
    await db
      .insert(orderArchiveCursor)
      .values({ id: 1, ...reached })
      .onConflictDoUpdate({ target: orderArchiveCursor.id, set: reached })
      .run();
  return archived;
}
