// After-sales money, photos and privacy through the commerce API on the seeded D1: refunds of orders with vouchers,
// coins and several items add up to at most what was paid; two applications at once make one; the gateway's refund
// callback replayed gives money and coins once; a gateway that is down is retried by the job; a failure injected into
// each batch keeps nothing; another member finds nothing of the first's.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { xenditStandIn } from '../../dev/xendit';
import {
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
import { create, giveVoucher, holdings, orderRow, pastOrder, skusWhere } from '../../../tests/api/checkout';
import { pngOf } from '../../../tests/api/images';
import { withFailing } from '../../../tests/api/inject-failure';
import { confirmReceipt, deliver, orderMessages, payOnline, placeOrder, ship, type TestOrder } from '../../../tests/api/orders';
import { DB, newShopper, send, type Shopper } from '../../../tests/api/shopper';
import { commerce } from '../app';
import { eraseDueDeletions } from '../deletion/erase';
import { runScheduledJobs } from '../jobs';
import { afterSalePage, afterSalePhotoUpload, refundRecords } from '../../../src/shared/contract/refs/aftersale';
import { paymentCallback } from '../../../src/shared/contract/refs/payment';
import type { Envelope } from '../../../src/shared/errors';
import { ERR } from '../../../src/shared/errors';
import { dbFor } from '../../platform/db';
import { standInCallbackToken } from '../../providers/payment-gateway/stand-in-keys';
import { retryAfterSaleRefunds } from './money';
import { sweepUnattachedPhotos } from './photos';
import { AFTER_SALE_SETTINGS } from '../../platform/settings';

const PNG = pngOf(8, 8);

async function upload(s: Shopper, bytes: Uint8Array, type = 'image/png') {
  const file = new File([bytes as Uint8Array<ArrayBuffer>], 'photo', { type });
  return (await send(afterSalePhotoUpload, { file }, { token: s.token })).body;
}

async function photo(s: Shopper, photoNo: string) {
  return commerce.request(`/aftersale/photo/${photoNo}`, { headers: { 'X-Locale': 'ID', Authorization: `Bearer ${s.token}` } }, env);
}

/** The shopper's order of `input`, paid online; its first SKU (two units of it) is the test order's line. */
async function paidOrder(
  s: Shopper,
  skus: Awaited<ReturnType<typeof skusWhere>>,
  input: Parameters<typeof create>[1],
  coupon: string | null,
): Promise<TestOrder> {
  const placed = await create(s, input);
  expect(placed.body.code).toBe(0);
  const orderNo = placed.body.data.order_no;
  const o: TestOrder = { s, sku: skus[0]!, q: 2, orderNo, id: (await orderRow('ID', orderNo)).id, coupon };
  await payOnline(o);
  return o;
}

/** A delivered order of three SKUs, several units each, with a 10 % voucher and coins, paid online. */
async function bigOrder(skip: number): Promise<{ o: TestOrder; skus: string[] }> {
  const s = await newShopper('ID', { coins: 5_000 });
  await pastOrder(s);
  const coupon = await giveVoucher(s, 'ID-PCT10');
  const skus = await skusWhere('ID', 's.stock >= 60 AND s.price BETWEEN 20000 AND 120000', 3, skip);
  const o = await paidOrder(
    s,
    skus,
    { items: skus.map((k, i) => ({ sku_no: k.sku_no, quantity: 2 + i })), use_coins: true, coupon_nos: [coupon] },
    coupon,
  );
  await ship(o);
  await deliver(o);
  return { o, skus: skus.map((k) => k.sku_no) };
}

/** Applies for `quantity` of the SKU and has it approved through to the refund. */
async function refunded(o: TestOrder, skuNo: string, quantity: number): Promise<string> {
  const no = await applied(o, { sku_no: skuNo, quantity, reason: 'quality_issue' });
  expect(await decideAs(no, { action: 'approve' })).toBe(0);
  expect((await afterSaleRow(no)).status).toBe(4);
  return no;
}

async function refundCallback(event: 'refund.succeeded' | 'refund.failed', r: Record<string, unknown>, gatewayId: string) {
  return send(
    paymentCallback,
    {
      event,
      data: {
        id: 'rfd-pending-1',
        payment_request_id: gatewayId,
        reference_id: r.refund_no,
        amount: r.amount,
        currency: 'IDR',
        status: 'SUCCEEDED',
      },
    },
    { headers: { 'x-callback-token': await standInCallbackToken(env) } },
  );
}

const gatewayIdOf = async (o: TestOrder) =>
  (await DB.ID.prepare("SELECT gateway_id FROM payments WHERE order_id = ? AND status = 'successful'")
    .bind(o.id)
    .first<{ gateway_id: string }>())!.gateway_id;

const refundCoins = async (o: TestOrder) =>
  (await DB.ID.prepare("SELECT count(*) AS n, coalesce(sum(delta), 0) AS coins FROM coin_ledger WHERE order_id = ? AND kind = 'refund'")
    .bind(o.id)
    .first<{ n: number; coins: number }>())!;

describe('after-sales money', () => {
  it('several items with a voucher and coins, refunded in parts: adds up to what the goods were paid and the coins spent, never more', async () => {
    const { o, skus } = await bigOrder(20);
    const order = await orderRow('ID', o.orderNo);
    expect(order.voucher_discount).toBeGreaterThan(0);
    expect(order.coins_used).toBeGreaterThan(0);
    // Lines of 2, 3 and 4 units, split over up to three applications each.
    for (const [i, split] of [[1, 1], [3], [1, 2, 1]].entries()) for (const q of split) await refunded(o, skus[i]!, q);
    const sums = (await DB.ID.prepare(
      "SELECT sum(amount) AS amount, sum(coins) AS coins FROM after_sale_refunds WHERE order_id = ? AND status = 'succeeded'",
    )
      .bind(o.id)
      .first<{ amount: number; coins: number }>())!;
    expect(sums.amount).toBe(order.subtotal - order.voucher_discount - order.coins_value);
    expect(sums.amount).toBeLessThanOrEqual(order.total);
    expect(sums.coins).toBe(order.coins_used);
    expect(await refundCoins(o)).toEqual({ n: 6, coins: order.coins_used });
    // Nothing kept, nothing earned: receipt confirmed later credits no coins.
    expect(order.coins_earned).toBeGreaterThan(0);
    expect((await orderRow('ID', o.orderNo)).coins_earned).toBe(0);
    // Every unit refunded: the valid voucher is back in the wallet; the delivered order keeps its status.
    expect(await holdings(o.s)).toMatchObject({ vouchers_locked: 0, vouchers_free: 1 });
    expect((await orderRow('ID', o.orderNo)).status).toBe('shipped');
    // The payment is refunded whole now (1104008), and the orders' refund retry does not send it again.
    const payment = await DB.ID.prepare('SELECT status, refund_id FROM payments WHERE order_id = ?')
      .bind(o.id)
      .first<{ status: string; refund_id: string }>();
    expect(payment).toMatchObject({ status: 'refunded', refund_id: expect.stringMatching(/^rfd-/) });
    const spy = vi.spyOn(xenditStandIn, 'request');
    await runScheduledJobs(env);
    expect(spy.mock.calls.filter(([path]) => String(path).includes('refund'))).toEqual([]);
    spy.mockRestore();
    expect((await orderMessages(o.s)).map((m) => m.event)).toEqual(['paid', 'shipped', 'delivered', 'refunded']);
    for (const sku of skus) expect((await preview(o, undefined, o.s, sku)).body.code).toBe(ERR.AFTER_SALE_EXISTS);
    const list = await send(refundRecords, {}, { token: o.s.token });
    expect(list.body.data.total).toBe(6);
  });

  it('a partial refund keeps the voucher with the order; the preview and the application agree on the money', async () => {
    const { o, skus } = await bigOrder(23);
    const p = (await preview(o, 1, o.s, skus[1])).body.data;
    expect(p).toMatchObject({ max_quantity: 3, quantity: 1, currency_code: 'IDR' });
    const no = await applied(o, { sku_no: skus[1], quantity: 1, expected_amount: p.refund_amount });
    expect((await detail(no, o.s)).body.data).toMatchObject({ refund_amount: p.refund_amount, refund_coins: p.refund_coins });
    expect(await decideAs(no, { action: 'approve' })).toBe(0);
    expect(await holdings(o.s)).toMatchObject({ vouchers_locked: 1 });
    expect(await DB.ID.prepare('SELECT status FROM payments WHERE order_id = ?').bind(o.id).first()).toEqual({ status: 'successful' });
    // The coins it earns shrink to what the goods still paid earn; once credited they stay.
    const order = await orderRow('ID', o.orderNo);
    const goodsPaid = order.subtotal - order.voucher_discount - order.coins_value;
    expect(order.coins_earned).toBe(Math.floor((goodsPaid - p.refund_amount) / 1_000));
    expect((await confirmReceipt(o)).body.code).toBe(0);
    const credited = (await holdings(o.s)).points;
    await refunded(o, skus[0]!, 1);
    expect((await orderRow('ID', o.orderNo)).coins_earned).toBe(order.coins_earned);
    expect((await holdings(o.s)).points).toBeGreaterThan(credited);
  });

  it('every unit of an order that never shipped: the application taking the last units gives the shipping fee back too', async () => {
    const s = await newShopper('ID');
    await pastOrder(s);
    const skus = await skusWhere('ID', 's.stock >= 60 AND s.price BETWEEN 20000 AND 120000', 2, 30);
    const o = await paidOrder(s, skus, { items: skus.map((k) => ({ sku_no: k.sku_no, quantity: 2 })) }, null);
    const order = await orderRow('ID', o.orderNo);
    const shipping = order.shipping_fee - order.shipping_discount;
    expect(shipping).toBeGreaterThan(0);
    const [first, last] = skus.map((k) => k.sku_no) as [string, string];
    // Units left elsewhere in the order: no shipping with these.
    expect((await preview(o, 2, s, first)).body.data.refund_shipping).toBe(0);
    await refunded(o, first, 1);
    expect((await preview(o, 1, s, first)).body.data.refund_shipping).toBe(0);
    await refunded(o, first, 1);
    // One unit of the last line stays unclaimed with a single unit asked for; asking for both is the end of the order.
    expect((await preview(o, 1, s, last)).body.data.refund_shipping).toBe(0);
    const whole = (await preview(o, 2, s, last)).body.data;
    expect(whole.refund_shipping).toBe(shipping);
    const no = await applied(o, { sku_no: last, quantity: 2, expected_amount: whole.refund_amount });
    expect(await decideAs(no, { action: 'approve' })).toBe(0);
    const sums = (await DB.ID.prepare("SELECT sum(amount) AS amount FROM after_sale_refunds WHERE order_id = ? AND status = 'succeeded'")
      .bind(o.id)
      .first<{ amount: number }>())!;
    expect(sums.amount).toBe(order.total);
  });

  it('a shipped order keeps its shipping fee when every unit is refunded', async () => {
    const { o, skus } = await bigOrder(33);
    for (const [i, q] of [2, 3, 4].entries()) expect((await preview(o, q, o.s, skus[i])).body.data.refund_shipping).toBe(0);
  });

  it('two applications for one line at once: one is made, the other is 1103017', async () => {
    const o = await placeOrder(26);
    await payOnline(o);
    const answers = await Promise.all([applyFor(o), applyFor(o), applyFor(o)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ERR.AFTER_SALE_IN_PROGRESS, ERR.AFTER_SALE_IN_PROGRESS]);
    const n = await DB.ID.prepare('SELECT count(*) AS n FROM after_sales WHERE order_id = ?').bind(o.id).first<{ n: number }>();
    expect(n!.n).toBe(1);
  });

  it('the gateway answers PENDING: its refund callback settles it, replayed it gives money and coins once; a failure callback then does nothing', async () => {
    const o = await placeOrder(27, true);
    await payOnline(o);
    const no = await applied(o, { quantity: 2 });
    const spy = vi.spyOn(xenditStandIn, 'request').mockResolvedValueOnce(Response.json({ id: 'rfd-pending-1', status: 'PENDING' }));
    expect(await decideAs(no, { action: 'approve' })).toBe(0);
    spy.mockRestore();
    const r = (await refundRowOf(no))!;
    expect(r).toMatchObject({ status: 'pending', gateway_refund_id: 'rfd-pending-1' });
    expect((await afterSaleRow(no)).status).toBe(3);
    const gatewayId = await gatewayIdOf(o);
    const points = (await holdings(o.s)).points;
    for (let i = 0; i < 3; i++) expect((await refundCallback('refund.succeeded', r, gatewayId)).status).toBe(200);
    expect((await refundCallback('refund.failed', r, gatewayId)).status).toBe(200);
    expect((await afterSaleRow(no)).status).toBe(4);
    expect(await refundRowOf(no)).toMatchObject({ status: 'succeeded' });
    expect(await refundCoins(o)).toEqual({ n: 1, coins: r.coins });
    expect((await holdings(o.s)).points).toBe(points + (r.coins as number));
    // A callback for another payment, or with another amount, settles nothing.
    const other = await placeOrder(28, true);
    await payOnline(other);
    const otherNo = await applied(other, { quantity: 1 });
    const again = vi.spyOn(xenditStandIn, 'request').mockResolvedValueOnce(Response.json({ id: 'rfd-pending-2', status: 'PENDING' }));
    expect(await decideAs(otherNo, { action: 'approve' })).toBe(0);
    again.mockRestore();
    const r2 = (await refundRowOf(otherNo))!;
    expect((await refundCallback('refund.succeeded', r2, gatewayId)).status).toBe(200);
    expect((await refundCallback('refund.succeeded', { ...r2, amount: (r2.amount as number) + 1 }, await gatewayIdOf(other))).status).toBe(
      200,
    );
    expect((await afterSaleRow(otherNo)).status).toBe(3);
    expect((await refundCallback('refund.failed', r2, await gatewayIdOf(other))).status).toBe(200);
    expect(await afterSaleRow(otherNo)).toMatchObject({ status: 5, end_reason: 'refund_failed' });
    expect(await refundCoins(other)).toEqual({ n: 0, coins: 0 });
  });

  it('the gateway down: the application waits in 3 and the scheduled job sends the same refund', async () => {
    const o = await placeOrder(29);
    await payOnline(o);
    await ship(o);
    await deliver(o);
    const no = await applied(o);
    const down = vi.spyOn(xenditStandIn, 'request').mockRejectedValueOnce(new Error('gateway down'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    expect(await decideAs(no, { action: 'approve' })).toBe(0);
    down.mockRestore();
    expect(await refundRowOf(no)).toMatchObject({ status: 'pending', gateway_refund_id: null });
    await runScheduledJobs(env);
    expect((await afterSaleRow(no)).status).toBe(4);
    expect((await refundRowOf(no))!.gateway_refund_id).toBeTruthy();
  });
});

describe('after-sales batches keep nothing when a statement fails', () => {
  it('applying with photos', async () => {
    const o = await placeOrder(30);
    await payOnline(o);
    const up = await upload(o.s, PNG);
    const failed = await withFailing(DB.ID, 'UPDATE ON after_sale_photos', () => applyFor(o, { photo_nos: [up.data.photo_no] }));
    expect(failed.body.code).toBe(ERR.SYSTEM_CALL_EXCEPTION);
    const n = await DB.ID.prepare('SELECT count(*) AS n FROM after_sales WHERE order_id = ?').bind(o.id).first<{ n: number }>();
    expect(n!.n).toBe(0);
    const no = await applied(o, { photo_nos: [up.data.photo_no] });
    expect((await detail(no, o.s)).body.data.photos).toEqual([up.data]);
  });

  it('approving into refund pending, a status change with its message, and the settlement', async () => {
    const o = await placeOrder(31, true);
    await payOnline(o);
    const no = await applied(o, { quantity: 1 });
    expect(await withFailing(DB.ID, 'INSERT ON after_sale_refunds', () => decideAs(no, { action: 'approve' }))).toBe(-1);
    expect(await afterSaleRow(no)).toMatchObject({ status: 1 });
    expect(await withFailing(DB.ID, 'INSERT ON messages', () => cancelAfterSale(no, o.s))).toMatchObject({
      body: { code: ERR.SYSTEM_CALL_EXCEPTION },
    });
    expect(await afterSaleRow(no)).toMatchObject({ status: 1 });
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    expect(await withFailing(DB.ID, 'INSERT ON coin_ledger', () => decideAs(no, { action: 'approve' }))).toBe(0);
    expect(await afterSaleRow(no)).toMatchObject({ status: 3 });
    expect(await refundRowOf(no)).toMatchObject({ status: 'pending', settled_by: null });
    expect(await refundCoins(o)).toEqual({ n: 0, coins: 0 });
    await retryAfterSaleRefunds(env, dbFor(env, 'ID'), Date.now());
    expect(await afterSaleRow(no)).toMatchObject({ status: 4 });
    expect((await refundCoins(o)).n).toBe(1);
  });

  it('sending the return', async () => {
    const o = await placeOrder(32);
    await payOnline(o);
    await ship(o);
    await deliver(o);
    const no = await applied(o, { type: 'return_and_refund' });
    expect(await decideAs(no, { action: 'approve' })).toBe(0);
    const failed = await withFailing(DB.ID, 'INSERT ON after_sale_events', () => sendReturn(no, o.s));
    expect(failed.body.code).toBe(ERR.SYSTEM_CALL_EXCEPTION);
    expect(await afterSaleRow(no)).toMatchObject({ status: 6, return_tracking_no: null });
  });
});

describe('after-sales photos and privacy', () => {
  it('photos: images only, size-capped, at most the limit per application, read by their owner only', async () => {
    const o = await placeOrder(33);
    await payOnline(o);
    expect((await upload(o.s, new TextEncoder().encode('<svg></svg>'), 'image/png')).code).toBe(ERR.AFTER_SALE_PHOTO_INVALID);
    const big = new Uint8Array(AFTER_SALE_SETTINGS.ID.photoMaxBytes + 1);
    big.set(PNG);
    expect((await upload(o.s, big)).code).toBe(ERR.AFTER_SALE_PHOTO_INVALID);
    const up = await upload(o.s, PNG);
    expect(up.code).toBe(0);
    const mine = await photo(o.s, up.data.photo_no);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Content-Type')).toBe('image/png');
    const other = await newShopper('ID');
    const theirs = await photo(other, up.data.photo_no);
    expect(((await theirs.json()) as Envelope<null>).code).toBe(ERR.AFTER_SALE_NOT_FOUND);
    // Another member's photo, or more than the limit, is not attached.
    const otherPhoto = await upload(other, PNG);
    expect((await applyFor(o, { photo_nos: [otherPhoto.data.photo_no] })).body.code).toBe(ERR.ORDER_INVALID_PARAMETERS);
    const many = await Promise.all(Array.from({ length: AFTER_SALE_SETTINGS.ID.photoLimit + 1 }, () => upload(o.s, PNG)));
    expect((await applyFor(o, { photo_nos: many.map((m) => m.data.photo_no) })).body.code).toBe(ERR.ORDER_INVALID_PARAMETERS);
    // Photos no application took are swept by the scheduled job after a day; an attached one stays.
    const no = await applied(o, { photo_nos: [up.data.photo_no] });
    await sweepUnattachedPhotos(dbFor(env, 'ID'), env.AVATARS, Date.now() + 25 * 3600 * 1000);
    expect(await env.AVATARS.get(`after-sale/${many[0]!.data.photo_no}`)).toBeNull();
    const left = await DB.ID.prepare('SELECT photo_no FROM after_sale_photos WHERE member_id = ?')
      .bind(o.s.memberId)
      .all<{ photo_no: string }>();
    expect(left.results).toEqual([{ photo_no: up.data.photo_no }]);
    expect((await detail(no, o.s)).body.data.photos).toEqual([up.data]);
    expect((await photo(o.s, up.data.photo_no)).status).toBe(200);
  });

  it("account erasure keeps the application for the accounts but removes the shopper's words, return parcel and photos", async () => {
    const o = await placeOrder(35);
    await payOnline(o);
    await ship(o);
    await deliver(o);
    const up = await upload(o.s, PNG);
    const no = await applied(o, { type: 'return_and_refund', photo_nos: [up.data.photo_no], description: 'Dented can' });
    expect(await decideAs(no, { action: 'approve' })).toBe(0);
    expect((await sendReturn(no, o.s)).body.code).toBe(0);
    expect(await decideAs(no, { action: 'inspection', ok: true, note: null })).toBe(0);
    const now = Date.now();
    await DB.ID.prepare('INSERT INTO member_deletions (member_id, reason, requested_at, erase_after) VALUES (?, 4, ?, ?)')
      .bind(o.s.memberId, now - 10, now - 1)
      .run();
    await eraseDueDeletions(dbFor(env, 'ID'), env.AVATARS, now);
    expect(await afterSaleRow(no)).toMatchObject({ status: 4, description: '', return_company: null, return_tracking_no: null });
    const photos = await DB.ID.prepare('SELECT count(*) AS n FROM after_sale_photos WHERE member_id = ?')
      .bind(o.s.memberId)
      .first<{ n: number }>();
    expect(photos!.n).toBe(0);
    expect(await env.AVATARS.get(`after-sale/${up.data.photo_no}`)).toBeNull();
  });

  it("a second member gets not found for the first's applications, photos, orders and refunds", async () => {
    const o = await placeOrder(34);
    await payOnline(o);
    const up = await upload(o.s, PNG);
    const no = await applied(o, { photo_nos: [up.data.photo_no] });
    const other = await newShopper('ID');
    expect((await detail(no, other)).body.code).toBe(ERR.AFTER_SALE_NOT_FOUND);
    expect((await cancelAfterSale(no, other)).body.code).toBe(ERR.AFTER_SALE_NOT_FOUND);
    expect((await sendReturn(no, other)).body.code).toBe(ERR.AFTER_SALE_NOT_FOUND);
    expect((await preview(o, undefined, other)).body.code).toBe(ERR.ORDER_NOT_FOUND);
    expect((await applyFor(o, {}, other)).body.code).toBe(ERR.ORDER_NOT_FOUND);
    expect(((await (await photo(other, up.data.photo_no)).json()) as Envelope<null>).code).toBe(ERR.AFTER_SALE_NOT_FOUND);
    const page = await send(afterSalePage, {}, { token: other.token });
    expect(page.body.data.total).toBe(0);
    const refunds = await send(refundRecords, {}, { token: other.token });
    expect(refunds.body.data.total).toBe(0);
    expect((await afterSaleRow(no)).status).toBe(1);
    // The owner's list shows it, with its tab.
    const mine = await send(afterSalePage, { tab: 'open' }, { token: o.s.token });
    expect(mine.body.data.list.map((a) => a.after_sale_no)).toEqual([no]);
    expect((await send(afterSalePage, { tab: 'ended' }, { token: o.s.token })).body.data.total).toBe(0);
    expect((await send(afterSalePage, {})).status).toBe(401);
  });
});
