/** The one place a refund card row becomes the API's RefundCard. */
import { bankOf } from '../../../src/shared/banks';
import type { CountryCode } from '../../../src/shared/countries';
import type { RefundCard } from '../../../src/shared/contract/refund';

export interface RefundCardRow {
  card_id: string;
  bank_code: string;
  account_number: string;
  holder_name: string;
  is_default: number;
}

export function refundCardView(row: RefundCardRow, country: CountryCode): RefundCard {
  return {
    card_id: row.card_id,
    bank_code: row.bank_code,
    // A bank dropped from the list later still shows by its code.
    bank_name: bankOf(country, row.bank_code)?.name ?? row.bank_code,
    account_number: row.account_number,
    holder_name: row.holder_name,
    is_default: row.is_default === 1 ? 1 : 0,
  };
}
