// Fulfilment through the commerce API on the seeded D1, with the logistics aggregator's development stand-in
// in-process: booking to_ship orders, tracking events over time, the control page, webhooks replayed, forged, unknown.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CallInput } from '../../../src/shared/contract/call';
import { orderTradeConfirmReceipt } from '../../../src/shared/contract/refs/order';
import { logisticsCallback, shipmentList, shipmentTracking } from '../../../src/shared/contract/refs/shipment';
import type * as shipment from '../../../src/shared/contract/shipment';
import type { CountryCode } from '../../../src/shared/countries';
import { type Envelope, ERR } from '../../../src/shared/errors';
import worker from '../../../src/worker';
import { create } from '../../../tests/api/checkout';
import { DB, newShopper, send, type Shopper, skuWhere } from '../../../tests/api/shopper';
import { STEP_MS } from '../../dev/logistics';
import { bookShipment, standInWebhookSecret } from '../../providers/logistics/logistics';
import { refreshTracking, shipWaitingOrders } from './shipments';
import { dbFor } from '../../platform/db';

/** An order of the shopper's, paid: to_ship, as a payment callback or a cash-on-delivery confirmation leaves it. */
async function paidOrder(s: Shopper): Promise<string> {
  const sku = await skuWhere(s.country, 's.stock >= 10 AND s.price > 0');
  const placed = await create(s, { items: [{ sku_no: sku.sku_no, quantity: 1 }] });
  expect(placed.body.code).toBe(0);
  const orderNo = placed.body.data.order_no;
  await DB[s.country].prepare("UPDATE orders SET status = 'to_ship', paid_at = ? WHERE order_no = ?").bind(Date.now(), orderNo).run();
  return orderNo;
}

async function shipped(s: Shopper): Promise<{ orderNo: string; trackingNo: string }> {
  const orderNo = await paidOrder(s);
  await shipWaitingOrders(env, dbFor(env, s.country), s.country, Date.now());
  const row = await DB[s.country]
    .prepare('SELECT s.tracking_no FROM shipments s JOIN orders o ON o.id = s.order_id WHERE o.order_no = ?')
    .bind(orderNo)
    .first<{ tracking_no: string }>();
  return { orderNo, trackingNo: row!.tracking_no };
}

const tracking = (s: Shopper, input: CallInput<typeof shipment.shipmentTracking>) =>
  send(shipmentTracking, input, { token: s.token, country: s.country });

async function devFetch(path: string, body: object, workerEnv: Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    workerEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

async function devFormPost(path: string, fields: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** A webhook as the aggregator posts it, with this database's stand-in secret unless told another. */
async function webhook(country: CountryCode, event: CallInput<typeof shipment.logisticsCallback>, token?: string) {
  return send(logisticsCallback, event, { country, headers: { 'x-logistics-token': token ?? (await standInWebhookSecret(env)) } });
}

const statusEvent = (trackingNo: string, status: string, at: number) => ({
  event: 'order.status',
  courier_waybill_id: trackingNo,
  status,
  note: status,
  updated_at: new Date(at).toISOString(),
});

describe('shipments', () => {
  it('books a to_ship order with the stand-in: a tracking number, a courier, the order shipped', async () => {
    const s = await newShopper('ID', { address: 'inCity' });
    const { orderNo, trackingNo } = await shipped(s);
    expect(trackingNo).toMatch(/^DEVID\d{10}$/);
    const order = await DB.ID.prepare('SELECT * FROM orders WHERE order_no = ?').bind(orderNo).first();
    expect(order).toMatchObject({ status: 'shipped', logistics_provider: 'JNE', tracking_no: trackingNo, delivered_at: null });
    const list = await send(shipmentList, {}, { token: s.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ order_no: orderNo, tracking_no: trackingNo, courier: 'JNE', status: 'booked', latest_event: null }),
    ]);
    // A second run books nothing again.
    await shipWaitingOrders(env, dbFor(env, 'ID'), 'ID', Date.now());
    expect(
      (await DB.ID.prepare('SELECT count(*) AS n FROM shipments WHERE tracking_no = ?').bind(trackingNo).first<{ n: number }>())!.n,
    ).toBe(1);
  });

  it('plays the stand-in events over time, seen by the tracking refresh, in time order', async () => {
    const s = await newShopper('MY', { address: 'inCity' });
    const { orderNo, trackingNo } = await shipped(s);
    await DB.MY.prepare('UPDATE dev_logistics_bookings SET booked_at = ? WHERE tracking_no = ?')
      .bind(Date.now() - 2.5 * STEP_MS, trackingNo)
      .run();
    await refreshTracking(env, dbFor(env, 'MY'), Date.now());
    const answer = await tracking(s, { order_no: orderNo });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.courier).toBe('J&T Express');
    expect(answer.body.data.events.map((e) => e.code)).toEqual(['picked_up', 'out_for_delivery']);
    expect(answer.body.data.status).toBe('out_for_delivery');
    const times = answer.body.data.events.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('advances a shipment on the control route, then delivers it: the delivery is recorded once', async () => {
    const s = await newShopper('SG', { address: 'inCity' });
    const { orderNo, trackingNo } = await shipped(s);
    const next = await devFetch('/dev/logistics/control', { tracking_no: trackingNo, to: 'next' });
    expect(await next.json()).toEqual({ tracking_no: trackingNo, status: 'picked' });
    expect((await tracking(s, { tracking_no: trackingNo })).body.data.events.map((e) => e.code)).toEqual(['picked_up']);
    // The control page's form does the same as the JSON call, and comes back to the page.
    const ctx = createExecutionContext();
    const page = await worker.fetch(new Request(`http://localhost/dev/logistics/control?tracking_no=${trackingNo}`), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await page.text()).toContain(`value="${trackingNo}"`);
    const form = await devFormPost('/dev/logistics/control', { tracking_no: trackingNo, to: 'delivered' });
    expect(form.status).toBe(303);
    const answer = await tracking(s, { tracking_no: trackingNo });
    expect(answer.body.data).toMatchObject({ order_no: orderNo, status: 'delivered' });
    // Biteship's journey: picked, dropping_off, delivered.
    expect(answer.body.data.events.map((e) => e.code)).toEqual(['picked_up', 'out_for_delivery', 'delivered']);
    // The stand-in's notes are texts we know: each answered with its kind for the pages to translate, the note kept.
    expect(answer.body.data.events.map((e) => [e.kind, e.description])).toEqual([
      ['warehouse_pickup', 'Picked up from the warehouse'],
      ['to_recipient', 'On the way to the recipient'],
      ['delivered_to_recipient', 'Delivered to the recipient'],
    ]);
    expect(answer.body.data.latest_event?.kind).toBe('delivered_to_recipient');
    expect(answer.body.data.delivered_at).toBe(answer.body.data.events.at(-1)!.at);
    // markDelivered: the order's delivery time starts its auto-confirm clock.
    const order = await DB.SG.prepare('SELECT status, delivered_at FROM orders WHERE order_no = ?').bind(orderNo).first();
    expect(order).toEqual({ status: 'shipped', delivered_at: answer.body.data.delivered_at });
  });

  it('takes a delivered event after the shopper confirmed receipt', async () => {
    const s = await newShopper('ID', { address: 'inCity' });
    const { orderNo, trackingNo } = await shipped(s);
    const confirmed = await send(orderTradeConfirmReceipt, { order_no: orderNo }, { token: s.token });
    expect(confirmed.body.code).toBe(0);
    expect((await webhook('ID', statusEvent(trackingNo, 'delivered', Date.now()))).body.code).toBe(0);
    expect((await tracking(s, { tracking_no: trackingNo })).body.data.status).toBe('delivered');
    const order = await DB.ID.prepare('SELECT status FROM orders WHERE order_no = ?').bind(orderNo).first();
    expect(order).toEqual({ status: 'completed' });
  });

  it('takes webhooks replayed and out of order once, refuses a wrong token, ignores an unknown waybill', async () => {
    const s = await newShopper('ID', { address: 'inCity' });
    const { trackingNo } = await shipped(s);
    const t0 = Date.now() - 60_000;
    const delivered = statusEvent(trackingNo, 'delivered', t0 + 20_000);
    expect((await webhook('ID', delivered)).body.code).toBe(0);
    expect((await webhook('ID', delivered)).body.code).toBe(0);
    // An earlier event arriving late does not take the shipment back.
    expect((await webhook('ID', statusEvent(trackingNo, 'picked', t0))).body.code).toBe(0);
    const answer = await tracking(s, { tracking_no: trackingNo });
    expect(answer.body.data.events.map((e) => e.code)).toEqual(['picked_up', 'delivered']);
    // Notes we do not know are free text: no kind, shown as sent; Biteship names no place.
    expect(answer.body.data.events.map((e) => [e.kind, e.description, e.place])).toEqual([
      [null, 'picked', null],
      [null, 'delivered', null],
    ]);
    expect(answer.body.data.status).toBe('delivered');
    expect(answer.body.data.delivered_at).toBe(t0 + 20_000);

    const forged = await webhook('ID', statusEvent(trackingNo, 'dropping_off', t0 + 10_000), 'not-the-secret');
    expect(forged.status).toBe(403);
    expect((await tracking(s, { tracking_no: trackingNo })).body.data.events).toHaveLength(2);

    const unknown = await webhook('ID', statusEvent('NOT-OURS-1', 'picked', t0));
    expect(unknown).toMatchObject({ status: 200, body: { code: 0 } });
  });

  it("finds a webhook's shipment in its country's database whatever the request's country", async () => {
    const s = await newShopper('SG', { address: 'inCity' });
    const { trackingNo } = await shipped(s);
    expect((await webhook('ID', statusEvent(trackingNo, 'picked', Date.now()))).body.code).toBe(0);
    expect((await tracking(s, { tracking_no: trackingNo })).body.data.status).toBe('picked_up');
  });

  it("answers another member's shipment as not found", async () => {
    const owner = await newShopper('ID', { address: 'inCity' });
    const other = await newShopper('ID', { address: 'inCity' });
    const { orderNo, trackingNo } = await shipped(owner);
    expect((await tracking(other, { tracking_no: trackingNo })).body.code).toBe(ERR.ORDER_NOT_FOUND);
    expect((await tracking(other, { order_no: orderNo })).body.code).toBe(ERR.ORDER_NOT_FOUND);
    expect((await send(shipmentList, {}, { token: other.token })).body.data).toEqual([]);
    expect((await tracking(owner, {})).body.code).toBe(ERR.INVALID_PARAMETER);
  });

  it('is misconfiguration (1103026) in production without its keys', async () => {
    const { ENVIRONMENT: _dropped, ...production } = env;
    const parcel = { orderNo: 'SO-X', country: 'ID' as const, destination: {} as never, items: [] };
    await expect(bookShipment(production as Env, parcel)).rejects.toMatchObject({ code: ERR.MISCONFIGURATION });
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request('http://localhost/api/logistics/callback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-logistics-token': await standInWebhookSecret(env) },
        body: JSON.stringify(statusEvent('X', 'picked', Date.now())),
      }),
      production as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(((await res.json()) as Envelope).code).toBe(ERR.MISCONFIGURATION);
    // Configured, the aggregator's secret is the one taken, the stand-in's is not.
    const configured = { ...production, LOGISTICS_API_KEY: 'live-key', LOGISTICS_WEBHOOK_SECRET: 'live-secret' } as Env;
    for (const [secret, status] of [
      ['live-secret', 200],
      [await standInWebhookSecret(env), 403],
    ] as const) {
      const ctx2 = createExecutionContext();
      const answer = await worker.fetch(
        new Request('http://localhost/api/logistics/callback', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-logistics-token': secret },
          body: JSON.stringify(statusEvent('NOT-OURS-2', 'picked', Date.now())),
        }),
        configured,
        ctx2,
      );
      await waitOnExecutionContext(ctx2);
      expect(answer.status, secret).toBe(status);
    }
    // The scheduled job books nothing there, and the order waits for the configuration.
    const s = await newShopper('ID', { address: 'inCity' });
    const orderNo = await paidOrder(s);
    await shipWaitingOrders(production as Env, dbFor(env, 'ID'), 'ID', Date.now());
    expect(await DB.ID.prepare('SELECT status FROM orders WHERE order_no = ?').bind(orderNo).first()).toEqual({ status: 'to_ship' });
  });
});
