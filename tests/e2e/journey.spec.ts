// The shopper's way through the catalog (issue 4) in one go: home → category → list → sort → scroll on → detail →
// add to cart, signing in on the way, and the cart count on the way back.
import { expect, test, type Page } from '@playwright/test';
import { signInAsNewMember } from './identity';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 750;

test('home → category → sorted list that scrolls on → detail → add to cart after signing in', async ({ page, context }) => {
  await page.goto('/');
  if (isDesktop(page)) {
    await page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'Snacks', exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Category' }).click();
    await page.getByRole('heading', { name: 'Snacks', level: 2 }).getByRole('link').click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snacks');

  await page.getByRole('link', { name: 'Price: high to low' }).click();
  await expect(page.getByRole('link', { name: 'Price: high to low' })).toHaveAttribute('aria-current', 'true');
  const cards = page.locator('[data-feed] ul.product-grid [data-product-no]');
  await expect(cards).toHaveCount(20);
  // The feed replaces the page links: scrolling to its end brings the next page of the same sort.
  await expect(page.getByRole('link', { name: 'Next' })).toBeHidden();
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(20);
  const prices = (await page.locator('[data-feed] [data-product-no] .price').allTextContents()).map((t) => Number(t.replace(/[^\d]/g, '')));
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  const card = page.locator('[data-feed] article.product:not(.sold-out) [data-product-link]').first();
  const [detail] = await Promise.all([isDesktop(page) ? context.waitForEvent('page') : Promise.resolve(page), card.click()]);
  await expect(detail).toHaveURL(/\/commodDetail\?product_no=/);
  const detailUrl = detail.url();
  // The desktop opens the detail in a new tab: its buy box is driven by the page's script, which runs at load.
  await detail.waitForLoadState('load');
  await detail.getByRole('button', { name: 'Add to cart' }).click();
  if (isDesktop(detail)) await expect(detail.getByRole('dialog')).toBeVisible();
  else await expect(detail).toHaveURL((url) => url.pathname === '/login');

  await signInAsNewMember(detail);
  await detail.goto(detailUrl);
  await detail.getByRole('button', { name: 'Add to cart' }).click();
  await expect(detail.getByText('Added to your cart')).toBeVisible();
  if (isDesktop(detail)) {
    await expect(detail.getByRole('banner').getByText('1', { exact: true })).toBeVisible();
  } else {
    // Phones show the cart badge on the home tabs.
    await detail.goto('/');
    await expect(detail.getByRole('navigation', { name: 'Main navigation' }).getByText('1', { exact: true })).toBeVisible();
  }
});
