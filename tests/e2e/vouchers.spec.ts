// Vouchers (issue 17): a new member claims a voucher in the claim centre (/coupons), finds it in the wallet's Unused
// tab (/couponsList) with its terms, uses it at the order confirmation, pays on the gateway stand-in's page, and finds
// it under Used. Also: the pages in Indonesian and Chinese, a guest sent to log in to claim, keyboard use, and axe.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addressAdd } from '../../src/shared/contract/refs/address';
import { cartAdd } from '../../src/shared/contract/refs/cart';
import { minSkuDetail, productList } from '../../src/shared/contract/refs/catalog';
import { ADDRESSES } from './addresses';
import { apiOf } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { signInAsNewMember } from './identity';
import { APP_UA_TOKEN } from '../../src/shared/platform';

/** The seed's fixed-amount campaign of Indonesia (scripts/seed/vouchers.mjs): Rp50.000 off from Rp300.000. */
const SAVE_TITLE = 'Rp50.000 off orders over Rp300.000';
const SAVE_MIN_SPEND = 300_000;

/** A SKU in stock with its price and product name, from the catalog's API. */
async function skuInStock(page: Page): Promise<{ sku_no: string; price: number; product_name: string }> {
  const api = apiOf(page.request);
  const products = (await api.request(productList, { page_num: 3, page_size: 50 })).list;
  for (const product of products.filter((p) => p.flag_sold_out === 0)) {
    const data = await api.request(minSkuDetail, { product_no: product.product_no });
    const sku = data.skus.find((s) => s.stock >= 60 && s.price >= 20_000);
    if (sku) return { sku_no: sku.sku_no, price: sku.price, product_name: data.product_name };
  }
  throw new Error('no SKU in stock');
}

async function press(page: Page, target: Locator, key: string) {
  await target.focus();
  await page.keyboard.press(key);
}

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('claim a voucher, see it in the wallet, use it at checkout and find it under Used', async ({ page }) => {
  test.slow();
  await signInAsNewMember(page);

  await page.goto('/coupons');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Claim vouchers', level: 1 })).toBeAttached();
  const save = card(page, SAVE_TITLE);
  await expect(save).toContainText('Min. spend Rp300.000');
  await expect(save).toContainText(/left/);
  // The app-only campaign cannot be claimed in a browser.
  await expect(card(page, 'App only: 8% off').getByRole('button', { name: 'App only' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // Claimed by keyboard: the card changes in place and a toast says so.
  await press(page, save.getByRole('button', { name: 'Claim' }), 'Enter');
  await expect(page.getByText(`Claimed: ${SAVE_TITLE}`)).toBeVisible();
  await expect(save.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect(save).toContainText('You have 1 of 1');

  await save.getByRole('link', { name: 'See in my vouchers' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/couponsList');
  await islandsHydrated(page);
  await expect(page.getByRole('tab', { name: 'Unused', exact: true })).toHaveAttribute('aria-selected', 'true');
  const mine = card(page, SAVE_TITLE);
  await expect(mine).toContainText('Valid till');
  await press(page, mine.getByRole('button', { name: 'Terms' }), 'Enter');
  const terms = page.getByRole('dialog', { name: SAVE_TITLE });
  await expect(terms).toContainText('All products');
  await expect(terms).toContainText('Not stackable');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // An order over the minimum spend, with the claimed voucher chosen in the confirmation's voucher dialog.
  const api = apiOf(page.request);
  expect((await api.envelope(addressAdd, ADDRESSES.ID)).body.code).toBe(0);
  const sku = await skuInStock(page);
  const quantity = Math.ceil(SAVE_MIN_SPEND / sku.price);
  const added = await api.envelope(cartAdd, { sku_no: sku.sku_no, quantity });
  expect(added.body.code).toBe(0);
  await page.goto('/cart');
  await islandsHydrated(page);
  await page.getByRole('checkbox', { name: `Select ${sku.product_name}` }).check();
  await page.getByRole('button', { name: 'Check out (1)' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/orderConfirm');
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Choose', exact: true }).click();
  const choice = page.getByRole('dialog', { name: 'Vouchers' });
  const item = choice.getByRole('listitem').filter({ hasText: SAVE_TITLE }).first();
  const use = item.getByRole('button', { name: /^(Use|Applied)$/ });
  if ((await use.getAttribute('aria-pressed')) !== 'true') await use.click();
  await expect(use).toHaveAttribute('aria-pressed', 'true');
  await choice.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(SAVE_TITLE).first()).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/checkout' && /^SO\d+$/.test(url.searchParams.get('order_no') ?? ''));
  const orderNo = new URL(page.url()).searchParams.get('order_no') ?? '';
  await islandsHydrated(page);
  await page.getByRole('radio', { name: 'OVO' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/paymentSuccess\\?order_no=${orderNo}$`));

  await page.goto('/couponsList');
  await islandsHydrated(page);
  // The tabs by keyboard: the arrow key moves to Used and shows it.
  await press(page, page.getByRole('tab', { name: 'Unused', exact: true }), 'ArrowRight');
  await expect(page.getByRole('tab', { name: 'Used', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Used', exact: true })).toBeFocused();
  const used = card(page, SAVE_TITLE);
  await expect(used).toContainText(`Order ${orderNo}`);
  await expect(used.getByRole('link', { name: 'Use' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // The tab is remembered (globalState.couponTab).
  await page.reload();
  await islandsHydrated(page);
  await expect(page.getByRole('tab', { name: 'Used', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Unused', exact: true }).click();
  await expect(card(page, SAVE_TITLE)).toHaveCount(0);
});

test('in Indonesian a guest sees the claim centre and is asked to log in to claim; in Chinese the wallet', async ({ page }) => {
  await page.goto('/id/coupons');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Klaim voucher', level: 1 })).toBeAttached();
  const save = card(page, 'Diskon Rp50.000 min. belanja Rp300.000');
  await expect(save).toContainText('Min. belanja Rp300.000');
  await save.getByRole('button', { name: 'Klaim' }).click();
  const isDesktop = (page.viewportSize()?.width ?? 0) >= 750;
  if (isDesktop) await expect(page.getByRole('dialog')).toBeVisible();
  else await expect(page).toHaveURL(/\/id\/(login|emailLogin)/);

  await signInAsNewMember(page);
  await page.goto('/zh/couponsList');
  await islandsHydrated(page);
  await expect(page.getByRole('tab', { name: '未使用' })).toHaveAttribute('aria-selected', 'true');
  // The welcome pack's new-member voucher.
  await expect(page.getByRole('heading', { name: '新人专享立减Rp25.000' })).toBeVisible();
  await expect(page.getByText('满Rp100.000可用').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('inside the native app', () => {
  test.use({
    userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 ${APP_UA_TOKEN}/3.2.0`,
  });

  test('an app-only voucher is claimed in the app', async ({ page }) => {
    await page.goto('/coupons');
    await signInAsNewMember(page);
    await page.reload();
    // The host's appMessage ends the start-up wait (spec §4); same language and country, so no reload.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('appMessage', { detail: { Language: 'en', Locale: 'ID' } })));
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await islandsHydrated(page);
    const app = card(page, 'App only: 8% off');
    await app.getByRole('button', { name: 'Claim' }).click();
    await expect(app.getByRole('button', { name: 'Claimed' })).toBeDisabled();
    await expect(app).toContainText('You have 1 of 1');
  });
});
