// Layout at every width (issue 18): no page scrolls sideways from 320 to 1920 px, in the three languages, and the
// desktop header keeps its language switcher and cart on screen at the narrow desktop widths.
import { expect, test } from '@playwright/test';

const WIDTHS = [320, 375, 760, 800, 900, 1280, 1920];
const LANG_PREFIXES = ['', '/id', '/zh'];
/** A path in a language: '/' is the bare prefix in Indonesian and Chinese (no trailing slash). */
const at = (prefix: string, path: string) => (path === '/' ? prefix || '/' : prefix + path);

// The test sets its own viewports, so one project is enough.
test.skip(({}, info) => info.project.name !== 'desktop', 'viewports are set per test');

async function firstProductNo(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const res = await request.post('/api/consumer/product/list', { data: { page_num: 1, page_size: 1 } });
  return ((await res.json()) as { data: { list: { product_no: string }[] } }).data.list[0]!.product_no;
}

for (const prefix of LANG_PREFIXES) {
  test(`no page scrolls sideways at any width (${prefix || '/en'})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const productNo = await firstProductNo(request);
    const paths = ['/', '/commodityList?typeId=1&source=category', `/commodDetail?product_no=${productNo}`, '/login'];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await page.goto(at(prefix, path));
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${prefix}${path} at ${width} px`).toBeLessThanOrEqual(clientWidth);
      }
    }
  });
}

test('the narrow desktop header keeps the cart and the language switcher on screen', async ({ page }) => {
  for (const prefix of LANG_PREFIXES) {
    for (const width of [760, 900]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(at(prefix, '/'));
      const header = page.locator('[data-desktop-header]');
      for (const target of [header.locator('a.cart'), header.locator('.lang-switch-button')]) {
        const box = (await target.boundingBox())!;
        expect(box.x + box.width, `${prefix}/ at ${width} px`).toBeLessThanOrEqual(width);
        expect(box.x).toBeGreaterThanOrEqual(0);
      }
    }
  }
  // The short code still names the language for assistive technology, and the menu opens.
  await page.goto('/id');
  const button = page.getByRole('button', { name: 'Bahasa: Bahasa Indonesia' });
  await expect(button).toHaveText('ID', { useInnerText: true });
  await button.click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
});

test('the category bar scrolls sideways with an arrow when it does not fit', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/id');
  const bar = page.locator('.catnav .bar');
  const more = page.getByRole('button', { name: 'Kategori lainnya' });
  await expect(more).toBeVisible();
  await more.click();
  await expect.poll(() => bar.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Kategori sebelumnya' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator('.catnav [data-bar-scroll]:visible')).toHaveCount(0);
});
