// Coins (issue 17): a new member (500 welcome coins) orders with coins, pays on the gateway stand-in, the scheduled
// job books the shipment, the logistics stand-in delivers it and the member confirms receipt (all through the API
// with the page's cookies). /points then shows the earned record with the order number, the balance /me shows, the
// record's detail with a link to the order, the tabs and the rules; by keyboard, in English, Indonesian and Chinese.
import { expect, type Page, test } from '@playwright/test';
import { addressAdd } from '../../src/shared/contract/refs/address';
import { minSkuDetail, productList } from '../../src/shared/contract/refs/catalog';
import { BUY_TYPE } from '../../src/shared/contract/constants';
import { memberInfo } from '../../src/shared/contract/refs/member';
import { orderConfirm, orderCreate, orderTradeConfirmReceipt, orderTradeDetail } from '../../src/shared/contract/refs/order';
import { payOrder } from '../../src/shared/contract/refs/payment';
import { ADDRESSES } from './addresses';
import { apiOf } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { signInAsNewMember } from './identity';

/** Places an order of a SKU worth paying some coins for, with coins; answers its number and the coins it earns. */
async function placeOrder(page: Page): Promise<{ orderNo: string; coinsUsed: number; coinsEarned: number }> {
  const api = apiOf(page.request);
  const list = await api.request(productList, { page_num: 1 + (Date.now() % 3), page_size: 50 });
  for (const product of list.list.filter((p) => p.flag_sold_out === 0)) {
    const detail = await api.request(minSkuDetail, { product_no: product.product_no });
    const sku = detail.skus.find((s) => s.stock >= 5 && s.price >= 20_000);
    if (!sku) continue;
    const selection = { items: [{ sku_no: sku.sku_no, quantity: 1 }], buy_type: BUY_TYPE.buyNow, use_coins: true };
    const confirm = await api.request(orderConfirm, selection);
    const created = await api.request(orderCreate, {
      ...selection,
      expected_total: confirm.amounts.total,
      idempotency_key: `e2e-${crypto.randomUUID()}`,
    });
    return { orderNo: created.order_no, coinsUsed: confirm.amounts.coins_used, coinsEarned: confirm.amounts.coins_earned };
  }
  throw new Error('no SKU in stock at Rp20.000 or more');
}

/** Pays by e-wallet on the stand-in, books and delivers the shipment, and confirms receipt: the order completes. */
async function completeOrder(page: Page, orderNo: string): Promise<void> {
  const api = apiOf(page.request);
  const paying = await api.request(payOrder, { order_no: orderNo, method: 'ewallet', channel: 'OVO' });
  const approved = await page.request.post(paying.action_url!, {
    form: { decision: 'approve', return: new URL('/checkout', test.info().project.use.baseURL).toString() },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
  expect((await page.request.post('/dev/jobs', { data: { country: 'ID' } })).status()).toBe(200);
  const order = await api.request(orderTradeDetail, { order_no: orderNo });
  expect(order.tracking_no).not.toBeNull();
  const delivered = await page.request.post('/dev/logistics/control', { data: { tracking_no: order.tracking_no, to: 'delivered' } });
  expect(delivered.status()).toBe(200);
  await api.request(orderTradeConfirmReceipt, { order_no: orderNo });
}

test('the coins an order earned appear on /points with its order, the balance of /me, and their detail', async ({ page }) => {
  test.slow();
  await signInAsNewMember(page);
  await apiOf(page.request).request(addressAdd, ADDRESSES.ID);
  const { orderNo, coinsUsed, coinsEarned } = await placeOrder(page);
  expect(coinsUsed).toBeGreaterThan(0);
  expect(coinsEarned).toBeGreaterThan(0);
  await completeOrder(page, orderNo);
  const { points } = await apiOf(page.request).request(memberInfo, {});
  expect(points).toBe(500 - coinsUsed + coinsEarned);

  await page.goto('/me');
  await islandsHydrated(page);
  const meCoins = page.getByRole('link', { name: `${points} coins` });
  await expect(meCoins).toBeVisible();
  // The member's long generated name is cut short, not pushing the page wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await meCoins.click();
  await expect(page).toHaveURL((url) => url.pathname === '/points');
  await islandsHydrated(page);

  await expect(page.getByRole('heading', { name: 'Coin balance' })).toBeVisible();
  await expect(page.locator('.points-balance')).toHaveText(String(points));
  const earned = page.getByRole('button', { name: new RegExp(`Earned from an order.*Order ${orderNo}.*\\+${coinsEarned}`) });
  await expect(earned).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Used on an order.*Order ${orderNo}.*\u2212${coinsUsed}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: /Opening balance.*\+500/ })).toBeVisible();
  // The rules, with the server's numbers.
  const rules = page.getByRole('region', { name: 'How coins work' });
  await expect(rules).toContainText('Earn 1 coin for every Rp1.000');
  await expect(rules).toContainText('up to 10%');
  await expect(rules).toContainText('12 months after');
  await expectNoSeriousA11yViolations(page);

  // The record's detail by keyboard: Enter opens it, its order links to the order's page, Escape closes it.
  await earned.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Earned from an order' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: orderNo })).toHaveAttribute('href', `/orderDetail/${orderNo}`);
  await expect(dialog).toContainText(`+${coinsEarned}`);
  await expect(dialog).toContainText(String(points));
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(earned).toBeFocused();

  // The tabs by arrow keys: Earned shows only coins in, Spent only coins out.
  await page.getByRole('tab', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Earned' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Earned' })).toBeFocused();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: /Earned from an order/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Used on an order/ })).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Spent' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('button', { name: /Used on an order/ })).toBeVisible();
  await expect(panel.getByRole('button')).toHaveCount(1);

  // Indonesian and Chinese.
  await page.goto('/id/points');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Saldo koin' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Didapat dari pesanan.*Pesanan ${orderNo}`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cara kerja koin' })).toContainText('Rp1.000');
  await page.goto('/zh/points');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: '金币余额' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`订单完成奖励.*订单 ${orderNo}`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a guest is asked to sign in; a new member sees only the welcome coins', async ({ page }) => {
  await page.goto('/points');
  await islandsHydrated(page);
  await expect(page.locator('#main').getByRole('link', { name: 'Log in / Sign up' })).toBeVisible();
  await signInAsNewMember(page);
  await page.goto('/points');
  await islandsHydrated(page);
  await expect(page.locator('.points-balance')).toHaveText('500');
  await page.getByRole('tab', { name: 'Spent' }).click();
  await expect(page.getByText('No coin records here yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
