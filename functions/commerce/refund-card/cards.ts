/**
 * Data access of refund cards: every statement names the member, so another member's card_id reads and changes
 * nothing and answers 1104002 (not found). At most one default per member (a unique index); every change of the
 * default is one batch.
 */
import { ACCOUNT_NUMBER_DIGITS, bankOf, isValidAccountNumber } from '../../../src/shared/banks';
import type { RefundCard } from '../../../src/shared/contract/refund';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../../platform/context';
import { randomToken } from '../../platform/tokens';
import { refundCardView, type RefundCardRow } from './views';

/** A member keeps a handful of accounts; the cap keeps a script from filling the table. */
export const MAX_REFUND_CARDS = 10;

const COLUMNS = 'card_id, bank_code, account_number, holder_name, is_default';

export interface CardFields {
  bank_code: string;
  account_number: string;
  holder_name: string;
}

/** The bank must be one of the country's, the number as long as the country's account numbers: else 1101020. */
function checkFields(c: CommerceContext, f: CardFields): void {
  const country = c.get('country');
  if (!bankOf(country, f.bank_code)) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: bank_code');
  if (!isValidAccountNumber(country, f.account_number)) {
    const { min, max } = ACCOUNT_NUMBER_DIGITS[country];
    throw new ApiError(ERR.INVALID_PARAMETER, `invalid parameter: account_number (${min}-${max} digits)`);
  }
}

export async function listCards(c: CommerceContext, memberId: number): Promise<RefundCard[]> {
  const { results } = await c
    .get('d1')
    .prepare(`SELECT ${COLUMNS} FROM refund_cards WHERE member_id = ? ORDER BY is_default DESC, created_at DESC, id DESC`)
    .bind(memberId)
    .all<RefundCardRow>();
  return results.map((row) => refundCardView(row, c.get('country')));
}

async function cardOf(c: CommerceContext, memberId: number, cardId: string): Promise<RefundCardRow> {
  const row = await c
    .get('d1')
    .prepare(`SELECT ${COLUMNS} FROM refund_cards WHERE member_id = ? AND card_id = ?`)
    .bind(memberId, cardId)
    .first<RefundCardRow>();
  if (!row) throw new ApiError(ERR.PAYMENT_NOT_FOUND);
  return row;
}

export async function addCard(c: CommerceContext, memberId: number, f: CardFields & { is_default: 0 | 1 }): Promise<RefundCard> {
  checkFields(c, f);
  const d1 = c.get('d1');
  const count = await d1.prepare('SELECT count(*) AS n FROM refund_cards WHERE member_id = ?').bind(memberId).first<{ n: number }>();
  if ((count?.n ?? 0) >= MAX_REFUND_CARDS)
    throw new ApiError(ERR.INVALID_PARAMETER, `invalid parameter: at most ${MAX_REFUND_CARDS} cards`);
  const cardId = `R${randomToken(12)}`.slice(0, 32);
  const now = Date.now();
  // The first card is the default whatever was asked; a new default takes the flag from the old one.
  const makeDefault = f.is_default === 1 || count?.n === 0 ? 1 : 0;
  const insert = d1
    .prepare(
      `INSERT INTO refund_cards (card_id, member_id, bank_code, account_number, holder_name, is_default, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(cardId, memberId, f.bank_code, f.account_number, f.holder_name, makeDefault, now, now);
  await d1.batch(
    makeDefault
      ? [d1.prepare('UPDATE refund_cards SET is_default = 0 WHERE member_id = ? AND is_default = 1').bind(memberId), insert]
      : [insert],
  );
  return refundCardView(await cardOf(c, memberId, cardId), c.get('country'));
}

export async function updateCard(c: CommerceContext, memberId: number, cardId: string, f: CardFields): Promise<RefundCard> {
  checkFields(c, f);
  const row = await c
    .get('d1')
    .prepare(
      `UPDATE refund_cards SET bank_code = ?, account_number = ?, holder_name = ?, updated_at = max(created_at, ?)
       WHERE member_id = ? AND card_id = ? RETURNING ${COLUMNS}`,
    )
    .bind(f.bank_code, f.account_number, f.holder_name, Date.now(), memberId, cardId)
    .first<RefundCardRow>();
  if (!row) throw new ApiError(ERR.PAYMENT_NOT_FOUND);
  return refundCardView(row, c.get('country'));
}

export async function deleteCard(c: CommerceContext, memberId: number, cardId: string): Promise<void> {
  const card = await cardOf(c, memberId, cardId);
  const d1 = c.get('d1');
  const remove = d1.prepare('DELETE FROM refund_cards WHERE member_id = ? AND card_id = ?').bind(memberId, cardId);
  if (card.is_default !== 1) {
    await remove.run();
    return;
  }
  // The default goes: the newest other card takes its place, in the same batch.
  await d1.batch([
    remove,
    d1
      .prepare(
        `UPDATE refund_cards SET is_default = 1 WHERE id =
           (SELECT id FROM refund_cards WHERE member_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
      )
      .bind(memberId),
  ]);
}

export async function setDefaultCard(c: CommerceContext, memberId: number, cardId: string): Promise<void> {
  await cardOf(c, memberId, cardId);
  const d1 = c.get('d1');
  await d1.batch([
    d1.prepare('UPDATE refund_cards SET is_default = 0 WHERE member_id = ? AND is_default = 1 AND card_id <> ?').bind(memberId, cardId),
    d1.prepare('UPDATE refund_cards SET is_default = 1 WHERE member_id = ? AND card_id = ?').bind(memberId, cardId),
  ]);
}
