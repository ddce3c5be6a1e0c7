// The member's orders after checkout through the commerce API on the seeded D1: the list by tab and page, one
// order's detail with its timeline, the personal centre's counters, and another member kept out (IDOR).
import { describe, expect, it } from 'vitest';
import { ORDER_TAB, type OrderTab } from '../../../src/shared/contract/constants';
import type { OrderPage } from '../../../src/shared/contract/order';
import { orderStatusSummary, orderTradeDetail, orderTradePage } from '../../../src/shared/contract/refs/order';
import { ERR } from '../../../src/shared/errors';
import { cancel, confirmReceipt, deliver, payCod, payOnline, placeOrder, ship, type TestOrder } from '../../../tests/api/orders';
import { newShopper, send, type Shopper } from '../../../tests/api/shopper';

function page(s: Shopper, body: { tab?: OrderTab; page_num?: number; page_size?: number }) {
  return send(orderTradePage, body, { token: s.token });
}

function detail(s: Shopper, orderNo: string) {
  return send(orderTradeDetail, { order_no: orderNo }, { token: s.token });
}

/** One member's orders, one in each status, placed in this order (the list shows the last first). */
async function ordersInEveryStatus() {
  const s = await newShopper('ID');
  const unpaid = await placeOrder(10, false, s);
  const toShip = await placeOrder(10, false, s);
  await payCod(toShip);
  const shipped = await placeOrder(10, false, s);
  await payCod(shipped);
  await ship(shipped);
  const completed = await placeOrder(10, false, s);
  await payCod(completed);
  await ship(completed);
  await deliver(completed);
  expect((await confirmReceipt(completed)).body.code).toBe(0);
  const closed = await placeOrder(10, false, s);
  expect((await cancel(closed)).body.code).toBe(0);
  return { s, unpaid, toShip, shipped, completed, closed };
}

describe('the order list', () => {
  it('shows each tab its orders, newest first, with lines, amounts, deadline and the actions the status allows', async () => {
    const o = await ordersInEveryStatus();
    const nos = (list: OrderPage['list']) => list.map((i) => i.order_no);
    const all = await page(o.s, {});
    expect(all.body.code).toBe(0);
    expect(all.body.data.total).toBe(5);
    expect(nos(all.body.data.list)).toEqual([o.closed, o.completed, o.shipped, o.toShip, o.unpaid].map((x) => x.orderNo));
    const expected: [OrderTab, TestOrder, string, string[]][] = [
      [ORDER_TAB.toPay, o.unpaid, 'unpaid', ['pay', 'cancel']],
      [ORDER_TAB.toShip, o.toShip, 'to_ship', ['cancel']],
      [ORDER_TAB.toReceive, o.shipped, 'shipped', ['confirm_receipt']],
      [ORDER_TAB.complete, o.completed, 'completed', ['buy_again', 'after_sale']],
      [ORDER_TAB.closed, o.closed, 'cancelled', ['buy_again']],
    ];
    for (const [tab, order, status, actions] of expected) {
      const res = await page(o.s, { tab });
      expect(res.body.data.total, tab).toBe(1);
      const [item] = res.body.data.list;
      expect(item, tab).toMatchObject({ order_no: order.orderNo, status, actions });
      expect(item!.lines, tab).toEqual([expect.objectContaining({ sku_no: order.sku.sku_no, quantity: 1, price: order.sku.price })]);
      expect(item!.amounts.total, tab).toBeGreaterThan(0);
      if (status === 'unpaid') expect(item!.pay_deadline).toBeGreaterThan(Date.now());
      else expect(item!.pay_deadline).toBeNull();
    }
    const summary = await send(orderStatusSummary, {}, { token: o.s.token });
    expect(summary.body.data).toEqual({ unpaid: 1, to_ship: 1, shipped: 1, completed: 1, after_sale: 0 });
  });

  it('pages: page_size orders per page, the total of the tab, an empty page past the end', async () => {
    const o = await ordersInEveryStatus();
    const seen: string[] = [];
    for (const page_num of [1, 2, 3]) {
      const res = await page(o.s, { page_num, page_size: 2 });
      expect(res.body.data.total).toBe(5);
      expect(res.body.data.list).toHaveLength(page_num < 3 ? 2 : 1);
      seen.push(...res.body.data.list.map((i) => i.order_no));
    }
    expect(new Set(seen).size).toBe(5);
    expect((await page(o.s, { page_num: 4, page_size: 2 })).body.data.list).toEqual([]);
    expect((await page(o.s, { tab: 'nope' as OrderTab })).body.code).toBe(ERR.INVALID_PARAMETER);
    expect((await page(o.s, { page_size: 51 })).body.code).toBe(ERR.INVALID_PARAMETER);
  });
});

describe('the order detail', () => {
  it('has every field of spec §3 and the status timeline; the tracking number is null until shipped', async () => {
    const o = await placeOrder(11, true);
    const placed = await detail(o.s, o.orderNo);
    expect(placed.body.code).toBe(0);
    expect(placed.body.data).toMatchObject({
      order_no: o.orderNo,
      status: 'unpaid',
      logistics_provider: null,
      tracking_no: null,
      paid_at: null,
      shipped_at: null,
      delivered_at: null,
      payment_method: null,
      delivery_method: 'standard',
      coupon_nos: [o.coupon],
      note: '',
      address: expect.objectContaining({ first_name: 'Test' }),
      timeline: [{ event: 'created', at: expect.any(Number) }],
    });
    expect(placed.body.data.amounts.coins_used).toBeGreaterThan(0);
    expect(placed.body.data.amounts.coins_earned).toBeGreaterThan(0);

    await payOnline(o);
    await ship(o);
    await deliver(o);
    expect((await confirmReceipt(o)).body.code).toBe(0);
    const done = await detail(o.s, o.orderNo);
    expect(done.body.data).toMatchObject({
      status: 'completed',
      logistics_provider: 'TEST',
      tracking_no: `TRK${o.id}`,
      payment_method: 'ewallet',
      actions: ['buy_again', 'after_sale'],
    });
    for (const at of ['paid_at', 'shipped_at', 'delivered_at', 'completed_at'] as const)
      expect(done.body.data[at], at).toBeTypeOf('number');
    expect(done.body.data.timeline.map((e) => e.event)).toEqual(['created', 'paid', 'shipped', 'delivered', 'completed']);
  });

  it('of a cancelled paid order shows the close and the refund, with the reason the shopper gave', async () => {
    const o = await placeOrder(12);
    await payOnline(o);
    expect((await cancel(o, o.s, 'Ordered twice')).body.code).toBe(0);
    const res = await detail(o.s, o.orderNo);
    expect(res.body.data).toMatchObject({ status: 'cancelled', close_reason: 'cancelled', cancel_note: 'Ordered twice' });
    expect(res.body.data.timeline.map((e) => e.event)).toEqual(['created', 'paid', 'closed', 'refunded']);
  });
});

describe('another member', () => {
  it("does not see the first member's orders in the list, and gets 1103001 for their detail, cancel and confirm", async () => {
    const o = await placeOrder(13);
    const intruder = await newShopper('ID');
    expect((await page(intruder, {})).body.data).toEqual({ total: 0, list: [] });
    expect((await detail(intruder, o.orderNo)).body.code).toBe(ERR.ORDER_NOT_FOUND);
    expect((await cancel(o, intruder)).body.code).toBe(ERR.ORDER_NOT_FOUND);
    expect((await confirmReceipt(o, intruder)).body.code).toBe(ERR.ORDER_NOT_FOUND);
    expect((await detail(o.s, o.orderNo)).body.data.status).toBe('unpaid');
    expect((await send(orderTradePage, {})).status).toBe(401);
  });
});
