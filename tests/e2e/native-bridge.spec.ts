import { expect, test, type Page } from '@playwright/test';
import { APP_MESSAGE_TIMEOUT_MS } from '../../src/shared/constants';
import { APP_UA_TOKEN } from '../../src/shared/platform';

/** The storefront inside our Android app: its webview adds the app token to the user agent. */
test.use({
  userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 ${APP_UA_TOKEN}/3.2.0`,
});

interface HostMessage {
  type: string;
  title?: string;
}

/**
 * Plays the native host: a React Native webview bridge that records what the page sends. Installed before any
 * page script, on every page the test opens.
 */
async function playHost(page: Page): Promise<HostMessage[]> {
  const received: HostMessage[] = [];
  await page.exposeFunction('__hostReceive', (json: string) => {
    received.push(JSON.parse(json) as HostMessage);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { ReactNativeWebView: { postMessage(m: string): void }; __hostReceive(m: string): void };
    w.ReactNativeWebView = { postMessage: (m) => w.__hostReceive(m) };
  });
  return received;
}

const count = (received: HostMessage[], type: string) => received.filter((m) => m.type === type).length;

async function sendAppMessage(page: Page, detail: Record<string, string>) {
  await page.evaluate((d) => window.dispatchEvent(new CustomEvent('appMessage', { detail: d })), detail);
}

test('the page greets the host, waits for its appMessage and follows its language and country', async ({ page, context }) => {
  const received = await playHost(page);
  await page.goto('/');
  const html = page.locator('html');
  const loading = page.getByText('Page loading...');

  await expect.poll(() => count(received, 'webViewReady')).toBe(1);
  await expect.poll(() => received.find((m) => m.type === 'pageTitle')?.title).toBe(await page.title());
  await expect(loading).toBeVisible();
  await expect(html).not.toHaveAttribute('data-app-ready', 'true');

  await sendAppMessage(page, { Language: 'id', Locale: 'MY' });
  await expect(page).toHaveURL((url) => url.pathname === '/id');
  await expect(html).toHaveAttribute('lang', 'id');
  expect((await context.cookies()).find((c) => c.name === 'country')?.value).toBe('MY');

  // The host answers every page load; the same language now means no further reload.
  await expect.poll(() => count(received, 'webViewReady')).toBe(2);
  await sendAppMessage(page, { Language: 'id', Locale: 'MY' });
  await expect(html).toHaveAttribute('data-app-ready', 'true');
  await expect(loading).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/id');
  await expect(page.getByText(/^RM\d[\d,]*\.\d\d$/).first()).toBeVisible();
  const xlocale = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('storefront') ?? '{}') as { localeInfo?: { xlocale?: string } }).localeInfo?.xlocale,
  );
  expect(xlocale).toBe('MY');
});

test('a token from the host is used for the member info call before the loading state ends', async ({ page }) => {
  const received = await playHost(page);
  let releaseInfo: () => void = () => {};
  const infoHeld = new Promise<void>((resolve) => {
    releaseInfo = resolve;
  });
  await page.route('**/api/member/user/info', async (route) => {
    await infoHeld;
    await route.continue();
  });

  await page.goto('/cate');
  await expect.poll(() => count(received, 'webViewReady')).toBe(1);
  const infoRequest = page.waitForRequest('**/api/member/user/info');
  await sendAppMessage(page, { Token: 'host-token-123', Language: 'en' });

  const request = await infoRequest;
  expect(request.method()).toBe('GET');
  expect(await request.headerValue('authorization')).toBe('Bearer host-token-123');
  expect(await request.headerValue('x-locale')).toBe('ID');
  // While the member call is outstanding the app is still loading.
  await expect(page.getByText('Page loading...')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');

  releaseInfo();
  const response = await request.response();
  expect(response?.status()).toBe(401);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByText('Page loading...')).toBeHidden();
  // The host's token was not a member session here: the shopper stays a guest, nothing is stored about a member.
  const member = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('storefront') ?? '{}') as { userInfo?: { userInfo?: unknown } }).userInfo?.userInfo,
  );
  expect(member).toBeNull();
});

test('a host that never sends appMessage does not keep the shopper behind the spinner', async ({ page }) => {
  const received = await playHost(page);
  await page.clock.install();
  await page.goto('/');
  await expect.poll(() => count(received, 'webViewReady')).toBe(1);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');

  await page.clock.fastForward(APP_MESSAGE_TIMEOUT_MS);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByText('Page loading...')).toBeHidden();
});

test("a country from the host alone opens the page again in that country's prices", async ({ page, context }) => {
  const received = await playHost(page);
  await page.goto('/commodityList?typeId=1&source=nav');
  await expect.poll(() => count(received, 'webViewReady')).toBe(1);
  await sendAppMessage(page, { Locale: 'SG' });
  // The page was rendered for Indonesia (no cookie yet): it is opened again, at the same address, for Singapore.
  await expect.poll(() => count(received, 'webViewReady')).toBe(2);
  await expect(page).toHaveURL((url) => url.pathname === '/commodityList' && url.searchParams.get('typeId') === '1');
  expect((await context.cookies()).find((c) => c.name === 'country')?.value).toBe('SG');
  await sendAppMessage(page, { Locale: 'SG' });
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByText(/^S\$\d[\d,]*\.\d\d$/).first()).toBeVisible();
  // The same country again opens nothing more.
  expect(count(received, 'webViewReady')).toBe(2);
});
