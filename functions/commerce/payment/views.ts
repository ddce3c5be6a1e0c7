/** The one place payment rows become the API's answers: the gateway's tokens stay behind. */
import type { EwalletAccount, PaymentCard, PaymentState } from '../../../src/shared/contract/payment';
import { ERR } from '../../../src/shared/errors';
import type { ewalletLinks, paymentCards } from '../../platform/schema';
import { FAILURE, type PaymentRow } from './payments';

export type CardRow = Pick<
  typeof paymentCards.$inferSelect,
  'cardId' | 'brand' | 'lastFour' | 'expMonth' | 'expYear' | 'firstName' | 'lastName' | 'phone' | 'email' | 'bank'
>;

export function cardView(row: CardRow): PaymentCard {
  return {
    card_id: row.cardId,
    brand: row.brand,
    last_four: row.lastFour,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    bank: row.bank,
  };
}

export type WalletRow = Pick<typeof ewalletLinks.$inferSelect, 'linkId' | 'channel' | 'account'>;

export function walletView(row: WalletRow): EwalletAccount {
  return { link_id: row.linkId, channel: row.channel, account: row.account };
}

/** The message code of a payment's state for the checkout (spec §8 1104005 failed, 1104007 timed out, 1104009 amount). */
function errorCodeOf(row: PaymentRow): number | null {
  if (row.status === 'failed') return row.failureCode === FAILURE.amountWrong ? ERR.PAYMENT_AMOUNT_WRONG : ERR.PAYMENT_FAILED;
  if (row.status === 'cancelled') return ERR.PAYMENT_CANCELLED;
  if (row.status === 'refunded') return ERR.PAYMENT_REFUNDED;
  return null;
}

/** Where and until when the shopper approves a payment: known from the gateway's answer, not from our row. */
export interface PaymentAction {
  actionUrl?: string | null;
  qrString?: string | null;
  /** The payee of a QR code, as the payer's app shows it. */
  merchantName?: string | null;
  expiresAt?: number | null;
}

/** A payment as the API answers it; where the shopper approves it is known only from the gateway (PaymentAction). */
export function paymentStateView(row: PaymentRow, action: PaymentAction = {}): PaymentState {
  return {
    payment_no: row.paymentNo,
    order_no: row.orderNo,
    method: row.method,
    channel: row.channel,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    order_status: row.orderStatus,
    action_url: action.actionUrl ?? null,
    qr_string: action.qrString ?? null,
    merchant_name: action.merchantName ?? null,
    expires_at: action.expiresAt ?? null,
    error_code: errorCodeOf(row),
  };
}
