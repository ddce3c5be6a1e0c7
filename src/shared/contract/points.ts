/**
 * Coins (spec §2 points details, §7 member/user/points_record, points_record_detail, membersrv_system; issue 17): the
 * member's ledger, one record of it, and the rules. The ledger is the only source of a balance (migration 0013).
 */
import * as v from 'valibot';
import { defineCall } from './call';
import { CurrencyCode, MAX_PAGE_NUM, MAX_PAGE_SIZE, Money, NoInput, integer, queryInteger } from './common';
import { COIN_KINDS, ORDER_STATUS, POINTS_TABS } from './constants';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PointsRecord = v.object({
  id: v.pipe(v.number(), v.integer()),
  kind: v.picklist(COIN_KINDS),
  /** Coins in (positive) or out (negative). */
  delta: v.pipe(v.number(), v.integer()),
  /** The balance right after this record. */
  balance_after: count,
  /** The order the coins were spent on, given back from or earned by; null for the others. */
  order_no: v.nullable(v.string()),
  created_at: v.number(),
  /**
   * Coins earned (opening, earn): the last moment they can be spent (ms since the epoch); an expire record: the last
   * moment of the coins it took; null for the other kinds.
   */
  expires_at: v.nullable(v.number()),
});
export type PointsRecord = v.InferOutput<typeof PointsRecord>;

/** Coins that run out soon: how many, and the last moment they can be spent. */
export const PointsExpiring = v.object({ coins: count, expires_at: v.number() });
export type PointsExpiring = v.InferOutput<typeof PointsExpiring>;

export const PointsPage = v.object({
  /** The member's balance now: the sum of the whole ledger. */
  balance: count,
  /** Coins that run out within the next month, the soonest date first; null when none do. */
  expiring: v.nullable(PointsExpiring),
  total: count,
  list: v.array(PointsRecord),
});
export type PointsPage = v.InferOutput<typeof PointsPage>;

/** The records' page size when the call names none. */
export const POINTS_PAGE_SIZE = 20;

export const pointsRecord = defineCall({
  method: 'GET',
  path: '/member/user/points_record',
  summary:
    "The member's coin records newest first, paged: all, earned (coins in) or spent (coins out, expiry included); with the balance and the coins that expire soon.",
  access: 'member',
  input: v.object({
    type: v.optional(v.picklist(POINTS_TABS), 'all'),
    page_num: v.optional(queryInteger(1, MAX_PAGE_NUM)),
    page_size: v.optional(queryInteger(1, MAX_PAGE_SIZE)),
  }),
  output: PointsPage,
});

/** What a record's order was, for the record's detail. */
export const PointsOrder = v.object({
  order_no: v.string(),
  status: v.picklist(Object.values(ORDER_STATUS)),
  currency_code: CurrencyCode,
  /** What the order cost, and what its coins paid. */
  total: Money,
  coins_used: count,
  coins_value: Money,
  coins_earned: count,
  created_at: v.number(),
});
export type PointsOrder = v.InferOutput<typeof PointsOrder>;

export const PointsRecordDetail = v.object({
  ...PointsRecord.entries,
  /** The record's order; null when it has none. */
  order: v.nullable(PointsOrder),
});
export type PointsRecordDetail = v.InferOutput<typeof PointsRecordDetail>;

export const pointsRecordDetail = defineCall({
  method: 'GET',
  path: '/member/user/points_record_detail',
  summary: "One of the member's coin records with its order; 1108001 for a record that is not theirs.",
  access: 'member',
  input: v.object({ id: queryInteger(1, Number.MAX_SAFE_INTEGER) }),
  output: PointsRecordDetail,
});

/** The coin rules of the shopper's country, as the server applies them (spec §9: server-side values). */
export const PointsRules = v.object({
  currency_code: CurrencyCode,
  /** One coin is earned per this much paid for the goods, credited when receipt is confirmed. */
  earn_every: Money,
  /** Coins are redeemed in steps of this many… */
  redeem_step: integer(1, Number.MAX_SAFE_INTEGER),
  /** …each step worth this much. */
  redeem_step_value: Money,
  /** Coins pay at most this share of an order's payment. */
  cap_percent: integer(0, 100),
  /** Coins earned in a month run out at the end of the month this many months later, the oldest first. */
  expire_months: integer(1, 120),
});
export type PointsRules = v.InferOutput<typeof PointsRules>;

export const membersrvSystem = defineCall({
  method: 'GET',
  path: '/member/user/membersrv_system',
  summary: "The coin rules of the shopper's country: rate, value, cap per order and expiry.",
  access: 'public',
  input: NoInput,
  output: PointsRules,
});
