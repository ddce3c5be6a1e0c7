/** Coin ledger rows as the contract answers them (src/shared/contract/points.ts). */
import type { PointsPage, PointsRecord, PointsRecordDetail, PointsRules } from '../../../src/shared/contract/points';
import { type CountryCode, COUNTRIES } from '../../../src/shared/countries';
import type { coinLedger, orders } from '../../platform/schema';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { expiryOf } from './expiry';

type Order = typeof orders.$inferSelect;

/** A row of the member's ledger with the balance right after it and its order's number. */
export type LedgerRecord = Pick<typeof coinLedger.$inferSelect, 'id' | 'kind' | 'delta' | 'createdAt' | 'expiryAt'> & {
  balanceAfter: number;
  orderNo: Order['orderNo'] | null;
};

/** A record with its order's figures: each null when the record has no order. */
export type LedgerRecordDetail = LedgerRecord & {
  [K in 'status' | 'currency' | 'total' | 'coinsUsed' | 'coinsValue' | 'coinsEarned']: Order[K] | null;
} & { orderCreatedAt: Order['createdAt'] | null };

export interface PointsSummary {
  balance: number;
  expiring: { coins: number; expiresAt: number } | null;
}

/** The last moment coins can be spent: earned coins by the rule, an expire row by the date it applied. */
function lastMoment(row: LedgerRecord, country: CountryCode): number | null {
  if (row.kind === 'opening' || row.kind === 'earn') {
    return expiryOf(row.createdAt, COUNTRIES[country].timezone, CHECKOUT_SETTINGS[country].coins.expireMonths) - 1;
  }
  return row.kind === 'expire' && row.expiryAt !== null ? row.expiryAt - 1 : null;
}

export function recordView(row: LedgerRecord, country: CountryCode): PointsRecord {
  return {
    id: row.id,
    kind: row.kind,
    delta: row.delta,
    balance_after: row.balanceAfter,
    order_no: row.orderNo,
    created_at: row.createdAt,
    expires_at: lastMoment(row, country),
  };
}

export function pageView(summary: PointsSummary, total: number, rows: LedgerRecord[], country: CountryCode): PointsPage {
  return {
    balance: summary.balance,
    expiring: summary.expiring && { coins: summary.expiring.coins, expires_at: summary.expiring.expiresAt - 1 },
    total,
    list: rows.map((r) => recordView(r, country)),
  };
}

export function detailView(row: LedgerRecordDetail, country: CountryCode): PointsRecordDetail {
  const order =
    row.orderNo !== null && row.status !== null && row.currency !== null
      ? {
          order_no: row.orderNo,
          status: row.status,
          currency_code: row.currency,
          total: row.total ?? 0,
          coins_used: row.coinsUsed ?? 0,
          coins_value: row.coinsValue ?? 0,
          coins_earned: row.coinsEarned ?? 0,
          created_at: row.orderCreatedAt ?? 0,
        }
      : null;
  return { ...recordView(row, country), order };
}

export function rulesView(country: CountryCode): PointsRules {
  const { currency, coins } = CHECKOUT_SETTINGS[country];
  return {
    currency_code: currency,
    earn_every: coins.earnEvery,
    redeem_step: coins.step,
    redeem_step_value: coins.stepValue,
    cap_percent: coins.capPercent,
    expire_months: coins.expireMonths,
  };
}
