// Islands are React's, rendered on the server (issue 10): the login and personal pages paint their frame, headings and
// form before any script, and React (not another runtime) hydrates them; catalog pages run no React until asked.
import { expect, test } from '@playwright/test';
import { islandsHydrated } from './hydration';
import { signInAsNewMember } from './identity';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login shows its heading and form', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in with WhatsApp' })).toBeVisible();
    await expect(page.getByLabel('WhatsApp number')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get code' })).toBeVisible();
  });

  test('/me shows its frame and headings', async ({ page }) => {
    await page.goto('/id/me');
    await expect(page.getByRole('heading', { name: 'Selamat datang di KedaiKita' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Akun saya', exact: true }).getByRole('link').first()).toBeVisible();
    // The guest's sign-in is a link: it works before any script runs.
    await page.getByRole('main').getByRole('link', { name: 'Masuk / Daftar' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/id/login');
  });
});

test('React hydrates the server-rendered login view', async ({ page }) => {
  await page.goto('/zh/login');
  await islandsHydrated(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('使用 WhatsApp 登录');
  // On phones the view hydrates at the shopper's first touch (at desktop widths at once): ticking the terms is one.
  await page.getByRole('checkbox').check();
  await expect(page.locator('astro-island[component-url*="LoginPage"]')).not.toHaveAttribute('ssr');
  // React marks the DOM nodes it owns with its fiber; another runtime would not.
  expect(await heading.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')))).toBe(true);
  await expect(page.getByRole('checkbox')).toBeChecked();
});

test('what the shopper types before the island has hydrated is kept', async ({ page }) => {
  // The island's code arrives late, as on a slow phone: the form is there and usable before it.
  await page.route(/\/_astro\/LoginPage\.[\w-]+\.js$/, async (route) => {
    await expect(page.getByLabel('Alamat e-mail')).toHaveValue('early@example.com');
    await route.continue();
  });
  await page.goto('/id/emailLogin', { waitUntil: 'commit' });
  await page.getByLabel('Alamat e-mail').fill('early@example.com');
  await page.getByLabel('Saya telah membaca dan menyetujui').check();
  await islandsHydrated(page);
  await expect(page.getByLabel('Alamat e-mail')).toHaveValue('early@example.com');
  await expect(page.getByLabel('Saya telah membaca dan menyetujui')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Dapatkan kode' })).toBeEnabled();
});

test('a catalog page loads no island code until the shopper reaches for it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
  // Every island on the page is still waiting for the shopper (Astro drops `ssr` once an island has run).
  await expect(page.locator('astro-island')).not.toHaveCount(0);
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(0);
  // Desktop imports the modal's modules while idle (not hydrated); phones, where login is a page, do not even fetch them.
  if ((page.viewportSize()?.width ?? 0) < 750) expect(scripts.filter((u) => /LoginModal|HeaderSearch/.test(u))).toEqual([]);
});

test('a desktop island whose idle import failed still opens at the first tap', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 750, 'phones import no island while idle');
  // The network drops while the page is idle: the import of the login modal's chunk fails, and so does Astro's retry
  // a second later. The shopper's tap, once the network is back, must import it again.
  let offline = true;
  let dropped = 0;
  await page.route(/\/_astro\/LoginModal\.[\w-]+\.js/, (route) => {
    if (!offline) return route.continue();
    dropped++;
    return route.abort('connectionreset');
  });
  await page.goto('/');
  await expect.poll(() => dropped, { timeout: 15_000 }).toBe(2);
  offline = false;
  await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
  await page.locator('[data-desktop-header] [data-account-login]').click();
  await expect(page.locator('dialog.login-modal[open] .login-form')).toBeVisible();
});

for (const [prefix, title, retry] of [
  ['', 'Something went wrong', 'Try again'],
  ['/zh', '出错了', '重试'],
] as const) {
  test(`an island that throws shows the fallback and its Try again reloads the page (${prefix || '/'})`, async ({ page }) => {
    await signInAsNewMember(page);
    // A message centre's answer the island cannot render: a title that is an object makes React throw while rendering.
    // (The cart's lines are rendered by the server, so its page asks the API nothing the test could break.)
    const message = {
      msg_no: 'M-X',
      kind: 'order',
      event: 'paid',
      title: { broken: true },
      body: '',
      about: {},
      read: false,
      created_at: 0,
    };
    let broken = true;
    await page.route(/\/api\/message\/page/, (route) =>
      broken ? route.fulfill({ json: { code: 0, msg: 'ok', data: { total: 1, list: [message] } } }) : route.continue(),
    );
    await page.goto(`${prefix}/message`);
    const alert = page.getByRole('alert').filter({ hasText: title });
    await expect(alert).toBeVisible();
    // The rest of the page still works: the header is there.
    await expect(page.getByRole('banner')).toBeVisible();
    broken = false;
    await alert.getByRole('button', { name: retry }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('main')).toBeVisible();
  });
}
