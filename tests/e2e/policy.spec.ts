// Policy and information pages (issue 4): prerendered in three languages, reachable from the footer, accessible.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const PAGES: [string, string, string, string][] = [
  ['/faqs', 'Frequently asked questions', 'Pertanyaan yang sering diajukan', '常见问题'],
  ['/refundPolicy', 'Return and refund policy', 'Kebijakan pengembalian dan refund', '退货与退款政策'],
  ['/agreement', 'User agreement', 'Perjanjian pengguna', '用户协议'],
  ['/policyTerms', 'Terms and conditions', 'Syarat dan ketentuan', '条款与条件'],
  ['/privacy', 'Privacy policy', 'Kebijakan privasi', '隐私政策'],
  ['/vouchertcs', 'Voucher terms', 'Syarat voucher', '优惠券条款'],
  ['/activities', 'Offers and activities', 'Promo dan aktivitas', '优惠活动'],
  ['/about', 'About KedaiKita', 'Tentang KedaiKita', '关于 KedaiKita'],
];

// One test a language, so that the 24 page loads spread over the workers instead of queueing in one test.
for (const [prefix, language] of [
  ['', 0],
  ['/id', 1],
  ['/zh', 2],
] as const) {
  test(`every policy page answers with its heading (${prefix || '/en'})`, async ({ page }) => {
    for (const [path, ...headings] of PAGES) {
      const res = await page.goto(`${prefix}${path}`);
      expect(res?.status(), `${prefix}${path}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[language]);
    }
  });
}

test('a prerendered page carries the category bar of the catalog', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the category bar is desktop chrome');
  await page.goto('/id/faqs');
  const bar = page.getByRole('navigation', { name: 'Kategori produk' });
  await expect(bar.getByRole('link', { name: 'Sembako & Dapur', exact: true })).toBeVisible();
});

test('the footer leads to the agreement, the terms and the FAQ, whose answers open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/faqs');
  const question = page.getByText('How long does delivery take?');
  await question.click();
  await expect(page.getByText(/1–2 days within a city and 4–7 days to other cities/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'User agreement' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User agreement');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page.getByText(/Orders are processed within 48 hours/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the download prompt puts the store the QR code was for first, in the shopper's language", async ({ page }) => {
  await page.goto('/id/downloadApp?platform=android');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unduh aplikasi KedaiKita');
  const stores = page.locator('[data-download-stores] a');
  await expect(stores.first()).toHaveText('Dapatkan di Google Play');
  await expect(stores.first()).toHaveClass(/preferred/);
  await page.goto('/downloadApp?platform=ios');
  await expect(stores.first()).toHaveText('Download on the App Store');
  await expect(page.getByRole('link', { name: 'Continue in the browser' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
});

test('only legal pages carry an effective date; desktop lists the other help pages beside the text', async ({ page, isMobile }) => {
  for (const path of ['/about', '/activities', '/faqs']) {
    await page.goto(path);
    await expect(page.getByText(/^Effective /), path).toHaveCount(0);
  }
  for (const path of ['/privacy', '/agreement']) {
    await page.goto(path);
    await expect(page.getByText(/^Effective /), path).toBeVisible();
  }
  if (isMobile) return;
  await page.goto('/id/faqs');
  const related = page.getByRole('navigation', { name: 'Bantuan dan kebijakan' });
  await expect(related.getByRole('link', { name: 'Pertanyaan yang sering diajukan' })).toHaveAttribute('aria-current', 'page');
  // The FAQ and the list use most of the content width.
  const article = (await page.locator('article.policy').boundingBox())!;
  const aside = (await related.boundingBox())!;
  expect(aside.x + aside.width - article.x).toBeGreaterThan(1000);
  await expectNoSeriousA11yViolations(page);
});
