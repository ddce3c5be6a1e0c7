// The after-sales state machine (spec §4) through the commerce API and the reviewer's decisions on the seeded D1: every
// status path, every illegal move refused with 1103006, the application's refusals (§8 codes), the timeline and the
// member's messages, and the automatic rule of the scheduled job.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  afterSaleMessages,
  afterSaleRow,
  applied,
  applyFor,
  cancelAfterSale,
  decideAs,
  detail,
  preview,
  refundRowOf,
  sendReturn,
} from '../../../tests/api/aftersales';
import { holdings, orderRow, stockOf } from '../../../tests/api/checkout';
import { cancel, confirmReceipt, deliver, payCod, payOnline, placeOrder, ship, type TestOrder } from '../../../tests/api/orders';
import { DB, send } from '../../../tests/api/shopper';
import { orderTradeDetail } from '../../../src/shared/contract/refs/order';
import { ERR } from '../../../src/shared/errors';
import { devApp } from '../../dev/app';
import { dbFor } from '../../platform/db';
import type { ReviewDecision } from './review';
import { autoApprove } from './review';
import { AFTER_SALE_SETTINGS } from '../../platform/settings';

const DAY_MS = 24 * 3600 * 1000;

type OrderState = 'to_ship' | 'shipped' | 'delivered' | 'completed';

/** An order paid online (or, with cod, by cash) and brought to `state` by the real paths. */
async function orderIn(state: OrderState, skip: number, extras = false, cod = false): Promise<TestOrder> {
  const o = await placeOrder(skip, extras);
  if (cod) await payCod(o);
  else await payOnline(o);
  if (state === 'to_ship') return o;
  await ship(o);
  if (state === 'shipped') return o;
  await deliver(o);
  if (state === 'delivered') return o;
  expect((await confirmReceipt(o)).body.code).toBe(0);
  return o;
}

const status = async (no: string) => (await afterSaleRow(no)).status;

/** Every move there is, as a code: 0 done, otherwise the error code. */
const MOVES: Record<string, (no: string, o: TestOrder) => Promise<number>> = {
  approve: (no) => decideAs(no, { action: 'approve' }),
  reject: (no) => decideAs(no, { action: 'reject', note: 'no' }),
  intercepted: (no) => decideAs(no, { action: 'interception', ok: true }),
  interception_failed: (no) => decideAs(no, { action: 'interception', ok: false }),
  inspection_passed: (no) => decideAs(no, { action: 'inspection', ok: true, note: null }),
  inspection_failed: (no) => decideAs(no, { action: 'inspection', ok: false, note: 'used' }),
  payout: (no) => decideAs(no, { action: 'payout' }),
  cancel: async (no, o) => (await cancelAfterSale(no, o.s)).body.code,
  submit_return: async (no, o) => (await sendReturn(no, o.s)).body.code,
};

function refusesAllBut(allowed: string[]) {
  return async (no: string, o: TestOrder) => {
    const before = await afterSaleRow(no);
    for (const [move, run] of Object.entries(MOVES)) {
      if (allowed.includes(move)) continue;
      expect(await run(no, o), `${move} from ${before.status}`).toBe(ERR.ORDER_STATUS_MISMATCH);
    }
    expect(await afterSaleRow(no)).toEqual(before);
  };
}

describe('after-sales paths', () => {
  it('refund only before shipment: 1 → 3 → 4; the whole order refunded closes it, stock, coins and a valid voucher back', async () => {
    const o = await orderIn('to_ship', 0, true);
    const stock = await stockOf('ID', o.sku.sku_id);
    const no = await applied(o, { quantity: o.q });
    expect(await status(no)).toBe(1);
    await refusesAllBut(['approve', 'reject', 'cancel'])(no, o);
    expect(await decideAs(no, { action: 'approve' })).toBe(0);
    const d = (await detail(no, o.s)).body.data;
    expect(d).toMatchObject({ status: 4, end_reason: null, actions: [] });
    expect(d.timeline.map((t) => t.event)).toEqual(['applied', 'refund_pending', 'succeeded']);
    expect(d.refund).toMatchObject({ status: 'succeeded', method: 'original', destination: 'OVO', amount: d.refund_amount });
    expect(await afterSaleMessages(o.s)).toEqual(['refund_pending', 'succeeded']);
    const order = await orderRow('ID', o.orderNo);
    expect(order).toMatchObject({ status: 'cancelled', close_reason: 'cancelled' });
    expect(await stockOf('ID', o.sku.sku_id)).toBe(stock + o.q);
    expect(await holdings(o.s)).toMatchObject({ points: 1_250, vouchers_locked: 0, vouchers_free: 1 });
    await refusesAllBut([])(no, o);
  });

  it('refund only on a shipped order: 1 → 2 (interception) → 3 → 4, or 2 → 5 and a return once delivered', async () => {
    const o = await orderIn('shipped', 1);
    const no = await applied(o, { reason: 'shipping_delay' });
    expect(await decideAs(no, { action: 'approve' })).toBe(0);
    expect(await status(no)).toBe(2);
    await refusesAllBut(['intercepted', 'interception_failed', 'cancel'])(no, o);
    expect(await decideAs(no, { action: 'interception', ok: true })).toBe(0);
    expect(await status(no)).toBe(4);
    expect((await orderRow('ID', o.orderNo)).status).toBe('cancelled');
    expect(await afterSaleMessages(o.s)).toEqual(['interception_requested', 'refund_pending', 'succeeded']);

    const p = await orderIn('shipped', 2);
    const failed = await applied(p);
    expect(await decideAs(failed, { action: 'approve' })).toBe(0);
    expect(await decideAs(failed, { action: 'interception', ok: false })).toBe(0);
    expect(await afterSaleRow(failed)).toMatchObject({ status: 5, end_reason: 'interception_failed' });
    expect((await detail(failed, p.s)).body.data.actions).toEqual(['reapply']);
    // Until it arrives only refund only is offered; once delivered, a return.
    expect((await applyFor(p, { type: 'return_and_refund' })).body.code).toBe(ERR.ORDER_INVALID_PARAMETERS);
    await deliver(p);
    expect((await preview(p)).body.data.types).toEqual(['refund_only', 'return_and_refund']);
    const again = await applied(p, { type: 'return_and_refund', reason: 'quality_issue' });
    expect(await status(again)).toBe(1);
    expect(await refundRowOf(failed)).toBeNull();
  });

  it('return and refund once delivered: 1 → 6 → 7 (the shopper sends it) → 3 → 4; the order stays as it was', async () => {
    const o = await orderIn('completed', 3);
    const no = await applied(o, { type: 'return_and_refund', reason: 'wrong_product_received', description: 'Got the wrong flavour' });
    expect(await decideAs(no, { action: 'approve' })).toBe(0);
    expect(await status(no)).toBe(6);
    expect((await detail(no, o.s)).body.data).toMatchObject({
      actions: ['submit_return', 'cancel'],
      return_address: AFTER_SALE_SETTINGS.ID.returnAddress,
    });
    await refusesAllBut(['submit_return', 'cancel'])(no, o);
    expect((await sendReturn(no, o.s, 'JNT99887766')).body.code).toBe(0);
    expect(await status(no)).toBe(7);
    await refusesAllBut(['inspection_passed', 'inspection_failed'])(no, o);
    expect(await decideAs(no, { action: 'inspection', ok: true, note: null })).toBe(0);
    const d = (await detail(no, o.s)).body.data;
    expect(d).toMatchObject({
      status: 4,
      logistics_company: 'J&T Express',
      tracking_no: 'JNT99887766',
      description: 'Got the wrong flavour',
    });
    expect(d.timeline.map((t) => t.event)).toEqual(['applied', 'awaiting_return', 'return_shipped', 'refund_pending', 'succeeded']);
    expect((await orderRow('ID', o.orderNo)).status).toBe('completed');
    // Every unit refunded: nothing left to apply for.
    expect((await preview(o)).body.code).toBe(ERR.AFTER_SALE_EXISTS);
  });

  it('inspection failed: 7 → 5 with the reviewer’s reason; no refund', async () => {
    const o = await orderIn('delivered', 4);
    const no = await applied(o, { type: 'return_and_refund', reason: 'quality_issue' });
    expect(await decideAs(no, { action: 'approve' })).toBe(0);
    expect((await sendReturn(no, o.s)).body.code).toBe(0);
    expect(await decideAs(no, { action: 'inspection', ok: false, note: 'Seal broken' })).toBe(0);
    expect((await detail(no, o.s)).body.data).toMatchObject({
      status: 5,
      end_reason: 'inspection_failed',
      end_note: 'Seal broken',
      refund: null,
    });
    expect(await afterSaleMessages(o.s)).toEqual(['awaiting_return', 'return_shipped', 'failed']);
  });

  it('rejected: 1 → 5 with the reason, then applied again (a new application) up to the maximum per line (1103042)', async () => {
    const o = await orderIn('completed', 5);
    const first = await applied(o, { reason: 'missing_item' });
    expect(await decideAs(first, { action: 'reject', note: 'Photo needed' })).toBe(0);
    expect((await detail(first, o.s)).body.data).toMatchObject({
      status: 5,
      end_reason: 'rejected',
      end_note: 'Photo needed',
      actions: ['reapply'],
    });
    await refusesAllBut([])(first, o);
    const second = await applied(o, { reason: 'missing_item' });
    expect((await detail(first, o.s)).body.data.actions).toEqual([]);
    expect((await cancelAfterSale(second, o.s)).body.code).toBe(0);
    expect(await afterSaleRow(second)).toMatchObject({ status: 5, end_reason: 'cancelled' });
    const third = await applied(o);
    expect(await decideAs(third, { action: 'reject', note: 'No' })).toBe(0);
    expect(AFTER_SALE_SETTINGS.ID.maxApplicationsPerLine).toBe(3);
    expect((await applyFor(o)).body.code).toBe(ERR.AFTER_SALE_MAXIMUM);
    expect((await detail(third, o.s)).body.data.actions).toEqual([]);
  });

  it('cancel while 1, 2 or 6; the application ends in 5 (cancelled) and may be made again', async () => {
    for (const [state, decisions] of [
      ['to_ship', []],
      ['shipped', [{ action: 'approve' }]],
      ['delivered', [{ action: 'approve' }]],
    ] as [OrderState, ReviewDecision[]][]) {
      const o = await orderIn(state, 6);
      const no = await applied(o, { type: state === 'delivered' ? 'return_and_refund' : 'refund_only' });
      for (const d of decisions) expect(await decideAs(no, d)).toBe(0);
      expect(await status(no)).toBe(state === 'to_ship' ? 1 : state === 'shipped' ? 2 : 6);
      expect((await cancelAfterSale(no, o.s)).body.code).toBe(0);
      expect((await detail(no, o.s)).body.data.timeline.at(-1)?.event).toBe('cancelled');
      expect((await cancelAfterSale(no, o.s)).body.code).toBe(ERR.ORDER_STATUS_MISMATCH);
      expect(await afterSaleMessages(o.s)).toContain('cancelled');
      expect((await preview(o)).body.code).toBe(0);
    }
  });

  it('a cash-on-delivery refund goes to the refund card: 3 stays pending until the payout is confirmed', async () => {
    const o = await orderIn('delivered', 7, false, true);
    const now = Date.now();
    await DB.ID.prepare(
      `INSERT INTO refund_cards (card_id, member_id, bank_code, account_number, holder_name, is_default, created_at, updated_at)
       VALUES (?, ?, 'BCA', '1234567890', 'Test Shopper', 1, ?, ?)`,
    )
      .bind(`RC-${o.s.memberId}`, o.s.memberId, now, now)
      .run();
    expect((await preview(o)).body.data.refund_to).toEqual({
      method: 'refund_card',
      destination: 'Bank Central Asia (BCA)',
      last_four: '7890',
    });
    const no = await applied(o, { reason: 'quality_issue' });
    expect(await decideAs(no, { action: 'approve' })).toBe(0);
    expect(await status(no)).toBe(3);
    expect(await refundRowOf(no)).toMatchObject({ method: 'refund_card', status: 'pending', destination: 'BCA', last_four: '7890' });
    await refusesAllBut(['payout'])(no, o);
    expect(await decideAs(no, { action: 'payout' })).toBe(0);
    expect(await status(no)).toBe(4);
    expect(await decideAs(no, { action: 'payout' })).toBe(ERR.ORDER_STATUS_MISMATCH);
  });
});

describe('after-sales refusals', () => {
  it('cash on delivery before it arrives, and an unpaid order: none (1103006)', async () => {
    const cod = await orderIn('to_ship', 8, false, true);
    expect((await preview(cod)).body.code).toBe(ERR.ORDER_STATUS_MISMATCH);
    expect((await applyFor(cod)).body.code).toBe(ERR.ORDER_STATUS_MISMATCH);
    const unpaid = await placeOrder(8);
    expect((await applyFor(unpaid)).body.code).toBe(ERR.ORDER_STATUS_MISMATCH);
  });

  it('past the time limit after delivery (1103018); more than the line has left (1103064); one open already (1103017)', async () => {
    const o = await orderIn('delivered', 9);
    await DB.ID.prepare('UPDATE orders SET delivered_at = ? WHERE id = ?')
      .bind(Date.now() - (AFTER_SALE_SETTINGS.ID.timeLimitDays * DAY_MS + 60_000), o.id)
      .run();
    expect((await applyFor(o)).body.code).toBe(ERR.AFTER_SALE_TIME_LIMIT);
    const p = await orderIn('completed', 10);
    expect((await applyFor(p, { quantity: p.q + 1 })).body.code).toBe(ERR.AFTER_SALE_MAXIMUM_QUANTITY);
    await applied(p);
    expect((await applyFor(p)).body.code).toBe(ERR.AFTER_SALE_IN_PROGRESS);
    expect((await preview(p)).body.code).toBe(ERR.AFTER_SALE_IN_PROGRESS);
  });

  it('the shown amount no longer right (1103014); the order cannot be cancelled whole while part of it is in after-sales (1103017)', async () => {
    const o = await orderIn('to_ship', 11, true);
    const p = (await preview(o, 1)).body.data;
    expect((await applyFor(o, { quantity: 1, expected_amount: p.refund_amount + 1 })).body.code).toBe(ERR.PRICE_CHANGED);
    await applied(o, { quantity: 1, expected_amount: p.refund_amount });
    expect((await cancel(o)).body.code).toBe(ERR.AFTER_SALE_IN_PROGRESS);
    expect((await orderRow('ID', o.orderNo)).status).toBe('to_ship');
  });
});

describe('the order offers after-sales where it is taken', () => {
  it('paid online and not delivered yet, or delivered; not cash on delivery before delivery', async () => {
    const actions = async (o: TestOrder) => (await send(orderTradeDetail, { order_no: o.orderNo }, { token: o.s.token })).body.data.actions;
    expect(await actions(await orderIn('to_ship', 13))).toEqual(['cancel', 'after_sale']);
    expect(await actions(await orderIn('shipped', 13))).toEqual(['confirm_receipt', 'after_sale']);
    expect(await actions(await orderIn('to_ship', 13, false, true))).toEqual(['cancel']);
    expect(await actions(await orderIn('shipped', 13, false, true))).toEqual(['confirm_receipt']);
    expect(await actions(await orderIn('delivered', 13, false, true))).toEqual(['confirm_receipt', 'after_sale']);
  });
});

describe('the automatic rule', () => {
  it('approves refund-only applications of orders not shipped yet, and nothing else', async () => {
    const before = await orderIn('to_ship', 12);
    const shipped = await orderIn('shipped', 12);
    const early = await applied(before);
    const late = await applied(shipped);
    expect(AFTER_SALE_SETTINGS.ID.autoApproveRefundOnlyBeforeShipment).toBe(true);
    await autoApprove(env, dbFor(env, 'ID'), 'ID', Date.now());
    expect(await status(early)).toBe(4);
    expect(await status(late)).toBe(1);
  });
});

describe('the development reviewer', () => {
  it('lists open applications with the decisions their status allows, and applies one (form and JSON)', async () => {
    const o = await orderIn('delivered', 14);
    const no = await applied(o, { type: 'return_and_refund' });
    const list = await devApp.request('/aftersale?country=ID', {}, env);
    const page = await list.text();
    expect(page).toContain(no);
    expect(page).toContain('value="approve"');
    const form = new URLSearchParams({ country: 'ID', after_sale_no: no, action: 'approve' });
    const posted = await devApp.request(
      '/aftersale',
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() },
      env,
    );
    expect(posted.status).toBe(303);
    expect(await status(no)).toBe(6);
    const json = (body: object) =>
      devApp.request('/aftersale', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, env);
    const refused = await json({ country: 'ID', after_sale_no: no, action: 'approve' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ code: ERR.ORDER_STATUS_MISMATCH });
    expect((await json({ country: 'ID', after_sale_no: no, action: 'fly' })).status).toBe(400);
    expect((await sendReturn(no, o.s)).body.code).toBe(0);
    const done = await json({ country: 'ID', after_sale_no: no, action: 'inspection_passed' });
    expect(await done.json()).toEqual({ after_sale_no: no, status: 4 });
  });
});
