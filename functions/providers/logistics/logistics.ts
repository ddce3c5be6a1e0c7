/**
 * The one way to reach the logistics aggregator, Biteship (biteship.com/en/docs/api): `POST /v1/orders` books a pickup
 * and answers the courier's waybill (orders/create), `GET /v1/orders/{id}` answers the order with its courier's history
 * (orders/overview), and the order.status webhook reports each status change (webhook/overview). Authorization is the
 * bare API key (authentication). Biteship serves Indonesia only: Singapore and Malaysia are booked only by the
 * development stand-in until an aggregator there is chosen (docs/decisions/logistics-aggregator.md). Chosen by
 * LOGISTICS_API_KEY and LOGISTICS_WEBHOOK_SECRET (LOGISTICS_BASE_URL optional); unset in development, the stand-in the
 * composition root installed (functions/providers/outbound.ts); unset anywhere else, 1103026.
 */
import * as v from 'valibot';
import type { Address } from '../../../src/shared/contract/address';
import type { TrackingCode } from '../../../src/shared/contract/constants';
import { COUNTRY_CODES, type CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { timingSafeEqual } from 'hono/utils/buffer';
import { SHIPPING_ORIGINS } from '../../platform/settings';
import { devSecret } from '../dev-secrets';
import { service, type Service, standInServes } from '../outbound';

const BITESHIP_API = 'https://api.biteship.com';
/** The stand-in's API key: public by design, it opens nothing but the stand-in under /dev/logistics. */
export const STAND_IN_LOGISTICS = { apiKey: 'dev-logistics-key' } as const;

/** The stand-in's webhook secret: this database's own (../dev-secrets.ts), never a constant in the source. */
export function standInWebhookSecret(env: Env): Promise<string> {
  return devSecret(env, 'logistics_webhook_secret');
}

/** The countries Biteship delivers in. */
const BITESHIP_COUNTRIES: readonly CountryCode[] = ['ID'];

interface LogisticsConfig {
  provider: string;
  baseUrl: string;
  apiKey: string;
  webhookSecret: () => Promise<string>;
  countries: readonly CountryCode[];
}

function configured(env: Env): LogisticsConfig | null {
  const secret = env.LOGISTICS_WEBHOOK_SECRET;
  if (!env.LOGISTICS_API_KEY || !secret) return null;
  return {
    provider: 'biteship',
    baseUrl: env.LOGISTICS_BASE_URL ?? BITESHIP_API,
    apiKey: env.LOGISTICS_API_KEY,
    webhookSecret: async () => secret,
    countries: BITESHIP_COUNTRIES,
  };
}

export function logistics(env: Env): Service<LogisticsConfig> {
  return service(env, 'logistics', configured(env), {
    provider: 'stand-in',
    baseUrl: '/dev/logistics',
    ...STAND_IN_LOGISTICS,
    webhookSecret: () => standInWebhookSecret(env),
    countries: COUNTRY_CODES,
  });
}

/** False where no aggregator is configured and no stand-in may serve (production without its keys). */
export function hasLogistics(env: Env): boolean {
  return configured(env) !== null || standInServes(env, 'logistics');
}

/** True where parcels to `country` can be booked: the configured aggregator delivers there, or the stand-in serves. */
export function shipsTo(env: Env, country: CountryCode): boolean {
  const real = configured(env);
  return real ? real.countries.includes(country) : standInServes(env, 'logistics');
}

async function send(env: Env, method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
  const l = logistics(env);
  let res: Response;
  try {
    res = await l.send(path, {
      method,
      headers: { Authorization: l.config.apiKey, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'logistics provider unreachable');
  }
  const answer = (await res.json().catch(() => null)) as { success?: unknown } | null;
  if (!res.ok || !answer || answer.success === false) throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'logistics provider failed');
  return answer;
}

/**
 * Biteship's order statuses (orders/overview) we keep, as our codes. It has no in-transit or sorting-centre status: a
 * parcel stays picked until the courier drops it off, so those two codes of ours come from no Biteship event. Its
 * other statuses (confirmed, allocated, picking_up, on_hold, returns…) are not shown.
 */
const CODE_OF_STATUS: Record<string, TrackingCode> = {
  picked: 'picked_up',
  dropping_off: 'out_for_delivery',
  delivered: 'delivered',
};

export interface TrackingEvent {
  code: TrackingCode;
  description: string;
  location: string;
  at: number;
}

export interface Booking {
  provider: string;
  bookingId: string;
  courier: string;
  trackingNo: string;
}

export interface Parcel {
  orderNo: string;
  country: CountryCode;
  destination: Address;
  items: { name: string; value: number; quantity: number; weightG: number }[];
}

/** How the pages name a courier Biteship answers by its code. */
const COURIER_NAMES: Record<string, string> = { jne: 'JNE', ninjavan: 'Ninja Van', jnt: 'J&T Express' };

const bookingSchema = v.object({
  id: v.string(),
  courier: v.object({ company: v.string(), waybill_id: v.nullish(v.string()), tracking_id: v.nullish(v.string()) }),
});

/**
 * Books the pickup of one order's parcel; reference_id is the order number, so the aggregator can tell a retry. Some
 * couriers issue the waybill later (Biteship's order.waybill_id webhook); such a booking is an error here, logged by the
 * scheduled job: not handled yet (docs/decisions/logistics-aggregator.md).
 */
export async function bookShipment(env: Env, parcel: Parcel): Promise<Booking> {
  if (!shipsTo(env, parcel.country)) throw new ApiError(ERR.MISCONFIGURATION, `no logistics provider delivers in ${parcel.country}`);
  const { warehouse: from, courier } = SHIPPING_ORIGINS[parcel.country];
  const to = parcel.destination;
  const answer = v.safeParse(
    bookingSchema,
    await send(env, 'POST', '/v1/orders', {
      reference_id: parcel.orderNo,
      origin_contact_name: from.name,
      origin_contact_phone: from.phone,
      origin_address: from.address,
      // Numbers in the reference, as Indonesian postal codes have no leading zero.
      origin_postal_code: Number(from.postal),
      destination_contact_name: `${to.first_name} ${to.last_name}`.trim(),
      destination_contact_phone: to.phone,
      destination_address: [to.address_line1, to.address_line2, to.area, to.city, to.state].filter(Boolean).join(', '),
      destination_postal_code: Number(to.postal_code),
      courier_company: courier.company,
      courier_type: courier.type,
      delivery_type: 'now',
      items: parcel.items.map((i) => ({ name: i.name, value: i.value, quantity: i.quantity, weight: i.weightG })),
    }),
  );
  const waybill = answer.success ? answer.output.courier.waybill_id : null;
  if (!answer.success || !waybill) throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'logistics provider answered no waybill');
  const company = answer.output.courier.company;
  return {
    provider: logistics(env).config.provider,
    bookingId: answer.output.id,
    courier: COURIER_NAMES[company.toLowerCase()] ?? company.toUpperCase(),
    trackingNo: waybill,
  };
}

function eventOf(status: unknown, note: unknown, updatedAt: unknown): TrackingEvent | null {
  const code = typeof status === 'string' ? CODE_OF_STATUS[status] : undefined;
  const at = typeof updatedAt === 'string' ? Date.parse(updatedAt) : Number.NaN;
  if (!code || !Number.isFinite(at)) return null;
  // Biteship's history names no place; the courier's note says it when it matters.
  return { code, description: typeof note === 'string' ? note.slice(0, 200) : '', location: '', at };
}

const historySchema = v.object({
  courier: v.object({
    history: v.nullish(v.array(v.object({ status: v.string(), note: v.nullish(v.string()), updated_at: v.nullish(v.string()) }))),
  }),
});

/** The shipment's tracking history, as the aggregator has it now (the scheduled job's refresh, for missed webhooks). */
export async function trackingOf(env: Env, bookingId: string): Promise<TrackingEvent[]> {
  const parsed = v.safeParse(historySchema, await send(env, 'GET', `/v1/orders/${encodeURIComponent(bookingId)}`));
  if (!parsed.success) throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'logistics provider answered no history');
  return (parsed.output.courier.history ?? []).flatMap((h) => eventOf(h.status, h.note, h.updated_at) ?? []);
}

/**
 * True when a webhook carries our secret in x-logistics-token, in constant time. Biteship's webhook reference
 * documents no signature; the secret travels in a custom header set with the webhook URL in its dashboard
 * (Authorization would not pass the edge, which carries the member's session in it).
 */
export async function isLogisticsWebhook(env: Env, header: string | undefined): Promise<boolean> {
  return timingSafeEqual(await logistics(env).config.webhookSecret(), header ?? '');
}

/**
 * An order.status webhook in our terms: whose waybill and what happened; null for other events or statuses we do not
 * keep. Its time is updated_at when the event carries one, else when it arrived.
 */
export function readWebhook(
  body: { event: string; courier_waybill_id?: string; status?: string; note?: string; updated_at?: string },
  receivedAt: number,
): { trackingNo: string; event: TrackingEvent } | null {
  if (body.event !== 'order.status' || typeof body.courier_waybill_id !== 'string') return null;
  const at = body.updated_at && Number.isFinite(Date.parse(body.updated_at)) ? body.updated_at : new Date(receivedAt).toISOString();
  const event = eventOf(body.status, body.note, at);
  return event ? { trackingNo: body.courier_waybill_id, event } : null;
}
