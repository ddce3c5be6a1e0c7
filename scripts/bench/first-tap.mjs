// First-tap latency of the islands that load on interaction (client:interaction) and of the detail page's buy
// buttons: from the shopper's click to what it shows being visible, in desktop Chromium with the CPU throttled 4×, on
// a page whose idle warm-up has finished. Also the Event Timing duration of that click (input delay + handlers + next
// paint). The median of `runs` fresh pages.
import { chromium } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from '../chromium.mjs';
import { median } from './lighthouse.mjs';
import { benchToken } from './shoppers.mjs';

export const CPU_SLOWDOWN = 4;

/** The detail page of the buy-button taps (a product in stock with one option). */
const DETAIL = '/commodDetail?product_no=P100222';

/**
 * `signedIn`: as bench shopper 1 (whose cart no other measurement reads). `shows` may be on the page the tap leads to:
 * Buy now goes to the order confirmation, whose first answer is its skeleton or its figures.
 */
export const TAPS = {
  'desktop login modal': { path: '/', tap: '[data-desktop-header] [data-account-login]', shows: 'dialog.login-modal[open]' },
  // The same tap until the dialog holds its form (React hydrated behind the dialog's own markup and loading notice).
  'desktop login modal, its form': {
    path: '/',
    tap: '[data-desktop-header] [data-account-login]',
    shows: 'dialog.login-modal[open] .login-form',
  },
  // The dropdown's own markup, opened by plain script at the press with its loading notice, until the island replaces it.
  'search dropdown': { path: '/', tap: '[data-desktop-header] input[name="keyword"]', shows: '.search-dropdown' },
  // The same tap until the dropdown holds the rankings (React hydrated, both ranking calls answered).
  'search dropdown, its content': {
    path: '/',
    tap: '[data-desktop-header] input[name="keyword"]',
    shows: '.search-dropdown .search-ranks',
  },
  'detail Add to cart': { path: DETAIL, tap: '[data-add]', shows: '.toast', signedIn: true },
  // Feedback is the button marked busy at the click, or the confirmation page if it is painted first.
  'detail Buy now': {
    path: DETAIL,
    tap: '[data-buy-now]',
    shows: '[data-buy-now][aria-busy="true"], .confirm, .me-skeleton',
    signedIn: true,
  },
};

/**
 * Installed in the tapped page and in any page it leads to: from the pointerdown, whose time (on the clock shared by
 * both pages) session storage keeps, each frame looks for `selector` and keeps the milliseconds until it is visible:
 * on the page (`__shownMs`), and the first page's in session storage, so feedback the tapped page showed before it
 * was left is still read on the page it led to.
 */
function watchShown(selector) {
  const w = /** @type {any} */ (window);
  const now = () => performance.timeOrigin + performance.now();
  const poll = () => {
    const at = Number(sessionStorage.getItem('bench-tap-at'));
    if (!at) return;
    if (document.querySelector(selector)?.checkVisibility()) {
      w.__shownMs = now() - at;
      if (!sessionStorage.getItem('bench-first-shown-ms')) sessionStorage.setItem('bench-first-shown-ms', String(w.__shownMs));
    } else requestAnimationFrame(poll);
  };
  if (w.__watching) return;
  w.__watching = true;
  addEventListener(
    'pointerdown',
    (event) => {
      sessionStorage.setItem('bench-tap-at', String(performance.timeOrigin + event.timeStamp));
      poll();
    },
    { capture: true, once: true },
  );
  // A page the tap led to starts watching at once.
  poll();
}

async function once(browser, baseUrl, { path, tap, shows, signedIn }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (signedIn) {
      const url = new URL(baseUrl).origin;
      await context.addCookies([
        { name: 'sid', value: benchToken(1), url, httpOnly: true },
        { name: 'signed_in', value: '1', url },
      ]);
    }
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    // The idle warm-up (modulepreload of the island's chunks) is what a shopper who reads the page for a moment has.
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__events = [];
      new PerformanceObserver((list) => w.__events.push(...list.getEntries().map((e) => ({ name: e.name, duration: e.duration })))).observe(
        {
          type: 'event',
          durationThreshold: 16,
        },
      );
    });
    await context.addInitScript(watchShown, shows);
    await page.evaluate(watchShown, shows);
    await page.locator(tap).click();
    const lastPageMs = await (
      await page.waitForFunction(() => /** @type {any} */ (window).__shownMs, null, { timeout: 15_000 })
    ).jsonValue();
    const shownMs = Number(await page.evaluate(() => sessionStorage.getItem('bench-first-shown-ms')));
    // A tap that leaves the page has no Event Timing entry left to read; what the page it led to showed is kept apart.
    if (page.url() !== new URL(path, baseUrl).href) return { shownMs, nextPageMs: lastPageMs, eventMs: null };
    // Event Timing reports an interaction after its next paint: wait for the click's entry (16 ms is its floor).
    const eventMs = await page
      .waitForFunction(
        () => /** @type {any} */ (window).__events.find((e) => e.name === 'click' || e.name === 'pointerdown')?.duration,
        null,
        { timeout: 2000 },
      )
      .then((h) => h.jsonValue())
      .catch(() => 16);
    return { shownMs, eventMs };
  } finally {
    await context.close();
  }
}

/** Median click-to-visible and Event Timing duration per tap, over `runs` fresh pages each. */
export async function firstTapLatencies(baseUrl, runs = 5) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const out = {};
    for (const [name, tap] of Object.entries(TAPS)) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await once(browser, baseUrl, tap));
      const events = samples.map((s) => s.eventMs).filter((ms) => ms !== null);
      const nextPage = samples.map((s) => s.nextPageMs).filter((ms) => ms !== undefined);
      out[name] = {
        path: tap.path,
        shownMs: median(samples.map((s) => s.shownMs)),
        ...(nextPage.length ? { nextPageMs: median(nextPage) } : {}),
        eventMs: events.length ? median(events) : null,
        runs,
      };
    }
    return out;
  } finally {
    await browser.close();
  }
}
