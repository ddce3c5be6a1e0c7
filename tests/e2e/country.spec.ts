import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

type Root = Record<string, Record<string, unknown>>;

async function persistedRoot(page: Page): Promise<Root> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('storefront') ?? '{}') as Record<string, Record<string, unknown>>);
}

async function appReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

test('changing country to Singapore asks first, then clears the stored state and shows prices in S$', async ({ page, context }) => {
  await page.goto('/setting-country');
  await appReady(page);
  const { userInfo } = await persistedRoot(page);
  const deviceId = userInfo?.deviceId;
  expect(deviceId).toEqual(expect.any(String));
  expect(deviceId).not.toBe('');

  // Start-up writes the app config when it arrives; edit the stored state only after that.
  await expect.poll(async () => (await persistedRoot(page)).localeInfo?.configTimestamp).toBeGreaterThan(0);
  // State the switch must drop: a selected SKU, a search text and a tab (stored as the app would store them).
  await page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('storefront') ?? '{}') as Record<string, Record<string, unknown>>;
    root.userInfo = { ...root.userInfo, selectSkus: [{ sku_no: 'SKU-1', quantity: 2, buyType: 1 }], messageNumber: 3 };
    root.globalState = { ...root.globalState, searchText: 'susu', orderTab: 2 };
    localStorage.setItem('storefront', JSON.stringify(root));
  });
  await page.reload();
  await appReady(page);

  const indonesia = page.getByRole('button', { name: /Indonesia/ });
  const singapore = page.getByRole('button', { name: /Singapore/ });
  await expect(indonesia).toHaveAttribute('aria-current', 'true');
  await expect(singapore).toContainText('S$');
  await expect(page.getByRole('button', { name: /Malaysia/ })).toContainText('RM');

  // Escape cancels and gives focus back to the country chosen.
  await singapore.click();
  const dialog = page.getByRole('dialog', { name: 'Switch to Singapore?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your cart will be emptied and you will be logged out.');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(singapore).toBeFocused();
  await expect(page).toHaveURL(/\/setting-country$/);

  // Cancel too; and while open, Tab stays inside the dialog.
  await singapore.click();
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm).toBeFocused();
  await cancel.click();
  await expect(dialog).toBeHidden();
  expect((await persistedRoot(page)).globalState?.searchText).toBe('susu');

  await singapore.click();
  // What the home page was answered with, to tell a rendering from a cached copy should the prices be wrong.
  const home = page.waitForResponse((r) => new URL(r.url()).pathname === '/' && r.request().resourceType() === 'document');
  await confirm.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const answered = await home;
  const sent = `cookie sent: ${(await answered.request().allHeaders()).cookie ?? '(none)'}; edge cache: ${answered.headers()['x-edge-cache']}`;
  await appReady(page);
  expect((await context.cookies()).find((c) => c.name === 'country')?.value).toBe('SG');

  const after = await persistedRoot(page);
  expect(after.userInfo).toEqual({ deviceId, selectSkus: [], userInfo: null, messageNumber: 0, pointsDeductionSwitch: false });
  expect(after.globalState).toEqual({ orderTab: 0, couponTab: 0, packageTab: 0, searchText: '' });
  expect(after.localeInfo?.xlocale).toBe('SG');

  // Home is rendered for the country cookie: prices in Singapore dollars.
  await expect(page.getByText(/^S\$\d[\d,]*\.\d\d$/).first(), sent).toBeVisible();
  await expect(page.getByText(/^Rp\d/), sent).toHaveCount(0);

  // Back on the settings page the new country is the current one.
  await page.goto('/setting-country');
  await expect(page.getByRole('button', { name: /Singapore/ })).toHaveAttribute('aria-current', 'true');
});

test('the country screen is translated and choosing the current country asks nothing', async ({ page }) => {
  await page.goto('/zh/setting-country');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: '国家/地区' })).toBeAttached();
  const indonesia = page.getByRole('button', { name: /印度尼西亚/ });
  await expect(indonesia).toHaveAttribute('aria-current', 'true');
  await indonesia.click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: /马来西亚/ }).click();
  await expect(page.getByRole('dialog', { name: '切换到马来西亚？' })).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});
