// The order state machine after payment (spec §4) through the commerce API on the seeded D1: every move from every
// status, the refund of a cancelled paid order through the gateway's stand-in, and the races that must have one outcome.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { xenditStandIn } from '../../dev/xendit';
import { holdings, orderRow, stockOf } from '../../../tests/api/checkout';
import {
  cancel,
  confirmReceipt,
  decide,
  deliver,
  ledgerOf,
  orderMessages,
  pay,
  payCod,
  payOnline,
  paymentRow,
  placeOrder,
  ship,
  type TestOrder,
} from '../../../tests/api/orders';
import { DB, newShopper } from '../../../tests/api/shopper';
import { ERR } from '../../../src/shared/errors';
import { runScheduledJobs } from '../jobs';
import { CHECKOUT_SETTINGS } from '../../platform/settings';

const DAY_MS = 24 * 3600 * 1000;

type State = 'unpaid' | 'to_ship' | 'shipped' | 'delivered' | 'completed' | 'cancelled';

/** An order brought to `state` by the real paths: cash on delivery, the logistics functions, the shopper's calls. */
async function orderIn(state: State, skip: number): Promise<TestOrder> {
  const o = await placeOrder(skip);
  if (state === 'unpaid') return o;
  if (state === 'cancelled') {
    expect((await cancel(o)).body.code).toBe(0);
    return o;
  }
  await payCod(o);
  if (state === 'to_ship') return o;
  await ship(o);
  if (state === 'shipped') return o;
  await deliver(o);
  if (state === 'delivered') return o;
  expect((await confirmReceipt(o)).body.code).toBe(0);
  return o;
}

/** Each move as a code: 0 done, otherwise the error code. */
const MOVES: Record<string, (o: TestOrder) => Promise<number>> = {
  cancel: async (o) => (await cancel(o)).body.code,
  confirm_receipt: async (o) => (await confirmReceipt(o)).body.code,
  ship: (o) =>
    ship(o).then(
      () => 0,
      (e: { code: number }) => e.code,
    ),
  deliver: (o) =>
    deliver(o).then(
      () => 0,
      (e: { code: number }) => e.code,
    ),
};

const ALLOWED: Record<State, string[]> = {
  unpaid: ['cancel'],
  to_ship: ['cancel', 'ship'],
  shipped: ['confirm_receipt', 'deliver'],
  delivered: ['confirm_receipt'],
  completed: [],
  cancelled: [],
};

const STATUS_AFTER: Record<string, string> = { cancel: 'cancelled', confirm_receipt: 'completed', ship: 'shipped', deliver: 'shipped' };

describe('the order state machine', () => {
  for (const state of Object.keys(ALLOWED) as State[]) {
    it(`from ${state}: allows ${ALLOWED[state].join(', ') || 'nothing'}, refuses every other move with 1103006`, async () => {
      for (const [move, run] of Object.entries(MOVES)) {
        const o = await orderIn(state, 0);
        const before = await orderRow('ID', o.orderNo);
        const code = await run(o);
        const after = await orderRow('ID', o.orderNo);
        if (ALLOWED[state].includes(move)) {
          expect(code, move).toBe(0);
          expect(after.status, move).toBe(STATUS_AFTER[move]);
        } else {
          expect(code, move).toBe(ERR.ORDER_STATUS_MISMATCH);
          expect(after, move).toEqual(before);
        }
      }
    });
  }

  it('confirming receipt completes the order, credits its coins once and marks the cash collected; raced, coins once', async () => {
    const tried = 6;
    const o = await orderIn('shipped', 1);
    const { coins_earned: earned, id } = await orderRow('ID', o.orderNo);
    expect(earned).toBeGreaterThan(0);
    const codes = await Promise.all(Array.from({ length: tried }, () => confirmReceipt(o).then((r) => r.body.code)));
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0 && c !== ERR.ORDER_STATUS_MISMATCH)).toEqual([]);
    const wrong = (await ledgerOf(id, 'earn')) === 1 && (await holdings(o.s)).points === earned ? 0 : 1;
    expect({ tried, wrong }).toEqual({ tried, wrong: 0 });
    expect(await orderRow('ID', o.orderNo)).toMatchObject({ status: 'completed' });
    const cod = await DB.ID.prepare('SELECT status FROM payments WHERE order_id = ?').bind(id).first<{ status: string }>();
    expect(cod!.status).toBe('successful');
    expect((await orderMessages(o.s)).map((m) => m.event)).toEqual(['cod_confirmed', 'shipped', 'completed']);
  });
});

describe('cancelling', () => {
  it('an unpaid order: closed, stock, voucher and coins back once; a second cancel is 1103006', async () => {
    const o = await placeOrder(2, true);
    const stockPlaced = await stockOf('ID', o.sku.sku_id);
    expect((await cancel(o, o.s, 'Changed my mind')).body.code).toBe(0);
    expect((await cancel(o)).body.code).toBe(ERR.ORDER_STATUS_MISMATCH);
    expect(await orderRow('ID', o.orderNo)).toMatchObject({
      status: 'cancelled',
      close_reason: 'cancelled',
      cancel_note: 'Changed my mind',
    });
    expect(await stockOf('ID', o.sku.sku_id)).toBe(stockPlaced + o.q);
    expect(await holdings(o.s)).toMatchObject({ points: 1_250, vouchers_locked: 0, vouchers_free: 1 });
    expect(await ledgerOf(o.id, 'release')).toBe(1);
    expect(await orderMessages(o.s)).toEqual([{ event: 'closed', order_no: o.orderNo, reason: 'cancelled' }]);
  });

  it('a paid order: refunded through the gateway, stock, voucher and coins back once, first-order free shipping kept spent', async () => {
    const o = await placeOrder(3, true);
    const stockPlaced = await stockOf('ID', o.sku.sku_id);
    const paymentNo = await payOnline(o);
    expect((await cancel(o)).body.code).toBe(0);
    expect((await cancel(o)).body.code).toBe(ERR.ORDER_STATUS_MISMATCH);
    const payment = await paymentRow(paymentNo);
    expect(payment.status).toBe('refunded');
    expect(payment.refund_id).toBeTruthy();
    const order = await orderRow('ID', o.orderNo);
    expect(order).toMatchObject({ status: 'cancelled', close_reason: 'cancelled' });
    expect((order as unknown as { paid_at: number }).paid_at).toBeTypeOf('number');
    expect(await stockOf('ID', o.sku.sku_id)).toBe(stockPlaced + o.q);
    expect(await holdings(o.s)).toMatchObject({ points: 1_250, vouchers_locked: 0, vouchers_free: 1 });
    expect(await ledgerOf(o.id, 'release')).toBe(1);
    // The scheduled job's refund retry finds nothing to send again.
    await runScheduledJobs(env);
    expect((await paymentRow(paymentNo)).refund_id).toBe(payment.refund_id);
    expect((await orderMessages(o.s)).map((m) => m.event)).toEqual(['paid', 'closed', 'refunded']);
  });

  it('a paid order while the gateway is down: cancelled and marked refunded; the scheduled job sends the refund', async () => {
    const o = await placeOrder(9);
    const paymentNo = await payOnline(o);
    const down = vi.spyOn(xenditStandIn, 'request').mockRejectedValueOnce(new Error('gateway down'));
    expect((await cancel(o)).body.code).toBe(0);
    down.mockRestore();
    expect(await paymentRow(paymentNo)).toMatchObject({ status: 'refunded', refund_id: null });
    expect((await orderRow('ID', o.orderNo)).status).toBe('cancelled');
    await runScheduledJobs(env);
    expect((await paymentRow(paymentNo)).refund_id).toBeTruthy();
  });

  it('a paid order whose voucher has expired: the voucher is released but stays expired (not usable)', async () => {
    const o = await placeOrder(4, true);
    await payOnline(o);
    await DB.ID.prepare('UPDATE member_vouchers SET valid_until = ? WHERE coupon_no = ?')
      .bind(Date.now() - 1, o.coupon)
      .run();
    expect((await cancel(o)).body.code).toBe(0);
    const v = await DB.ID.prepare('SELECT uses, order_id, valid_until FROM member_vouchers WHERE coupon_no = ?')
      .bind(o.coupon)
      .first<{ uses: number; order_id: number | null; valid_until: number }>();
    expect(v!.uses).toBe(0);
    expect(v!.valid_until).toBeLessThan(Date.now());
  });

  it('a cash-on-delivery order not shipped: closed, nothing to refund, the cash payment cancelled', async () => {
    const o = await orderIn('to_ship', 5);
    expect((await cancel(o)).body.code).toBe(0);
    const p = await DB.ID.prepare('SELECT status, refund_id FROM payments WHERE order_id = ?').bind(o.id).first();
    expect(p).toEqual({ status: 'cancelled', refund_id: null });
  });

  it('racing a success callback: exactly one outcome per order, money and stock consistent', async () => {
    const outcomes = new Set<string>();
    for (const mode of ['pay then cancel', 'cancel then pay', 'together', 'together', 'together', 'together']) {
      const o = await placeOrder(6);
      const stockPlaced = await stockOf('ID', o.sku.sku_id);
      const started = await pay(o, { method: 'ewallet', channel: 'OVO' });
      const approve = () => decide(started.body.data.action_url!, 'approve');
      const cancelIt = () => cancel(o);
      if (mode === 'pay then cancel') await approve().then(cancelIt);
      else if (mode === 'cancel then pay') await cancelIt().then(approve);
      else await Promise.all([cancelIt(), approve()]);
      const final = await orderRow('ID', o.orderNo);
      const payment = await paymentRow(started.body.data.payment_no);
      const stock = await stockOf('ID', o.sku.sku_id);
      outcomes.add(final.status);
      if (final.status === 'to_ship') {
        expect(payment.status, mode).toBe('successful');
        expect(stock, mode).toBe(stockPlaced);
      } else {
        expect(final.status, mode).toBe('cancelled');
        // Cancelled before the money came (refunded late) or after (refunded by the cancel): refunded either way.
        expect(payment.status, mode).toBe('refunded');
        expect(payment.refund_id, mode).toBeTruthy();
        expect(stock, mode).toBe(stockPlaced + 1);
      }
      const successes = await DB.ID.prepare("SELECT count(*) AS n FROM payments WHERE order_id = ? AND status = 'successful'")
        .bind(o.id)
        .first<{ n: number }>();
      expect(successes!.n).toBe(final.status === 'to_ship' ? 1 : 0);
    }
    expect(outcomes.has('cancelled')).toBe(true);
  });
});

describe('the scheduled jobs', () => {
  it('close overdue unpaid orders and confirm orders delivered more than autoConfirmDays ago, once', async () => {
    const days = CHECKOUT_SETTINGS.ID.autoConfirmDays;
    const now = Date.now();
    const unpaid = await orderIn('unpaid', 7);
    const due = await orderIn('shipped', 7);
    const notDue = await orderIn('shipped', 7);
    await deliver(due, now - days * DAY_MS - 1);
    await deliver(notDue, now - days * DAY_MS + 60_000);
    await DB.ID.prepare('UPDATE orders SET pay_deadline = ? WHERE id = ?')
      .bind(now - 1, unpaid.id)
      .run();
    for (const run of [1, 2]) {
      await runScheduledJobs(env, now);
      expect((await orderRow('ID', unpaid.orderNo)).status, `run ${run}`).toBe('cancelled');
      expect((await orderRow('ID', due.orderNo)).status, `run ${run}`).toBe('completed');
      expect((await orderRow('ID', notDue.orderNo)).status, `run ${run}`).toBe('shipped');
      expect(await ledgerOf(due.id, 'earn'), `run ${run}`).toBe(1);
    }
  });
});

describe('another member', () => {
  it("cannot cancel or confirm the first member's orders (1103001), which stay as they were", async () => {
    const intruder = await newShopper('ID');
    for (const state of ['unpaid', 'to_ship', 'shipped'] as const) {
      const o = await orderIn(state, 8);
      const before = await orderRow('ID', o.orderNo);
      expect((await cancel(o, intruder)).body.code).toBe(ERR.ORDER_NOT_FOUND);
      expect((await confirmReceipt(o, intruder)).body.code).toBe(ERR.ORDER_NOT_FOUND);
      expect(await orderRow('ID', o.orderNo)).toEqual(before);
    }
  });
});
