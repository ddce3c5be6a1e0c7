/** Coin ledger rows as the contract answers them (src/shared/contract/points.ts). */
import type { CoinKind, OrderStatus } from '../../../src/shared/contract/constants';
import type { PointsPage, PointsRecord, PointsRecordDetail, PointsRules } from '../../../src/shared/contract/points';
import { type CountryCode, COUNTRIES, type CurrencyCode } from '../../../src/shared/countries';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { expiryOf } from './expiry';
import type { PointsSummary } from './ledger';

export interface RecordRow {
  id: number;
  kind: CoinKind;
  delta: number;
  created_at: number;
  expiry_at: number | null;
  balance_after: number;
  order_no: string | null;
}

export interface DetailRow extends RecordRow {
  status: OrderStatus | null;
  currency: CurrencyCode | null;
  total: number | null;
  coins_used: number | null;
  coins_value: number | null;
  coins_earned: number | null;
  order_created_at: number | null;
}

/** The last moment coins can be spent: earned coins by the rule, an expire row by the date it applied. */
function lastMoment(row: RecordRow, country: CountryCode): number | null {
  if (row.kind === 'opening' || row.kind === 'earn') {
    return expiryOf(row.created_at, COUNTRIES[country].timezone, CHECKOUT_SETTINGS[country].coins.expireMonths) - 1;
  }
  return row.kind === 'expire' && row.expiry_at !== null ? row.expiry_at - 1 : null;
}

export function recordView(row: RecordRow, country: CountryCode): PointsRecord {
  return {
    id: row.id,
    kind: row.kind,
    delta: row.delta,
    balance_after: row.balance_after,
    order_no: row.order_no,
    created_at: row.created_at,
    expires_at: lastMoment(row, country),
  };
}

export function pageView(summary: PointsSummary, total: number, rows: RecordRow[], country: CountryCode): PointsPage {
  return {
    balance: summary.balance,
    expiring: summary.expiring && { coins: summary.expiring.coins, expires_at: summary.expiring.expiresAt - 1 },
    total,
    list: rows.map((r) => recordView(r, country)),
  };
}

export function detailView(row: DetailRow, country: CountryCode): PointsRecordDetail {
  const order =
    row.order_no !== null && row.status !== null && row.currency !== null
      ? {
          order_no: row.order_no,
          status: row.status,
          currency_code: row.currency,
          total: row.total ?? 0,
          coins_used: row.coins_used ?? 0,
          coins_value: row.coins_value ?? 0,
          coins_earned: row.coins_earned ?? 0,
          created_at: row.order_created_at ?? 0,
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
