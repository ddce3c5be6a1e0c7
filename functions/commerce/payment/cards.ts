/** Data access of saved cards: every query names the member, so one member never reads or removes another's card. */
import { and, count, desc, eq, notExists, or, sql } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import type { CallParsed } from '../../../src/shared/contract/call';
import type { addCard, CardToSave, PaymentCard } from '../../../src/shared/contract/payment';
import { ACCOUNT_TYPE } from '../../../src/shared/contract/constants';
import { accountKey, isFutureExpiry } from '../../../src/shared/contract/rules';
import { ApiError, ERR } from '../../../src/shared/errors';
import { cardTokenOwners, paymentCards } from '../../platform/schema';
import { randomToken, sha256Hex } from '../../platform/tokens';
import { cardView } from './views';

/** Enough for any shopper; a cap keeps a scripted client from filling the table. */
export const MAX_CARDS = 10;

const COLUMNS = {
  cardId: paymentCards.cardId,
  brand: paymentCards.brand,
  lastFour: paymentCards.lastFour,
  expMonth: paymentCards.expMonth,
  expYear: paymentCards.expYear,
  firstName: paymentCards.firstName,
  lastName: paymentCards.lastName,
  phone: paymentCards.phone,
  email: paymentCards.email,
  bank: paymentCards.bank,
};

export async function cardsOf(db: Db, memberId: number): Promise<PaymentCard[]> {
  const rows = await db.select(COLUMNS).from(paymentCards).where(eq(paymentCards.memberId, memberId)).orderBy(desc(paymentCards.id));
  return rows.map(cardView);
}

async function cardCount(db: Db, memberId: number): Promise<number> {
  const row = await db.select({ n: count() }).from(paymentCards).where(eq(paymentCards.memberId, memberId)).get();
  return row?.n ?? 0;
}

/**
 * The member's card that this one would repeat: the same token, or the same brand, last four digits and expiry (a
 * card typed again is tokenised anew, so its token differs). For the EXISTS of insertCard, and asked before saving.
 */
function sameCardOf(db: Db, memberId: number, token: string, card: Pick<CardToSave, 'brand' | 'last_four' | 'exp_month' | 'exp_year'>) {
  return db
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.memberId, memberId),
        or(
          eq(paymentCards.gatewayToken, token),
          and(
            eq(paymentCards.brand, card.brand),
            eq(paymentCards.lastFour, card.last_four),
            eq(paymentCards.expMonth, card.exp_month),
            eq(paymentCards.expYear, card.exp_year),
          ),
        ),
      ),
    );
}

/**
 * Checks a card to save, on payment options or at checkout, before the gateway is asked anything: a phone or expiry
 * that is wrong is 1101xxx (thrown); a card the member already saved, one card too many, or a token another member
 * saved first is a refusal (answered, the caller decides: payment/card/add refuses, a checkout payment goes on and
 * saves nothing). Answers the holder's phone as an account key.
 */
export async function checkCardToSave(
  db: Db,
  memberId: number,
  token: string,
  card: CardToSave,
): Promise<{ phone: string; refusal: string | null }> {
  const phone = accountKey(ACCOUNT_TYPE.phone, card.phone, card.country_code);
  if (!phone) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: phone');
  if (!isFutureExpiry(card.exp_month, card.exp_year)) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: exp_year');
  if (await sameCardOf(db, memberId, token, card).get()) return { phone, refusal: 'card already saved' };
  if ((await cardCount(db, memberId)) >= MAX_CARDS) return { phone, refusal: 'too many cards' };
  if (await isTokenOfAnother(db, memberId, token)) return { phone, refusal: 'card token of another member' };
  return { phone, refusal: null };
}

/** Whether the gateway's charge was of the card the browser described: a browser cannot save a card under other digits. */
export const chargedAsDescribed = (charged: { brand: string; lastFour: string }, card: CardToSave): boolean =>
  charged.brand === card.brand && charged.lastFour === card.last_four;

/**
 * True when another member first saved this token (migrations/0024_card_token_owners.sql): asked before the
 * verification charge, so a token that is not the member's never charges its owner's card.
 */
async function isTokenOfAnother(db: Db, memberId: number, token: string): Promise<boolean> {
  const row = await db
    .select({ memberId: cardTokenOwners.memberId })
    .from(cardTokenOwners)
    .where(eq(cardTokenOwners.tokenHash, await sha256Hex(token)))
    .get();
  return row !== undefined && row.memberId !== memberId;
}

/**
 * Stores a verified card: the input's fields one by one, never the request object (no mass assignment). The token is
 * bound to the member in the same batch, and the card is written only if the binding is theirs, so of two members
 * saving one token at once only the first gets it (1104001 for the other), and only if the member has no such card yet,
 * so two saves of one card at once keep one.
 */
export async function insertCard(db: Db, memberId: number, input: CallParsed<typeof addCard>, phone: string): Promise<PaymentCard> {
  const tokenHash = await sha256Hex(input.token_id);
  const now = Date.now();
  const cardId = `C-${randomToken(12).replace(/[^A-Za-z0-9]/g, '')}`;
  const [, inserted] = await db.batch([
    db.insert(cardTokenOwners).values({ tokenHash, memberId, createdAt: now }).onConflictDoNothing({ target: cardTokenOwners.tokenHash }),
    // Read from the token's binding, which is the member's or missing: the card row comes only with the member's own.
    db
      .insert(paymentCards)
      .select(
        db
          .select({
            id: sql`null`.as('id'),
            cardId: sql`${cardId}`.as('card_id'),
            memberId: cardTokenOwners.memberId,
            gatewayToken: sql`${input.token_id}`.as('gateway_token'),
            brand: sql`${input.brand}`.as('brand'),
            lastFour: sql`${input.last_four}`.as('last_four'),
            expMonth: sql`${input.exp_month}`.as('exp_month'),
            expYear: sql`${input.exp_year}`.as('exp_year'),
            firstName: sql`${input.first_name}`.as('first_name'),
            lastName: sql`${input.last_name}`.as('last_name'),
            phone: sql`${phone}`.as('phone'),
            email: sql`${input.email}`.as('email'),
            bank: sql`${input.bank}`.as('bank'),
            createdAt: sql`${now}`.as('created_at'),
          })
          .from(cardTokenOwners)
          .where(
            and(
              eq(cardTokenOwners.tokenHash, tokenHash),
              eq(cardTokenOwners.memberId, memberId),
              notExists(sameCardOf(db, memberId, input.token_id, input)),
            ),
          ),
      )
      .returning(COLUMNS),
  ]);
  const row = inserted[0];
  if (!row) throw new ApiError(ERR.PAYMENT_INVALID, 'card token of another member, or card already saved');
  return cardView(row);
}

/** Removes the member's card; an id that is not theirs is 1104002, the same as one that does not exist. */
export async function deleteCardOf(db: Db, memberId: number, cardId: string): Promise<void> {
  const { meta } = await db
    .delete(paymentCards)
    .where(and(eq(paymentCards.cardId, cardId), eq(paymentCards.memberId, memberId)))
    .run();
  if (!meta.changes) throw new ApiError(ERR.PAYMENT_NOT_FOUND);
}
