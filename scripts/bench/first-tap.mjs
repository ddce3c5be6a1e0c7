// First-tap latency of the islands that load on interaction (client:interaction): from the shopper's click to what
// it opens being visible, in desktop Chromium with the CPU throttled 4×, on a page whose idle warm-up has finished.
// Also the Event Timing duration of that click (input delay + handlers + next paint). The median of `runs` fresh pages.
import { chromium } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from '../chromium.mjs';
import { median } from './lighthouse.mjs';

export const CPU_SLOWDOWN = 4;

export const TAPS = {
  'desktop login modal': { path: '/', tap: '[data-desktop-header] [data-account-login]', shows: 'dialog.login-modal[open]' },
  'search dropdown': { path: '/', tap: '[data-desktop-header] input[name="keyword"]', shows: '.search-dropdown' },
};

async function once(browser, baseUrl, { path, tap, shows }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    // The idle warm-up (modulepreload of the island's chunks) is what a shopper who reads the page for a moment has.
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate((selector) => {
      const w = /** @type {any} */ (window);
      w.__events = [];
      new PerformanceObserver((list) => w.__events.push(...list.getEntries().map((e) => ({ name: e.name, duration: e.duration })))).observe(
        {
          type: 'event',
          durationThreshold: 16,
        },
      );
      w.__shown = new Promise((resolve) => {
        addEventListener(
          'pointerdown',
          (event) => {
            const start = event.timeStamp;
            const poll = () => {
              const el = document.querySelector(selector);
              if (el?.checkVisibility()) resolve(performance.now() - start);
              else requestAnimationFrame(poll);
            };
            poll();
          },
          { capture: true, once: true },
        );
      });
    }, shows);
    await page.locator(tap).click();
    const shownMs = await page.evaluate(() => /** @type {any} */ (window).__shown);
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
      out[name] = { path: tap.path, shownMs: median(samples.map((s) => s.shownMs)), eventMs: median(samples.map((s) => s.eventMs)), runs };
    }
    return out;
  } finally {
    await browser.close();
  }
}
