/**
 * Shipments in our data (migration 0016): booking every to_ship order with the logistics aggregator, recording its
 * tracking events whichever way they come (webhook or the scheduled refresh), and the member's reads.
 */
import type { Address } from '../../../src/shared/contract/address';
import type { ShipmentStatus, TrackingCode } from '../../../src/shared/contract/constants';
import { COUNTRY_CODES, type CountryCode } from '../../../src/shared/countries';
import { bookShipment, hasLogistics, shipsTo, type TrackingEvent, trackingOf } from '../../providers/logistics/logistics';
import { ApiError, ERR } from '../../../src/shared/errors';
import { d1For } from '../../platform/db';
import { markDelivered, markShipped } from '../order/transitions';

/** Orders booked or refreshed per country and run of the scheduled job: each is one aggregator request. */
const BATCH = 20;

export interface ShipmentRow {
  id: number;
  order_id: number;
  order_no: string;
  provider: string;
  provider_ref: string;
  courier: string;
  tracking_no: string;
  status: ShipmentStatus;
  booked_at: number;
  delivered_at: number | null;
}

export interface EventRow {
  shipment_id: number;
  code: TrackingCode;
  description: string;
  location: string;
  at: number;
}

const SHIPMENT_COLUMNS =
  's.id, s.order_id, o.order_no, s.provider, s.provider_ref, s.courier, s.tracking_no, s.status, s.booked_at, s.delivered_at';

/**
 * Books the to_ship orders that have no shipment yet (paid, or cash on delivery confirmed), and moves each booked
 * order to shipped: in the scheduled job, so payment callbacks stay fast. An order booked whose move failed is moved
 * on the next run (it has its shipment); the aggregator's reference_id (the order number) keeps a retried booking single.
 */
export async function shipWaitingOrders(env: Env, d1: D1Database, country: CountryCode, now: number): Promise<void> {
  if (!shipsTo(env, country)) {
    console.error(`shipment booking skipped: no logistics provider is configured for ${country}`);
    return;
  }
  const { results: orders } = await d1
    .prepare(
      `SELECT o.id, o.order_no, o.address, s.courier, s.tracking_no FROM orders o LEFT JOIN shipments s ON s.order_id = o.id
       WHERE o.status = 'to_ship' ORDER BY o.paid_at, o.id LIMIT ?`,
    )
    .bind(BATCH)
    .all<{ id: number; order_no: string; address: string; courier: string | null; tracking_no: string | null }>();
  for (const order of orders) {
    try {
      let shipped = order.courier && order.tracking_no ? { courier: order.courier, trackingNo: order.tracking_no } : null;
      if (!shipped) {
        const { results: lines } = await d1
          .prepare(
            `SELECT l.product_name, l.unit_price, l.quantity, COALESCE(p.gross_weight_g, p.net_weight_g, 0) AS weight_g
             FROM order_lines l JOIN skus k ON k.id = l.sku_id JOIN products p ON p.id = k.product_id WHERE l.order_id = ?`,
          )
          .bind(order.id)
          .all<{ product_name: string; unit_price: number; quantity: number; weight_g: number }>();
        const booking = await bookShipment(env, {
          orderNo: order.order_no,
          country,
          destination: JSON.parse(order.address) as Address,
          items: lines.map((l) => ({ name: l.product_name, value: l.unit_price, quantity: l.quantity, weightG: l.weight_g })),
        });
        await d1
          .prepare(
            'INSERT OR IGNORE INTO shipments (order_id, provider, provider_ref, courier, tracking_no, booked_at) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .bind(order.id, booking.provider, booking.bookingId, booking.courier, booking.trackingNo, now)
          .run();
        shipped = { courier: booking.courier, trackingNo: booking.trackingNo };
      }
      await markShipped(d1, order.id, shipped, now);
    } catch (err) {
      // One order's failure (the aggregator down, the provider not configured) must not stop the other jobs.
      console.error('shipment booking failed', order.order_no, err);
    }
  }
}

/**
 * Stores one tracking event once, sets the shipment's status to its latest event by event time (a delivered event
 * wins: events may arrive out of order), and on the first delivered event records the delivery on the order.
 */
export async function recordEvent(
  d1: D1Database,
  shipment: Pick<ShipmentRow, 'id' | 'order_id' | 'delivered_at'>,
  event: TrackingEvent,
  now: number,
): Promise<void> {
  await d1.batch([
    d1
      .prepare('INSERT OR IGNORE INTO shipment_events (shipment_id, code, description, location, at) VALUES (?, ?, ?, ?, ?)')
      .bind(shipment.id, event.code, event.description, event.location, event.at),
    d1
      .prepare(
        `UPDATE shipments SET status = (SELECT code FROM shipment_events WHERE shipment_id = ?1 ORDER BY code = 'delivered' DESC, at DESC, id DESC LIMIT 1)
         WHERE id = ?1`,
      )
      .bind(shipment.id),
  ]);
  if (event.code !== 'delivered' || shipment.delivered_at !== null) return;
  const deliveredAt = Math.min(event.at, now);
  // The order first: if that fails, delivered_at stays unset and the aggregator's retry (or the refresh) tries again.
  try {
    await markDelivered(d1, shipment.order_id, deliveredAt);
  } catch (err) {
    // The order has its delivery already, or is past shipped (the shopper confirmed receipt before the courier's event).
    if (!(err instanceof ApiError && err.code === ERR.ORDER_STATUS_MISMATCH)) throw err;
  }
  await d1.prepare('UPDATE shipments SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL').bind(deliveredAt, shipment.id).run();
}

/**
 * The shipment of a waybill and the database that holds it: the aggregator's webhook names no country (it reaches us
 * without X-Locale), so each country's database is asked; waybills are the aggregator's and unique across them.
 */
export async function shipmentByTrackingNo(env: Env, trackingNo: string): Promise<{ d1: D1Database; shipment: ShipmentRow } | null> {
  for (const country of COUNTRY_CODES) {
    const d1 = d1For(env, country);
    const shipment = await d1
      .prepare(`SELECT ${SHIPMENT_COLUMNS} FROM shipments s JOIN orders o ON o.id = s.order_id WHERE s.tracking_no = ?`)
      .bind(trackingNo)
      .first<ShipmentRow>();
    if (shipment) return { d1, shipment };
  }
  return null;
}

/** Asks the aggregator for the tracking of shipments not yet delivered, oldest refresh first: webhooks can be missed. */
export async function refreshTracking(env: Env, d1: D1Database, now: number): Promise<void> {
  if (!hasLogistics(env)) return;
  const { results } = await d1
    .prepare(
      `SELECT ${SHIPMENT_COLUMNS} FROM shipments s JOIN orders o ON o.id = s.order_id WHERE s.delivered_at IS NULL ORDER BY s.booked_at LIMIT ?`,
    )
    .bind(BATCH)
    .all<ShipmentRow>();
  for (const shipment of results) {
    try {
      let current = shipment;
      for (const event of await trackingOf(env, shipment.provider_ref)) {
        await recordEvent(d1, current, event, now);
        if (event.code === 'delivered') current = { ...current, delivered_at: Math.min(event.at, now) };
      }
    } catch (err) {
      console.error('tracking refresh failed', shipment.tracking_no, err);
    }
  }
}

export async function shipmentsOfMember(d1: D1Database, memberId: number): Promise<{ shipments: ShipmentRow[]; latest: EventRow[] }> {
  const [shipments, latest] = await d1.batch([
    d1
      .prepare(
        `SELECT ${SHIPMENT_COLUMNS} FROM shipments s JOIN orders o ON o.id = s.order_id WHERE o.member_id = ? ORDER BY s.booked_at DESC, s.id DESC`,
      )
      .bind(memberId),
    d1
      .prepare(
        `SELECT e.shipment_id, e.code, e.description, e.location, e.at FROM shipment_events e
         JOIN shipments s ON s.id = e.shipment_id JOIN orders o ON o.id = s.order_id
         WHERE o.member_id = ? AND e.id = (SELECT id FROM shipment_events WHERE shipment_id = e.shipment_id ORDER BY at DESC, id DESC LIMIT 1)`,
      )
      .bind(memberId),
  ]);
  return { shipments: shipments!.results as ShipmentRow[], latest: latest!.results as EventRow[] };
}

/** One of the member's shipments by its tracking number or its order's number, with its events; null when not theirs. */
export async function trackingOfMember(
  d1: D1Database,
  memberId: number,
  by: { tracking_no?: string; order_no?: string },
): Promise<{ shipment: ShipmentRow; events: EventRow[] } | null> {
  const shipment = await d1
    .prepare(
      `SELECT ${SHIPMENT_COLUMNS} FROM shipments s JOIN orders o ON o.id = s.order_id
       WHERE o.member_id = ? AND (s.tracking_no = ? OR o.order_no = ?)`,
    )
    .bind(memberId, by.tracking_no ?? null, by.order_no ?? null)
    .first<ShipmentRow>();
  if (!shipment) return null;
  const { results } = await d1
    .prepare('SELECT shipment_id, code, description, location, at FROM shipment_events WHERE shipment_id = ? ORDER BY at, id')
    .bind(shipment.id)
    .all<EventRow>();
  return { shipment, events: results };
}
