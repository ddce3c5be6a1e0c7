// Shipment tracking (issue 15): a new member's paid order booked by the scheduled job (/dev/jobs), moved twice in the
// logistics stand-in's control, followed on /trackingDetail with its events newest first at local times (Jakarta for
// an Indonesian member, an hour later for a Singaporean one, in Chinese), delivered and listed as Delivered on
// /shipmentTracking; /tracking by keyboard, and another member's number there is not found (in Indonesian). The
// courier's known notes read in the page's language (Chinese).
// Orders are placed and paid through the API with the signed-in page's cookies, as the checkout pages would.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { addressAdd } from '../../src/shared/contract/refs/address';
import { minSkuDetail, productList } from '../../src/shared/contract/refs/catalog';
import { BUY_TYPE } from '../../src/shared/contract/constants';
import { orderConfirm, orderCreate } from '../../src/shared/contract/refs/order';
import { payOrder } from '../../src/shared/contract/refs/payment';
import { shipmentTracking } from '../../src/shared/contract/refs/shipment';
import type { ShipmentTracking } from '../../src/shared/contract/shipment';
import { ADDRESSES } from './addresses';
import { apiOf } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { signInAsNewMember } from './identity';

type Country = 'ID' | 'SG';

/** Hours ahead of UTC of each country's timezone (neither keeps daylight saving). */
const UTC_OFFSET_H: Record<Country, number> = { ID: 7, SG: 8 };

async function shopperOf(page: Page, context: BrowserContext, country: Country): Promise<void> {
  await context.setExtraHTTPHeaders({ 'X-Locale': country });
  // A shopper who chose this country: start-up keeps the stored country (and writes its cookie, which pages render by).
  await page.addInitScript((code) => {
    if (!localStorage.getItem('storefront')) localStorage.setItem('storefront', JSON.stringify({ localeInfo: { xlocale: code } }));
  }, country);
  await context.addCookies([{ name: 'country', value: country, url: test.info().project.use.baseURL! }]);
  await signInAsNewMember(page);
  const added = await apiOf(page.request).envelope(addressAdd, ADDRESSES[country]);
  expect(added.body.code).toBe(0);
}

/** One unit of a SKU in stock, ordered and paid: cash on delivery in Jakarta, GrabPay approved on the gateway's page in Singapore. */
async function paidOrder(page: Page, country: Country): Promise<string> {
  const api = apiOf(page.request);
  const products = (await api.request(productList, { page_num: 1 + (Date.now() % 4), page_size: 50 })).list;
  for (const product of products.filter((p) => p.flag_sold_out === 0)) {
    const sku = (await api.request(minSkuDetail, { product_no: product.product_no })).skus.find((s) => s.stock >= 5);
    if (!sku) continue;
    const selection = { items: [{ sku_no: sku.sku_no, quantity: 1 }], buy_type: BUY_TYPE.buyNow, use_coins: false };
    const confirm = await api.request(orderConfirm, selection);
    const created = (
      await api.envelope(orderCreate, {
        ...selection,
        expected_total: confirm.amounts.total,
        idempotency_key: `e2e-${crypto.randomUUID()}`,
      })
    ).body;
    expect(created.code).toBe(0);
    const orderNo = created.data.order_no;
    const payment = country === 'ID' ? ({ method: 'cod' } as const) : ({ method: 'ewallet', channel: 'GRABPAY' } as const);
    const paid = (await api.envelope(payOrder, { order_no: orderNo, ...payment })).body;
    expect(paid.code).toBe(0);
    if (paid.data.action_url) {
      await page.goto(paid.data.action_url);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(/\/paymentSuccess\?/);
    }
    return orderNo;
  }
  throw new Error('no SKU in stock on the product page');
}

/** Runs the scheduled jobs (booking the paid order) and answers the shipment's tracking number. */
async function booked(page: Page, country: Country, orderNo: string): Promise<string> {
  expect((await page.request.post('/dev/jobs', { data: { country } })).status()).toBe(200);
  const tracking = await trackingOf(page, orderNo);
  return tracking.tracking_no;
}

async function trackingOf(page: Page, orderNo: string): Promise<ShipmentTracking> {
  const answer = (await apiOf(page.request).envelope(shipmentTracking, { order_no: orderNo })).body;
  expect(answer.code).toBe(0);
  return answer.data;
}

async function advance(page: Page, trackingNo: string, to: 'next' | 'delivered'): Promise<void> {
  expect((await page.request.post('/dev/logistics/control', { data: { tracking_no: trackingNo, to } })).status()).toBe(200);
}

/** "HH:MM" of an instant in a country's timezone, by its offset (independent of the pages' formatter). */
function localClock(at: number, country: Country): string {
  const d = new Date(at + UTC_OFFSET_H[country] * 3_600_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

const timeline = (page: Page) => page.locator('.tracking-timeline > li');

test('a paid order followed to delivery: tracking detail in order at Jakarta time, then Delivered in the list (ID, English)', async ({
  page,
  context,
}) => {
  test.slow();
  await shopperOf(page, context, 'ID');

  // A new member has nothing to track. The personal centre, which greets a member who has not chosen a name with a
  // neutral greeting, leads here (and stays within the screen).
  await page.goto('/me');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Hi there' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.getByRole('link', { name: 'My shipments' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/shipmentTracking');
  await islandsHydrated(page);
  await expect(page.getByText('No shipments yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const orderNo = await paidOrder(page, 'ID');
  const trackingNo = await booked(page, 'ID', orderNo);
  await advance(page, trackingNo, 'next');
  await advance(page, trackingNo, 'next');
  const events = (await trackingOf(page, orderNo)).events;
  expect(events.map((e) => e.code)).toEqual(['picked_up', 'out_for_delivery']);

  // The order detail's link: newest first, each with its text, the courier's note, the place and the time in Jakarta.
  await page.goto(`/trackingDetail?order_no=${orderNo}`);
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Tracking details', level: 1 })).toBeAttached();
  await expect(page.getByText('JNE', { exact: true })).toBeVisible();
  await expect(page.getByText(trackingNo, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: orderNo })).toHaveAttribute('href', `/orderDetail/${orderNo}`);
  await expect(timeline(page)).toHaveCount(2);
  await expect(timeline(page).nth(0)).toContainText('Out for delivery');
  await expect(timeline(page).nth(0)).toContainText('On the way to the recipient');
  await expect(timeline(page).nth(0)).toContainText(localClock(events[1]!.at, 'ID'));
  await expect(timeline(page).nth(1)).toContainText('Picked up by the courier');
  await expect(timeline(page).nth(1)).toContainText('warehouse');
  await expect(timeline(page).nth(1)).toContainText(localClock(events[0]!.at, 'ID'));
  await expectNoSeriousA11yViolations(page);

  // The list: out for delivery with its latest event, then delivered.
  await page.goto('/shipmentTracking');
  await islandsHydrated(page);
  const card = page.locator('.shipment-card').filter({ hasText: trackingNo });
  await expect(card).toContainText('Out for delivery');
  await expect(card.getByRole('link', { name: orderNo })).toHaveAttribute('href', `/orderDetail/${orderNo}`);
  await expectNoSeriousA11yViolations(page);
  await advance(page, trackingNo, 'delivered');
  await page.reload();
  await islandsHydrated(page);
  await expect(card.locator('.shipment-status')).toHaveText('Delivered');
  // The Delivered tab, by keyboard: the tab list is one stop, arrows move in it; the choice is kept for the next visit.
  await page.getByRole('tab', { name: 'All' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Delivered' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
  await expect(card).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tabpanel')).toContainText('No shipments in this list.');
  await page.keyboard.press('ArrowRight');
  await page.reload();
  await islandsHydrated(page);
  await expect(page.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
  await card.getByRole('link', { name: `Track package ${trackingNo}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/trackingDetail' && url.searchParams.get('tracking_no') === trackingNo);
  await expect(timeline(page)).toHaveCount(3);
  await expect(timeline(page).nth(0)).toContainText('Delivered');

  // /tracking by keyboard: its own number found; then, as another member, the same number is not found (Indonesian).
  await page.goto('/tracking');
  await islandsHydrated(page);
  const field = page.getByLabel('Tracking number');
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enter a tracking number.')).toBeVisible();
  await page.keyboard.type(trackingNo.toLowerCase());
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Track' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(timeline(page)).toHaveCount(3);
  await expect(page).toHaveURL((url) => url.searchParams.get('tracking_no') === trackingNo);
  await expectNoSeriousA11yViolations(page);

  await signInAsNewMember(page);
  await page.goto(`/id/tracking?tracking_no=${trackingNo}`);
  await islandsHydrated(page);
  await expect(page.getByLabel('Nomor resi')).toHaveValue(trackingNo);
  await expect(page.getByRole('heading', { name: 'Pesanan tidak ditemukan.' })).toBeVisible();
  await expect(timeline(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/id/trackingDetail?order_no=${orderNo}`);
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Pesanan tidak ditemukan.' })).toBeVisible();
});

test('a Singaporean member sees the events an hour later than Jakarta time, in Chinese (SG, zh-CN)', async ({ page, context }) => {
  test.slow();
  await shopperOf(page, context, 'SG');
  const orderNo = await paidOrder(page, 'SG');
  const trackingNo = await booked(page, 'SG', orderNo);
  await advance(page, trackingNo, 'next');
  await advance(page, trackingNo, 'next');
  const events = (await trackingOf(page, orderNo)).events;

  await page.goto(`/zh/trackingDetail?tracking_no=${trackingNo}`);
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: '物流详情', level: 1 })).toBeAttached();
  await expect(page.getByText('Ninja Van', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `复制运单号 ${trackingNo}` })).toBeVisible();
  await expect(timeline(page)).toHaveCount(2);
  await expect(timeline(page).nth(0)).toContainText('派送中');
  await expect(timeline(page).nth(1)).toContainText('快递员已揽收');
  // The courier's notes are texts we know: in Chinese, not as the courier wrote them (issue 29).
  await expect(timeline(page).nth(0).locator('.tracking-event-note')).toHaveText('正在派送给收件人');
  await expect(timeline(page).nth(1).locator('.tracking-event-note')).toHaveText('已从仓库揽收');
  await expect(page.locator('.tracking-timeline')).not.toContainText('On the way to the recipient');
  const shown = await timeline(page).nth(1).locator('time').textContent();
  expect(shown).toContain(localClock(events[0]!.at, 'SG'));
  expect(shown).not.toContain(localClock(events[0]!.at, 'ID'));
  await expectNoSeriousA11yViolations(page);

  await page.goto('/zh/shipmentTracking');
  await islandsHydrated(page);
  await page.getByRole('tab', { name: '未送达' }).click();
  const card = page.locator('.shipment-card').filter({ hasText: trackingNo });
  await expect(card.locator('.shipment-status')).toHaveText('派送中');
  await expect(card.locator('.tracking-event-note')).toContainText('正在派送给收件人');
  await expect(card.locator('time')).toContainText(localClock(events[1]!.at, 'SG'));
});
