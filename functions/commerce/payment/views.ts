/** The one place payment rows become the API's answers: the gateway's tokens stay behind. */
import type { CardBrand, EwalletChannel } from '../../../src/shared/contract/constants';
import type { EwalletAccount, PaymentCard } from '../../../src/shared/contract/payment';

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
