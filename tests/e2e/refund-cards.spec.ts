// Refund cards (/refund-settings, issue 13 item 3) at both widths, in English and Indonesian: reached from /me, a
// first card becomes the default, a second one is made the default; the side menu marks Payment option.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { signInAsNewMember } from './identity';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 750;

const TEXT = {
  en: {
    prefix: '',
    title: 'Refund cards',
    add: 'Add refund card',
    bank: 'Bank',
    number: 'Account number',
    holder: 'Account holder name',
    save: 'Save',
    default: 'Default',
    setDefault: 'Set as default',
    menu: 'Payment option',
  },
  id: {
    prefix: '/id',
    title: 'Rekening pengembalian dana',
    add: 'Tambah rekening',
    bank: 'Bank',
    number: 'Nomor rekening',
    holder: 'Nama pemilik rekening',
    save: 'Simpan',
    default: 'Utama',
    setDefault: 'Jadikan utama',
    menu: 'Metode pembayaran',
  },
} as const;

for (const [lang, s] of Object.entries(TEXT)) {
  test(`a member adds refund cards and makes one the default (${lang})`, async ({ page }) => {
    await page.goto(`${s.prefix}/`);
    await signInAsNewMember(page);
    await page.goto(`${s.prefix}/me`);
    await islandsHydrated(page);
    await page.getByRole('main').getByRole('link', { name: s.title }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${s.prefix}/refund-settings`);
    await islandsHydrated(page);
    if (isDesktop(page)) {
      await expect(page.getByRole('navigation').getByRole('link', { name: s.menu })).toHaveAttribute('aria-current', 'true');
    }

    const addCard = async (bank: string, number: string, holder: string) => {
      await page.getByRole('button', { name: s.add }).click();
      await page.getByLabel(s.bank, { exact: true }).selectOption({ label: bank });
      await page.getByLabel(s.number).fill(number);
      await page.getByLabel(s.holder).fill(holder);
      await page.getByRole('button', { name: s.save }).click();
    };
    await addCard('Bank Central Asia (BCA)', '1234567890', 'Siti Rahma');
    const cards = page.getByRole('listitem').filter({ hasText: '••••' });
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(s.default);
    await expectNoSeriousA11yViolations(page);

    await addCard('Bank Mandiri', '9876543210123', 'Siti Rahma');
    await expect(cards).toHaveCount(2);
    const mandiri = cards.filter({ hasText: 'Bank Mandiri' });
    await expect(mandiri).toContainText('•••• 0123');
    await expect(mandiri).not.toContainText(s.default);
    await mandiri.getByRole('button', { name: s.setDefault }).click();
    // The default comes first.
    await expect(cards.first()).toContainText('Bank Mandiri');
    await expect(cards.first()).toContainText(s.default);
    await expect(cards.filter({ hasText: 'BCA' })).not.toContainText(s.default);
    await expectNoSeriousA11yViolations(page);
  });
}
