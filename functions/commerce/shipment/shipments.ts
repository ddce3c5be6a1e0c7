/**
 * Shipments in our data (migration 0016): booking every to_ship order with the logistics aggregator, recording its
 * tracking events whichever way they come (webhook or the scheduled refresh), and the member's reads.
 */
import { and, asc, desc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Address } from '../../../src/shared/contract/address';
import { ORDER_STATUS } from '../../../src/shared/contract/constants';
import { COUNTRY_CODES, type CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { dbFor } from '../../platform/db';
import { orderLines, orders, products, shipmentEvents, shipments, skus } from '../../platform/schema';
import { bookShipment, hasLogistics, shipsTo, type TrackingEvent, trackingOf } from '../../providers/logistics/logistics';
import { markDelivered, markShipped } from '../order/transitions';

type Db = DrizzleD1Database;

/** Orders booked or refreshed per country and run of the scheduled job: each is one aggregator request. */
const BATCH = 20;

/** A shipment with its order's number. */
export type ShipmentRow = typeof shipments.$inferSelect & Pick<typeof orders.$inferSelect, 'orderNo'>;
export type EventRow = Pick<typeof shipmentEvents.$inferSelect, 'shipmentId' | 'code' | 'description' | 'location' | 'at'>;

const shipmentColumns = { ...getTableColumns(shipments), orderNo: orders.orderNo };
const eventColumns = {
  shipmentId: shipmentEvents.shipmentId,
  code: shipmentEvents.code,
  description: shipmentEvents.description,
  location: shipmentEvents.location,
  at: shipmentEvents.at,
};

const withOrder = (db: Db) => db.select(shipmentColumns).from(shipments).innerJoin(orders, eq(orders.id, shipments.orderId));

/**
 * Books the to_ship orders that have no shipment yet (paid, or cash on delivery confirmed), and moves each booked
 * order to shipped: in the scheduled job, so payment callbacks stay fast. An order booked whose move failed is moved
 * on the next run (it has its shipment); the aggregator's reference_id (the order number) keeps a retried booking single.
 */
export async function shipWaitingOrders(env: Env, db: Db, country: CountryCode, now: number): Promise<void> {
  if (!shipsTo(env, country)) {
    console.error(`shipment booking skipped: no logistics provider is configured for ${country}`);
    return;
  }
  const waiting = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      address: orders.address,
      courier: shipments.courier,
      trackingNo: shipments.trackingNo,
    })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(eq(orders.status, ORDER_STATUS.pendingShipment))
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(BATCH);
  for (const order of waiting) {
    try {
      let shipped = order.courier && order.trackingNo ? { courier: order.courier, trackingNo: order.trackingNo } : null;
      if (!shipped) {
        const lines = await db
          .select({
            name: orderLines.productName,
            value: orderLines.unitPrice,
            quantity: orderLines.quantity,
            weightG: sql<number>`coalesce(${products.grossWeightG}, ${products.netWeightG}, 0)`,
          })
          .from(orderLines)
          .innerJoin(skus, eq(skus.id, orderLines.skuId))
          .innerJoin(products, eq(products.id, skus.productId))
          .where(eq(orderLines.orderId, order.id));
        const booking = await bookShipment(env, {
          orderNo: order.orderNo,
          country,
          destination: JSON.parse(order.address) as Address,
          items: lines,
        });
        await db
          .insert(shipments)
          .values({
            orderId: order.id,
            provider: booking.provider,
            providerRef: booking.bookingId,
            courier: booking.courier,
            trackingNo: booking.trackingNo,
            bookedAt: now,
          })
          .onConflictDoNothing()
          .run();
        shipped = { courier: booking.courier, trackingNo: booking.trackingNo };
      }
      await markShipped(db, order.id, shipped, now);
    } catch (err) {
      // One order's failure (the aggregator down, the provider not configured) must not stop the other jobs.
      console.error('shipment booking failed', order.orderNo, err);
    }
  }
}

/**
 * Stores one tracking event once, sets the shipment's status to its latest event by event time (a delivered event
 * wins: events may arrive out of order), and on the first delivered event records the delivery on the order.
 */
export async function recordEvent(
  db: Db,
  shipment: Pick<ShipmentRow, 'id' | 'orderId' | 'deliveredAt'>,
  event: TrackingEvent,
  now: number,
): Promise<void> {
  const latestCode = db
    .select({ code: shipmentEvents.code })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipment.id))
    .orderBy(desc(sql`${shipmentEvents.code} = 'delivered'`), desc(shipmentEvents.at), desc(shipmentEvents.id))
    .limit(1);
  await db.batch([
    db
      .insert(shipmentEvents)
      .values({ shipmentId: shipment.id, code: event.code, description: event.description, location: event.location, at: event.at })
      .onConflictDoNothing(),
    db
      .update(shipments)
      .set({ status: sql`${latestCode}` })
      .where(eq(shipments.id, shipment.id)),
  ]);
  if (event.code !== 'delivered' || shipment.deliveredAt !== null) return;
  const deliveredAt = Math.min(event.at, now);
  // The order first: if that fails, delivered_at stays unset and the aggregator's retry (or the refresh) tries again.
  try {
    await markDelivered(db, shipment.orderId, deliveredAt);
  } catch (err) {
    // The order has its delivery already, or is past shipped (the shopper confirmed receipt before the courier's event).
    if (!(err instanceof ApiError && err.code === ERR.ORDER_STATUS_MISMATCH)) throw err;
  }
  await db
    .update(shipments)
    .set({ deliveredAt })
    .where(and(eq(shipments.id, shipment.id), isNull(shipments.deliveredAt)))
    .run();
}

/**
 * The shipment of a waybill and the database that holds it: the aggregator's webhook names no country (it reaches us
 * without X-Locale), so each country's database is asked; waybills are the aggregator's and unique across them.
 */
export async function shipmentByTrackingNo(env: Env, trackingNo: string): Promise<{ db: Db; shipment: ShipmentRow } | null> {
  for (const country of COUNTRY_CODES) {
    const db = dbFor(env, country);
    const shipment = await withOrder(db).where(eq(shipments.trackingNo, trackingNo)).get();
    if (shipment) return { db, shipment };
  }
  return null;
}

/** Asks the aggregator for the tracking of shipments not yet delivered, oldest refresh first: webhooks can be missed. */
export async function refreshTracking(env: Env, db: Db, now: number): Promise<void> {
  if (!hasLogistics(env)) return;
  const undelivered = await withOrder(db).where(isNull(shipments.deliveredAt)).orderBy(asc(shipments.bookedAt)).limit(BATCH);
  for (const shipment of undelivered) {
    try {
      let current = shipment;
      for (const event of await trackingOf(env, shipment.providerRef)) {
        await recordEvent(db, current, event, now);
        if (event.code === 'delivered') current = { ...current, deliveredAt: Math.min(event.at, now) };
      }
    } catch (err) {
      console.error('tracking refresh failed', shipment.trackingNo, err);
    }
  }
}

const later = alias(shipmentEvents, 'later');

export async function shipmentsOfMember(db: Db, memberId: number): Promise<{ shipments: ShipmentRow[]; latest: EventRow[] }> {
  const newestOfItsShipment = db
    .select({ id: later.id })
    .from(later)
    .where(eq(later.shipmentId, shipmentEvents.shipmentId))
    .orderBy(desc(later.at), desc(later.id))
    .limit(1);
  const [shipmentRows, latest] = await db.batch([
    withOrder(db).where(eq(orders.memberId, memberId)).orderBy(desc(shipments.bookedAt), desc(shipments.id)),
    db
      .select(eventColumns)
      .from(shipmentEvents)
      .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(and(eq(orders.memberId, memberId), eq(shipmentEvents.id, newestOfItsShipment))),
  ]);
  return { shipments: shipmentRows, latest };
}

/** One of the member's shipments by its tracking number or its order's number, with its events; null when not theirs. */
export async function trackingOfMember(
  db: Db,
  memberId: number,
  by: { tracking_no?: string; order_no?: string },
): Promise<{ shipment: ShipmentRow; events: EventRow[] } | null> {
  if (by.tracking_no === undefined && by.order_no === undefined) return null;
  const shipment = await withOrder(db)
    .where(
      and(
        eq(orders.memberId, memberId),
        or(
          by.tracking_no === undefined ? undefined : eq(shipments.trackingNo, by.tracking_no),
          by.order_no === undefined ? undefined : eq(orders.orderNo, by.order_no),
        ),
      ),
    )
    .get();
  if (!shipment) return null;
  const events = await db
    .select(eventColumns)
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipment.id))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
  return { shipment, events };
}
