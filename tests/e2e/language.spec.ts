import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DESKTOP_BREAKPOINT_PX } from '../../src/shared/constants';
import { expectNoSeriousA11yViolations } from './axe';

async function langCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'lang')?.value;
}

/** The page's hreflang alternates point at the same page in each language. */
async function expectAlternates(page: Page, barePath: string) {
  const suffix = barePath === '/' ? '' : barePath;
  for (const [hreflang, prefix] of [
    ['en', ''],
    ['id', '/id'],
    ['zh-CN', '/zh'],
    ['x-default', ''],
  ] as const) {
    const href = await page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute('href');
    expect(href && new URL(href).pathname, `hreflang ${hreflang}`).toBe(`${prefix}${suffix}` || '/');
  }
}

test('the language list switches language and returns to where the shopper came from', async ({ page, context }) => {
  await page.goto('/setLanguage?from=/cate');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Language' });
  await expect(list.getByRole('link', { name: /English/ })).toHaveAttribute('aria-current', 'true');
  await expect(list.getByRole('link', { name: /Bahasa Indonesia/ })).not.toHaveAttribute('aria-current', 'true');
  await expectNoSeriousA11yViolations(page);

  await list.getByRole('link', { name: /Bahasa Indonesia/ }).click();
  await expect(page).toHaveURL(/\/id\/cate$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  expect(await langCookie(context)).toBe('id');
  await expectAlternates(page, '/cate');

  // The list in Indonesian marks Indonesian; choosing Chinese goes on to /zh.
  await page.goto('/id/setLanguage?from=/cate');
  await expect(page.getByRole('heading', { level: 1, name: 'Bahasa' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Bahasa Indonesia/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: /简体中文/ }).click();
  await expect(page).toHaveURL(/\/zh\/cate$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await langCookie(context)).toBe('zh-CN');
});

test('the language list goes home when it has no safe place to return to', async ({ page }) => {
  await page.goto('/setLanguage?from=//evil.example/steal');
  await expect(page.getByRole('link', { name: /Bahasa Indonesia/ })).toHaveAttribute('href', '/id');
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  await expectAlternates(page, '/setLanguage');
});

test('the header dropdown switches language by keyboard and by pointer', async ({ page, context, viewport }) => {
  test.skip((viewport?.width ?? 0) < DESKTOP_BREAKPOINT_PX, 'the header dropdown is the desktop control');
  await page.goto('/cate');
  const button = page.getByRole('button', { name: 'Language: English' });
  const menu = page.getByRole('menu', { name: 'Language' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { name: '简体中文' })).toHaveAttribute('aria-checked', 'false');
  await expectNoSeriousA11yViolations(page, { include: '.lang-switch' });

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/id\/cate$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  expect(await langCookie(context)).toBe('id');
  await expectAlternates(page, '/cate');

  await page.getByRole('button', { name: 'Bahasa: Bahasa Indonesia' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh\/cate$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await langCookie(context)).toBe('zh-CN');
});

test('typing the bare address brings back the language the shopper chose', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'zh-CN', url: baseURL! }]);
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
