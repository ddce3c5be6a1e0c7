/**
 * The one way to reach the logistics aggregator (one API for the couriers of ID, SG and MY), modelled on Biteship's
 * REST API: POST /v1/orders books a pickup and answers the courier's waybill, GET /v1/trackings/{id} answers the
 * tracking history, and its order.status webhook reports each status change. Chosen by LOGISTICS_API_KEY and
 * LOGISTICS_WEBHOOK_SECRET (LOGISTICS_BASE_URL optional); unset in development, the stand-in of functions/dev/logistics.ts,
 * reached in-process; unset anywhere else, 1103026.
 */
import type { Address } from '../../../src/shared/contract/address';
import type { TrackingCode } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { timingSafeEqual } from 'hono/utils/buffer';

const BITESHIP_API = 'https://api.biteship.com';
export const STAND_IN_LOGISTICS = { apiKey: 'dev-logistics-key', webhookSecret: 'dev-logistics-webhook' } as const;

interface Logistics {
  provider: string;
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  standIn: boolean;
}

export function logistics(env: Env): Logistics {
  if (env.LOGISTICS_API_KEY && env.LOGISTICS_WEBHOOK_SECRET) {
    return {
      provider: 'biteship',
      baseUrl: env.LOGISTICS_BASE_URL ?? BITESHIP_API,
      apiKey: env.LOGISTICS_API_KEY,
      webhookSecret: env.LOGISTICS_WEBHOOK_SECRET,
      standIn: false,
    };
  }
  if (env.ENVIRONMENT === 'development') return { provider: 'stand-in', baseUrl: '/dev/logistics', ...STAND_IN_LOGISTICS, standIn: true };
  throw new ApiError(ERR.MISCONFIGURATION, 'logistics provider is not configured');
}

/** False where no aggregator is configured and no stand-in may serve (production without its keys). */
export function hasLogistics(env: Env): boolean {
  return Boolean((env.LOGISTICS_API_KEY && env.LOGISTICS_WEBHOOK_SECRET) || env.ENVIRONMENT === 'development');
}

async function send(env: Env, method: 'GET' | 'POST', path: string, body?: object): Promise<Record<string, unknown>> {
  const l = logistics(env);
  const init: RequestInit = {
    method,
    headers: { Authorization: l.apiKey, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  };
  let res: Response;
  try {
    if (l.standIn) {
      // Loaded on use: the stand-in is development code and stays out of the worker's start-up.
      const { logisticsStandIn } = await import('../../dev/logistics');
      res = await logisticsStandIn.request(path, init, env);
    } else {
      res = await fetch(`${l.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    }
  } catch {
    throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'logistics provider unreachable');
  }
  const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !answer || answer.success === false) throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'logistics provider failed');
  return answer;
}

/** The aggregator's statuses we keep, as our codes; its others (confirmed, allocated…) are not shown. */
const CODE_OF_STATUS: Record<string, TrackingCode> = {
  picked: 'picked_up',
  in_transit: 'in_transit',
  at_hub: 'sorting_centre',
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

/** The warehouse each country ships from (spec §9: one per country). */
const WAREHOUSES: Record<CountryCode, { name: string; phone: string; address: string; postal: string }> = {
  ID: { name: 'Warehouse Jakarta', phone: '622150000000', address: 'Jl. Gatot Subroto 1, Jakarta Selatan', postal: '12930' },
  SG: { name: 'Warehouse Singapore', phone: '6560000000', address: '1 Changi South Lane', postal: '486070' },
  MY: { name: 'Warehouse Kuala Lumpur', phone: '60320000000', address: '1 Jalan Sultan Ismail, Kuala Lumpur', postal: '50250' },
};

/** Books the pickup of one order's parcel; reference_id is the order number, so the aggregator can tell a retry. */
export async function bookShipment(env: Env, parcel: Parcel): Promise<Booking> {
  const from = WAREHOUSES[parcel.country];
  const to = parcel.destination;
  const answer = await send(env, 'POST', '/v1/orders', {
    reference_id: parcel.orderNo,
    origin_contact_name: from.name,
    origin_contact_phone: from.phone,
    origin_address: from.address,
    origin_postal_code: from.postal,
    destination_contact_name: `${to.first_name} ${to.last_name}`.trim(),
    destination_contact_phone: to.phone,
    destination_address: [to.address_line1, to.address_line2, to.area, to.city, to.state].filter(Boolean).join(', '),
    destination_postal_code: to.postal_code,
    destination_country: to.country,
    courier_company: 'auto',
    courier_type: 'reg',
    delivery_type: 'now',
    items: parcel.items.map((i) => ({ name: i.name, value: i.value, quantity: i.quantity, weight: i.weightG })),
  });
  const courier = (answer.courier ?? {}) as Record<string, unknown>;
  if (typeof answer.id !== 'string' || typeof courier.waybill_id !== 'string' || typeof courier.company !== 'string') {
    throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'logistics provider answered no waybill');
  }
  return { provider: logistics(env).provider, bookingId: answer.id, courier: courier.company, trackingNo: courier.waybill_id };
}

function eventOf(status: unknown, note: unknown, location: unknown, updatedAt: unknown): TrackingEvent | null {
  const code = typeof status === 'string' ? CODE_OF_STATUS[status] : undefined;
  const at = typeof updatedAt === 'string' ? Date.parse(updatedAt) : Number.NaN;
  if (!code || !Number.isFinite(at)) return null;
  return {
    code,
    description: typeof note === 'string' ? note.slice(0, 200) : '',
    location: typeof location === 'string' ? location.slice(0, 100) : '',
    at,
  };
}

/** The shipment's tracking history, as the aggregator has it now (the scheduled job's refresh, for missed webhooks). */
export async function trackingOf(env: Env, bookingId: string): Promise<TrackingEvent[]> {
  const answer = await send(env, 'GET', `/v1/trackings/${encodeURIComponent(bookingId)}`);
  const history = Array.isArray(answer.history) ? (answer.history as Record<string, unknown>[]) : [];
  return history.flatMap((h) => eventOf(h.status, h.note, h.location, h.updated_at) ?? []);
}

/**
 * True when a webhook carries our secret in x-logistics-token (the custom header set with the webhook URL in the
 * aggregator's dashboard; Authorization would not pass the edge, which carries the member's session in it), in constant time.
 */
export function isLogisticsWebhook(env: Env, header: string | undefined): Promise<boolean> {
  return timingSafeEqual(logistics(env).webhookSecret, header ?? '');
}

/** An order.status webhook in our terms: whose waybill and what happened; null for other events or statuses we do not keep. */
export function readWebhook(body: {
  event: string;
  courier_waybill_id?: string;
  status?: string;
  note?: string;
  location?: string;
  updated_at?: string;
}): { trackingNo: string; event: TrackingEvent } | null {
  if (body.event !== 'order.status' || typeof body.courier_waybill_id !== 'string') return null;
  const event = eventOf(body.status, body.note, body.location, body.updated_at);
  return event ? { trackingNo: body.courier_waybill_id, event } : null;
}
