// Helpers of the order API tests after checkout (functions/commerce/order/trade*.api.test.ts): an order placed and
// then driven into each status through the real paths (the gateway's stand-in, cash on delivery, the logistics
// functions), and the member's order calls.
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { xenditStandIn } from '../../functions/dev/xendit';
import { markDelivered, markShipped } from '../../functions/commerce/order/transitions';
import { dbFor } from '../../functions/platform/db';
import type { CallInput } from '../../src/shared/contract/call';
import type * as payment from '../../src/shared/contract/payment';
import { orderTradeCancel, orderTradeConfirmReceipt } from '../../src/shared/contract/refs/order';
import { payOrder } from '../../src/shared/contract/refs/payment';
import { create, giveVoucher, orderRow, pastOrder, skusWhere, type TestSku } from './checkout';
import { DB, newShopper, send, type Shopper } from './shopper';

const ORIGIN = { 'X-Forwarded-Origin': 'http://localhost' };

export interface TestOrder {
  s: Shopper;
  sku: TestSku;
  q: number;
  orderNo: string;
  id: number;
  coupon: string | null;
}

/**
 * An Indonesian shopper's unpaid order of the `skip`-th cheap SKU; with `extras`, a 10 % voucher and coins (the
 * shopper has 1,250 and had a first order, so no free shipping) — cash on delivery takes none of them here.
 */
export async function placeOrder(skip: number, extras = false, s?: Shopper): Promise<TestOrder> {
  const shopper = s ?? (await newShopper('ID', { coins: extras ? 1_250 : 0 }));
  if (extras && !s) await pastOrder(shopper);
  const [sku] = await skusWhere('ID', 's.stock >= 60 AND s.price BETWEEN 20000 AND 120000', 1, skip);
  const q = extras ? Math.ceil(150_000 / sku!.price) : 1;
  const coupon = extras ? await giveVoucher(shopper, 'ID-PCT10') : null;
  const placed = await create(shopper, { items: [{ sku_no: sku!.sku_no, quantity: q }], use_coins: extras });
  expect(placed.body.code).toBe(0);
  const orderNo = placed.body.data.order_no;
  return { s: shopper, sku: sku!, q, orderNo, id: (await orderRow('ID', orderNo)).id, coupon };
}

/** A way of paying's fields, without the order's number (one Omit per member of the call's variant input). */
type PayFields<I = CallInput<typeof payment.payOrder>> = I extends unknown ? Omit<I, 'order_no'> : never;

export function pay(o: TestOrder, body: PayFields) {
  return send(payOrder, { order_no: o.orderNo, ...body }, { token: o.s.token, headers: ORIGIN });
}

/** The shopper's decision on the gateway stand-in's page, as the browser posts it (its callback follows at once). */
export async function decide(actionUrl: string, decision: 'approve' | 'replay'): Promise<number> {
  const res = await xenditStandIn.request(
    actionUrl.replace(/^\/dev\/xendit/, '').replace(/\?.*$/, ''),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision, return: 'http://localhost/checkout' }).toString(),
    },
    env,
  );
  return res.status;
}

/** Pays the order by e-wallet through the stand-in; answers the payment's number. */
export async function payOnline(o: TestOrder): Promise<string> {
  const started = await pay(o, { method: 'ewallet', channel: 'OVO' });
  expect(started.body.code).toBe(0);
  expect(await decide(started.body.data.action_url!, 'approve')).toBe(303);
  expect((await orderRow('ID', o.orderNo)).status).toBe('to_ship');
  return started.body.data.payment_no;
}

export async function payCod(o: TestOrder): Promise<void> {
  const cod = await pay(o, { method: 'cod' });
  expect(cod.body.data).toMatchObject({ method: 'cod', order_status: 'to_ship' });
}

export const ship = (o: TestOrder, now = Date.now()) =>
  markShipped(dbFor(env, 'ID'), o.id, { courier: 'TEST', trackingNo: `TRK${o.id}` }, now);
export const deliver = (o: TestOrder, now = Date.now()) => markDelivered(dbFor(env, 'ID'), o.id, now);

export function cancel(o: TestOrder, by: Shopper = o.s, reason?: string) {
  return send(orderTradeCancel, { order_no: o.orderNo, ...(reason ? { reason } : {}) }, { token: by.token });
}

export function confirmReceipt(o: TestOrder, by: Shopper = o.s) {
  return send(orderTradeConfirmReceipt, { order_no: o.orderNo }, { token: by.token });
}

export async function paymentRow(paymentNo: string) {
  return (await DB.ID.prepare('SELECT * FROM payments WHERE payment_no = ?').bind(paymentNo).first<Record<string, unknown>>())!;
}

/** The member's 'order' messages' params, oldest first. */
export async function orderMessages(s: Shopper): Promise<Record<string, string>[]> {
  const { results } = await DB.ID.prepare("SELECT params FROM messages WHERE member_id = ? AND kind = 'order' ORDER BY id")
    .bind(s.memberId)
    .all<{ params: string }>();
  return results.map((m) => JSON.parse(m.params) as Record<string, string>);
}

/** Coin ledger rows of the order by kind. */
export async function ledgerOf(orderId: number, kind: string): Promise<number> {
  const row = await DB.ID.prepare('SELECT count(*) AS n FROM coin_ledger WHERE order_id = ? AND kind = ?')
    .bind(orderId, kind)
    .first<{ n: number }>();
  return row!.n;
}
