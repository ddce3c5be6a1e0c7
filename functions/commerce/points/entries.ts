/**
 * A coin-ledger row written from other rows in the same statement (INSERT … SELECT): coins released by a closed order,
 * earned by a completed one, given back by a refund, or run out. Drizzle's INSERT … SELECT names every column of
 * coin_ledger in the table's order, so the select gives each one, those a row does not have as null.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { CoinKind } from '../../../src/shared/contract/constants';

type Value = AnySQLiteColumn | SQL.Aliased;

export interface LedgerSource {
  memberId: Value;
  delta: Value;
  orderId?: Value;
  afterSaleId?: Value;
  expiryAt?: Value;
}

/** The select's columns for a row of `kind` written at `now`; pass them to db.select(...).from(source). */
export function ledgerEntry(kind: CoinKind, now: number, source: LedgerSource) {
  return {
    id: sql`null`.as('id'),
    memberId: source.memberId,
    delta: source.delta,
    kind: sql`${kind}`.as('kind'),
    orderId: source.orderId ?? sql`null`.as('order_id'),
    createdAt: sql`${now}`.as('created_at'),
    afterSaleId: source.afterSaleId ?? sql`null`.as('after_sale_id'),
    expiryAt: source.expiryAt ?? sql`null`.as('expiry_at'),
  };
}
