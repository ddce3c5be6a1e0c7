// @vitest-environment happy-dom
// The QR page says whom the code pays and how much, as a list of terms a screen reader reads in pairs; the ways to pay
// carry each channel's drawn mark, hidden from assistive technology, so each choice is named once, by its name.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messagesFor } from '../../shared/i18n';
import { formatMoney } from '../../shared/money';
import { provideServerDictionaries } from '../../stores/i18n';
import { PAYMENT_OPTIONS, paymentState } from '../../stores/payment/fixtures';
import { CardOption } from './methods/CardOption';
import { EwalletOption } from './methods/EwalletOption';
import { QrOption } from './methods/QrOption';
import { PaymentWaiting } from './PaymentWaiting';

beforeAll(() => provideServerDictionaries(messagesFor));
afterEach(cleanup);

const QR_PAYMENT = paymentState('qr', 'processing', {
  channel: 'QRIS',
  qr_string: '00020101021226QRIS-CONTENT',
  merchant_name: 'KedaiKita',
});

describe('the QR page', () => {
  it('shows the code, whom it pays and the amount in the one money format', () => {
    render(<PaymentWaiting payment={QR_PAYMENT} options={PAYMENT_OPTIONS} change="idle" deadline={Date.now() + 60_000} />);
    expect(screen.getByRole('heading', { name: 'Scan with QRIS' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code to pay this order' })).toBeTruthy();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Pay to', 'Amount']);
    expect(values).toEqual(['KedaiKita', formatMoney(64_000, 'IDR')]);
  });

  it('names no payee for a payment without a QR code', () => {
    const ewallet = paymentState('ewallet', 'processing', { channel: 'OVO' });
    render(<PaymentWaiting payment={ewallet} options={PAYMENT_OPTIONS} change="idle" deadline={Date.now() + 60_000} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Amount']);
  });
});

describe('the ways to pay', () => {
  it('draw each e-wallet, QR scheme and card brand a mark, decorative beside the written name', () => {
    const { container } = render(
      <fieldset>
        <EwalletOption options={PAYMENT_OPTIONS} wallets={[]} choice="" />
        <QrOption options={PAYMENT_OPTIONS} wallets={[]} choice="" />
        <CardOption options={PAYMENT_OPTIONS} wallets={[]} choice="" />
      </fieldset>,
    );
    expect(screen.getByRole('radio', { name: 'OVO' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'ShopeePay' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'QRIS' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Visa ending in 1091' })).toBeTruthy();
    const marks = [...container.querySelectorAll('svg.channel-mark')];
    expect(marks.map((m) => m.textContent)).toEqual(['OVO', 'SPay', 'QRIS', 'VISA']);
    for (const mark of marks) expect(mark.getAttribute('aria-hidden')).toBe('true');
  });
});
