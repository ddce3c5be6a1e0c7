// Payment options (issue 13): a card saved through the local gateway stand-in shows only its last four digits, a
// declined one is refused, an e-wallet is linked and unlinked, and SG/MY shoppers are told the page is not offered;
// in English and Indonesian.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { signInAsNewMember } from './identity';

const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

const LANGS = [
  {
    prefix: '',
    title: 'Payment options',
    add: 'Add a card',
    number: 'Card number',
    expiry: 'Expiry date',
    cvn: 'CVN',
    first: 'First name',
    last: 'Last name',
    phone: 'Phone',
    email: 'E-mail',
    bank: 'Issuing bank',
    save: 'Save card',
    ending: 'Visa ending in 1091',
    del: 'Delete the card ending in 1091',
    linkOvo: 'Link OVO',
    unlinkOvo: 'Unlink OVO',
    linkedAs: 'Linked: +62 •••• 2222',
    empty: 'No saved cards yet.',
    declined: 'Payment failed.',
  },
  {
    prefix: '/id',
    title: 'Metode pembayaran',
    add: 'Tambah kartu',
    number: 'Nomor kartu',
    expiry: 'Masa berlaku',
    cvn: 'CVN',
    first: 'Nama depan',
    last: 'Nama belakang',
    phone: 'Nomor ponsel',
    email: 'Email',
    bank: 'Bank penerbit',
    save: 'Simpan kartu',
    ending: 'Visa berakhiran 1091',
    del: 'Hapus kartu berakhiran 1091',
    linkOvo: 'Hubungkan OVO',
    unlinkOvo: 'Putuskan OVO',
    linkedAs: 'Terhubung: +62 •••• 2222',
    empty: 'Belum ada kartu tersimpan.',
    declined: 'Pembayaran gagal.',
  },
] as const;

for (const l of LANGS) {
  test(`a card saved through the gateway stand-in shows only its last four digits (${l.prefix || '/en'})`, async ({ page }) => {
    await signInAsNewMember(page);
    const apiBodies: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) apiBodies.push(req.postData() ?? '');
    });
    await page.goto(`${l.prefix}/payment-option`);
    await islandsHydrated(page);
    await expect(page.getByText(l.empty)).toBeVisible();
    await page.getByRole('button', { name: l.add }).click();

    const form = page.locator('form.payment-form');
    // Checked in the browser before anything is sent: a mistyped number fails Luhn, a past month, a short CVN.
    await form.getByLabel(l.number).fill('4000 0000 0000 1092');
    await form.getByLabel(l.expiry).fill('0120');
    await form.getByRole('button', { name: l.save }).click();
    await expect(form.locator('.field-error')).not.toHaveCount(0);

    // A card the gateway declines (its test number) is not saved.
    await form.getByLabel(l.number).fill('4000000000000002');
    await form.getByLabel(l.expiry).fill(`12${NEXT_YEAR}`);
    await form.getByLabel(l.cvn).fill('123');
    await form.getByLabel(l.first).fill('Siti');
    await form.getByLabel(l.last).fill('Rahma');
    await form.getByLabel(l.phone, { exact: true }).fill('81311112222');
    await form.getByLabel(l.email).fill('siti@example.com');
    await form.getByLabel(l.bank).selectOption('BCA');
    await expect(form.locator('.field-error')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: l.save }).click();
    await expect(page.getByText(l.declined)).toBeVisible();
    await expect(page.getByText(l.empty)).toBeVisible();

    await form.getByLabel(l.number).fill('4000000000001091');
    await form.getByRole('button', { name: l.save }).click();

    const saved = page.locator('.payment-card');
    await expect(saved.getByText(l.ending)).toBeVisible();
    await expect(page.locator('main')).not.toContainText('4000000000001091');
    await expect(page.locator('main')).not.toContainText('4000 0000 0000 1091');
    // Our API never saw the number or the CVN: only the gateway did.
    expect(apiBodies.join('\n')).not.toContain('4000000000001091');
    expect(apiBodies.join('\n')).not.toMatch(/"card_cvn"|"123"/);
    await expectNoSeriousA11yViolations(page);

    // Still there after a reload, then deleted.
    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByText(l.ending)).toBeVisible();
    await page.getByRole('button', { name: l.del }).click();
    await expect(page.getByText(l.empty)).toBeVisible();
  });

  test(`an e-wallet is linked on its approval page and unlinked (${l.prefix || '/en'})`, async ({ page }) => {
    await signInAsNewMember(page);
    await page.goto(`${l.prefix}/payment-option`);
    await islandsHydrated(page);
    await page.getByRole('button', { name: l.linkOvo }).click();
    // The gateway's page (the development stand-in): the shopper approves in the e-wallet.
    await expect(page.getByRole('heading', { name: 'Link your OVO account' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/payment-option$`));
    await islandsHydrated(page);
    await expect(page.getByText(l.linkedAs)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: l.unlinkOvo }).click();
    await expect(page.getByRole('button', { name: l.linkOvo })).toBeVisible();
    await expect(page.getByText(l.linkedAs)).toHaveCount(0);
  });
}

for (const [country, name] of [
  ['SG', 'Singapore'],
  ['MY', 'Malaysia'],
] as const) {
  test(`${name} is told payment options are not offered there`, async ({ page, context, baseURL }) => {
    // Before the first page: a page's scripts keep the stored country in step with the cookie.
    await context.addCookies([{ name: 'country', value: country, url: baseURL! }]);
    await page.goto('/payment-option');
    await expect(page.getByText(`Payment options are not offered in ${name}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a card' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
