/** The one place payment rows become the API's answers: the gateway's tokens stay behind. */
import type { CardBrand, EwalletChannel } from '../../../src/shared/contract/constants';
import type { EwalletAccount, PaymentCard, PaymentState } from '../../../src/shared/contract/payment';
import { ERR } from '../../../src/shared/errors';
import { FAILURE, type PaymentRow } from './payments';

export interface CardRow {
  card_id: string;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  bank: string;
}

export function cardView(row: CardRow): PaymentCard {
  return {
    card_id: row.card_id,
    // The table's CHECK allows only the gateway's brands.
    brand: row.brand as CardBrand,
    last_four: row.last_four,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    email: row.email,
    bank: row.bank,
  };
}

export interface WalletRow {
  link_id: string;
  channel: string;
  account: string;
}

export function walletView(row: WalletRow): EwalletAccount {
  // The table's CHECK allows only the channels of the contract.
  return { link_id: row.link_id, channel: row.channel as EwalletChannel, account: row.account };
}

/** The message code of a payment's state for the checkout (spec §8 1104005 failed, 1104007 timed out, 1104009 amount). */
function errorCodeOf(row: PaymentRow): number | null {
  if (row.status === 'failed') return row.failure_code === FAILURE.amountWrong ? ERR.PAYMENT_AMOUNT_WRONG : ERR.PAYMENT_FAILED;
  if (row.status === 'cancelled') return ERR.PAYMENT_CANCELLED;
  if (row.status === 'refunded') return ERR.PAYMENT_REFUNDED;
  return null;
}

/** A payment as the API answers it; where the shopper approves it is known only when it starts. */
export function paymentStateView(row: PaymentRow, action: { actionUrl?: string | null; qrString?: string | null } = {}): PaymentState {
  return {
    payment_no: row.payment_no,
    order_no: row.order_no,
    method: row.method,
    status: row.status,
    order_status: row.order_status,
    action_url: action.actionUrl ?? null,
    qr_string: action.qrString ?? null,
    error_code: errorCodeOf(row),
  };
}
