/**
 * Data access of refund cards: every statement names the member, so another member's card_id reads and changes
 * nothing and answers 1104002 (not found). At most one default per member (a unique index); every change of the
 * default is one batch.
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import { ACCOUNT_NUMBER_DIGITS, bankOf, isValidAccountNumber } from '../../../src/shared/banks';
import type { CountryCode } from '../../../src/shared/countries';
import type { RefundCard } from '../../../src/shared/contract/refund';
import { ApiError, ERR } from '../../../src/shared/errors';
import { refundCards } from '../../platform/schema';
import { randomToken } from '../../platform/tokens';
import { refundCardView } from './views';

/** A member keeps a handful of accounts; the cap keeps a script from filling the table. */
export const MAX_REFUND_CARDS = 10;

const COLUMNS = {
  cardId: refundCards.cardId,
  bankCode: refundCards.bankCode,
  accountNumber: refundCards.accountNumber,
  holderName: refundCards.holderName,
  isDefault: refundCards.isDefault,
};

export interface CardFields {
  bank_code: string;
  account_number: string;
  holder_name: string;
}

const ofMember = (memberId: number, cardId: string) => and(eq(refundCards.memberId, memberId), eq(refundCards.cardId, cardId));

/** The bank must be one of the country's, the number as long as the country's account numbers: else 1101020. */
function checkFields(country: CountryCode, f: CardFields): void {
  if (!bankOf(country, f.bank_code)) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: bank_code');
  if (!isValidAccountNumber(country, f.account_number)) {
    const { min, max } = ACCOUNT_NUMBER_DIGITS[country];
    throw new ApiError(ERR.INVALID_PARAMETER, `invalid parameter: account_number (${min}-${max} digits)`);
  }
}

export async function listCards(db: Db, country: CountryCode, memberId: number): Promise<RefundCard[]> {
  const rows = await db
    .select(COLUMNS)
    .from(refundCards)
    .where(eq(refundCards.memberId, memberId))
    .orderBy(desc(refundCards.isDefault), desc(refundCards.createdAt), desc(refundCards.id));
  return rows.map((row) => refundCardView(row, country));
}

async function cardOf(db: Db, memberId: number, cardId: string) {
  const row = await db.select(COLUMNS).from(refundCards).where(ofMember(memberId, cardId)).get();
  if (!row) throw new ApiError(ERR.PAYMENT_NOT_FOUND);
  return row;
}

export async function addCard(db: Db, country: CountryCode, memberId: number, f: CardFields & { is_default: 0 | 1 }): Promise<RefundCard> {
  checkFields(country, f);
  const held = await db.select({ n: count() }).from(refundCards).where(eq(refundCards.memberId, memberId)).get();
  const n = held?.n ?? 0;
  if (n >= MAX_REFUND_CARDS) throw new ApiError(ERR.INVALID_PARAMETER, `invalid parameter: at most ${MAX_REFUND_CARDS} cards`);
  const cardId = `R${randomToken(12)}`.slice(0, 32);
  const now = Date.now();
  // The first card is the default whatever was asked; a new default takes the flag from the old one.
  const makeDefault = f.is_default === 1 || n === 0 ? 1 : 0;
  const insert = db.insert(refundCards).values({
    cardId,
    memberId,
    bankCode: f.bank_code,
    accountNumber: f.account_number,
    holderName: f.holder_name,
    isDefault: makeDefault,
    createdAt: now,
    updatedAt: now,
  });
  if (makeDefault) {
    await db.batch([
      db
        .update(refundCards)
        .set({ isDefault: 0 })
        .where(and(eq(refundCards.memberId, memberId), eq(refundCards.isDefault, 1))),
      insert,
    ]);
  } else {
    await insert;
  }
  return refundCardView(await cardOf(db, memberId, cardId), country);
}

export async function updateCard(db: Db, country: CountryCode, memberId: number, cardId: string, f: CardFields): Promise<RefundCard> {
  checkFields(country, f);
  const [row] = await db
    .update(refundCards)
    .set({
      bankCode: f.bank_code,
      accountNumber: f.account_number,
      holderName: f.holder_name,
      updatedAt: sql`max(${refundCards.createdAt}, ${Date.now()})`,
    })
    .where(ofMember(memberId, cardId))
    .returning(COLUMNS);
  if (!row) throw new ApiError(ERR.PAYMENT_NOT_FOUND);
  return refundCardView(row, country);
}

export async function deleteCard(db: Db, memberId: number, cardId: string): Promise<void> {
  const card = await cardOf(db, memberId, cardId);
  const remove = db.delete(refundCards).where(ofMember(memberId, cardId));
  if (card.isDefault !== 1) {
    await remove;
    return;
  }
  // The default goes: the newest other card takes its place, in the same batch.
  const newest = db
    .select({ id: refundCards.id })
    .from(refundCards)
    .where(eq(refundCards.memberId, memberId))
    .orderBy(desc(refundCards.createdAt), desc(refundCards.id))
    .limit(1);
  await db.batch([
    remove,
    db
      .update(refundCards)
      .set({ isDefault: 1 })
      .where(eq(refundCards.id, sql`(${newest})`)),
  ]);
}

export async function setDefaultCard(db: Db, memberId: number, cardId: string): Promise<void> {
  await cardOf(db, memberId, cardId);
  await db.batch([
    db
      .update(refundCards)
      .set({ isDefault: 0 })
      .where(and(eq(refundCards.memberId, memberId), eq(refundCards.isDefault, 1), ne(refundCards.cardId, cardId))),
    db.update(refundCards).set({ isDefault: 1 }).where(ofMember(memberId, cardId)),
  ]);
}
