// Layout at every width (issue 18): no page scrolls sideways from 320 to 1920 px, in the three languages, and the
// desktop header keeps its language switcher and cart on screen at the narrow desktop widths.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { productList } from '../../src/shared/contract/refs/catalog';
import { apiOf } from './api';
import { trackApiCalls } from './hydration';
import { signInWithPassword } from './identity';

const WIDTHS = [320, 375, 760, 800, 900, 1280, 1920];
const LANG_PREFIXES = ['', '/id', '/zh'];
/** A path in a language: '/' is the bare prefix in Indonesian and Chinese (no trailing slash). */
const at = (prefix: string, path: string) => (path === '/' ? prefix || '/' : prefix + path);

// The test sets its own viewports, so one project is enough.
test.skip(({ isMobile }) => isMobile, 'viewports are set per test');

async function firstProductNo(request: APIRequestContext): Promise<string> {
  return (await apiOf(request).request(productList, { page_num: 1, page_size: 1 })).list[0]!.product_no;
}

/** The document's full width and the viewport's: a page that scrolls sideways has the first wider. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));

for (const prefix of LANG_PREFIXES) {
  test(`no page scrolls sideways at any width (${prefix || '/en'})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const productNo = await firstProductNo(request);
    const paths = ['/', '/commodityList?typeId=1&source=category', `/commodDetail?product_no=${productNo}`, '/login'];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await page.goto(at(prefix, path));
        const { scrollWidth, clientWidth } = await sidewaysScroll(page);
        expect(scrollWidth, `${prefix}${path} at ${width} px`).toBeLessThanOrEqual(clientWidth);
      }
    }
  });
}

/** The member's pages, signed in as the demo shopper (coins, vouchers, an address): long names and numbers included. */
const MEMBER_PATHS = [
  '/me',
  '/setting',
  '/order',
  '/message',
  '/points',
  '/coupons',
  '/couponsList',
  '/shipmentTracking',
  '/tracking',
  '/addressManage',
  '/cart',
  '/refund-settings',
  '/afterSaleOrder',
  '/refunds',
];

/** The demo shopper signed in once per worker through the API; its tests start from that session's cookies. */
const demoShopper = test.extend<object, { demoState: string }>({
  demoState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await signInWithPassword(await context.newPage());
      const path = `${workerInfo.project.outputDir}/demo-shopper-${workerInfo.workerIndex}.json`;
      await context.storageState({ path });
      await context.close();
      await use(path);
    },
    { scope: 'worker' },
  ],
  storageState: ({ demoState }, use) => use(demoState),
});

// One test a width: the 56 page loads of one test came near its timeout on a loaded machine.
for (const width of [320, 375, 760, 1280]) {
  demoShopper(`no member page scrolls sideways at ${width} px (Indonesian, the longest words)`, async ({ page }) => {
    test.setTimeout(120_000);
    const calls = trackApiCalls(page);
    await page.setViewportSize({ width, height: 800 });
    for (const path of MEMBER_PATHS) {
      await page.goto(at('/id', path));
      await calls.settled();
      const { scrollWidth, clientWidth } = await sidewaysScroll(page);
      expect(scrollWidth, `/id${path} at ${width} px`).toBeLessThanOrEqual(clientWidth);
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

test('toasts appear below the sticky desktop header, not over the category bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.mouse.wheel(0, 600);
  const header = (await page.locator('[data-desktop-header]').boundingBox())!;
  const region = page.locator('[data-toast-region]');
  await region.evaluate((el) => (el.innerHTML = '<div class="toast">Added to cart</div>'));
  const toast = (await region.boundingBox())!;
  expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test('the mobile cart badge is a small pill on the icon corner, leaving the icon visible', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const icon = page.locator('.tabbar a[href="/cart"] .icon');
  const badge = icon.locator('[data-cart-badge]');
  await badge.evaluate((el) => {
    (el as HTMLElement).hidden = false;
    el.querySelector('[data-count]')!.textContent = '99+';
  });
  const i = (await icon.locator('svg').boundingBox())!;
  const b = (await badge.boundingBox())!;
  // The badge covers at most a quarter of the icon's area, in its top-right corner.
  const overlapW = Math.max(0, Math.min(i.x + i.width, b.x + b.width) - Math.max(i.x, b.x));
  const overlapH = Math.max(0, Math.min(i.y + i.height, b.y + b.height) - Math.max(i.y, b.y));
  expect((overlapW * overlapH) / (i.width * i.height)).toBeLessThanOrEqual(0.25);
  expect(b.x).toBeGreaterThan(i.x + i.width / 2);
  expect(b.y).toBeLessThan(i.y + i.height / 2);
});
