/**
 * The gateway's payment channels per country, named as Xendit's payment requests API names them (its channel
 * catalogue; e-wallet codes carry no country prefix there, unlike the linked-account API's ID_OVO). Why each: see
 * docs/decisions.md, "Payment requests".
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
