// The whole purchase (issue 14) by keyboard alone, from the cart to payment success: a new member (with the welcome
// pack's vouchers and coins) selects a cart line, confirms the order with the best voucher and coins, pays by e-wallet
// on the gateway stand-in's page, and sees the order paid with the total the confirmation showed. Focus moves with
// focus() where a test would otherwise count Tab presses; every action is a key press.
import { expect, type Page, test } from '@playwright/test';
import { addressAdd } from '../../src/shared/contract/refs/address';
import { cartAdd, cartList } from '../../src/shared/contract/refs/cart';
import { minSkuDetail, productList } from '../../src/shared/contract/refs/catalog';
import { ADDRESSES } from './addresses';
import { apiOf } from './api';
import { islandsHydrated } from './hydration';
import { signInAsNewMember } from './identity';

/** The welcome pack's new-member voucher needs this much in the cart (scripts/seed/vouchers.mjs, Indonesia). */
const NEW_MEMBER_MIN_SPEND = 100_000;

/** A SKU in stock with its price and product name, from the catalog's API. */
async function skuInStock(page: Page): Promise<{ sku_no: string; price: number; product_name: string }> {
  const api = apiOf(page.request);
  const products = (await api.request(productList, { page_num: 2, page_size: 50 })).list;
  for (const product of products.filter((p) => p.flag_sold_out === 0)) {
    const data = await api.request(minSkuDetail, { product_no: product.product_no });
    const sku = data.skus.find((s) => s.stock >= 50 && s.price >= 10_000);
    if (sku) return { sku_no: sku.sku_no, price: sku.price, product_name: data.product_name };
  }
  throw new Error('no SKU in stock');
}

async function press(page: Page, target: ReturnType<Page['getByRole']>, key: string) {
  await target.focus();
  await page.keyboard.press(key);
}

test('cart to payment success by keyboard: a voucher and coins, paid by e-wallet, the total as confirmed', async ({ page }) => {
  test.slow();
  await signInAsNewMember(page);
  const api = apiOf(page.request);
  expect((await api.envelope(addressAdd, ADDRESSES.ID)).body.code).toBe(0);
  const sku = await skuInStock(page);
  const quantity = Math.ceil(NEW_MEMBER_MIN_SPEND / sku.price);
  expect((await api.envelope(cartAdd, { sku_no: sku.sku_no, quantity })).body.code).toBe(0);

  await page.goto('/cart');
  await islandsHydrated(page);
  const select = page.getByRole('checkbox', { name: `Select ${sku.product_name}` });
  // The server's lines wait until the cart's store has taken them over.
  await expect(select).toBeEnabled();
  await press(page, select, 'Space');
  await expect(select).toBeChecked();
  const checkOut = page.getByRole('button', { name: 'Check out (1)' });
  await expect(checkOut).toBeEnabled();
  await press(page, checkOut, 'Enter');

  await expect(page).toHaveURL((url) => url.pathname === '/orderConfirm');
  await islandsHydrated(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  // The best combination of the welcome pack's vouchers is applied without asking; the first order ships free.
  await expect(summary).toContainText('Voucher discount');
  await expect(summary).toContainText('Shipping discount');
  const coins = page.getByRole('switch', { name: 'Pay with coins' });
  const totalCell = summary.locator('.confirm-amount-total dd');
  const beforeCoins = (await totalCell.textContent())?.trim() ?? '';
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/order/confirm'));
  await press(page, coins, 'Space');
  await confirmed;
  await expect(coins).toBeChecked();
  await expect(summary).toContainText(/Coins \(\d+\)|\d+ coins/);
  // The total is read once the answer with the coins is on screen: read as soon as the answer arrived, it could still
  // be the total without them, and the order (placed with the coins) then cost less than the total read.
  await expect(totalCell).not.toHaveText(beforeCoins);
  const total = (await totalCell.textContent())?.trim() ?? '';
  expect(total).toMatch(/^Rp[\d.]+$/);
  await press(page, page.getByRole('button', { name: 'Place order' }), 'Enter');

  await expect(page).toHaveURL((url) => url.pathname === '/checkout' && /^SO\d+$/.test(url.searchParams.get('order_no') ?? ''));
  const orderNo = new URL(page.url()).searchParams.get('order_no') ?? '';
  await islandsHydrated(page);
  await press(page, page.getByRole('radio', { name: 'OVO' }), 'Space');
  await expect(page.getByRole('radio', { name: 'OVO' })).toBeChecked();
  await press(page, page.getByRole('button', { name: `Pay ${total}` }), 'Enter');

  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Approve' }), 'Enter');
  await expect(page).toHaveURL(new RegExp(`/paymentSuccess\\?order_no=${orderNo}$`));
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
  // The cart no longer holds what was ordered.
  expect((await api.request(cartList, {})).list).toEqual([]);
});
