/** What the payment API answers, built once for the checkout's tests: an order's ways to pay, and one payment's state. */
import { ORDER_STATUS } from '../../shared/contract/constants';
import type { PaymentOptions, PaymentState } from '../../shared/contract/payment';

/** Indonesia's ways to pay an order: two e-wallets, QRIS, one saved Visa card, and cash on delivery. */
export const PAYMENT_OPTIONS: PaymentOptions = {
  ewallets: ['OVO', 'SHOPEEPAY'],
  qr: 'QRIS',
  cards: [
    {
      card_id: 'C-1',
      brand: 'VISA',
      last_four: '1091',
      exp_month: 12,
      exp_year: 2030,
      first_name: 'Siti',
      last_name: 'Rahma',
      phone: '6281311112222',
      email: 'siti@example.com',
      bank: 'BCA',
    },
  ],
  cod: { available: true, reason: null },
  open_payment: null,
};

/** A payment of order SO1 (64,000 IDR) while the order is unpaid; `over` sets its channel, its QR code and the rest. */
export const paymentState = (
  method: PaymentState['method'],
  status: PaymentState['status'],
  over: Partial<PaymentState> = {},
): PaymentState => ({
  payment_no: 'PAY-1',
  order_no: 'SO1',
  method,
  channel: '',
  amount: 64_000,
  currency: 'IDR',
  status,
  order_status: ORDER_STATUS.pendingPayment,
  action_url: null,
  qr_string: null,
  merchant_name: null,
  expires_at: null,
  error_code: null,
  ...over,
});
