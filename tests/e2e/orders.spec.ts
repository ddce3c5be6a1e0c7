// Orders after payment (issue 15): a new member pays an order through the gateway's stand-in, finds it under To ship
// from the personal centre, the scheduled job books its shipment, the logistics stand-in's control delivers it, the
// order waits under To receive with its tracking number, and confirming receipt (by keyboard) credits its coins and
// moves it to Completed. Another new member cancels an unpaid order that used the welcome voucher (in Indonesian):
// it is Closed (its detail in Chinese), and bought again the voucher applies again on the order confirmation.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { addressAdd } from '../../src/shared/contract/refs/address';
import { minSkuDetail, productList } from '../../src/shared/contract/refs/catalog';
import { BUY_TYPE } from '../../src/shared/contract/constants';
import { memberInfo } from '../../src/shared/contract/refs/member';
import { orderConfirm, orderCreate, orderTradeDetail } from '../../src/shared/contract/refs/order';
import { ADDRESSES } from './addresses';
import { apiOf } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { signInAsNewMember } from './identity';

/** The welcome pack's new-member voucher needs this much (scripts/seed/vouchers.mjs, Indonesia). */
const NEW_MEMBER_MIN_SPEND = 100_000;

/** A new Indonesian member with a default address, signed in on the page. */
async function newShopper(page: Page, context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ 'X-Locale': 'ID' });
  await signInAsNewMember(page);
  await apiOf(page.request).request(addressAdd, ADDRESSES.ID);
}

/** A SKU with stock to spare and a price of at least Rp10.000, from the catalog's API. */
async function skuInStock(page: Page) {
  const api = apiOf(page.request);
  const list = await api.request(productList, { page_num: 1 + (Date.now() % 3), page_size: 50 });
  for (const product of list.list.filter((p) => p.flag_sold_out === 0)) {
    const detail = await api.request(minSkuDetail, { product_no: product.product_no });
    const sku = detail.skus.find((s) => s.stock >= 50 && s.price >= 10_000);
    if (sku) return sku;
  }
  throw new Error('no SKU in stock');
}

/** Places an order of `quantity` units through the API, as /orderConfirm would (the best vouchers, no coins). */
async function placeOrder(page: Page, sku: { sku_no: string }, quantity: number) {
  const api = apiOf(page.request);
  const selection = { items: [{ sku_no: sku.sku_no, quantity }], buy_type: BUY_TYPE.buyNow, use_coins: false };
  const preview = await api.request(orderConfirm, selection);
  const placed = await api.request(orderCreate, {
    ...selection,
    expected_total: preview.amounts.total,
    idempotency_key: `e2e-${crypto.randomUUID()}`,
  });
  const applied = preview.vouchers.filter((v) => preview.applied_coupon_nos.includes(v.coupon_no)).map((v) => v.title);
  return { orderNo: placed.order_no, applied };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await islandsHydrated(page);
}

const orderCard = (page: Page, label: string) => page.getByRole('article', { name: label });

/** The value next to a label in the detail's order information. */
const fact = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /^(Order information|Informasi pesanan|订单信息)$/ })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('paid, shipped, delivered and received: the order moves through the tabs and its coins are credited', async ({ page, context }) => {
  test.slow();
  await newShopper(page, context);
  const sku = await skuInStock(page);
  const { orderNo } = await placeOrder(page, sku, 1);

  // Paid by e-wallet on the gateway's stand-in page.
  await open(page, `/checkout?order_no=${orderNo}`);
  await page.getByRole('radio', { name: 'OVO' }).check();
  await page.getByRole('button', { name: /^Pay Rp/ }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/paymentSuccess\\?order_no=${orderNo}$`));

  // The personal centre counts it under To ship, and its link opens that tab.
  await open(page, '/me');
  const toShipLink = page.getByRole('link', { name: /To ship/ });
  await expect(toShipLink).toContainText('1');
  await toShipLink.click();
  await expect(page).toHaveURL(/\/order\?tab=to_ship$/);
  await islandsHydrated(page);
  await expect(page.getByRole('tab', { name: /^To ship/ })).toHaveAttribute('aria-selected', 'true');
  const card = orderCard(page, `Order ${orderNo}`);
  await expect(card.getByText('To ship', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The scheduled job books the shipment: the order is shipped, with its carrier and tracking number.
  expect((await page.request.post('/dev/jobs', { data: { country: 'ID' } })).ok()).toBe(true);
  await open(page, `/orderDetail/${orderNo}`);
  await expect(fact(page, 'Tracking number')).toHaveText(/^DEVID\d+$/);
  const trackingNo = (await fact(page, 'Tracking number').textContent()) ?? '';
  await expect(fact(page, 'Logistics provider')).toHaveText('JNE');
  await expect(page.getByRole('link', { name: 'Track package' })).toHaveAttribute('href', `/trackingDetail?order_no=${orderNo}`);

  // The logistics stand-in's control plays the next event, then delivers it.
  await page.goto(`/dev/logistics/control?tracking_no=${trackingNo}`);
  await page.getByRole('button', { name: 'Next event' }).click();
  await expect(page.getByLabel('Tracking number')).toHaveValue(trackingNo);
  await page.getByRole('button', { name: 'Delivered' }).click();
  await expect(page.getByLabel('Tracking number')).toHaveValue(trackingNo);

  // Under To receive, with its tracking number on the detail and the delivery in its timeline.
  await open(page, '/order?tab=to_receive');
  await expect(orderCard(page, `Order ${orderNo}`).getByText('To receive', { exact: true })).toBeVisible();
  await orderCard(page, `Order ${orderNo}`).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderDetail/${orderNo}$`));
  await islandsHydrated(page);
  await expect(fact(page, 'Tracking number')).toHaveText(trackingNo);
  const timeline = page.getByRole('region', { name: 'Order history' });
  await expect(timeline).toContainText('Payment received');
  await expect(timeline).toContainText('Shipped');
  await expect(timeline).toContainText('Package delivered');
  await expectNoSeriousA11yViolations(page);

  // Confirm receipt by keyboard: the dialog opens on its safe choice, Tab to confirm, Enter.
  const api = apiOf(page.request);
  const before = (await api.request(memberInfo, {})).points;
  const earned = (await api.request(orderTradeDetail, { order_no: orderNo })).amounts.coins_earned;
  expect(earned).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Confirm receipt' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Have you received this order?' });
  await expect(dialog.getByRole('button', { name: 'Not yet' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, received' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Receipt confirmed. ${earned} coins added to your balance.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order history' })).toContainText('Order completed');
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Coins earned');

  // The balance on the personal centre has the coins. The page first shows the member as this tab stored them (the
  // balance before), then the server's answer: under a loaded CI run that answer has come after the 5 s of an expect.
  const memberAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/member/user/info');
  await open(page, '/me');
  await memberAnswer;
  await expect(page.getByText(`${new Intl.NumberFormat('en').format(before + earned)} coins`)).toBeVisible();

  // The list: gone from To receive; the arrow key moves to Completed, where it is.
  await open(page, '/order?tab=to_receive');
  await expect(page.getByText('No orders on their way to you.')).toBeVisible();
  await page.getByRole('tab', { name: /^To receive/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Completed' })).toBeFocused();
  await expect(orderCard(page, `Order ${orderNo}`).getByText('Completed', { exact: true })).toBeVisible();
  await expect(orderCard(page, `Order ${orderNo}`).getByRole('button', { name: 'Buy again' })).toBeVisible();
});

test('an unpaid order with the welcome voucher cancelled (Indonesian): Closed, and the voucher applies again', async ({
  page,
  context,
}) => {
  test.slow();
  await newShopper(page, context);
  const sku = await skuInStock(page);
  const { orderNo, applied } = await placeOrder(page, sku, Math.ceil(NEW_MEMBER_MIN_SPEND / sku.price));
  const welcome = applied.find((title) => title.startsWith('New member'));
  expect(welcome).toBeDefined();

  await open(page, '/id/order?tab=to_pay');
  await expect(page.getByRole('tab', { name: /^Belum bayar/ })).toHaveAttribute('aria-selected', 'true');
  const card = orderCard(page, `Pesanan ${orderNo}`);
  await expect(card.getByRole('timer')).toHaveText(/^Bayar dalam (29|30):\d\d$/);
  await expect(card.getByRole('link', { name: 'Bayar sekarang' })).toHaveAttribute('href', `/id/checkout?order_no=${orderNo}`);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Batalkan pesanan' }).click();
  const dialog = page.getByRole('dialog', { name: `Batalkan pesanan ${orderNo}?` });
  await dialog.getByLabel('Alasan (opsional)').fill('Salah pilih ukuran');
  await dialog.getByRole('button', { name: 'Batalkan pesanan' }).click();
  await expect(page.getByText('Pesanan dibatalkan')).toBeVisible();
  await expect(page.getByText('Tidak ada pesanan yang menunggu pembayaran.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Belum bayar/ })).toHaveText('Belum bayar');

  await page.getByRole('tab', { name: 'Ditutup' }).click();
  await expect(orderCard(page, `Pesanan ${orderNo}`).getByText('Ditutup', { exact: true })).toBeVisible();

  // The detail in Chinese: closed by the shopper, with the reason given.
  await open(page, `/zh/orderDetail/${orderNo}`);
  await expect(page.getByText('该订单已取消。')).toBeVisible();
  await expect(fact(page, '取消说明')).toHaveText('Salah pilih ukuran');
  await expect(page.getByRole('region', { name: '订单动态' })).toContainText('订单已关闭');
  await expectNoSeriousA11yViolations(page);

  // Bought again: the lines go back into the cart selected, and the confirmation applies the welcome voucher again.
  await page.getByRole('button', { name: '再次购买' }).click();
  await expect(page).toHaveURL(/\/zh\/cart$/);
  await open(page, '/orderConfirm');
  const vouchers = page.locator('.confirm-row', { hasText: 'Vouchers' });
  await expect(vouchers).toContainText(welcome!);

  // Another order number, or one that is not the member's, is not found.
  await open(page, '/orderDetail/SO000000000000');
  await expect(page.getByRole('alert').filter({ hasText: 'Order not found.' })).toBeVisible();
});
