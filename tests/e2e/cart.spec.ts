// The cart end to end (issue 14): two products added from their detail pages, the badge, the cart's lines, a quantity,
// the selection's summary with a voucher hint, removing a line after the confirmation, Check out and Buy now to the
// order confirmation; a guest asked to log in; the empty cart. In English, Indonesian and Chinese.
import { expect, test, type Page } from '@playwright/test';
import type * as cart from '../../src/shared/contract/cart';
import type { CallOutput } from '../../src/shared/contract/call';
import { cartList } from '../../src/shared/contract/refs/cart';
import { productList } from '../../src/shared/contract/refs/catalog';
import type { Envelope } from '../../src/shared/errors';
import { SIGNED_IN_COOKIE } from '../../src/shared/constants';
import { formatMoney } from '../../src/shared/money';
import { apiOf } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { signInAsNewMember } from './identity';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 750;

/** Products in stock, cheapest first (the shopper's voucher is for a spend well above them). */
async function productsInStock(page: Page, count: number): Promise<string[]> {
  const { list } = await apiOf(page.request).request(productList, { page_num: 1, page_size: 50, sort: 3 });
  return list
    .filter((c) => c.flag_sold_out === 0)
    .slice(0, count)
    .map((c) => c.product_no);
}

/** Opens a product's detail page (its buy box runs once the page has loaded) and adds one unit to the cart. */
async function addFromDetail(page: Page, productNo: string, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/commodDetail?product_no=${productNo}`);
  await page.waitForLoadState('load');
  const added = page.waitForResponse((r) => r.url().endsWith('/api/cart/add'));
  await page.getByRole('button', { name: /^(Add to cart|Tambah ke keranjang)$/ }).click();
  expect(((await (await added).json()) as Envelope<CallOutput<typeof cart.cartAdd>>).code).toBe(0);
}

/** The count on the cart badge this layout shows: the header's on desktop, the Cart tab's on phones. */
const badge = (page: Page) =>
  (isDesktop(page) ? page.getByRole('banner') : page.getByRole('navigation', { name: 'Main navigation' })).locator(
    '[data-cart-badge] [data-count]',
  );

async function cartLines(page: Page) {
  return (await apiOf(page.request).request(cartList, {})).list;
}

test('add two products, change a quantity, select one, see its summary, remove the other, check out', async ({ page }) => {
  const email = await signInAsNewMember(page);
  const voucher = await page.request.post('/dev/voucher', { data: { email, amount_off: 50_000, min_spend: 50_000_000 } });
  expect(voucher.status()).toBe(200);
  const [first, second] = await productsInStock(page, 2);
  await addFromDetail(page, first!);
  await addFromDetail(page, second!);

  await page.goto('/cart');
  await islandsHydrated(page);
  await expect(badge(page)).toHaveText('2');
  const [newest, older] = await cartLines(page);
  await expect(page.getByRole('link', { name: newest!.product_name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: older!.product_name, exact: true })).toBeVisible();

  // One more of the older line: the badge counts lines, as the cart does, not units.
  const updated = page.waitForResponse((r) => r.url().endsWith('/api/cart/update'));
  await page.getByRole('button', { name: `One more: ${older!.product_name}` }).click();
  await updated;
  await expect(badge(page)).toHaveText('2');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${older!.product_name}` })).toHaveValue('2');

  // Selecting it by keyboard: the summary is the server's for that selection.
  const summary = page.waitForResponse((r) => r.url().includes('get_minimum_purchase_shortfall'));
  const select = page.getByRole('checkbox', { name: `Select ${older!.product_name}` });
  await select.focus();
  await page.keyboard.press('Space');
  await expect(select).toBeChecked();
  await summary;
  const subtotal = page.locator('.cart-subtotal');
  await expect(subtotal).toContainText('Subtotal (1 item)');
  await expect(subtotal).toContainText(formatMoney(older!.price * 2, 'IDR'));
  // The hint names the member's voucher nearest its minimum spend (a new member also holds the welcome pack's).
  await expect(page.getByText(/^Add Rp[\d.]+ more to get Rp[\d.]+ off$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check out (1)' })).toBeEnabled();

  // Removing the other line asks first; the dialog's safe choice has focus, the removal is one Tab away.
  await page.getByRole('button', { name: `Remove ${newest!.product_name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove 1 item from your cart?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 item removed')).toBeVisible();
  await expect(page.getByRole('link', { name: newest!.product_name, exact: true })).toHaveCount(0);
  await expect(badge(page)).toHaveText('1');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Check out (1)' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/orderConfirm');
});

test('Buy now on a detail page goes to the order confirmation; a guest is asked to log in first (Indonesian)', async ({ page }) => {
  const [productNo] = await productsInStock(page, 1);
  await page.goto(`/id/commodDetail?product_no=${productNo}`);
  await page.waitForLoadState('load');
  await page.getByRole('button', { name: 'Beli sekarang' }).click();
  if (isDesktop(page)) await expect(page.getByRole('dialog')).toBeVisible();
  else await expect(page).toHaveURL((url) => url.pathname.endsWith('/login'));
  expect(await page.evaluate(() => sessionStorage.getItem('jump-back-path'))).toBe('/commodDetail');

  await page.goto('/id/');
  await signInAsNewMember(page);
  await page.goto(`/id/commodDetail?product_no=${productNo}`);
  await page.waitForLoadState('load');
  await page.getByRole('button', { name: 'Beli sekarang' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/id/orderConfirm');
});

test('a guest opening the cart is asked to log in and comes back to it', async ({ page }) => {
  await page.goto('/cart');
  await islandsHydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Log in / Sign up' }).click();
  if (isDesktop(page)) await expect(page.getByRole('dialog')).toBeVisible();
  else await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(await page.evaluate(() => sessionStorage.getItem('jump-back-path'))).toBe('/cart');
});

test('an empty cart says so from the first byte and links to shopping (Chinese)', async ({ page }) => {
  await page.goto('/zh/');
  await signInAsNewMember(page);
  const html = await (await page.request.get('/zh/cart')).text();
  expect(html).toContain('购物车是空的');
  expect(html).not.toContain('data-cart-skeleton');
  await page.goto('/zh/cart');
  await islandsHydrated(page);
  await expect(page.getByText('购物车是空的')).toBeVisible();
  await expect(page.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/zh');
  await expectNoSeriousA11yViolations(page);
});

test("a member's lines come with the page, and stay in their boxes while the island takes them over", async ({ page }) => {
  await signInAsNewMember(page);
  const [productNo] = await productsInStock(page, 1);
  await addFromDetail(page, productNo!);
  const [line] = await cartLines(page);
  // The server's page for this member holds their lines before any script has run, and is kept by no shared cache.
  const answer = await page.request.get('/cart');
  expect(answer.headers()['cache-control']).toBe('private, no-cache');
  const html = await answer.text();
  expect(html).toContain(line!.product_name);
  expect(html).not.toContain('data-cart-skeleton');

  // Until the island has taken the lines over and restored the selection, the summary says it is not the shopper's yet.
  expect(html).toMatch(/<section class="cart-summary"[^>]*aria-busy="true"/);

  // The page asks no lines of its own.
  const listed: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/cart/list')) listed.push(r.url());
  });
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: line!.product_name, exact: true })).toBeVisible();
  const picture = await page.locator('.cart-line-image img').first().boundingBox();
  const summaryBox = await page.locator('.cart-summary').boundingBox();
  await islandsHydrated(page);
  await expect(page.locator('.cart-summary')).toHaveAttribute('aria-busy', 'false');
  expect(await page.locator('.cart-line-image img').first().boundingBox()).toEqual(picture);
  expect(await page.locator('.cart-summary').boundingBox()).toEqual(summaryBox);
  await page.getByRole('checkbox', { name: `Select ${line!.product_name}` }).check();
  await expect(page.locator('.cart-subtotal')).toContainText(formatMoney(line!.price * line!.quantity, 'IDR'));
  expect(listed).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('without lines from the server, the skeleton holds their place, and what replaces it keeps its height', async ({ page, baseURL }) => {
  // The signed-in marker without a session to read (it ended): the server has no lines to give, the page asks.
  await page.context().addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: baseURL! }]);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/member/user/info', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/cart');
  await islandsHydrated(page);
  const skeleton = page.locator('[data-cart-skeleton]');
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await expect(skeleton.getByRole('status')).toHaveText('Loading your cart');
  await expectNoSeriousA11yViolations(page);
  const footer = await page.locator('.site-footer').boundingBox();

  release();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  // The guest's card is shorter than the skeleton: what is below it stays where it was (no layout shift).
  expect(await page.locator('.site-footer').boundingBox()).toEqual(footer);
});
