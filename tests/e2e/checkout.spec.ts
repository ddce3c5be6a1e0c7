// Paying an order (issue 14) through the gateway's development stand-in: an e-wallet approved on its page, a new card,
// a declined payment and its retry by QR, cash on delivery in Jakarta and its refusal in Singapore, an order the
// scheduled job closed, and one payment by keyboard alone; in English and Indonesian, in rupiah, dollars and ringgit.
// A QR or e-wallet payment left open (issue 29) is shown again on coming back, directly or from /order's "Pay now",
// and "Change payment method" cancels it at the gateway for another way to pay (English and Chinese).
// Orders are placed through the API with the signed-in page's cookies, as /orderConfirm would.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { addressAdd } from '../../src/shared/contract/refs/address';
import { minSkuDetail, productList } from '../../src/shared/contract/refs/catalog';
import { memberInfo } from '../../src/shared/contract/refs/member';
import { orderConfirm, orderCreate } from '../../src/shared/contract/refs/order';
import { BUY_TYPE } from '../../src/shared/contract/constants';
import { apiOf } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { islandsHydrated } from './hydration';
import { ADDRESSES } from './addresses';
import { signInAsNewMember } from './identity';

type Country = 'ID' | 'SG' | 'MY';

const CURRENCY_MARK: Record<Country, RegExp> = { ID: /Rp/, SG: /S\$/, MY: /RM/ };

/** A new member of `country` with a default address, signed in on the page; the page's calls speak for that country. */
async function shopperOf(page: Page, context: BrowserContext, country: Country): Promise<void> {
  await context.setExtraHTTPHeaders({ 'X-Locale': country });
  await context.addCookies([{ name: 'country', value: country, url: test.info().project.use.baseURL! }]);
  await signInAsNewMember(page);
  const added = await apiOf(page.request).envelope(addressAdd, ADDRESSES[country]);
  expect(added.body.code).toBe(0);
}

/** An order of one unit of a SKU in stock, placed through the API; answers its number and total. */
async function placeOrder(page: Page): Promise<{ orderNo: string; total: number }> {
  const api = apiOf(page.request);
  const products = (await api.request(productList, { page_num: 1 + (Date.now() % 4), page_size: 50 })).list;
  for (const product of products.filter((p) => p.flag_sold_out === 0)) {
    const sku = (await api.request(minSkuDetail, { product_no: product.product_no })).skus.find((s) => s.stock >= 5);
    if (!sku) continue;
    const selection = { items: [{ sku_no: sku.sku_no, quantity: 1 }], buy_type: BUY_TYPE.buyNow, use_coins: false };
    const confirm = (await api.envelope(orderConfirm, selection)).body;
    expect(confirm.code).toBe(0);
    const created = (
      await api.envelope(orderCreate, {
        ...selection,
        expected_total: confirm.data.amounts.total,
        idempotency_key: `e2e-${crypto.randomUUID()}`,
      })
    ).body;
    expect(created.code).toBe(0);
    return { orderNo: created.data.order_no, total: confirm.data.amounts.total };
  }
  throw new Error('no SKU in stock on the first product page');
}

async function openCheckout(page: Page, orderNo: string, prefix = '') {
  await page.goto(`${prefix}/checkout?order_no=${orderNo}`);
  await islandsHydrated(page);
}

test('an e-wallet payment approved on the gateway page lands on payment success (ID, English)', async ({ page, context }) => {
  await shopperOf(page, context, 'ID');
  const { orderNo } = await placeOrder(page);
  await openCheckout(page, orderNo);
  await expect(page.getByText(`Order ${orderNo}`)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Pay within (29|30):\d\d/);
  await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'OVO' }).check();
  await page.getByRole('button', { name: /^Pay Rp/ }).click();
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
  // Back from the e-wallet's page without deciding: the checkout says a payment is still in progress.
  await page.goBack();
  await islandsHydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'A payment for this order is still in progress.' })).toBeVisible();
  await page.goForward();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/paymentSuccess\\?order_no=${orderNo}$`));
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(orderNo)).toBeVisible();
  await expect(page.getByText('E-wallet')).toBeVisible();
  await expect(page.getByText('Processed within 48 hours, then delivered in 1–2 days')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/orderDetail/${orderNo}`);
  await expectNoSeriousA11yViolations(page);
  // Paid: the checkout sends the shopper straight to the success page.
  await page.goto(`/checkout?order_no=${orderNo}`);
  await expect(page).toHaveURL(/\/paymentSuccess\?/);
});

test('a new card pays at once (SG, Indonesian)', async ({ page, context }) => {
  await shopperOf(page, context, 'SG');
  const { orderNo } = await placeOrder(page);
  await openCheckout(page, orderNo, '/id');
  await expect(page.getByRole('button', { name: /^Bayar S\$/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Kartu kredit atau debit baru' }).check();
  // Cards are saved in Indonesia only: no "Save this card" here.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  const expiry = `12${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
  // The stand-in's declined test card: said as declined, the form kept with its expiry, the number and CVN cleared.
  await page.getByLabel('Nomor kartu').fill('4000000000000002');
  await page.getByLabel('Masa berlaku').fill(expiry);
  await page.getByLabel('CVN').fill('123');
  await page.getByRole('button', { name: /^Bayar S\$/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Kartu Anda ditolak oleh bank penerbitnya. Pilih metode pembayaran dan coba lagi.');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByLabel('Nomor kartu')).toHaveValue('');
  await expect(page.getByLabel('CVN')).toHaveValue('');
  await expect(page.getByLabel('Masa berlaku')).not.toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Kartu kredit atau debit baru' })).toBeChecked();
  await page.getByLabel('Nomor kartu').fill('4000000000001091');
  await page.getByLabel('CVN').fill('123');
  await page.getByRole('button', { name: /^Bayar S\$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/id/paymentSuccess\\?order_no=${orderNo}$`));
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
  await expect(page.getByText('Kartu kredit atau debit')).toBeVisible();
  await expect(page.getByText(CURRENCY_MARK.SG).first()).toBeVisible();
});

const SAVE_CARD = [
  {
    prefix: '',
    newCard: 'New credit or debit card',
    number: 'Card number',
    expiry: 'Expiry date',
    save: 'Save this card for next time',
    first: 'First name',
    email: 'E-mail',
    bank: 'Issuing bank',
    pay: /^Pay Rp/,
    paid: 'Payment successful',
    saved: 'Visa ending in 1091',
  },
  {
    prefix: '/id',
    newCard: 'Kartu kredit atau debit baru',
    number: 'Nomor kartu',
    expiry: 'Masa berlaku',
    save: 'Simpan kartu ini untuk pembayaran berikutnya',
    first: 'Nama depan',
    email: 'Email',
    bank: 'Bank penerbit',
    pay: /^Bayar Rp/,
    paid: 'Pembayaran berhasil',
    saved: 'Visa berakhiran 1091',
  },
] as const;

for (const l of SAVE_CARD) {
  test(`"Save this card" at checkout keeps the card paid with: listed on payment options, offered and paid with next time (ID, ${l.prefix || '/en'})`, async ({
    page,
    context,
  }) => {
    await shopperOf(page, context, 'ID');
    const { email } = await apiOf(page.request).request(memberInfo, {});
    const { orderNo } = await placeOrder(page);
    await openCheckout(page, orderNo, l.prefix);
    await page.getByRole('radio', { name: l.newCard }).check();
    const save = page.getByRole('checkbox', { name: l.save });
    await expect(save).not.toBeChecked();
    await expect(page.getByLabel(l.first)).toHaveCount(0);
    await page.getByLabel(l.number).fill('4000000000001091');
    await page.getByLabel(l.expiry).fill(`12${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0')}`);
    await page.getByLabel('CVN').fill('123');
    await save.check();
    // The holder starts as the order's recipient and the member's e-mail; the bank is the shopper's to choose.
    await expect(page.getByLabel(l.first)).toHaveValue('Rina');
    await expect(page.getByLabel(l.email)).toHaveValue(email);
    await page.getByLabel(l.bank).selectOption('BCA');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: l.pay }).click();
    await expect(page.getByRole('heading', { name: l.paid })).toBeVisible();

    await page.goto(`${l.prefix}/payment-option`);
    await islandsHydrated(page);
    await expect(page.locator('.payment-card').getByText(l.saved)).toHaveCount(1);

    // The next order offers it, and its token (made for multiple use) pays again.
    const next = await placeOrder(page);
    await openCheckout(page, next.orderNo, l.prefix);
    await page.getByRole('radio', { name: l.saved }).check();
    await page.getByRole('button', { name: l.pay }).click();
    await expect(page.getByRole('heading', { name: l.paid })).toBeVisible();
  });
}

test('a declined payment says so and the methods come back; a retry by QR succeeds (MY, English)', async ({ page, context }) => {
  await shopperOf(page, context, 'MY');
  const { orderNo } = await placeOrder(page);
  await openCheckout(page, orderNo);
  await page.getByRole('radio', { name: "Touch 'n Go eWallet" }).check();
  await page.getByRole('button', { name: /^Pay RM/ }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/checkout\?order_no=.+&payment_no=/);
  await expect(page.getByRole('alert')).toHaveText(/Payment failed\. Choose a payment method and try again\./);
  await page.getByRole('radio', { name: 'DuitNow QR' }).check();
  await page.getByRole('button', { name: /^Pay RM/ }).click();
  await expect(page.getByRole('img', { name: 'QR code to pay this order' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the payment page' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/paymentSuccess\\?order_no=${orderNo}$`));
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('QR payment')).toBeVisible();
});

test('cash on delivery in Jakarta, chosen and paid by keyboard alone (ID, Indonesian)', async ({ page, context }) => {
  await shopperOf(page, context, 'ID');
  const { orderNo } = await placeOrder(page);
  await openCheckout(page, orderNo, '/id');
  await expect(page.getByRole('radio', { name: 'OVO' })).toBeChecked();
  // The skip link to the content, into the payment methods by Tab, the last one by arrow (the group is one tab
  // stop), then Tab to Pay and Enter.
  await page.keyboard.press('Tab');
  await expect(page.locator('.skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'method')) break;
  }
  await expect(page.getByRole('radio', { name: 'OVO' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: 'Bayar di tempat (COD)' })).toBeChecked();
  await page.keyboard.press('Tab');
  // Nothing is paid now: the button places the order with the amount due on delivery.
  await expect(page.getByRole('button', { name: /^Buat pesanan, bayar Rp[\d.]+ saat diterima$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/id/paymentSuccess\\?order_no=${orderNo}$`));
  await expect(page.getByRole('heading', { name: 'Pesanan dikonfirmasi' })).toBeVisible();
  await expect(page.getByText(/tunai kepada kurir/)).toBeVisible();
});

test('cash on delivery is not offered in Singapore, and says why (SG, English)', async ({ page, context }) => {
  await shopperOf(page, context, 'SG');
  const { orderNo } = await placeOrder(page);
  await openCheckout(page, orderNo);
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();
  await expect(page.getByText('Not offered in this country')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'GrabPay' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'PayNow' })).toBeVisible();
});

test('an order the scheduled job closed says payment timed out (ID, English and Indonesian)', async ({ page, context }) => {
  await shopperOf(page, context, 'ID');
  const { orderNo } = await placeOrder(page);
  const ran = await page.request.post('/dev/jobs', { data: { country: 'ID', expire_order_no: orderNo } });
  expect(ran.status()).toBe(200);
  await openCheckout(page, orderNo);
  await expect(page.getByRole('alert')).toContainText('Payment timed out, try later.');
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await openCheckout(page, orderNo, '/id');
  await expect(page.getByRole('alert')).toContainText('Waktu pembayaran habis, coba lagi nanti.');
});

test('a PayNow QR left unpaid shows again on coming back; changed, the order is paid by card (SG, English)', async ({ page, context }) => {
  test.slow();
  await shopperOf(page, context, 'SG');
  const { orderNo } = await placeOrder(page);
  await openCheckout(page, orderNo);
  await page.getByRole('radio', { name: 'PayNow' }).check();
  await page.getByRole('button', { name: /^Pay S\$/ }).click();
  const qr = page.getByRole('img', { name: 'QR code to pay this order' });
  await expect(qr).toBeVisible();
  const drawn = await qr.locator('path').getAttribute('d');
  expect(drawn).toBeTruthy();

  // Left unpaid, then back to the checkout: the same code, its amount and the time left, not the ways to pay.
  await page.goto('/');
  await openCheckout(page, orderNo);
  await expect(page.getByRole('status').filter({ hasText: 'A payment for this order is still in progress.' })).toBeVisible();
  await expect(qr).toBeVisible();
  expect(await qr.locator('path').getAttribute('d')).toBe(drawn);
  await expect(page.getByRole('term').filter({ hasText: 'Pay to' })).toBeVisible();
  await expect(page.locator('.checkout-waiting-facts')).toContainText(/Pay to\s*KedaiKita\s*Amount\s*S\$\d/);
  await expect(page.getByRole('timer')).toHaveText(/Pay within (2\d|30):\d\d/);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const payPage = await page.getByRole('link', { name: 'Open the payment page' }).getAttribute('href');

  await page.getByRole('button', { name: 'Change payment method' }).click();
  await expect(page.getByRole('radio', { name: 'New credit or debit card' })).toBeVisible();
  await expect(qr).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'still in progress' })).toHaveCount(0);
  // The code was cancelled at the gateway: it can no longer be paid.
  const late = await page.request.post(payPage!, { form: { decision: 'approve', return: page.url() }, maxRedirects: 0 });
  expect(late.status()).toBe(409);

  await page.getByRole('radio', { name: 'New credit or debit card' }).check();
  await page.getByLabel('Card number').fill('5200000000000007');
  await page.getByLabel('Expiry date').fill(`12${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0')}`);
  await page.getByLabel('CVN').fill('123');
  await page.getByRole('button', { name: /^Pay S\$/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined by its bank. Choose a payment method and try again.');
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await page.getByLabel('Card number').fill('4000000000001091');
  await page.getByLabel('CVN').fill('123');
  await page.getByRole('button', { name: /^Pay S\$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/paymentSuccess\\?order_no=${orderNo}$`));
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Credit or debit card')).toBeVisible();
});

test('an e-wallet payment left open resumes from "Pay now" on My orders; changed to PayNow, it is paid (SG, Chinese)', async ({
  page,
  context,
}) => {
  test.slow();
  await shopperOf(page, context, 'SG');
  const { orderNo } = await placeOrder(page);
  await openCheckout(page, orderNo, '/zh');
  await page.getByRole('radio', { name: 'GrabPay' }).check();
  await page.getByRole('button', { name: /^支付 S\$/ }).click();
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();

  // Away from the e-wallet's page without deciding, then "Pay now" on the order in My orders.
  await page.goto('/zh/order?tab=to_pay');
  await islandsHydrated(page);
  await page
    .getByRole('article', { name: `订单 ${orderNo}` })
    .getByRole('link', { name: '立即付款' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/zh/checkout\\?order_no=${orderNo}$`));
  await islandsHydrated(page);
  await expect(page.getByRole('status').filter({ hasText: '该订单有一笔付款仍在处理中。' })).toBeVisible();
  const wallet = page.getByRole('link', { name: '前往 GrabPay 继续支付' });
  await expect(wallet).toBeVisible();
  // An e-wallet's request names no payee (the e-wallet's page does): the amount only.
  await expect(page.getByRole('term')).toHaveText(['金额']);
  await expect(page.getByRole('definition')).toHaveText([/^S\$\d/]);
  await expect(page.getByRole('timer')).toHaveText(/请在 (2\d|30):\d\d 内付款/);
  await expect(page.getByRole('radio')).toHaveCount(0);
  const walletPage = await wallet.getAttribute('href');

  await page.getByRole('button', { name: '更改支付方式' }).click();
  await page.getByRole('radio', { name: 'PayNow' }).check();
  const late = await page.request.post(walletPage!, { form: { decision: 'approve', return: page.url() }, maxRedirects: 0 });
  expect(late.status()).toBe(409);
  await page.getByRole('button', { name: /^支付 S\$/ }).click();
  await expect(page.getByRole('img', { name: '支付本订单的二维码' })).toBeVisible();
  await page.getByRole('link', { name: '打开支付页面' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/zh/paymentSuccess\\?order_no=${orderNo}$`));
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByText('扫码支付')).toBeVisible();
});
