// The profile on /setting (issue 13 item 1): name and birth date in their dialogs, and an avatar the browser crops
// and scales to 200×200 before upload, then shown on /me. In English and Indonesian, at both widths (the projects).
import { expect, type Page, test } from '@playwright/test';
import type { CallOutput } from '../../src/shared/contract/call';
import { CAPTCHA_PURPOSE } from '../../src/shared/contract/constants';
import type * as profile from '../../src/shared/contract/profile';
import { sendEmailCode, updatePassword } from '../../src/shared/contract/refs/identity';
import type { Envelope } from '../../src/shared/errors';
import { apiOf } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { imageNonce, shopperHeaders, latestCode, signInAsNewMember, signInWithPassword, solveCaptcha } from './identity';

const WORDS = {
  en: {
    prefix: '',
    settings: 'Settings',
    name: 'Name',
    birthday: 'Birth date',
    editName: 'Edit name',
    editBirthday: 'Edit birth date',
    save: 'Save',
    changeAvatar: 'Change photo',
    onceAYear: /once a year/,
  },
  id: {
    prefix: '/id',
    settings: 'Pengaturan',
    name: 'Nama',
    birthday: 'Tanggal lahir',
    editName: 'Ubah nama',
    editBirthday: 'Ubah tanggal lahir',
    save: 'Simpan',
    changeAvatar: 'Ganti foto',
    onceAYear: /setahun sekali/,
  },
} as const;

/** A 320×240 PNG drawn by the browser: wider than high, so the upload shows the crop to a square. */
async function pngFixture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1d7a46';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#f5c400';
    context.fillRect(110, 70, 100, 100);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

for (const lang of ['en', 'id'] as const) {
  const w = WORDS[lang];

  /** A new member on /setting, hydrated, with its rows. */
  const openSettings = async (page: Page) => {
    await signInAsNewMember(page);
    await page.goto(`${w.prefix}/setting`);
    await islandsHydrated(page);
    return page.getByRole('navigation', { name: w.settings });
  };

  test(`a member edits the name and birth date, and /me shows the name (${lang})`, async ({ page }) => {
    const rows = await openSettings(page);
    const name = `Profil ${lang} ${Date.now() % 1e8}`;
    await rows.getByRole('button', { name: new RegExp(`^${w.name}`) }).click();
    const nameDialog = page.getByRole('dialog', { name: w.editName });
    await nameDialog.getByRole('textbox', { name: w.name }).fill(`  ${name} `);
    await expectNoSeriousA11yViolations(page);
    await nameDialog.getByRole('button', { name: w.save }).click();
    await expect(nameDialog).toHaveCount(0);
    await expect(rows.getByRole('button', { name: new RegExp(`^${w.name}.*${name}`) })).toBeVisible();

    await rows.getByRole('button', { name: new RegExp(`^${w.birthday}`) }).click();
    const birthdayDialog = page.getByRole('dialog', { name: w.editBirthday });
    await expect(birthdayDialog.getByText(w.onceAYear)).toBeVisible();
    await birthdayDialog.getByLabel(w.birthday).fill('1990-05-17');
    await birthdayDialog.getByRole('button', { name: w.save }).click();
    await expect(birthdayDialog).toHaveCount(0);
    await expect(rows.getByRole('button', { name: new RegExp(`^${w.birthday}.*1990`) })).toBeVisible();
    // Changed once: the dialog now says when it may change again, and offers no save.
    await rows.getByRole('button', { name: new RegExp(`^${w.birthday}`) }).click();
    await expect(birthdayDialog.getByRole('button', { name: w.save })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(birthdayDialog).toHaveCount(0);

    await page.goto(`${w.prefix}/me`);
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { name })).toBeVisible();
  });

  test(`a member uploads an avatar, cropped and scaled to 200×200, seen on /me (${lang})`, async ({ page }) => {
    await openSettings(page);
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/member/user/update_avatar'));
    await page.locator('input[type="file"]').setInputFiles({ name: 'fixture.png', mimeType: 'image/png', buffer: await pngFixture(page) });
    expect(((await (await uploaded).json()) as Envelope<CallOutput<typeof profile.updateAvatar>>).code).toBe(0);
    const settingAvatar = page.locator('.profile-avatar img');
    await expect(settingAvatar).toHaveAttribute('src', /^\/api\/member\/user\/avatar\//);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${w.prefix}/me`);
    await islandsHydrated(page);
    const avatar = page.locator('.me-avatar img');
    await expect(avatar).toBeVisible();
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([200, 200]);
    await expectNoSeriousA11yViolations(page);
  });
}

test('a member with a password changes it on /setting after the captcha, and logs in with the new one', async ({ page }) => {
  const email = await signInAsNewMember(page);
  // A member gets a password with a reset code (the forgotten-password flow) before they can change it.
  const since = Date.now();
  const headers = shopperHeaders();
  const api = apiOf(page.request);
  const image_nonce = await imageNonce(page, email, 1, CAPTCHA_PURPOSE.reset, headers);
  const sent = await api.envelope(sendEmailCode, { code_type: 5, email, image_nonce }, { headers });
  expect(sent.body.code).toBe(0);
  const check_code = await latestCode(page.request, email, since);
  const reset = await api.envelope(updatePassword, { update_type: 1, account: email, check_code, password: 'First123' });
  expect(reset.body.code).toBe(0);
  await signInWithPassword(page, email, 'First123');

  await page.goto('/setting');
  await islandsHydrated(page);
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('button', { name: /^Password/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('First123');
  await dialog.getByLabel('New password', { exact: true }).fill('Second456');
  await dialog.getByLabel('Repeat new password').fill('Second456');
  await expectNoSeriousA11yViolations(page);
  await solveCaptcha(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Password changed.')).toBeVisible();
  // This session lives on; the new password signs in.
  expect((await page.request.get('/api/member/user/info')).status()).toBe(200);
  await signInWithPassword(page, email, 'Second456');
});

test("a toast over an open dialog is in the dialog's top layer, clear of its title", async ({ page }) => {
  await signInAsNewMember(page);
  await page.goto('/setting');
  await islandsHydrated(page);
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: /^Name/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit name' });
  // The demo member's name: the API refuses it (1101001), the API client says so in a toast, the dialog stays open.
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Demo Shopper');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Inside the dialog, so in its top layer: above the dialog and its backdrop, and heard (the page behind is inert).
  const toast = dialog.locator('.toast');
  await expect(toast).toHaveText('This name is already taken.');
  await expect(toast).toBeVisible();
  const title = (await dialog.getByRole('heading', { name: 'Edit name' }).boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y >= title.y + title.height || box.y + box.height <= title.y).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
