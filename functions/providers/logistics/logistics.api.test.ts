// The logistics protocol against Biteship's published reference (biteship.com/en/docs/api: authentication,
// orders/create, orders/overview, webhook/overview), not against our stand-in: with Biteship configured, every request
// we send is caught at fetch and compared with the reference's shape, and answered in the reference's shape; an
// order.status webhook is posted to the worker with our secret and moves the shipment, and is refused without it.
import { interceptFetch, type Network } from '../../../tests/api/network';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shipmentTracking } from '../../../src/shared/contract/refs/shipment';
import { ERR } from '../../../src/shared/errors';
import worker from '../../../src/worker';
import { create } from '../../../tests/api/checkout';
import { DB, newShopper, send, skuWhere } from '../../../tests/api/shopper';
import { shipWaitingOrders } from '../../commerce/shipment/shipments';
import { bookShipment, shipsTo, trackingOf } from './logistics';
import { dbFor } from '../../platform/db';

const API_KEY = 'biteship_test.contract';
const SECRET = 'contract-webhook-secret';
const configured: Env = {
  ...env,
  ENVIRONMENT: undefined,
  LOGISTICS_API_KEY: API_KEY,
  LOGISTICS_WEBHOOK_SECRET: SECRET,
  LOGISTICS_BASE_URL: 'https://recorder.test',
};

let net: Network;

beforeEach(() => {
  net = interceptFetch();
});
afterEach(() => vi.restoreAllMocks());

/** An order as Biteship answers POST /v1/orders (orders/create): the fields of its response, the courier's waybill among them. */
function created(referenceId: string, waybill: string) {
  return {
    success: true,
    message: 'Order successfully created',
    object: 'order',
    id: `5dd599ebdefcd4158eb8470b${waybill.slice(-4)}`,
    shipper: { name: null, email: null, phone: null, organization: null },
    origin: {
      contact_name: 'Warehouse Jakarta',
      contact_phone: '622150000000',
      address: 'Jl. Gatot Subroto 1, Jakarta Selatan',
      postal_code: 12930,
    },
    destination: { contact_name: 'Rina Wijaya', postal_code: 12170 },
    courier: { tracking_id: `tr-${waybill}`, waybill_id: waybill, company: 'jne', type: 'reg', link: null, history: [] },
    delivery: { datetime: '2026-11-27T10:00+07:00', note: null, type: 'now', distance: null, distance_unit: 'kilometer' },
    reference_id: referenceId,
    items: [],
    extra: [],
    currency: 'IDR',
    tax_lines: [],
    price: 9000,
    status: 'confirmed',
  };
}

const destination = {
  first_name: 'Rina',
  last_name: 'Wijaya',
  phone: '6281234567890',
  address_line1: 'Jl. Senopati 10',
  address_line2: '',
  area: 'Kebayoran Baru',
  city: 'Jakarta Selatan',
  state: 'DKI Jakarta',
  postal_code: '12170',
  country: 'ID',
} as never;

describe('booking (POST /v1/orders)', () => {
  it('sends the bare API key and the fields the reference names, in its units', async () => {
    net.answer(created('SO2611270001', 'WYB0000000001'));
    const booking = await bookShipment(configured, {
      orderNo: 'SO2611270001',
      country: 'ID',
      destination,
      items: [{ name: 'Indomie Goreng', value: 3500, quantity: 5, weightG: 85 }],
    });
    expect(net.sent).toEqual([
      {
        method: 'POST',
        url: 'https://recorder.test/v1/orders',
        headers: { authorization: API_KEY, 'content-type': 'application/json' },
        body: {
          reference_id: 'SO2611270001',
          origin_contact_name: 'Warehouse Jakarta',
          origin_contact_phone: '622150000000',
          origin_address: 'Jl. Gatot Subroto 1, Jakarta Selatan',
          origin_postal_code: 12930,
          destination_contact_name: 'Rina Wijaya',
          destination_contact_phone: '6281234567890',
          destination_address: 'Jl. Senopati 10, Kebayoran Baru, Jakarta Selatan, DKI Jakarta',
          destination_postal_code: 12170,
          courier_company: 'jne',
          courier_type: 'reg',
          delivery_type: 'now',
          items: [{ name: 'Indomie Goreng', value: 3500, quantity: 5, weight: 85 }],
        },
      },
    ]);
    expect(booking).toEqual({
      provider: 'biteship',
      bookingId: '5dd599ebdefcd4158eb8470b0001',
      courier: 'JNE',
      trackingNo: 'WYB0000000001',
    });
  });

  it('books nothing in Singapore or Malaysia, where Biteship does not deliver', async () => {
    expect(shipsTo(configured, 'ID')).toBe(true);
    for (const country of ['SG', 'MY'] as const) {
      expect(shipsTo(configured, country)).toBe(false);
      await expect(bookShipment(configured, { orderNo: 'SO1', country, destination, items: [] })).rejects.toMatchObject({
        code: ERR.MISCONFIGURATION,
      });
    }
    expect(net.sent).toEqual([]);
  });

  it('reads an answer without a waybill (issued later by the courier) as a failure, to book again later', async () => {
    const answer = created('SO2', 'X');
    net.answer({ ...answer, courier: { ...answer.courier, waybill_id: null } });
    await expect(bookShipment(configured, { orderNo: 'SO2', country: 'ID', destination, items: [] })).rejects.toMatchObject({
      code: ERR.EXTERNAL_API_FAILURE,
    });
  });
});

describe('tracking (GET /v1/orders/{id})', () => {
  it("reads the courier's history: picked, dropping_off and delivered kept, the other statuses not", async () => {
    net.answer({
      ...created('SO3', 'WYB3'),
      courier: {
        ...created('SO3', 'WYB3').courier,
        history: [
          { service_type: 'reg', status: 'confirmed', note: 'Order confirmed', updated_at: '2026-11-27T01:00:00Z' },
          { service_type: 'reg', status: 'allocated', note: 'Courier allocated', updated_at: '2026-11-27T01:10:00Z' },
          { service_type: 'reg', status: 'picked', note: 'Paket telah dijemput', updated_at: '2026-11-27T02:00:00Z' },
          { service_type: 'reg', status: 'dropping_off', note: 'Paket dalam pengantaran', updated_at: '2026-11-28T02:00:00Z' },
          { service_type: 'reg', status: 'delivered', note: 'Paket diterima', updated_at: '2026-11-28T05:00:00Z' },
        ],
      },
      status: 'delivered',
    });
    const events = await trackingOf(configured, '5dd599ebdefcd4158eb8470b');
    expect(net.sent).toEqual([
      {
        method: 'GET',
        url: 'https://recorder.test/v1/orders/5dd599ebdefcd4158eb8470b',
        headers: { authorization: API_KEY },
        body: undefined,
      },
    ]);
    expect(events).toEqual([
      { code: 'picked_up', description: 'Paket telah dijemput', location: '', at: Date.parse('2026-11-27T02:00:00Z') },
      { code: 'out_for_delivery', description: 'Paket dalam pengantaran', location: '', at: Date.parse('2026-11-28T02:00:00Z') },
      { code: 'delivered', description: 'Paket diterima', location: '', at: Date.parse('2026-11-28T05:00:00Z') },
    ]);
  });
});

describe('the order.status webhook, posted to the worker', () => {
  async function post(body: object, token: string | null): Promise<number> {
    const ctx = createExecutionContext();
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token !== null) headers['x-logistics-token'] = token;
    const res = await worker.fetch(
      new Request('https://shop.example/api/logistics/callback', { method: 'POST', headers, body: JSON.stringify(body) }),
      configured,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res.status;
  }

  it('moves the booked shipment with our secret; without it or with another: 403', async () => {
    const s = await newShopper('ID', { address: 'inCity' });
    const sku = await skuWhere('ID', 's.stock >= 10 AND s.price > 0');
    const placed = await create(s, { items: [{ sku_no: sku.sku_no, quantity: 1 }] });
    const orderNo = placed.body.data.order_no;
    await DB.ID.prepare("UPDATE orders SET status = 'to_ship', paid_at = ? WHERE order_no = ?").bind(Date.now(), orderNo).run();
    const waybill = `WYB${Date.now()}`;
    net.answer(created(orderNo, waybill));
    await shipWaitingOrders(configured, dbFor(env, 'ID'), 'ID', Date.now());
    expect((net.sent[0]!.body as { reference_id: string }).reference_id).toBe(orderNo);

    // The fields Biteship's order.status event carries: the order, the courier's ids and company, the status.
    const event = {
      event: 'order.status',
      order_id: '5dd599ebdefcd4158eb8470b',
      courier_tracking_id: `tr-${waybill}`,
      courier_waybill_id: waybill,
      courier_company: 'jne',
      courier_type: 'reg',
      courier_driver_name: 'Budi',
      courier_driver_phone: '08123456789',
      courier_link: null,
      order_price: 9000,
      status: 'picked',
    };
    expect(await post(event, null)).toBe(403);
    expect(await post(event, 'wrong-secret')).toBe(403);
    expect(await post(event, SECRET)).toBe(200);
    const tracking = await send(shipmentTracking, { order_no: orderNo }, { token: s.token });
    expect(tracking.body.data).toMatchObject({ courier: 'JNE', tracking_no: waybill, status: 'picked_up' });
    // No updated_at in the event: dated when it arrived.
    expect(Math.abs(tracking.body.data.events[0]!.at - Date.now())).toBeLessThan(60_000);
  });
});
