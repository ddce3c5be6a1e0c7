// Account data deletion (/delete, issue 13 item 4) at both widths, in English and Indonesian: the shopper reaches it
// from the settings, picks a reason, confirms with a code to their e-mail, and is signed out with the erase day shown.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { latestCode, signInAsNewMember, solveCaptcha } from './identity';

const TEXT = {
  en: {
    prefix: '',
    link: 'Delete account data',
    reason: 'I no longer use this account or the app',
    code: 'Verification code',
    send: 'Send code',
    submit: 'Delete my account',
    done: 'Your account is closed',
  },
  id: {
    prefix: '/id',
    link: 'Hapus data akun',
    reason: 'Saya tidak lagi memakai akun atau aplikasi ini',
    code: 'Kode verifikasi',
    send: 'Kirim kode',
    submit: 'Hapus akun saya',
    done: 'Akun Anda telah ditutup',
  },
} as const;

for (const [lang, s] of Object.entries(TEXT)) {
  test(`a member deletes their account and is signed out (${lang})`, async ({ page }) => {
    await page.goto(`${s.prefix}/`);
    const email = await signInAsNewMember(page);
    await page.goto(`${s.prefix}/setting`);
    await islandsHydrated(page);
    await page.getByRole('link', { name: s.link }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${s.prefix}/delete`);
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { name: s.link, level: 1 })).toBeAttached();
    await expectNoSeriousA11yViolations(page);

    const submit = page.getByRole('button', { name: s.submit });
    await page.getByRole('radio', { name: s.reason }).check();
    await expect(submit).toBeDisabled();
    const since = Date.now();
    await solveCaptcha(page, () => page.getByRole('button', { name: s.send }).click());
    await page.getByLabel(s.code).fill(await latestCode(page.request, email, since));
    await submit.click();

    await expect(page.getByRole('heading', { name: s.done })).toBeVisible();
    // The erase day, in the page's language: a date seven working days on.
    await expect(
      page.getByText(lang === 'en' ? /erased after \d{1,2} \w{3} \d{4}\./ : /dihapus setelah \d{1,2} \w{3} \d{4}\./),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect((await page.request.get('/api/member/user/info')).status()).toBe(401);
    expect((await page.context().cookies()).some((c) => c.name === 'sid')).toBe(false);
  });
}
