/** Data access of saved cards: every query names the member, so one member never reads or removes another's card. */
import type { CallParsed } from '../../../src/shared/contract/call';
import type { addCard, PaymentCard } from '../../../src/shared/contract/payment';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../../platform/context';
import { randomToken, sha256Hex } from '../../platform/tokens';
import { type CardRow, cardView } from './views';

/** Enough for any shopper; a cap keeps a scripted client from filling the table. */
export const MAX_CARDS = 10;

const COLUMNS = 'card_id, brand, last_four, exp_month, exp_year, first_name, last_name, phone, email, bank';

export async function cardsOf(c: CommerceContext, memberId: number): Promise<PaymentCard[]> {
  const { results } = await c
    .get('d1')
    .prepare(`SELECT ${COLUMNS} FROM payment_cards WHERE member_id = ? ORDER BY id DESC`)
    .bind(memberId)
    .all<CardRow>();
  return results.map(cardView);
}

export async function cardCount(c: CommerceContext, memberId: number): Promise<number> {
  const row = await c
    .get('d1')
    .prepare('SELECT count(*) AS n FROM payment_cards WHERE member_id = ?')
    .bind(memberId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function hasToken(c: CommerceContext, memberId: number, token: string): Promise<boolean> {
  const row = await c
    .get('d1')
    .prepare('SELECT 1 AS ok FROM payment_cards WHERE member_id = ? AND gateway_token = ?')
    .bind(memberId, token)
    .first();
  return row !== null;
}

/**
 * True when another member first saved this token (migrations/0024_card_token_owners.sql): asked before the
 * verification charge, so a token that is not the member's never charges its owner's card.
 */
export async function isTokenOfAnother(c: CommerceContext, memberId: number, token: string): Promise<boolean> {
  const row = await c
    .get('d1')
    .prepare('SELECT member_id FROM card_token_owners WHERE token_hash = ?')
    .bind(await sha256Hex(token))
    .first<{ member_id: number }>();
  return row !== null && row.member_id !== memberId;
}

/**
 * Stores a verified card: the input's fields one by one, never the request object (no mass assignment). The token is
 * bound to the member in the same batch, and the card is written only if the binding is theirs, so of two members
 * saving one token at once only the first gets it (1104001 for the other).
 */
export async function insertCard(
  c: CommerceContext,
  memberId: number,
  input: CallParsed<typeof addCard>,
  phone: string,
): Promise<PaymentCard> {
  const d1 = c.get('d1');
  const tokenHash = await sha256Hex(input.token_id);
  const now = Date.now();
  const [, inserted] = await d1.batch<CardRow>([
    d1
      .prepare('INSERT INTO card_token_owners (token_hash, member_id, created_at) VALUES (?, ?, ?) ON CONFLICT (token_hash) DO NOTHING')
      .bind(tokenHash, memberId, now),
    d1
      .prepare(
        `INSERT INTO payment_cards (card_id, member_id, gateway_token, brand, last_four, exp_month, exp_year, first_name, last_name, phone, email, bank, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
         WHERE EXISTS (SELECT 1 FROM card_token_owners WHERE token_hash = ? AND member_id = ?)
         RETURNING ${COLUMNS}`,
      )
      .bind(
        `C-${randomToken(12).replace(/[^A-Za-z0-9]/g, '')}`,
        memberId,
        input.token_id,
        input.brand,
        input.last_four,
        input.exp_month,
        input.exp_year,
        input.first_name,
        input.last_name,
        phone,
        input.email,
        input.bank,
        now,
        tokenHash,
        memberId,
      ),
  ]);
  const row = inserted?.results[0];
  if (!row) throw new ApiError(ERR.PAYMENT_INVALID, 'card token of another member');
  return cardView(row);
}

/** Removes the member's card; an id that is not theirs is 1104002, the same as one that does not exist. */
export async function deleteCardOf(c: CommerceContext, memberId: number, cardId: string): Promise<void> {
  const { meta } = await c.get('d1').prepare('DELETE FROM payment_cards WHERE card_id = ? AND member_id = ?').bind(cardId, memberId).run();
  if (!meta.changes) throw new ApiError(ERR.PAYMENT_NOT_FOUND);
}
