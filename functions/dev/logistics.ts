/**
 * A stand-in for the logistics aggregator, Biteship (its API's paths, bodies, answers and order.status webhook; see
 * functions/providers/logistics), for development only: served under /dev/logistics and reached in-process by the
 * provider. It books a shipment with a waybill for the couriers it knows, one per country, and plays its statuses
 * from the booking time (one every STEP_MS), so it needs no timer; the control page plays the next one, or all of them,
 * at once, and posts the order.status webhooks to our API as the aggregator would, with this database's secret.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { COUNTRY_CODES, type CountryCode, toCountry } from '../../src/shared/countries';
import { eq } from 'drizzle-orm';
import { dbFor } from '../platform/db';
import { SHIPPING_ORIGINS } from '../platform/settings';
import { devLogisticsBookings } from '../platform/schema';
import { randomToken } from '../platform/tokens';
import { STAND_IN_LOGISTICS, standInWebhookSecret } from '../providers/logistics/logistics';
import { page } from './page';

export const logisticsStandIn = new Hono<{ Bindings: Env }>();

export const STEP_MS = 5 * 60 * 1000;

/**
 * The journey, in Biteship's order statuses (biteship.com/en/docs/api/orders/overview): the n-th step is due n ×
 * STEP_MS after the clock starts. Biteship has no status between picked and dropping_off.
 */
const JOURNEY = [
  { status: 'picked', note: 'Picked up from the warehouse' },
  { status: 'dropping_off', note: 'On the way to the recipient' },
  { status: 'delivered', note: 'Delivered to the recipient' },
] as const;

/** The country a courier is booked for (functions/platform/settings.ts), by its Biteship courier code. */
const countryOfCourier = (company: string): CountryCode | undefined =>
  COUNTRY_CODES.find((country) => SHIPPING_ORIGINS[country].courier.company === company);

/** A booking; `courier` is the courier's code as booked, `forced` by step when the control page played it, where it did. */
type BookingRow = typeof devLogisticsBookings.$inferSelect;

/** Biteship's error body. */
const failure = (message: string) => ({ success: false, error: message });

/** Booking ids start with their country: the stand-in keeps each booking in that country's database. */
const countryOfBooking = (id: string): CountryCode => toCountry(id.slice(0, 2));

function dueSteps(row: BookingRow, now: number) {
  const forced = JSON.parse(row.forced) as (number | null)[];
  return JOURNEY.flatMap((step, i) => {
    const at = forced[i] ?? row.bookedAt + (i + 1) * STEP_MS;
    return at <= now ? [{ ...step, updated_at: new Date(at).toISOString() }] : [];
  });
}

const isText = (x: unknown): x is string => typeof x === 'string' && x.trim().length > 0;
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

/** What Biteship requires of an order (orders/create), or the first field missing. */
function missingField(body: Record<string, unknown>): string | null {
  for (const f of [
    'origin_contact_name',
    'origin_contact_phone',
    'origin_address',
    'destination_contact_name',
    'destination_contact_phone',
    'destination_address',
    'courier_type',
  ]) {
    if (!isText(body[f])) return f;
  }
  for (const f of ['origin_postal_code', 'destination_postal_code']) if (!isCount(body[f])) return f;
  if (body.delivery_type !== 'now' && body.delivery_type !== 'scheduled') return 'delivery_type';
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) return 'items';
  const bad = (items as Record<string, unknown>[]).find(
    (i) => !isText(i.name) || !isCount(i.value) || !isCount(i.quantity) || !isCount(i.weight),
  );
  return bad ? 'items' : null;
}

/** The order as Biteship answers it: its id, reference and courier with the history due by now. */
function orderOf(row: BookingRow, now: number) {
  const history = dueSteps(row, now);
  return {
    success: true,
    object: 'order',
    id: row.bookingId,
    reference_id: row.referenceId,
    courier: {
      tracking_id: row.bookingId,
      waybill_id: row.trackingNo,
      company: row.courier,
      history: history.map((h) => ({ status: h.status, note: h.note, updated_at: h.updated_at })),
    },
    status: history.at(-1)?.status ?? 'confirmed',
  };
}

logisticsStandIn.post('/v1/orders', async (c) => {
  if (c.req.header('Authorization') !== STAND_IN_LOGISTICS.apiKey) return c.json(failure('Authentication for your key has failed'), 401);
  const body = await c.req.json<Record<string, unknown>>().catch(() => ({}) as Record<string, unknown>);
  const missing = missingField(body);
  if (missing) return c.json(failure(`${missing} is required`), 400);
  const courier = String(body.courier_company);
  const country = countryOfCourier(courier);
  if (!country) return c.json(failure('courier_company is not supported'), 400);
  if (typeof body.reference_id !== 'string') return c.json(failure('reference_id is required'), 400);
  const db = dbFor(c.env, country);
  // One booking per reference: a retried request answers the booking it made.
  const digits = [...crypto.getRandomValues(new Uint8Array(10))].map((b) => b % 10).join('');
  await db
    .insert(devLogisticsBookings)
    .values({
      trackingNo: `DEV${country}${digits}`,
      bookingId: `${country}${randomToken(9).replace(/[^A-Za-z0-9]/g, '')}`,
      referenceId: body.reference_id,
      courier,
      destination: String(body.destination_address),
      bookedAt: Date.now(),
    })
    .onConflictDoNothing()
    .run();
  const row = await db.select().from(devLogisticsBookings).where(eq(devLogisticsBookings.referenceId, body.reference_id)).get();
  if (!row) return c.json(failure('booking failed'), 500);
  return c.json(orderOf(row, Date.now()));
});

logisticsStandIn.get('/v1/orders/:id', async (c) => {
  if (c.req.header('Authorization') !== STAND_IN_LOGISTICS.apiKey) return c.json(failure('Authentication for your key has failed'), 401);
  const id = c.req.param('id');
  const row = await dbFor(c.env, countryOfBooking(id))
    .select()
    .from(devLogisticsBookings)
    .where(eq(devLogisticsBookings.bookingId, id))
    .get();
  if (!row) return c.json(failure('Order not found'), 404);
  return c.json(orderOf(row, Date.now()));
});

async function bookingByTrackingNo(env: Env, trackingNo: string): Promise<{ row: BookingRow; country: CountryCode } | null> {
  for (const country of COUNTRY_CODES) {
    const row = await dbFor(env, country).select().from(devLogisticsBookings).where(eq(devLogisticsBookings.trackingNo, trackingNo)).get();
    if (row) return { row, country };
  }
  return null;
}

/** Posts each due step's order.status webhook to our API in-process, with this database's secret, as the aggregator would. */
async function deliverWebhooks(env: Env, row: BookingRow, country: CountryCode, now: number): Promise<void> {
  const { commerce } = await import('../commerce/app');
  const secret = await standInWebhookSecret(env);
  for (const step of dueSteps(row, now)) {
    await commerce.request(
      '/logistics/callback',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-logistics-token': secret, 'X-Locale': country },
        body: JSON.stringify({
          event: 'order.status',
          order_id: row.bookingId,
          courier_tracking_id: row.bookingId,
          courier_waybill_id: row.trackingNo,
          courier_company: row.courier,
          status: step.status,
          note: step.note,
          updated_at: step.updated_at,
        }),
      },
      env,
    );
  }
}

logisticsStandIn.get('/control', (c) =>
  c.html(
    page(
      'Logistics stand-in',
      html`<h1>Logistics stand-in (development)</h1><p class="note">Shipments move one step every ${STEP_MS / 60_000} minutes after booking. Play the next step, or all of them, now.</p><form method="post" action="/dev/logistics/control"><label for="tracking_no">Tracking number</label><input id="tracking_no" name="tracking_no" required value="${c.req.query('tracking_no') ?? ''}"><button type="submit" name="to" value="next">Next event</button> <button type="submit" name="to" value="delivered">Delivered</button></form>`,
    ),
  ),
);

/**
 * Plays a shipment's next step (or every step left) now, keeping the times of the steps already played, then sends
 * every due step's webhook (replays included: the aggregator's webhooks are at-least-once too).
 */
logisticsStandIn.post('/control', async (c) => {
  const isJson = c.req.header('Content-Type')?.includes('application/json');
  const body = (isJson ? await c.req.json().catch(() => ({})) : await c.req.parseBody()) as Record<string, unknown>;
  const found = typeof body.tracking_no === 'string' ? await bookingByTrackingNo(c.env, body.tracking_no.trim()) : null;
  if (!found) return c.text('Unknown tracking number', 404);
  const now = Date.now();
  const done = dueSteps(found.row, now).length;
  const target = body.to === 'delivered' ? JOURNEY.length : Math.min(done + 1, JOURNEY.length);
  const forced = JSON.parse(found.row.forced) as (number | null)[];
  for (let i = done; i < target; i++) forced[i] = now;
  const row = { ...found.row, forced: JSON.stringify(forced) };
  await dbFor(c.env, found.country)
    .update(devLogisticsBookings)
    .set({ forced: row.forced })
    .where(eq(devLogisticsBookings.trackingNo, row.trackingNo))
    .run();
  await deliverWebhooks(c.env, row, found.country, now);
  const steps = dueSteps(row, now);
  return isJson
    ? c.json({ tracking_no: row.trackingNo, status: steps.at(-1)?.status ?? 'confirmed' })
    : c.redirect(`/dev/logistics/control?tracking_no=${encodeURIComponent(row.trackingNo)}`, 303);
});
