/** The payment channels' own names, the same in every language (brands, not words to translate). */
import type { PayEwalletChannel, QrChannel } from '../../shared/contract/constants';
import type { PaymentCard } from '../../shared/contract/payment';

export const WALLET_NAMES: Record<PayEwalletChannel, string> = {
  OVO: 'OVO',
  DANA: 'DANA',
  SHOPEEPAY: 'ShopeePay',
  GOPAY: 'GoPay',
  GRABPAY: 'GrabPay',
  TOUCHNGO: "Touch 'n Go eWallet",
};

export const QR_NAMES: Record<QrChannel, string> = { QRIS: 'QRIS', PAYNOW: 'PayNow', DUITNOW: 'DuitNow QR' };

export const BRAND_NAMES: Record<PaymentCard['brand'], string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  JCB: 'JCB',
  AMEX: 'American Express',
};
