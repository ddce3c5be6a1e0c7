/** The one place a refund card row becomes the API's RefundCard. */
import { bankOf } from '../../../src/shared/banks';
import type { CountryCode } from '../../../src/shared/countries';
import type { RefundCard } from '../../../src/shared/contract/refund';
import type { refundCards } from '../../platform/schema';

export type RefundCardRow = Pick<typeof refundCards.$inferSelect, 'cardId' | 'bankCode' | 'accountNumber' | 'holderName' | 'isDefault'>;

export function refundCardView(row: RefundCardRow, country: CountryCode): RefundCard {
  return {
    card_id: row.cardId,
    bank_code: row.bankCode,
    // A bank dropped from the list later still shows by its code.
    bank_name: bankOf(country, row.bankCode)?.name ?? row.bankCode,
    account_number: row.accountNumber,
    holder_name: row.holderName,
    is_default: row.isDefault === 1 ? 1 : 0,
  };
}
