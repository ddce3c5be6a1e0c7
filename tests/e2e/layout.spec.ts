// Layout at every width (issue 18): no page scrolls sideways from 320 to 1920 px, in the three languages, and the
// desktop header keeps its language switcher and cart on screen at the narrow desktop widths.
import { expect, type Page, type Request, test } from '@playwright/test';
import { BUY_TYPE } from '../../src/shared/contract/constants';
import { addressAdd } from '../../src/shared/contract/refs/address';
import { afterSaleApply } from '../../src/shared/contract/refs/aftersale';
import { cartAdd } from '../../src/shared/contract/refs/cart';
import { minSkuDetail, productList } from '../../src/shared/contract/refs/catalog';
import { orderConfirm, orderCreate } from '../../src/shared/contract/refs/order';
import { payOrder } from '../../src/shared/contract/refs/payment';
import { shipmentTracking } from '../../src/shared/contract/refs/shipment';
import { ADDRESSES } from './addresses';
import { apiOf } from './api';
import { signInAsNewMember } from './identity';

const LANG_PREFIXES = ['', '/id', '/zh'];
/** A path in a language: '/' is the bare prefix in Indonesian and Chinese (no trailing slash). */
const at = (prefix: string, path: string) => (path === '/' ? prefix || '/' : prefix + path);

// The test sets its own viewports, so one project is enough.
test.skip(({ isMobile }) => isMobile, 'viewports are set per test');

/**
 * Every route of src/pages but the fragments, images, robots and sitemap; `{…}` are filled with the shopper's data
 * (Site). Signed out, the member's routes answer as a guest sees them (a log-in prompt or the login page).
 */
const ROUTES = [
  '/',
  '/cate',
  '/commodityList?typeId=1&source=category',
  '/commodityList?keyword=susu',
  '/commodDetail?product_no={product}',
  '/commodDetailEmpty',
  '/search',
  '/coupons',
  '/activities',
  '/about',
  '/downloadApp',
  '/pc',
  '/setLanguage',
  '/setting-country',
  '/faqs',
  '/vouchertcs',
  '/privacy',
  '/refundPolicy',
  '/agreement',
  '/policyTerms',
  '/tracking',
  '/tracking?tracking_no={tracking}',
  '/login',
  '/emailLogin',
  '/accountLogin',
  '/forgetPassword',
  '/verificationCode',
  '/verifyPhone',
  '/bindPhone',
  '/verifyEmail',
  '/bindEmail',
  '/no-such-page',
  '/me',
  '/setting',
  '/order',
  '/afterSaleOrder',
  '/addressManage',
  '/addressDetail',
  '/addressDetail?id={address}',
  '/message',
  '/points',
  '/couponsList',
  '/payment-option',
  '/refund-settings',
  '/cart',
  '/orderConfirm',
  '/checkout?order_no={unpaid}',
  '/paymentSuccess?order_no={paid}',
  '/orderDetail/{paid}',
  '/orderDetail/{unpaid}',
  '/shipmentTracking',
  '/trackingDetail?order_no={paid}',
  '/applyRefund?order_no={paid}&sku_no={sku}',
  '/afterSaleOrderDetail/{afterSale}',
  '/refunds',
  '/delete',
];
/** Narrowest first: a page is loaded at the first width and then widened, as a phone turned or a window dragged wider. */
const OVERFLOW_WIDTHS = [320, 375, 768, 1280];
const LANGS = [
  ['en', ''],
  ['id', '/id'],
  ['zh', '/zh'],
] as const;

/** What the member's routes need: a product, and the member's own address, orders, after-sale and package. */
interface Site {
  product: string;
  address: string;
  unpaid: string;
  paid: string;
  sku: string;
  tracking: string;
  afterSale: string;
}

const fill = (route: string, site: Site) => route.replace(/\{(\w+)\}/g, (_, key: keyof Site) => site[key]);

/** The elements that reach past the right edge, outermost-clipping ancestors allowed for: what a failure names. */
const widestElements = (page: Page) =>
  page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    const nameOf = (el: Element) => {
      const name = el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + [...el.classList].map((c) => `.${c}`).join('');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return text ? `${name} "${text}"` : name;
    };
    const found: { right: number; depth: number; what: string }[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= edge) continue;
      let depth = 0;
      let clipped = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement, depth++) {
        if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= edge) clipped = true;
      }
      if (clipped || getComputedStyle(el).position === 'fixed') continue;
      const parent = el.parentElement && el.parentElement !== document.body ? ` in ${nameOf(el.parentElement).slice(0, 60)}` : '';
      found.push({ right: Math.round(box.right), depth, what: nameOf(el) + parent });
    }
    // The deepest of the widest first: the element that pushes, rather than each of its ancestors.
    found.sort((a, b) => b.right - a.right || b.depth - a.depth);
    return found.slice(0, 3).map((f) => `${f.what} to ${f.right} px`);
  });

const nextPaint = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * hydration.ts's settled(), polled every frame rather than at Playwright's 100 ms and more: the client:load islands
 * hydrated, every call to the API answered and painted. Hundreds of pages wait for it here.
 */
function quickSettle(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    do {
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"]'), undefined, { polling: 'raf' });
      const deadline = Date.now() + 10_000;
      while (inFlight.size > 0 && Date.now() < deadline) await sleep(10);
      await nextPaint(page);
    } while (inFlight.size > 0);
  };
}
const gone = (error: unknown) => /context was destroyed|navigat/i.test(String(error));

/**
 * Where `url` scrolls sideways at any of the widths, each with what reaches out: loaded at the first width, settled, then
 * widened. A page that sends the shopper on (a guest to the login) is measured where it lands, once per test (`seen`).
 */
async function overflowsOf(page: Page, url: string, settled: () => Promise<void>, seen: Set<string>): Promise<string[]> {
  await page.setViewportSize({ width: OVERFLOW_WIDTHS[0]!, height: 800 });
  const response = await page.goto(url);
  expect(response?.status() ?? 0, url).toBeLessThan(500);
  for (;;) {
    try {
      await settled();
      const landed = page.url().slice(new URL(page.url()).origin.length);
      if (seen.has(landed)) return [];
      const where = landed === url ? url : `${url} (at ${landed})`;
      const found: string[] = [];
      for (const width of OVERFLOW_WIDTHS) {
        if (width !== OVERFLOW_WIDTHS[0]) {
          await page.setViewportSize({ width, height: 800 });
          await nextPaint(page);
        }
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: Math.min(window.innerWidth, document.documentElement.clientWidth),
        }));
        if (scrollWidth > innerWidth) {
          found.push(`${where} at ${width} px is ${scrollWidth} px wide: ${(await widestElements(page)).join('; ')}`);
        }
      }
      seen.add(landed);
      return found;
    } catch (error) {
      if (!gone(error)) throw error;
      // The page went on while it was measured: measure where it went, from the first width.
      await page.waitForLoadState();
      await page.setViewportSize({ width: OVERFLOW_WIDTHS[0]!, height: 800 });
    }
  }
}

/**
 * A member of this worker's own (e2e-own-member.md) with what the member's routes show: an address, an unpaid order,
 * a paid order booked with the courier with an after-sale application on it, a line in the cart and the bell past 99;
 * `state` is the signed-in session's storage.
 */
const overflowTest = test.extend<object, { shopper: { site: Site; state: string } }>({
  shopper: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      const email = await signInAsNewMember(page);
      const api = apiOf(page.request);
      const address = (await api.request(addressAdd, ADDRESSES.ID)).address_id;
      const products = (await api.request(productList, { page_num: 1, page_size: 50 })).list.filter((p) => p.flag_sold_out === 0);
      let sku: { sku_no: string } | undefined;
      let product = '';
      for (const p of products) {
        sku = (await api.request(minSkuDetail, { product_no: p.product_no })).skus.find((s) => s.stock >= 10);
        product = p.product_no;
        if (sku) break;
      }
      if (!sku) throw new Error('no SKU in stock');
      const order = async () => {
        const selection = { items: [{ sku_no: sku.sku_no, quantity: 2 }], buy_type: BUY_TYPE.buyNow, use_coins: false };
        const confirm = await api.request(orderConfirm, selection);
        const placed = await api.request(orderCreate, {
          ...selection,
          expected_total: confirm.amounts.total,
          idempotency_key: `e2e-${crypto.randomUUID()}`,
        });
        return placed.order_no;
      };
      const unpaid = await order();
      const paid = await order();
      const payment = await api.request(payOrder, { order_no: paid, method: 'ewallet', channel: 'OVO' });
      await page.goto(payment.action_url!);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(/\/paymentSuccess\?/);
      expect((await page.request.post('/dev/jobs', { data: { country: 'ID' } })).status()).toBe(200);
      const tracking = (await api.request(shipmentTracking, { order_no: paid })).tracking_no;
      const afterSale = (
        await api.request(afterSaleApply, {
          order_no: paid,
          sku_no: sku.sku_no,
          type: 'refund_only',
          reason: 'shipping_delay',
          quantity: 1,
        })
      ).after_sale_no;
      // Approved: the parcel is with the courier, so its interception is asked for, a second event on the timeline.
      expect(
        (await page.request.post('/dev/aftersale', { data: { country: 'ID', after_sale_no: afterSale, action: 'approve' } })).status(),
      ).toBe(200);
      await api.request(cartAdd, { sku_no: sku.sku_no, quantity: 3 });
      expect((await page.request.post('/dev/messages', { data: { email, count: 120 } })).status()).toBe(200);
      const state = `${workerInfo.project.outputDir}/overflow-shopper-${workerInfo.workerIndex}.json`;
      await context.storageState({ path: state });
      await context.close();
      await use({ site: { product, address, unpaid, paid, sku: sku.sku_no, tracking, afterSale }, state });
    },
    { scope: 'worker' },
  ],
});

// Two tests a language and a sign-in state, each in one browser context: every route (half of them each), loaded
// once at 320 px and widened to 375, 768 and 1280 px. A failure lists every page that scrolls sideways, with the
// elements that reach out. Halves, because all the routes in one test took two thirds of its timeout on a slow machine.
const HALF = Math.ceil(ROUTES.length / 2);
const ROUTE_HALVES = [ROUTES.slice(0, HALF), ROUTES.slice(HALF)];
for (const signedIn of [false, true]) {
  for (const [lang, prefix] of LANGS) {
    for (const [half, routes] of ROUTE_HALVES.entries()) {
      overflowTest(
        `no page scrolls sideways from 320 to 1280 px, ${signedIn ? 'signed in' : 'signed out'} (${lang}, routes ${half + 1} of 2)`,
        async ({ browser, shopper }, testInfo) => {
          test.setTimeout(120_000);
          const context = await browser.newContext({
            baseURL: testInfo.project.use.baseURL,
            ...(signedIn ? { storageState: shopper.state } : {}),
          });
          // /orderConfirm confirms the persisted selection (spec §3 selectSkus), as the product page's Buy now leaves it.
          await context.addInitScript((sku) => {
            const root = JSON.parse(localStorage.getItem('storefront') ?? '{}') as { userInfo?: { selectSkus?: unknown[] } };
            if (root.userInfo?.selectSkus?.length) return;
            root.userInfo = { ...root.userInfo, selectSkus: [{ sku_no: sku, quantity: 1, buyType: 1 }] };
            localStorage.setItem('storefront', JSON.stringify(root));
          }, shopper.site.sku);
          const page = await context.newPage();
          const settled = quickSettle(page);
          const overflows: string[] = [];
          const seen = new Set<string>();
          for (const route of routes) {
            overflows.push(...(await overflowsOf(page, at(prefix, fill(route, shopper.site)), settled, seen)));
          }
          await context.close();
          expect(overflows).toEqual([]);
        },
      );
    }
  }
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

/**
 * Each count badge shown with 99+ on its icon: a pill on the icon's top-right corner covering at most a quarter of it,
 * inside the screen, and (the desktop cart) neither moving the link nor covering its name.
 */
test('count badges sit on their icons’ corners, 99+ too, leaving the icons visible and the cart where it was', async ({ page }) => {
  const badges = [
    { width: 1280, path: '/', badge: '[data-desktop-header] .cart [data-cart-badge]' },
    { width: 1280, path: '/', badge: '[data-desktop-header] .bell [data-count-badge]' },
    { width: 375, path: '/', badge: '.tabbar a[href="/cart"] [data-cart-badge]' },
    { width: 375, path: '/id/order', badge: '.m-topbar .bell [data-count-badge]' },
    { width: 320, path: '/zh/order', badge: '.m-topbar .bell [data-count-badge]' },
  ];
  for (const { width, path, badge: selector } of badges) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    const badge = page.locator(selector);
    const icon = badge.locator('xpath=..').locator('svg').first();
    const cart = page.locator('[data-desktop-header] a.cart');
    const before = width === 1280 ? [await cart.boundingBox(), await cart.locator('.cart-label').boundingBox()] : [];
    await badge.evaluate((el) => {
      (el as HTMLElement).hidden = false;
      (el.querySelector('[data-count]') ?? el).textContent = '99+';
    });
    const i = (await icon.boundingBox())!;
    const b = (await badge.boundingBox())!;
    const what = `${selector} at ${width} px`;
    const overlapW = Math.max(0, Math.min(i.x + i.width, b.x + b.width) - Math.max(i.x, b.x));
    const overlapH = Math.max(0, Math.min(i.y + i.height, b.y + b.height) - Math.max(i.y, b.y));
    expect((overlapW * overlapH) / (i.width * i.height), what).toBeLessThanOrEqual(0.25);
    expect(b.x, what).toBeGreaterThan(i.x + i.width / 2);
    expect(b.y, what).toBeLessThan(i.y + i.height / 2);
    expect(b.x + b.width, what).toBeLessThanOrEqual(width);
    if (width === 1280) {
      expect([await cart.boundingBox(), await cart.locator('.cart-label').boundingBox()], what).toEqual(before);
      const label = (await cart.locator('.cart-label').boundingBox())!;
      // The pill passes above the name's letters (their tops are a fifth of the line down).
      expect(b.x + b.width <= label.x || b.y + b.height <= label.y + label.height / 5, `${what}: ${JSON.stringify([b, label])}`).toBe(true);
    }
  }
});

const LIST = '/commodityList?typeId=1&source=category';

test('on phones the list’s four sorts share the row, none cut off, their full names kept for screen readers', async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [lang, prefix] of LANGS) {
      await page.goto(prefix + LIST);
      const sorts = page.locator('[data-sorts]');
      const row = sorts.locator('ul');
      const fits = await row.evaluate((ul) => ul.scrollWidth <= ul.clientWidth);
      expect(fits, `${lang} at ${width} px`).toBe(true);
      for (const chip of await sorts.getByRole('link').all()) {
        const box = (await chip.boundingBox())!;
        expect(box.x, `${lang} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${lang} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  }
  await page.goto(LIST);
  await expect(page.getByRole('link', { name: 'Price: high to low' })).toHaveText(/Price\s↓/, { useInnerText: true });
  await page.goto(`/zh${LIST}`);
  await expect(page.getByRole('link', { name: '价格从低到高' })).toBeVisible();
});

test('a long mobile title takes a second line rather than losing its end', async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/id/paymentSuccess', '/paymentSuccess']) {
      await page.goto(path);
      const title = page.locator('.m-topbar .title');
      const whole = await title.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth);
      expect(whole, `${path} at ${width} px`).toBe(true);
    }
  }
});

test('the banner’s headline keeps to the art’s empty left half on phones, inside the banner', async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [lang, prefix] of LANGS) {
      await page.goto(prefix || '/');
      const frame = page.locator('[data-banner-carousel] .frame').first();
      const box = (await frame.boundingBox())!;
      const text = await frame.locator('.caption').evaluate((caption) => {
        const range = document.createRange();
        range.selectNodeContents(caption);
        const r = range.getBoundingClientRect();
        return { right: r.right, top: r.top, bottom: r.bottom };
      });
      const what = `${lang} at ${width} px`;
      expect(text.right, what).toBeLessThanOrEqual(box.x + box.width * 0.55);
      expect(text.top, what).toBeGreaterThanOrEqual(box.y);
      expect(text.bottom, what).toBeLessThanOrEqual(box.y + box.height);
    }
  }
});

test('the product page: Add to cart on one line, and its toast clear of the quantity and the buttons', async ({ page }) => {
  await signInAsNewMember(page);
  const product = (await apiOf(page.request).request(productList, { page_num: 1, page_size: 20 })).list.find((p) => p.flag_sold_out === 0)!;
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 740 });
    for (const [lang, prefix] of LANGS) {
      await page.goto(`${prefix}/commodDetail?product_no=${product.product_no}`);
      const add = page.locator('[data-add]');
      const what = `${lang} at ${width} px`;
      const oneLine = await add.evaluate((el) => {
        const line = parseFloat(getComputedStyle(el).lineHeight);
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getClientRects().length === 1 && range.getBoundingClientRect().height < line * 1.5;
      });
      expect(oneLine, what).toBe(true);
      // The buttons at the bottom of the screen, where the toast would otherwise appear.
      const actions = page.locator('.actions[data-toast-avoid]');
      await actions.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - innerHeight + 8));
      await add.click();
      const toast = page.locator('[data-toast-region] .toast');
      await expect(toast).toBeVisible();
      const t = (await toast.boundingBox())!;
      for (const part of [page.locator('[data-quantity-row] .stepper'), actions]) {
        const p = (await part.boundingBox())!;
        const apart = t.y + t.height <= p.y || p.y + p.height <= t.y;
        expect(apart, `${what}: the toast over ${await part.getAttribute('class')}`).toBe(true);
      }
    }
  }
});

overflowTest(
  'order cards keep their buttons to two rows; every after-sales event reads the same way',
  async ({ browser, shopper }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: shopper.state });
    const page = await context.newPage();
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [lang, prefix] of LANGS) {
        const what = `${lang} at ${width} px`;
        await page.goto(`${prefix}/order`);
        const feet = page.locator('.orders-card-foot');
        await expect(feet).toHaveCount(2);
        for (const foot of await feet.all()) {
          const tops = await foot.locator('.btn').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
          expect(new Set(tops).size, `${what}: ${tops.length} buttons`).toBeLessThanOrEqual(2);
        }
        await page.goto(`${prefix}/afterSaleOrderDetail/${shopper.site.afterSale}`);
        const events = page.locator('.as-timeline li');
        await expect(events).toHaveCount(2);
        for (const event of await events.all()) {
          const [name, time] = [(await event.locator('span').boundingBox())!, (await event.locator('time').boundingBox())!];
          expect(time.y, what).toBeGreaterThanOrEqual(name.y + name.height - 1);
          expect(time.x, what).toBe(name.x);
        }
      }
    }
    await context.close();
  },
);
