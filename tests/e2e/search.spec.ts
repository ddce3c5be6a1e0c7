// Search and the product list end to end (issue 4): suggestions, results and sorts, history and its clearing.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { signInAsNewMember } from './identity';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 750;

/** The search box: the header's on desktop, the /search screen's on phones. */
async function searchBox(page: Page, lang = '') {
  if (isDesktop(page)) {
    await page.goto(lang || '/');
    const box = page.getByRole('banner').getByRole('searchbox');
    await box.click();
    return box;
  }
  await page.goto(`${lang}/search`);
  await islandsHydrated(page);
  return page.getByRole('main').getByRole('searchbox');
}

/** Prices of the cards on the page, in minor-unit order of appearance (IDR: Rp18.500 → 18500). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-product-no] .price, [data-product-no] [data-price]').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d]/g, '')));
}

test('typing shows suggestions; searching lists the results, which sort by price', async ({ page }) => {
  const box = await searchBox(page);
  await box.fill('susu');
  const suggestion = page.getByRole('link', { name: /susu|milk/i }).first();
  await expect(suggestion).toBeVisible();
  await box.press('Enter');

  await expect(page).toHaveURL((url) => url.pathname === '/commodityList' && url.searchParams.get('keyword') === 'susu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “susu”');
  await expect(page.locator('[data-product-no]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Price: low to high' }).click();
  await expect(page.getByRole('link', { name: 'Price: low to high' })).toHaveAttribute('aria-current', 'true');
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('the empty box offers the hot and recommended rankings', async ({ page }) => {
  await searchBox(page, '/id');
  await expect(page.getByRole('heading', { name: 'Pencarian populer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rekomendasi untuk Anda' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pencarian populer' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('region', { name: 'Pencarian populer' }).getByRole('button', { name: /^susu/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/id/commodityList' && url.searchParams.get('keyword') === 'susu');
});

test('the header dropdown opens at the press, before its island runs, and the island takes its place', async ({ page }) => {
  test.skip(!isDesktop(page), 'the dropdown is the desktop header’s');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/HeaderSearch\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('searchbox').click();
  const dropdown = page.locator('.search-dropdown');
  await expect(dropdown.getByRole('status')).toHaveText('Loading searches…');
  await expect(dropdown).toBeVisible();

  release();
  await expect(page.getByRole('heading', { name: 'Hot searches' })).toBeVisible();
  await expect(dropdown).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
});

test('a signed-in member sees their search history and can clear it after confirming', async ({ page }) => {
  await signInAsNewMember(page);
  for (const keyword of ['teh', 'kopi']) {
    const box = await searchBox(page);
    await box.fill(keyword);
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === keyword);
  }
  await searchBox(page);
  const history = page.getByRole('region', { name: 'Search history' });
  await expect(history.getByRole('button', { name: 'kopi' })).toBeVisible();
  await expect(history.getByRole('listitem').first()).toHaveText('kopi');

  await history.getByRole('button', { name: 'Clear' }).click();
  await expect(history.getByText('Clear all of your search history?')).toBeVisible();
  await history.getByRole('button', { name: 'Clear history' }).click();
  await expect(page.getByText('Search history cleared')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Search history' })).toHaveCount(0);
});

test('a search nobody can match shows the empty state, with nothing to sort', async ({ page }) => {
  await page.goto('/commodityList?keyword=zzzzqqqq');
  await expect(page.getByRole('heading', { name: 'No products match your search' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse categories' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sort by' })).toHaveCount(0);
});

test('a page past the end of a list goes to its last page', async ({ page }) => {
  await page.goto('/commodityList?keyword=susu&page=400');
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === 'susu' && url.searchParams.get('page') !== '400');
  await expect(page.locator('[data-product-no]').first()).toBeVisible();
});

test('a category from /cate lists its products under its name', async ({ page }) => {
  await page.goto('/cate');
  await page.getByRole('heading', { name: 'Snacks', level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/commodityList' && !!url.searchParams.get('typeId'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snacks');
  await expect(page.locator('[data-product-no]').first()).toBeVisible();
  // Coming back to /cate in this tab shows Snacks again, current in the rail (spec §3 secondaryIndex / thirdIndex).
  await page.goto('/cate');
  await expect(page.getByRole('navigation', { name: 'Jump to a category' }).getByRole('link', { name: 'Snacks' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Snacks', level: 2 })).toBeInViewport();
});

test('the rotating keywords follow the page language after a language switch', async ({ page }) => {
  // The desktop header's box shows them in its placeholder; the mobile bar on home in its label.
  const shown = isDesktop(page)
    ? () => page.getByRole('banner').getByRole('searchbox').getAttribute('placeholder')
    : () => page.locator('[data-rotating-keyword]').textContent();
  // The seed's first keywords of each language (they rotate every 3.5 s).
  await page.goto('/');
  await expect.poll(shown).toMatch(/^(milk|rice|instant noodles)$/);
  await page.goto('/id');
  await expect.poll(shown).toMatch(/^(susu|beras|mi instan)$/);
  await page.goto('/zh');
  await expect.poll(shown).toMatch(/^(牛奶|大米|方便面)$/);
});

test('/search shows one search box', async ({ page }) => {
  await page.goto('/search');
  await islandsHydrated(page);
  await expect(page.getByRole('searchbox')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
});

test('a list page names itself once on phones, and its four sort chips fit the row', async ({ page }) => {
  test.skip(isDesktop(page), 'the phone layout');
  await page.goto('/id/commodityList?typeId=1&source=category');
  const title = (await page.locator('.m-topbar .title').textContent())!.trim();
  // The heading stays for screen readers; only the top bar shows the name.
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeAttached();
  const box = (await heading.boundingBox())!;
  expect(box.width * box.height).toBeLessThanOrEqual(1);
  // All four in view (the prices as 'Harga ↓' and 'Harga ↑'): nothing to scroll to, so no fade hinting at more.
  const sorts = page.locator('[data-sorts]');
  await expect(sorts.getByRole('link')).toHaveCount(4);
  for (const chip of await sorts.getByRole('link').all()) await expect(chip).toBeInViewport({ ratio: 1 });
  await expect(sorts).not.toHaveAttribute('data-more-end', '');
  await expect(sorts.getByRole('link', { name: 'Harga: tertinggi' })).toHaveText(/Harga\s↓/, { useInnerText: true });
});

test('an unknown category is a translated not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/id/commodityList?typeId=999999&source=category');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Kategori ini tidak ada' })).toBeVisible();
  await expect(page.getByText('Semua produk')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Jelajahi kategori' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('results for a corrected keyword say so and offer the keyword as typed', async ({ page }) => {
  await page.goto('/commodityList?keyword=miilk');
  const note = page.locator('[data-corrected]');
  await expect(note).toContainText('Showing results for milk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “milk”');
  await note.getByRole('link', { name: 'miilk' }).click();
  await expect(page).toHaveURL(/keyword=miilk&exact=1/);
  await expect(page.getByRole('heading', { name: 'No products match your search' })).toBeVisible();
  await expect(page.locator('[data-corrected]')).toHaveCount(0);
  await page.goto('/zh/commodityList?keyword=miilk');
  await expect(page.locator('[data-corrected]')).toContainText('已显示“milk”的搜索结果');
  await expect(page.locator('[data-corrected]')).toContainText('仍然搜索“miilk”');
  await expectNoSeriousA11yViolations(page);
});
