// Checkout interactions (issue 28): how fast the cart, the order confirmation and the checkout answer a shopper's tap,
// in desktop Chromium with the CPU slowed 4× (as first-tap.mjs), signed in as the checkout bench shopper (five lines,
// four usable vouchers, coins). For each interaction: its Event Timing duration (input delay, handlers and the next
// paint: the longest of its events, which share an interactionId), and the time from the pointerdown to the screen
// answering it: the new total, or at once a pending state and then the total (docs/decisions/interaction-feedback.md),
// or what the tap opens. The median of `runs` fresh pages each.
//
// `node scripts/bench/interactions.mjs [--runs N] [--only <part of a name>]` measures against a built worker of its
// own (built first when dist/ is older than the sources) and prints the figures; `npm run bench` runs it too.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from '../chromium.mjs';
import { executeSqlFile, setupDatabases } from '../db-setup.mjs';
import { ensureBuild } from './build.mjs';
import { CPU_SLOWDOWN } from './first-tap.mjs';
import { median } from './lighthouse.mjs';
import { CHECKOUT_CART, CHECKOUT_SHOPPER, benchToken, prepareCheckoutShopper, shopperHeaders, writeBenchShoppers } from './shoppers.mjs';
import { startBuiltWorker } from './worker.mjs';

export const INTERACTION_BUDGET_MS = 200;
/** The worker's variables for this module: the development aids give the shopper vouchers and coins. */
export const INTERACTION_VARS = { ENVIRONMENT: 'development' };

const CART_TOTAL = '.cart-subtotal dd';
// On desktop the breakdown ends with the total (the phone's bottom bar, which repeats it, is hidden).
const CONFIRM_TOTAL = '.confirm-amount-total dd';

/**
 * What each interaction taps (`tap(page)`: a Playwright locator), on which page, after what (`before`, not measured),
 * and what answers it: `total` (a selector whose text changes; a pending state is an ancestor with aria-busy="true") or
 * `shows` (a selector that becomes visible).
 */
export const INTERACTIONS = {
  'cart: quantity +': {
    page: 'cart',
    tap: (page) => page.locator('.cart-line').first().locator('.cart-stepper button').last(),
    total: CART_TOTAL,
  },
  'cart: unselect a line': {
    page: 'cart',
    tap: (page) => page.locator('.cart-line').first().locator('.cart-line-select input'),
    total: CART_TOTAL,
  },
  'confirmation: open the voucher sheet': {
    page: 'confirmation',
    tap: voucherSheetButton,
    shows: 'dialog.confirm-dialog[open] .confirm-voucher',
  },
  'confirmation: pick a voucher': {
    page: 'confirmation',
    before: async (page) => {
      await voucherSheetButton(page).click();
      await page.locator('dialog.confirm-dialog[open] .confirm-voucher').first().waitFor();
    },
    tap: (page) => page.locator('dialog.confirm-dialog .confirm-voucher:not(.is-applied) button[aria-pressed="false"]:enabled').first(),
    total: CONFIRM_TOTAL,
  },
  'confirmation: pay with coins': {
    page: 'confirmation',
    tap: (page) => page.locator('input.confirm-switch'),
    total: CONFIRM_TOTAL,
  },
  'checkout: switch the payment method': {
    page: 'checkout',
    tap: (page) => page.locator('label.checkout-method:has(input[value="qr"])'),
    shows: 'label.checkout-method:has(input[value="qr"]:checked)',
  },
};

function voucherSheetButton(page) {
  return page.locator('.confirm-row:has(+ .confirm-coins) > button');
}

/**
 * The Event Timing duration of the first interaction that started at or after `since` (ms, the page's clock): the
 * longest of its entries (pointerdown, pointerup, click… share an interactionId). Null when none was reported, which
 * means it took less than the observer's threshold.
 */
export function interactionDuration(entries, since) {
  const ours = entries.filter((e) => e.interactionId > 0 && e.startTime >= since);
  if (ours.length === 0) return null;
  const first = ours.reduce((a, b) => (b.startTime < a.startTime ? b : a)).interactionId;
  return Math.max(...ours.filter((e) => e.interactionId === first).map((e) => e.duration));
}

/** The first answer the shopper sees: a pending state or the new total (whichever came first), or what opened. */
export function feedbackMs({ pendingMs, totalMs, shownMs }) {
  const seen = [pendingMs, totalMs, shownMs].filter((ms) => typeof ms === 'number');
  return seen.length ? Math.min(...seen) : null;
}

/** Whether an interaction's medians are within the budget: its duration and its first answer. */
export function withinBudget({ durationMs, feedbackMs: first }, budgetMs = INTERACTION_BUDGET_MS) {
  return durationMs <= budgetMs && first !== null && first <= budgetMs;
}

/** The median of each figure over the samples that have it (a `shows` interaction has no total). */
export function summarise(samples) {
  const of = (key) => {
    const values = samples.map((s) => s[key]).filter((v) => typeof v === 'number');
    return values.length ? median(values) : null;
  };
  return {
    durationMs: of('durationMs'),
    feedbackMs: of('feedbackMs'),
    pendingMs: of('pendingMs'),
    totalMs: of('totalMs'),
    shownMs: of('shownMs'),
    runs: samples.length,
  };
}

/** Installed before the tap: from its pointerdown, each frame, looks for the answer the interaction waits for. */
function watchAnswer({ total, shows }) {
  const w = /** @type {any} */ (window);
  w.__events = [];
  new PerformanceObserver((list) =>
    w.__events.push(
      ...list.getEntries().map((e) => ({
        name: e.name,
        interactionId: /** @type {any} */ (e).interactionId,
        startTime: e.startTime,
        duration: e.duration,
      })),
    ),
  ).observe({ type: 'event', durationThreshold: 16 });
  const before = total ? document.querySelector(total)?.textContent : null;
  w.__answer = new Promise((resolve) => {
    addEventListener(
      'pointerdown',
      (event) => {
        const start = event.timeStamp;
        w.__tapAt = start;
        const answer = {};
        const poll = () => {
          const at = performance.now() - start;
          if (total) {
            const el = document.querySelector(total);
            if (answer.pendingMs === undefined && el?.closest('[aria-busy="true"]')) answer.pendingMs = at;
            if (el && el.textContent !== before) return resolve({ ...answer, totalMs: at });
          } else if (document.querySelector(shows)?.checkVisibility()) return resolve({ shownMs: at });
          if (at > 15_000) return resolve(answer);
          requestAnimationFrame(poll);
        };
        poll();
      },
      { capture: true, once: true },
    );
  });
}

/** A fresh desktop page signed in as the checkout shopper. */
async function shopperPage(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const url = new URL(baseUrl).origin;
  await context.addCookies([
    { name: 'sid', value: benchToken(CHECKOUT_SHOPPER), url, httpOnly: true },
    { name: 'signed_in', value: '1', url },
  ]);
  return { context, page: await context.newPage() };
}

/** The cart with every line selected and priced: a fresh page, whose selection is persisted for the confirmation. */
async function openCart(page, baseUrl) {
  await page.goto(new URL('/cart', baseUrl).href);
  await page
    .locator('.cart-line')
    .nth(CHECKOUT_CART.lines - 1)
    .waitFor();
  const all = page.locator('.cart-select-all.only-desktop input');
  if (!(await all.isChecked())) await all.click();
  await page.locator('.cart-summary[aria-busy="false"]').waitFor();
}

async function openPage(page, baseUrl, which, orderNo) {
  await openCart(page, baseUrl);
  if (which === 'confirmation') {
    await page.goto(new URL('/orderConfirm', baseUrl).href);
    await page.locator(CONFIRM_TOTAL).waitFor();
  } else if (which === 'checkout') {
    await page.goto(new URL(`/checkout?order_no=${encodeURIComponent(orderNo)}`, baseUrl).href);
    await page.locator('input[name="method"]:checked').waitFor({ state: 'attached' });
  }
  await page.waitForLoadState('networkidle');
}

async function once(browser, baseUrl, interaction, orderNo) {
  const { context, page } = await shopperPage(browser, baseUrl);
  try {
    await openPage(page, baseUrl, interaction.page, orderNo);
    await interaction.before?.(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(watchAnswer, { total: interaction.total, shows: interaction.shows });
    await interaction.tap(page).click();
    const answer = await page.evaluate(() => /** @type {any} */ (window).__answer);
    // Event Timing reports an interaction after its next paint: wait for its entry (16 ms is the observer's floor).
    const tapAt = await page.evaluate(() => /** @type {any} */ (window).__tapAt);
    const durationMs = await page
      .waitForFunction(() => /** @type {any} */ (window).__events.some((e) => e.interactionId > 0) && window.__events, null, {
        timeout: 2000,
      })
      .then(async (h) => interactionDuration(await h.jsonValue(), tapAt) ?? 16)
      .catch(() => 16);
    return { ...answer, durationMs, feedbackMs: feedbackMs(answer) };
  } finally {
    await context.close();
  }
}

/** Sets every line of the checkout shopper's cart back to one unit (the quantity run adds one each time). */
async function resetQuantities(baseUrl, skus) {
  const headers = { 'Content-Type': 'application/json', ...shopperHeaders(CHECKOUT_SHOPPER, new URL(baseUrl).origin) };
  for (const sku of skus) {
    const res = await fetch(new URL('/api/cart/update', baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify({ sku_no: sku, quantity: 1 }),
    });
    if ((await res.json()).code !== 0) throw new Error(`cart/update ${sku} failed`);
  }
}

/** An order of one unit of `sku` for the checkout page, without vouchers (they stay for the confirmation). */
async function placeOrder(baseUrl, sku) {
  const headers = { 'Content-Type': 'application/json', ...shopperHeaders(CHECKOUT_SHOPPER, new URL(baseUrl).origin) };
  const post = async (path, body) => {
    const answer = await (await fetch(new URL(path, baseUrl), { method: 'POST', headers, body: JSON.stringify(body) })).json();
    if (answer.code !== 0) throw new Error(`${path} answered ${JSON.stringify(answer).slice(0, 300)}`);
    return answer.data;
  };
  const selection = { items: [{ sku_no: sku, quantity: 1 }], buy_type: 2, use_coins: false, coupon_nos: [] };
  const { amounts } = await post('/api/order/confirm', selection);
  const placed = await post('/api/order/create', {
    ...selection,
    expected_total: amounts.total,
    idempotency_key: `bench-ui-${Date.now()}`,
  });
  return placed.order_no;
}

/**
 * Median figures of every interaction (or those whose name includes `only`) over `runs` fresh pages each, against the
 * worker at `baseUrl`, which must run with INTERACTION_VARS and whose checkout shopper has no cart yet.
 */
export async function checkoutInteractions(baseUrl, { runs = 5, only } = {}) {
  const skus = await prepareCheckoutShopper(baseUrl);
  const orderNo = await placeOrder(baseUrl, skus[0]);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const out = {};
    for (const [name, interaction] of Object.entries(INTERACTIONS)) {
      if (only && !name.includes(only)) continue;
      const samples = [];
      for (let i = 0; i < runs; i++) {
        await resetQuantities(baseUrl, skus);
        samples.push(await once(browser, baseUrl, interaction, orderNo));
      }
      out[name] = { page: interaction.page, ...summarise(samples), samples };
    }
    return out;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const arg = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const state = '.wrangler/bench-interactions-state';
  await setupDatabases({ persistTo: state, fresh: true });
  await executeSqlFile('storefront-id', state, writeBenchShoppers(root));
  ensureBuild(root);
  const worker = await startBuiltWorker(root, state, { vars: INTERACTION_VARS });
  try {
    const figures = await checkoutInteractions(worker.url, { runs: Number(arg('--runs') ?? 5), only: arg('--only') });
    console.table(
      Object.fromEntries(
        Object.entries(figures).map(([name, { samples, ...f }]) => [
          name,
          {
            ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v) : v])),
            met: withinBudget(f),
          },
        ]),
      ),
    );
    if (process.argv.includes('--samples')) console.log(JSON.stringify(figures, null, 2));
  } finally {
    await worker.dispose();
  }
}
