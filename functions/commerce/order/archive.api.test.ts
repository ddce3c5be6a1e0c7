// The order archive (functions/commerce/order/archive.ts, archived.ts) on the seeded D1 and the ARCHIVE bucket of
// wrangler.toml: completed and closed orders past their age move to R2 and out of D1, the member's list and detail go
// on showing them, and what must stay in D1 (coins, after-sales, accounts being deleted) stays.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ORDER_TAB, type OrderTab } from '../../../src/shared/contract/constants';
import type { OrderListItem } from '../../../src/shared/contract/order';
import { orderStatusSummary, orderTradeDetail, orderTradePage } from '../../../src/shared/contract/refs/order';
import { couponClaim } from '../../../src/shared/contract/refs/promotion';
import { ERR } from '../../../src/shared/errors';
import { applied, preview } from '../../../tests/api/aftersales';
import { confirm } from '../../../tests/api/checkout';
import { withFailing } from '../../../tests/api/inject-failure';
import { cancel, confirmReceipt, deliver, payCod, payOnline, placeOrder, ship, type TestOrder } from '../../../tests/api/orders';
import { DB, newShopper, send, type Shopper } from '../../../tests/api/shopper';
import { dbFor } from '../../platform/db';
import { eraseDueDeletions } from '../deletion/erase';
import { ARCHIVE_AFTER_DAYS, archiveOldOrders, scan } from './archive';
import { type ArchivedEntry, archivedEntries, readArchived } from './archived';

const DAY_MS = 24 * 3600 * 1000;
/** Days ago that put an order past its age. */
const OLD = ARCHIVE_AFTER_DAYS + 20;
const db = dbFor(env, 'ID');

const run = (bucket: R2Bucket = env.ARCHIVE) => archiveOldOrders(db, bucket, 'ID', Date.now());

async function completed(skip: number, s: Shopper): Promise<TestOrder> {
  const o = await placeOrder(skip, false, s);
  await payCod(o);
  await ship(o);
  await deliver(o);
  expect((await confirmReceipt(o)).body.code).toBe(0);
  return o;
}

async function closed(skip: number, s: Shopper): Promise<TestOrder> {
  const o = await placeOrder(skip, false, s);
  expect((await cancel(o)).body.code).toBe(0);
  return o;
}

/** The order as if placed, and completed or closed, `days` days ago. */
async function backdate(o: TestOrder, days: number): Promise<void> {
  await DB.ID.prepare(
    'UPDATE orders SET created_at = ?1, completed_at = iif(completed_at IS NULL, NULL, ?1), closed_at = iif(closed_at IS NULL, NULL, ?1) WHERE id = ?2',
  )
    .bind(Date.now() - days * DAY_MS, o.id)
    .run();
}

async function inD1(o: TestOrder): Promise<boolean> {
  return (await DB.ID.prepare('SELECT count(*) AS n FROM orders WHERE id = ?').bind(o.id).first<{ n: number }>())?.n === 1;
}

async function archivedOf(s: Shopper): Promise<ArchivedEntry[]> {
  const entries: ArchivedEntry[] = [];
  for await (const entry of archivedEntries({ bucket: env.ARCHIVE, country: 'ID' }, s.memberId)) entries.push(entry);
  return entries;
}

const countsOf = (s: Shopper) =>
  DB.ID.prepare('SELECT completed, closed, purchases, erased_at FROM order_archive_members WHERE member_id = ?').bind(s.memberId).first();

const page = (s: Shopper, body: { tab?: OrderTab; page_num?: number; page_size?: number }) =>
  send(orderTradePage, body, { token: s.token });
const detail = (s: Shopper, orderNo: string) => send(orderTradeDetail, { order_no: orderNo }, { token: s.token });
const nos = (list: OrderListItem[]) => list.map((i) => i.order_no);

describe('the archive job', () => {
  it('moves old completed and closed orders to R2 and out of D1 with their rows, keeps recent and open ones, and a rerun changes nothing', async () => {
    const s = await newShopper('ID');
    const done = await completed(40, s);
    await backdate(done, OLD + 2);
    const gone = await closed(41, s);
    await backdate(gone, OLD + 1);
    const recent = await completed(42, s);
    await backdate(recent, 10);
    const open = await placeOrder(43, false, s);
    const timeline = (await detail(s, done.orderNo)).body.data.timeline.map((e) => e.event);

    await run();
    expect([await inD1(done), await inD1(gone), await inD1(recent), await inD1(open)]).toEqual([false, false, true, true]);
    const rows = await DB.ID.prepare(
      `SELECT (SELECT count(*) FROM order_lines WHERE order_id IN (?1, ?2)) AS lines,
         (SELECT count(*) FROM order_events WHERE order_id IN (?1, ?2)) AS events,
         (SELECT count(*) FROM payments WHERE order_id IN (?1, ?2)) AS payments`,
    )
      .bind(done.id, gone.id)
      .first();
    expect(rows).toEqual({ lines: 0, events: 0, payments: 0 });

    const entries = await archivedOf(s);
    expect(entries.map((e) => [e.orderNo, e.status])).toEqual([
      [gone.orderNo, 'cancelled'],
      [done.orderNo, 'completed'],
    ]);
    const doc = await readArchived(env.ARCHIVE, entries[1]!.key);
    expect(doc).toMatchObject({
      order: { orderNo: done.orderNo, status: 'completed', paymentMethod: 'cod', trackingNo: `TRK${done.id}` },
      lines: [expect.objectContaining({ skuNo: done.sku.sku_no, quantity: 1 })],
      payments: [expect.objectContaining({ method: 'cod', status: 'successful' })],
    });
    expect(doc!.events.map((e) => e.kind)).toEqual(timeline);
    expect(await countsOf(s)).toEqual({ completed: 1, closed: 1, purchases: 1, erased_at: null });

    await run();
    expect(await archivedOf(s)).toEqual(entries);
    expect(await countsOf(s)).toEqual({ completed: 1, closed: 1, purchases: 1, erased_at: null });
  });

  it('keeps an order with after-sales and one whose voucher campaign still takes claims, goes on past them, and keeps the coin rows of what it archives', async () => {
    const withVoucher = await placeOrder(44, true);
    const s = withVoucher.s;
    await payOnline(withVoucher);
    await ship(withVoucher);
    await deliver(withVoucher);
    expect((await confirmReceipt(withVoucher)).body.code).toBe(0);
    await backdate(withVoucher, OLD + 2);
    const withAfterSale = await completed(45, s);
    await applied(withAfterSale);
    await backdate(withAfterSale, OLD + 1);
    const later = await closed(46, s);
    await backdate(later, OLD);
    const ledger = () =>
      DB.ID.prepare('SELECT id, kind, delta, order_id FROM coin_ledger WHERE member_id = ? AND kind IN (?, ?) ORDER BY id')
        .bind(s.memberId, 'spend', 'earn')
        .all();
    const coinsBefore = (await ledger()).results;
    expect(coinsBefore.map((r) => r.order_id)).toEqual([withVoucher.id, withVoucher.id, withAfterSale.id]);
    const points = () => DB.ID.prepare('SELECT points FROM members WHERE id = ?').bind(s.memberId).first('points');
    const pointsBefore = await points();

    await run();
    expect([await inD1(withVoucher), await inD1(withAfterSale), await inD1(later)]).toEqual([true, true, false]);

    const campaign = DB.ID.prepare("UPDATE vouchers SET claim_end_at = ? WHERE voucher_no = 'ID-PCT10'");
    const claimEnd = await DB.ID.prepare("SELECT claim_end_at FROM vouchers WHERE voucher_no = 'ID-PCT10'").first<number>('claim_end_at');
    await campaign.bind(Date.now() - 1000).run();
    try {
      await run();
    } finally {
      await campaign.bind(claimEnd).run();
    }
    expect([await inD1(withVoucher), await inD1(withAfterSale)]).toEqual([false, true]);
    expect((await ledger()).results).toEqual(coinsBefore.map((r) => (r.order_id === withVoucher.id ? { ...r, order_id: null } : r)));
    expect(await points()).toBe(pointsBefore);
    const used = await DB.ID.prepare('SELECT count(*) AS n FROM member_vouchers WHERE coupon_no = ?').bind(withVoucher.coupon).first('n');
    expect(used).toBe(0);
    const shown = await detail(s, withVoucher.orderNo);
    expect(shown.body.data).toMatchObject({ order_no: withVoucher.orderNo, coupon_nos: [withVoucher.coupon], payment_method: 'ewallet' });
  });

  it('leaves the order in D1 and no document when the delete fails, and archives it once after a crash between the two', async () => {
    const s = await newShopper('ID');
    const o = await completed(47, s);
    await backdate(o, OLD);

    await withFailing(DB.ID, 'DELETE ON orders', () => run());
    expect(await inD1(o)).toBe(true);
    expect(await archivedOf(s)).toEqual([]);

    // The document written, D1 not changed, and the run stopped before anything else (its clean-up fails too).
    const crashing = new Proxy(env.ARCHIVE, {
      get(bucket, name) {
        if (name === 'delete') return () => Promise.reject(new Error('crash'));
        const value: unknown = Reflect.get(bucket, name);
        return typeof value === 'function' ? value.bind(bucket) : value;
      },
    });
    await expect(withFailing(DB.ID, 'DELETE ON orders', () => run(crashing))).rejects.toThrow('crash');
    expect(await inD1(o)).toBe(true);
    expect(await archivedOf(s)).toHaveLength(1);

    await run();
    expect(await inD1(o)).toBe(false);
    expect((await archivedOf(s)).map((e) => e.orderNo)).toEqual([o.orderNo]);
    expect((await page(s, {})).body.data).toMatchObject({ total: 1, list: [{ order_no: o.orderNo }] });
    expect(await countsOf(s)).toMatchObject({ completed: 1, closed: 0 });
  });

  it('finds the orders whose time has come through the index orders_final_at, in its order', async () => {
    const q = scan(db, { finalAt: 1, orderId: 1 }, Date.now()).toSQL();
    const { results } = await DB.ID.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
      .bind(...q.params)
      .all<{ detail: string }>();
    expect(results[0]?.detail).toMatch(/^SEARCH orders USING INDEX orders_final_at /);
    expect(results.map((r) => r.detail).join('\n')).not.toMatch(/TEMP B-TREE/);
  });
});

describe('archived orders in the list and the detail', () => {
  it('come after the D1 ones, newest first, across pages and in their tabs, as they were but for their actions', async () => {
    const s = await newShopper('ID');
    const old1 = await completed(48, s);
    await backdate(old1, OLD + 30);
    const old2 = await closed(49, s);
    await backdate(old2, OLD + 20);
    const old3 = await completed(50, s);
    await backdate(old3, OLD + 10);
    const recent = await completed(51, s);
    await backdate(recent, 5);
    const open = await placeOrder(52, false, s);
    const listed = (await page(s, {})).body.data.list;
    const shown = (await detail(s, old3.orderNo)).body.data;

    await run();
    const archived = new Set([old1, old2, old3].map((o) => o.orderNo));
    const seen: OrderListItem[] = [];
    for (const page_num of [1, 2, 3]) {
      const res = await page(s, { page_num, page_size: 2 });
      expect(res.body.data.total).toBe(5);
      seen.push(...res.body.data.list);
    }
    expect(nos(seen)).toEqual(nos(listed));
    expect(seen).toEqual(listed.map((i) => (archived.has(i.order_no) ? { ...i, actions: ['buy_again'] } : i)));
    expect((await page(s, { page_num: 4, page_size: 2 })).body.data.list).toEqual([]);
    expect(nos((await page(s, { page_size: 3 })).body.data.list)).toEqual([open, recent, old3].map((o) => o.orderNo));

    const tabs: [OrderTab, TestOrder[]][] = [
      [ORDER_TAB.complete, [recent, old3, old1]],
      [ORDER_TAB.closed, [old2]],
      [ORDER_TAB.toPay, [open]],
      [ORDER_TAB.toShip, []],
    ];
    for (const [tab, orders] of tabs) {
      const res = await page(s, { tab });
      expect(res.body.data.total, tab).toBe(orders.length);
      expect(nos(res.body.data.list), tab).toEqual(orders.map((o) => o.orderNo));
    }
    expect(nos((await page(s, { tab: ORDER_TAB.complete, page_num: 2, page_size: 2 })).body.data.list)).toEqual([old1.orderNo]);

    expect((await detail(s, old3.orderNo)).body.data).toEqual({ ...shown, actions: ['buy_again'] });
    expect((await send(orderStatusSummary, {}, { token: s.token })).body.data).toMatchObject({ unpaid: 1, completed: 3 });
  });

  it('are not found by another member, and after-sales on one answers 1103001', async () => {
    const s = await newShopper('ID');
    const o = await completed(53, s);
    await backdate(o, OLD);
    await run();
    expect(await inD1(o)).toBe(false);

    const intruder = await newShopper('ID');
    expect((await detail(intruder, o.orderNo)).body.code).toBe(ERR.ORDER_NOT_FOUND);
    expect((await page(intruder, {})).body.data).toEqual({ total: 0, list: [] });
    expect((await detail(s, 'SO000000000000000')).body.code).toBe(ERR.ORDER_NOT_FOUND);
    expect((await preview(o)).body.code).toBe(ERR.ORDER_NOT_FOUND);
  });
});

describe('a member whose orders are archived', () => {
  it('is no new customer: no first-order free shipping, no new-user voucher', async () => {
    const s = await newShopper('ID');
    const o = await completed(54, s);
    await backdate(o, OLD);
    const newcomer = await newShopper('ID');
    const selection = { items: [{ sku_no: o.sku.sku_no, quantity: 1 }] };
    expect((await confirm(newcomer, selection)).body.data.delivery.first_order_free).toBe(true);

    await run();
    expect(await inD1(o)).toBe(false);
    expect((await confirm(s, selection)).body.data.delivery.first_order_free).toBe(false);

    const voucherNo = `V-ARCH-${crypto.randomUUID().slice(0, 8)}`;
    const now = Date.now();
    await DB.ID.prepare(
      `INSERT INTO vouchers (voucher_no, kind, amount_off, min_spend, new_user_only, claim_start_at, claim_end_at, valid_days,
         total_quantity, per_member_limit, created_at)
       VALUES (?, 'discount', 20000, 100000, 1, ?, ?, 7, 100, 1, ?)`,
    )
      .bind(voucherNo, now - 1000, now + DAY_MS, now)
      .run();
    await DB.ID.prepare(
      "INSERT INTO voucher_texts (voucher_id, lang, title) VALUES ((SELECT id FROM vouchers WHERE voucher_no = ?), 'en', 'New')",
    )
      .bind(voucherNo)
      .run();
    const claim = (by: Shopper) => send(couponClaim, { voucher_no: voucherNo }, { token: by.token });
    expect((await claim(s)).body.code).toBe(ERR.VOUCHER_NEW_USERS_ONLY);
    expect((await claim(newcomer)).body.code).toBe(0);
  });

  it('who deletes the account: nothing more is archived while the request stands, and after the erasure the archive holds no address or note either', async () => {
    const s = await newShopper('ID');
    const before = await completed(55, s);
    await backdate(before, OLD + 1);
    await run();
    const [first] = await archivedOf(s);
    expect(JSON.parse((await readArchived(env.ARCHIVE, first!.key))!.order.address)).toMatchObject({ first_name: 'Test' });

    const during = await completed(56, s);
    await backdate(during, OLD);
    const now = Date.now();
    await DB.ID.prepare('INSERT INTO member_deletions (member_id, reason, requested_at, erase_after) VALUES (?, 1, ?, ?)')
      .bind(s.memberId, now - 2 * DAY_MS, now + DAY_MS)
      .run();
    await run();
    expect(await inD1(during)).toBe(true);

    await DB.ID.prepare('UPDATE member_deletions SET erase_after = ? WHERE member_id = ?')
      .bind(now - 1000, s.memberId)
      .run();
    await eraseDueDeletions(db, env.AVATARS, Date.now());
    await run();
    expect(await inD1(during)).toBe(false);
    const entries = await archivedOf(s);
    expect(entries.map((e) => e.orderNo)).toEqual([during.orderNo, before.orderNo]);
    for (const entry of entries) {
      expect((await readArchived(env.ARCHIVE, entry.key))!.order, entry.orderNo).toMatchObject({
        address: '{}',
        note: '',
        cancelNote: null,
      });
    }
    expect(entries.find((e) => e.orderNo === before.orderNo)!.erased).toBe(true);
    expect(await countsOf(s)).toMatchObject({ completed: 2, erased_at: expect.any(Number) });
  });
});
