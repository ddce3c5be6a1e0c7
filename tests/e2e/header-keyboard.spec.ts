// The desktop header by keyboard (issue 29 item 6): each top category of the category bar is one tab stop, so the
// header takes a handful of Tab presses before the page's content, not one per subcategory; a mega-menu opens with
// Enter, Space or Arrow Down (and on hover), its links are reached by Tab or the arrows once open, and Escape closes it
// back on its top category. A closed menu's links are not displayed, so they are out of the tab order. The search
// box's dropdown, likewise, opens when asked for (a press, typing, Arrow Down), not when Tab passes through.
import { expect, type Page, test } from '@playwright/test';

test.skip(({ isMobile }) => isMobile, 'the category bar is the desktop header’s');

/** Tab presses from the top of the page until the focus is inside <main>. */
async function tabStopsBeforeMain(page: Page): Promise<number> {
  for (let presses = 1; presses <= 150; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => !!document.activeElement?.closest('main'))) return presses - 1;
  }
  throw new Error('the focus never reached <main>');
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

for (const path of ['/', '/id/commodityList?typeId=1&source=category']) {
  test(`a few Tab stops before the content of ${path}, one per top category`, async ({ page }) => {
    await page.goto(path);
    const bar = page.locator('.catnav .bar');
    const tops = await bar.locator('.top').count();
    const stops = await tabStopsBeforeMain(page);
    // The skip link, the logo, search (box and button), the account, the bell, the cart, the language and the bar.
    expect(stops).toBeLessThan(25);
    expect(stops).toBeLessThanOrEqual(8 + tops);
  });
}

test('a mega-menu by keyboard: Enter opens it, Tab and the arrows walk it, Escape closes it back on its category', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Product categories' });
  const groceries = nav.getByRole('link', { name: 'Groceries', exact: true });
  const panel = page.locator(`#${await groceries.getAttribute('aria-controls')}`);
  await expect(groceries).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();

  // Reached by Tab, from the bar's first item: one stop each. The first key press loads the menus' code; a shopper's
  // next keys come long after it has, a test's at once, so the test waits for it.
  await nav.getByRole('link', { name: 'All categories' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('.catnav')).toHaveAttribute('data-menus', 'ready');
  await expect(groceries).toBeFocused();
  await expect(panel).toBeHidden();

  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(groceries).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'All Groceries' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const second = await focusedText(page);
  expect(second).not.toBe('All Groceries');
  await page.keyboard.press('ArrowUp');
  await expect(panel.getByRole('link', { name: 'All Groceries' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(groceries).toBeFocused();
  await expect(groceries).toHaveAttribute('aria-expanded', 'false');

  // Arrow Down opens it on its first link; past its last link Tab goes on to the next category and the menu closes.
  await page.keyboard.press('ArrowDown');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'All Groceries' })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  const snacks = nav.getByRole('link', { name: 'Snacks', exact: true });
  await expect(snacks).toBeFocused();
  await expect(panel).toBeHidden();

  // Space toggles; the arrows move along the bar; Enter on an open category follows its link.
  const snacksPanel = page.locator(`#${await snacks.getAttribute('aria-controls')}`);
  await page.keyboard.press('Space');
  await expect(snacksPanel).toBeVisible();
  await page.keyboard.press('Space');
  await expect(snacksPanel).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(groceries).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/commodityList\?typeId=\d+&source=category$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Groceries');
});

test('a mega-menu still opens on hover, and its links are out of the tab order while closed', async ({ page }) => {
  await page.goto('/zh');
  const nav = page.getByRole('navigation', { name: '商品分类' });
  const drinks = nav.getByRole('link', { name: '饮料冲调', exact: true });
  const panel = page.locator(`#${await drinks.getAttribute('aria-controls')}`);
  await drinks.hover();
  await expect(panel).toBeVisible();
  await page.mouse.move(600, 700);
  await expect(panel).toBeHidden();
  // Every link of every closed menu is hidden: none can take the focus.
  const focusable = await page
    .locator('.catnav [data-nav-panel] a')
    .evaluateAll((links) => links.filter((a) => (a as HTMLElement).checkVisibility()).length);
  expect(focusable).toBe(0);
});

test('the search dropdown stays shut while Tab passes through the box, and opens on Arrow Down', async ({ page }) => {
  await page.goto('/id');
  const box = page.getByRole('banner').getByRole('searchbox');
  const dropdown = page.locator('.search-dropdown');
  await page.getByRole('banner').getByRole('link', { name: 'KedaiKita' }).focus();
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  // The first focus wakes the island: once it runs, its dropdown has replaced the server's, and is shut.
  await expect(page.locator('[data-search-shell]')).toHaveCount(0);
  await expect(dropdown).toHaveCount(1);
  await expect(dropdown).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cari' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowDown');
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByRole('heading', { name: 'Pencarian populer' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(dropdown.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
});
