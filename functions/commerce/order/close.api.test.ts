// The scheduled close of unpaid orders (spec §4): at the deadline an unpaid order is closed ('timeout') and gives its
// stock, vouchers and coins back exactly once, however often the job runs; a paid order is never touched.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { confirm, create, giveVoucher, holdings, orderRow, pastOrder, skusWhere, stockOf } from '../../../tests/api/checkout';
import { DB, newShopper } from '../../../tests/api/shopper';
import { runScheduledJobs } from '../jobs';

const inStock = (skip: number) => skusWhere('ID', 's.stock >= 60 AND s.price BETWEEN 20000 AND 120000', 1, skip).then(([s]) => s!);

/** A shopper's order with the voucher ID-PCT10 and coins; the SKU, the order's number and the shopper. */
async function orderWithVoucherAndCoins(skip: number, voucherValidUntil?: number) {
  const s = await newShopper('ID', { coins: 1_250 });
  await pastOrder(s);
  const sku = await inStock(skip);
  const coupon = await giveVoucher(s, 'ID-PCT10', voucherValidUntil);
  const q = Math.ceil(150_000 / sku.price);
  const sel = { items: [{ sku_no: sku.sku_no, quantity: q }], use_coins: true };
  const placed = await create(s, sel);
  expect(placed.body.code).toBe(0);
  expect(placed.body.data.amounts.coins_used).toBeGreaterThan(0);
  expect(placed.body.data.amounts.voucher_discount).toBeGreaterThan(0);
  return { s, sku, q, coupon, sel, orderNo: placed.body.data.order_no };
}

async function releases(orderId: number): Promise<number> {
  const row = await DB.ID.prepare("SELECT count(*) AS n FROM coin_ledger WHERE order_id = ? AND kind = 'release'")
    .bind(orderId)
    .first<{ n: number }>();
  return row!.n;
}

describe('closing unpaid orders at their deadline', () => {
  it('closes an overdue unpaid order once, giving back stock, voucher and coins exactly once; a paid one stays', async () => {
    const unpaid = await orderWithVoucherAndCoins(0);
    const paid = await orderWithVoucherAndCoins(1);
    await DB.ID.prepare("UPDATE orders SET status = 'to_ship', paid_at = ? WHERE order_no = ?").bind(Date.now(), paid.orderNo).run();
    const paidBefore = {
      order: await orderRow('ID', paid.orderNo),
      held: await holdings(paid.s),
      stock: await stockOf('ID', paid.sku.sku_id),
    };
    const order = await orderRow('ID', unpaid.orderNo);
    expect(await stockOf('ID', unpaid.sku.sku_id)).toBe(unpaid.sku.stock - unpaid.q);

    // Not yet due: nothing happens.
    await runScheduledJobs(env, order.pay_deadline - 1);
    expect((await orderRow('ID', unpaid.orderNo)).status).toBe('unpaid');

    for (const run of [1, 2]) {
      await runScheduledJobs(env, order.pay_deadline + run);
      expect(await orderRow('ID', unpaid.orderNo), `run ${run}`).toMatchObject({
        status: 'cancelled',
        close_reason: 'timeout',
        released_at: order.pay_deadline + 1,
      });
      expect(await stockOf('ID', unpaid.sku.sku_id), `run ${run}`).toBe(unpaid.sku.stock);
      expect(await holdings(unpaid.s), `run ${run}`).toMatchObject({ points: 1_250, ledger: 1_250, vouchers_locked: 0, vouchers_free: 1 });
      expect(await releases(order.id), `run ${run}`).toBe(1);
    }

    // The paid order is not closed: the same job books its shipment instead (shipment/shipments.ts).
    expect(await orderRow('ID', paid.orderNo)).toMatchObject({
      status: 'shipped',
      close_reason: null,
      released_at: null,
      total: paidBefore.order.total,
    });
    expect(await holdings(paid.s)).toEqual(paidBefore.held);
    expect(await stockOf('ID', paid.sku.sku_id)).toBe(paidBefore.stock);

    // The voucher and coins serve the next order.
    const again = (await confirm(unpaid.s, unpaid.sel)).body.data;
    expect(again.applied_coupon_nos).toEqual([unpaid.coupon]);
    expect(again.coins.balance).toBe(1_250);
  });

  it('gives back a voucher whose validity ended while the order held it, and it stays unusable', async () => {
    const placed = await orderWithVoucherAndCoins(2);
    const order = await orderRow('ID', placed.orderNo);
    await DB.ID.prepare('UPDATE member_vouchers SET valid_until = ? WHERE coupon_no = ?')
      .bind(Date.now() - 1, placed.coupon)
      .run();
    await runScheduledJobs(env, order.pay_deadline + 1);
    expect(await orderRow('ID', placed.orderNo)).toMatchObject({ status: 'cancelled', close_reason: 'timeout' });
    const voucher = await DB.ID.prepare('SELECT uses, order_id FROM member_vouchers WHERE coupon_no = ?').bind(placed.coupon).first();
    expect(voucher).toEqual({ uses: 0, order_id: null });
    const next = (await confirm(placed.s, placed.sel)).body.data;
    expect(next.vouchers.map((v) => v.coupon_no)).not.toContain(placed.coupon);
    expect(next.applied_coupon_nos).toEqual([]);
    expect(next.amounts.voucher_discount).toBe(0);
  });

  it('closes the other overdue orders when one of them cannot be closed', async () => {
    const stuck = await orderWithVoucherAndCoins(3);
    const other = await orderWithVoucherAndCoins(4);
    const deadline = Math.max((await orderRow('ID', stuck.orderNo)).pay_deadline, (await orderRow('ID', other.orderNo)).pay_deadline);
    await DB.ID.prepare(
      `CREATE TRIGGER stuck_close BEFORE UPDATE OF status ON orders WHEN OLD.order_no = '${stuck.orderNo}'
       BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
    ).run();
    try {
      await runScheduledJobs(env, deadline + 1);
    } finally {
      await DB.ID.prepare('DROP TRIGGER stuck_close').run();
    }
    expect((await orderRow('ID', stuck.orderNo)).status).toBe('unpaid');
    expect(await orderRow('ID', other.orderNo)).toMatchObject({ status: 'cancelled', close_reason: 'timeout' });
    await runScheduledJobs(env, deadline + 2);
    expect(await orderRow('ID', stuck.orderNo)).toMatchObject({ status: 'cancelled', close_reason: 'timeout' });
  });
});
