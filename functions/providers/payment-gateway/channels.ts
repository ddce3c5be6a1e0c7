/**
 * The gateway's payment channels per country, as Xendit's Payments API (v3) names them in channel_code
 * (docs.xendit.co/docs/available-payment-channels: OVO, DANA, SHOPEEPAY, GOPAY, QRIS in ID; TOUCHNGO, GRABPAY in MY;
 * docs.xendit.co/docs/paynow-qr: SGQR, PayNow QR, in SG). GrabPay in SG and DuitNow QR in MY are not in the published
 * catalogue: see docs/decisions/xendit-payments-api.md. E-wallet codes carry no country prefix, unlike the legacy
 * linked-account API's ID_OVO.
 */
import { EWALLET_CHANNELS } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';

export const WALLET_CHANNELS = {
  ID: EWALLET_CHANNELS,
  SG: ['GRABPAY'],
  MY: ['TOUCHNGO', 'GRABPAY'],
} as const satisfies Record<CountryCode, readonly string[]>;

export type WalletChannel = (typeof WALLET_CHANNELS)[CountryCode][number];

/** One QR payment per country: QRIS, PayNow (Xendit's SGQR channel), DuitNow. */
export const QR_CHANNELS = { ID: 'QRIS', SG: 'SGQR', MY: 'DUITNOW' } as const satisfies Record<CountryCode, string>;

export function isWalletChannelOf(country: CountryCode, channel: string): channel is WalletChannel {
  return (WALLET_CHANNELS[country] as readonly string[]).includes(channel);
}
