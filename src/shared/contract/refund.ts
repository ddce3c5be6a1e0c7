/**
 * Refund cards (spec §2 /refund-settings, §3): the bank account a cash-on-delivery order's refund is paid to. Spec §7
 * lists their calls as "not shown": named in the spec's style, `member/refund_card/*` (docs/decisions/refund-cards.md).
 */
import * as v from 'valibot';
import { defineCall } from './call';
import { Flag, NoInput, NoOutput, text } from './common';

/** A refund card as the API answers it; the account number in full, since only its owner ever reads it. */
export const RefundCard = v.object({
  /** Public id of the card (not the database row id). */
  card_id: v.string(),
  /** A code of the country's bank list (src/shared/banks.ts). */
  bank_code: v.string(),
  bank_name: v.string(),
  account_number: v.string(),
  holder_name: v.string(),
  is_default: Flag,
});
export type RefundCard = v.InferOutput<typeof RefundCard>;

const CardId = text(1, 32);
/** The fields a member sets; the bank and the number's length are checked against the country on the server. */
const CARD_FIELDS = {
  bank_code: text(1, 16),
  account_number: v.pipe(v.string(), v.regex(/^\d{6,20}$/)),
  /** Not blank; the form sends it trimmed. */
  holder_name: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/\S/)),
};

export const refundCardList = defineCall({
  method: 'GET',
  path: '/member/refund_card/list',
  summary: "The member's refund cards, the default first.",
  access: 'member',
  input: NoInput,
  output: v.array(RefundCard),
  ours: true,
});

export const refundCardAdd = defineCall({
  method: 'POST',
  path: '/member/refund_card/add',
  summary: "Adds a refund card; the member's first card, or one sent with is_default 1, becomes the default.",
  access: 'member',
  input: v.object({ ...CARD_FIELDS, is_default: v.optional(Flag, 0) }),
  output: RefundCard,
  ours: true,
});

export const refundCardUpdate = defineCall({
  method: 'POST',
  path: '/member/refund_card/update',
  summary: "Changes a refund card's bank, number and holder (the default is set_default's).",
  access: 'member',
  input: v.object({ card_id: CardId, ...CARD_FIELDS }),
  output: RefundCard,
  ours: true,
});

export const refundCardDelete = defineCall({
  method: 'POST',
  path: '/member/refund_card/delete',
  summary: 'Deletes a refund card; deleting the default makes the newest other card the default.',
  access: 'member',
  input: v.object({ card_id: CardId }),
  output: NoOutput,
  ours: true,
});

export const refundCardSetDefault = defineCall({
  method: 'POST',
  path: '/member/refund_card/set_default',
  summary: 'Makes a refund card the default, and the previous default no longer.',
  access: 'member',
  input: v.object({ card_id: CardId }),
  output: NoOutput,
  ours: true,
});
