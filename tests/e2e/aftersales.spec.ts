// After-sales pages (issue 16): a new member's order paid by OVO through the stand-in, applied for on /applyRefund by
// keyboard, decided in the reviewer's control (/dev/aftersale, JSON), followed on /afterSaleOrderDetail/{id}, listed on
// /afterSaleOrder and /refunds. Refund only before shipment (Indonesian; the coins paid come back), return and refund
// once delivered with the return's tracking number (Chinese), and a rejected application applied for again (English).
// Orders are placed, paid and delivered through the API with the signed-in page's cookies, as tracking.spec does.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { addressAdd } from '../../src/shared/contract/refs/address';
import { afterSaleDetail } from '../../src/shared/contract/refs/aftersale';
import { minSkuDetail, productList } from '../../src/shared/contract/refs/catalog';
import { BUY_TYPE } from '../../src/shared/contract/constants';
import { memberInfo } from '../../src/shared/contract/refs/member';
import { orderConfirm, orderCreate, orderTradeDetail } from '../../src/shared/contract/refs/order';
import { payOrder } from '../../src/shared/contract/refs/payment';
import { couponWallet } from '../../src/shared/contract/refs/promotion';
import { shipmentTracking } from '../../src/shared/contract/refs/shipment';
import { ADDRESSES } from './addresses';
import { apiOf } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { signInAsNewMember } from './identity';

type Lang = 'en' | 'id' | 'zh-CN';
const PREFIX: Record<Lang, string> = { en: '', id: '/id', 'zh-CN': '/zh' };
const TEXTS = Object.fromEntries(
  (['en', 'id', 'zh-CN'] as const).map((l) => [l, JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as Record<string, string>]),
) as Record<Lang, Record<string, string>>;
const text = (lang: Lang, key: string) => {
  const value = TEXTS[lang][key];
  if (value === undefined) throw new Error(`no text ${key}`);
  return value;
};

async function shopper(page: Page): Promise<void> {
  await signInAsNewMember(page);
  const added = await apiOf(page.request).envelope(addressAdd, ADDRESSES.ID);
  expect(added.body.code).toBe(0);
}

/**
 * Two units of a SKU in stock, ordered (with the member's coins when `coins`, and only where the welcome vouchers apply
 * when `withVoucher`) and paid by OVO on the stand-in's page.
 */
async function paidOrder(
  page: Page,
  coins: boolean,
  withVoucher = false,
): Promise<{ orderNo: string; skuNo: string; couponNos: string[] }> {
  const api = apiOf(page.request);
  const list = await api.request(productList, { page_num: 1 + (Date.now() % 4), page_size: 50 });
  for (const product of list.list.filter((p) => p.flag_sold_out === 0)) {
    const detail = await api.request(minSkuDetail, { product_no: product.product_no });
    const sku = detail.skus.find((s) => s.stock >= 5);
    if (!sku) continue;
    const selection = { items: [{ sku_no: sku.sku_no, quantity: 2 }], buy_type: BUY_TYPE.buyNow, use_coins: coins };
    const confirm = await api.request(orderConfirm, selection);
    if (withVoucher && confirm.applied_coupon_nos.length === 0) continue;
    const created = await api.request(orderCreate, {
      ...selection,
      expected_total: confirm.amounts.total,
      idempotency_key: `e2e-${crypto.randomUUID()}`,
    });
    const paid = await api.request(payOrder, { order_no: created.order_no, method: 'ewallet', channel: 'OVO' });
    if (paid.action_url) {
      await page.goto(paid.action_url);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(/\/paymentSuccess\?/);
    }
    return { orderNo: created.order_no, skuNo: sku.sku_no, couponNos: confirm.applied_coupon_nos };
  }
  throw new Error('no SKU in stock on the product page');
}

async function delivered(page: Page, orderNo: string): Promise<void> {
  expect((await page.request.post('/dev/jobs', { data: { country: 'ID' } })).status()).toBe(200);
  const tracking = await apiOf(page.request).request(shipmentTracking, { order_no: orderNo });
  const moved = await page.request.post('/dev/logistics/control', { data: { tracking_no: tracking.tracking_no, to: 'delivered' } });
  expect(moved.status()).toBe(200);
}

async function decide(page: Page, afterSaleNo: string, action: string, note?: string): Promise<void> {
  const res = await page.request.post('/dev/aftersale', { data: { country: 'ID', after_sale_no: afterSaleNo, action, note } });
  expect(res.status(), await res.text()).toBe(200);
}

const points = async (page: Page) => (await apiOf(page.request).request(memberInfo, {})).points;

/** Opens the form for a line and fills it by keyboard: the type, the reason (the select by arrow keys), one unit less. */
async function applyByKeyboard(
  page: Page,
  lang: Lang,
  orderNo: string,
  skuNo: string,
  type: 'refund_only' | 'return_and_refund',
  fromOrder = false,
) {
  if (fromOrder) {
    // The order detail's line links to the form where the order's actions include after_sale.
    await page.goto(`${PREFIX[lang]}/orderDetail/${orderNo}`);
    await page.getByRole('link', { name: text(lang, 'asp.entry.action') }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${PREFIX[lang]}/applyRefund` && url.searchParams.get('sku_no') === skuNo);
  } else await page.goto(`${PREFIX[lang]}/applyRefund?order_no=${orderNo}&sku_no=${skuNo}`);
  await islandsHydrated(page);
  const typeRadio = page.getByRole('radio', { name: text(lang, `aftersale.type.${type}`) });
  await typeRadio.focus();
  await page.keyboard.press('Space');
  await expect(typeRadio).toBeChecked();
  const reason = page.getByLabel(text(lang, 'asp.apply.reason'));
  await reason.focus();
  await reason.selectOption('quality_issue');
  const amount = page.getByTestId('as-refund-amount');
  const before = await amount.textContent();
  await page.getByRole('button', { name: text(lang, 'asp.apply.less') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(text(lang, 'asp.apply.quantity'))).toHaveValue('1');
  await expect(amount).not.toHaveText(before ?? '');
  await page.getByLabel(text(lang, 'asp.apply.description')).fill('Rusak di bagian tutup');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: text(lang, 'asp.apply.submit') }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${PREFIX[lang]}/afterSaleOrderDetail/AS`));
  return page.url().split('/').pop() ?? '';
}

const status = (page: Page) => page.getByTestId('as-status');

// Ordering, paying by the stand-in's page and the axe checks take longer than the default 30 s.
test.setTimeout(120_000);

test('refund only before shipment, in Indonesian: applied by keyboard, approved, refunded with the coins back', async ({ page }) => {
  await shopper(page);
  const coinsBefore = await points(page);
  const { orderNo, skuNo } = await paidOrder(page, true);
  const coinsAfterPaying = await points(page);
  expect(coinsAfterPaying).toBeLessThan(coinsBefore);

  const no = await applyByKeyboard(page, 'id', orderNo, skuNo, 'refund_only');
  await expect(status(page)).toHaveText(text('id', 'aftersale.status.1'));
  await expectNoSeriousA11yViolations(page);
  const coins = Number(await page.getByTestId('as-refund-coins').textContent());
  expect(coins).toBeGreaterThan(0);

  await decide(page, no, 'approve');
  // The other tests run the scheduled jobs, which may have booked this order's shipment meanwhile: then the courier
  // is asked to stop the parcel first (status 2), and the stand-in reviewer confirms it did.
  if ((await apiOf(page.request).request(afterSaleDetail, { after_sale_no: no })).status === 2) await decide(page, no, 'intercepted');
  await page.reload();
  await expect(status(page)).toHaveText(text('id', 'aftersale.status.4'));
  await expect(page.getByText(text('id', 'aftersale.refundMethod.original'))).toBeVisible();
  expect(await points(page)).toBe(coinsAfterPaying + coins);

  await page.goto('/id/afterSaleOrder');
  await expect(page.locator('.as-item')).toHaveCount(1);
  await expect(page.locator('.as-item')).toContainText(text('id', 'aftersale.status.4'));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: text('id', 'asp.list.refunds') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/id/refunds');
  await expect(page.locator('.as-refund')).toHaveCount(1);
  await expect(page.locator('.as-refund')).toContainText(text('id', 'aftersale.refundStatus.succeeded'));
  await expectNoSeriousA11yViolations(page);
});

test('refund only of a whole shipped order: the parcel intercepted, the money, coins and still-valid vouchers back, the order closed', async ({
  page,
}) => {
  await shopper(page);
  const coinsBefore = await points(page);
  const { orderNo, skuNo, couponNos } = await paidOrder(page, true, true);
  expect(couponNos.length).toBeGreaterThan(0);
  // Shipped: the scheduled job books the parcel, so the courier has it when the shopper asks for the money back.
  expect((await page.request.post('/dev/jobs', { data: { country: 'ID' } })).status()).toBe(200);
  expect((await apiOf(page.request).request(orderTradeDetail, { order_no: orderNo })).status).toBe('shipped');

  await page.goto(`/applyRefund?order_no=${orderNo}&sku_no=${skuNo}`);
  await islandsHydrated(page);
  await page.getByRole('radio', { name: text('en', 'aftersale.type.refund_only') }).check();
  await page.getByLabel(text('en', 'asp.apply.reason')).selectOption('shipping_delay');
  await expect(page.getByLabel(text('en', 'asp.apply.quantity'))).toHaveValue('2');
  await page.getByRole('button', { name: text('en', 'asp.apply.submit') }).click();
  await expect(page).toHaveURL(/\/afterSaleOrderDetail\/AS/);
  const no = page.url().split('/').pop() ?? '';

  await decide(page, no, 'approve');
  await page.reload();
  await expect(status(page)).toHaveText(text('en', 'aftersale.status.2'));
  await decide(page, no, 'intercepted');
  await page.reload();
  await expect(status(page)).toHaveText(text('en', 'aftersale.status.4'));

  expect(await points(page)).toBe(coinsBefore);
  const unused = await apiOf(page.request).request(couponWallet, { tab: 'unused', page_num: 1, page_size: 20 });
  expect(unused.list.map((v) => v.coupon_no)).toEqual(expect.arrayContaining(couponNos));
  expect((await apiOf(page.request).request(orderTradeDetail, { order_no: orderNo })).status).toBe('cancelled');
});

test('return and refund once delivered, in Chinese: the return tracking number validated and sent, inspected, refunded', async ({
  page,
}) => {
  await shopper(page);
  const { orderNo, skuNo } = await paidOrder(page, false);
  await delivered(page, orderNo);
  const no = await applyByKeyboard(page, 'zh-CN', orderNo, skuNo, 'return_and_refund', true);
  await decide(page, no, 'approve');
  await page.reload();
  await islandsHydrated(page);
  await expect(status(page)).toHaveText(text('zh-CN', 'aftersale.status.6'));
  const submit = page.getByRole('button', { name: text('zh-CN', 'asp.detail.returnSubmit') });
  await submit.click();
  await expect(page.getByText(text('zh-CN', 'asp.detail.companyRequired'))).toBeVisible();
  await page.getByLabel(text('zh-CN', 'asp.field.logisticsCompany')).fill('J&T Express');
  await page.getByLabel(text('zh-CN', 'asp.field.trackingNo')).fill('x');
  await submit.click();
  await expect(page.getByLabel(text('zh-CN', 'asp.field.trackingNo'))).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(text('zh-CN', 'asp.field.trackingNo')).fill('JNT12345678');
  await expectNoSeriousA11yViolations(page);
  await submit.click();
  await expect(status(page)).toHaveText(text('zh-CN', 'aftersale.status.7'));
  await expect(page.getByText('JNT12345678')).toBeVisible();
  await decide(page, no, 'inspection_passed');
  await page.reload();
  await expect(status(page)).toHaveText(text('zh-CN', 'aftersale.status.4'));
});

test('a rejected application shows why and is applied for again from its detail, prefilled (English)', async ({ page }) => {
  await shopper(page);
  const { orderNo, skuNo } = await paidOrder(page, false);
  const no = await applyByKeyboard(page, 'en', orderNo, skuNo, 'refund_only');
  await decide(page, no, 'reject', 'Photos needed');
  await page.reload();
  await expect(status(page)).toHaveText(text('en', 'aftersale.status.5'));
  await expect(page.getByTestId('as-end-reason')).toContainText('Photos needed');
  await page.getByRole('link', { name: text('en', 'asp.detail.reapply') }).click();
  await islandsHydrated(page);
  await expect(page.getByLabel(text('en', 'asp.apply.reason'))).toHaveValue('quality_issue');
  await expect(page.getByLabel(text('en', 'asp.apply.quantity'))).toHaveValue('1');
  await page.getByRole('button', { name: text('en', 'asp.apply.submit') }).click();
  await expect(page).toHaveURL(/\/afterSaleOrderDetail\/AS/);
  expect(page.url()).not.toContain(no);
  await expect(status(page)).toHaveText(text('en', 'aftersale.status.1'));
  // Someone else's or an unknown number is the not-found state.
  await page.goto('/afterSaleOrderDetail/ASID000000000');
  await expect(page.getByTestId('as-not-found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
