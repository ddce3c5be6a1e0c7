// The message centre end to end (issue 17): a restock's message arrives and the bell (desktop header, phone top bar)
// counts it until it is read; past 99 the badge says 99+; the centre pages as the shopper scrolls, opens a system
// message in place, marks all read, and reads in Indonesian and Chinese; by keyboard; no serious axe violations.
import { expect, type Page } from '@playwright/test';
import { test } from '@playwright/test';
import { minSkuDetail, productList } from '../../src/shared/contract/refs/catalog';
import { apiOf } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { signInAsNewMember } from './identity';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 750;

/** The bell of the layout in view: the desktop header's, or the phone top bar's (on /setting, a personal-area page). */
const bell = (page: Page) => page.locator('[data-message-bell]').locator('visible=true');

async function writeMessages(page: Page, email: string, count: number): Promise<void> {
  const res = await page.request.post('/dev/messages', { data: { email, count } });
  expect(res.status()).toBe(200);
}

/** A sold-out product of the seed, a different one for each project (both run side by side and restock theirs). */
async function soldOutProduct(page: Page): Promise<{ productNo: string; skuNo: string }> {
  const want = isDesktop(page) ? 5 : 4;
  const api = apiOf(page.request);
  const found: string[] = [];
  for (let p = 1; p <= 20 && found.length <= want; p++) {
    const { list } = await api.request(productList, { page_num: p, page_size: 50 });
    found.push(...list.filter((c) => c.flag_sold_out === 1).map((c) => c.product_no));
  }
  const productNo = found[want]!;
  const detail = await api.request(minSkuDetail, { product_no: productNo });
  return { productNo, skuNo: detail.skus.find((s) => s.stock === 0)!.sku_no };
}

test('a restock’s message arrives, the bell shows 1, and reading it (by keyboard) clears it', async ({ page }) => {
  await signInAsNewMember(page);
  await page.goto('/message');
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();

  const { productNo, skuNo } = await soldOutProduct(page);
  await page.goto(`/commodDetail?product_no=${productNo}`);
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Notify me when it is back' }).click();
  await expect(page.getByText('We will message you when it is back in stock')).toBeVisible();
  expect((await page.request.post('/dev/stock', { data: { sku_no: skuNo, stock: 9 } })).status()).toBe(200);

  await page.goto('/setting');
  await expect(bell(page)).toHaveAccessibleName('Messages, 1 unread');
  await expect(bell(page).locator('[data-count-badge]')).toHaveText('1');
  await bell(page).click();
  await expect(page).toHaveURL((url) => url.pathname === '/message');
  await islandsHydrated(page);
  const message = page.getByRole('link', { name: /Back in stock/ });
  await expect(message).toContainText('is back in stock. Get it before it sells out again.');
  await expect(message).toContainText('Unread');
  await expectNoSeriousA11yViolations(page);

  await message.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/commodDetail' && url.searchParams.get('product_no') === productNo);
  await page.goto('/setting');
  await expect(bell(page)).toHaveAccessibleName('Messages');
  await expect(bell(page).locator('[data-count-badge]')).toBeHidden();
  await page.goto('/message');
  await expect(page.getByRole('link', { name: /Back in stock/ })).not.toContainText('Unread');
});

test('past 99 unread the badge says 99+; the centre pages on scroll, opens a system message in place, marks all read', async ({ page }) => {
  const email = await signInAsNewMember(page);
  await writeMessages(page, email, 120);

  await page.goto('/setting');
  await expect(bell(page).locator('[data-count-badge]')).toHaveText('99+');
  await expect(bell(page)).toHaveAccessibleName('Messages, 99+ unread');

  await page.goto('/message');
  await islandsHydrated(page);
  const items = page.locator('.inbox-item');
  await expect(items).toHaveCount(20);
  await items.last().scrollIntoViewIfNeeded();
  await expect(items).toHaveCount(40);
  // The fallback for keyboards: the button under the list loads the next page too.
  await page.getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(60);

  const first = page.getByRole('button', { name: /Welcome to KedaiKita/ }).first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(first).not.toContainText('Unread');
  await expect(page).toHaveURL((url) => url.pathname === '/message');
  if (isDesktop(page)) await expect(bell(page).locator('[data-count-badge]')).toHaveText('99+');

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All messages marked as read')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(items.filter({ hasText: 'Unread' })).toHaveCount(0);
  if (isDesktop(page)) await expect(bell(page).locator('[data-count-badge]')).toBeHidden();
  await page.goto('/setting');
  await expect(bell(page)).toHaveAccessibleName('Messages');
});

test('the centre reads in Indonesian and Chinese; a guest is asked to log in', async ({ page }) => {
  await page.goto('/message');
  await islandsHydrated(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in / Sign up' })).toBeVisible();

  const email = await signInAsNewMember(page);
  await writeMessages(page, email, 2);
  await page.goto('/id/message');
  await islandsHydrated(page);
  await expect(page.getByRole('button', { name: 'Tandai semua sudah dibaca' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Selamat datang di KedaiKita/ })).toHaveCount(2);
  await expect(page.getByText('Belum dibaca').first()).toBeAttached();

  await page.goto('/zh/message');
  await islandsHydrated(page);
  await expect(page.getByRole('button', { name: '全部标为已读' })).toBeVisible();
  const welcome = page.getByRole('button', { name: /欢迎来到 KedaiKita/ }).first();
  await expect(welcome).toContainText('感谢您的加入');
  await expect(welcome).toContainText('系统');
  await expectNoSeriousA11yViolations(page);
});
