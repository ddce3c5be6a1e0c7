// The home recommendation grid (issue 4): 12 cards, then more as the shopper scrolls, with 6 skeletons while loading.
import { expect, test } from '@playwright/test';

test('scrolling loads the next recommendations with skeletons meanwhile and no card twice', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the next page, so the skeletons can be seen (no sleeps).
  await page.route('**/fragments/recommend?page=2', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const feed = page.locator('[data-feed]');
  const cards = feed.locator('ul.product-grid [data-product-no]');
  await expect(cards).toHaveCount(12);

  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect(feed.locator('.skeleton-card')).toHaveCount(6);
  release();
  await expect(cards).toHaveCount(24);
  await expect(feed.locator('.skeleton-card')).toHaveCount(0);
  const numbers = await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.productNo));
  expect(new Set(numbers).size).toBe(numbers.length);
});
