// Coins (issue 17): the records, one record, the rules, and the expiry job against the seeded D1. The balance is
// checked three ways after every step: members.points (the trigger's running sum), the ledger's SUM, and the API's.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CallInput } from '../../../src/shared/contract/call';
import type * as points from '../../../src/shared/contract/points';
import { memberInfo } from '../../../src/shared/contract/refs/member';
import { membersrvSystem, pointsRecord, pointsRecordDetail } from '../../../src/shared/contract/refs/points';
import { COUNTRIES, COUNTRY_CODES } from '../../../src/shared/countries';
import { ERR } from '../../../src/shared/errors';
import { cancel, confirmReceipt, deliver, payOnline, placeOrder, ship } from '../../../tests/api/orders';
import { DB, newShopper, send, sendRaw, type Shopper } from '../../../tests/api/shopper';
import { runScheduledJobs } from '../jobs';
import { dbFor } from '../../platform/db';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { monthStart } from './expiry';
import { expireCoins } from './ledger';

const DAY_MS = 24 * 3600 * 1000;
const TZ = COUNTRIES.ID.timezone;

function records(s: Shopper, query: CallInput<typeof points.pointsRecord> = {}) {
  return send(pointsRecord, query, { token: s.token, country: s.country });
}

const detail = (s: Shopper, id: number) => send(pointsRecordDetail, { id }, { token: s.token, country: s.country });

/** A ledger row written straight, as a row of that kind from the past would be. */
async function ledgerRow(s: Shopper, kind: string, delta: number, createdAt: number): Promise<void> {
  await DB[s.country]
    .prepare('INSERT INTO coin_ledger (member_id, delta, kind, created_at) VALUES (?, ?, ?, ?)')
    .bind(s.memberId, delta, kind, createdAt)
    .run();
}

/** The balance as the trigger keeps it, as the ledger sums it, and as the API and member/user/info answer it: all one. */
async function balanceOf(s: Shopper): Promise<number> {
  const row = await DB[s.country]
    .prepare(
      'SELECT points, (SELECT coalesce(sum(delta), 0) FROM coin_ledger WHERE member_id = members.id) AS ledger FROM members WHERE id = ?',
    )
    .bind(s.memberId)
    .first<{ points: number; ledger: number }>();
  expect(row!.points).toBe(row!.ledger);
  expect((await records(s)).body.data.balance).toBe(row!.ledger);
  const info = await send(memberInfo, {}, { token: s.token, country: s.country });
  expect(info.body.data.points).toBe(row!.ledger);
  return row!.ledger;
}

async function expireRows(s: Shopper): Promise<{ delta: number; expiry_at: number }[]> {
  const { results } = await DB[s.country]
    .prepare("SELECT delta, expiry_at FROM coin_ledger WHERE member_id = ? AND kind = 'expire' ORDER BY id")
    .bind(s.memberId)
    .all<{ delta: number; expiry_at: number }>();
  return results;
}

describe('coin records', () => {
  it('keep the balance equal to the ledger through earn, spend, release, refund and expiry', async () => {
    // 1,250 coins; an order spends some and is cancelled (released), another spends some and is received (earned).
    const cancelled = await placeOrder(0, true);
    const s = cancelled.s;
    const start = 1_250;
    const spentA = start - (await balanceOf(s));
    expect(spentA).toBeGreaterThan(0);
    expect((await cancel(cancelled)).body.code).toBe(0);
    expect(await balanceOf(s)).toBe(start);

    const received = await placeOrder(1, true, s);
    const spentB = start - (await balanceOf(s));
    expect(spentB).toBeGreaterThan(0);
    await payOnline(received);
    await ship(received);
    await deliver(received);
    expect((await confirmReceipt(received)).body.code).toBe(0);
    const earned = (await DB.ID.prepare('SELECT coins_earned FROM orders WHERE id = ?')
      .bind(received.id)
      .first<{ coins_earned: number }>())!.coins_earned;
    expect(earned).toBeGreaterThan(0);
    expect(await balanceOf(s)).toBe(start - spentB + earned);

    // After-sales gives coins back (part C writes these rows; here straight).
    await ledgerRow(s, 'refund', 100, Date.now());
    expect(await balanceOf(s)).toBe(start - spentB + earned + 100);

    // Coins from 14 months ago: what the orders did not use of them runs out, once, however often the job runs.
    await ledgerRow(s, 'opening', 2_000, monthStart(Date.now(), TZ, -14));
    const before = await balanceOf(s);
    await Promise.all([
      expireCoins(dbFor(env, 'ID'), 'ID', Date.now()),
      expireCoins(dbFor(env, 'ID'), 'ID', Date.now()),
      runScheduledJobs(env),
    ]);
    await expireCoins(dbFor(env, 'ID'), 'ID', Date.now());
    const rows = await expireRows(s);
    expect(rows).toHaveLength(1);
    // The oldest coins go first: the orders' net use (−spentB, 100 of it refunded) came out of the old 2,000.
    expect(-rows[0]!.delta).toBe(2_000 - spentB + 100);
    expect(rows[0]!.expiry_at).toBe(monthStart(Date.now(), TZ, 0));
    expect(await balanceOf(s)).toBe(before + rows[0]!.delta);
    expect(await balanceOf(s)).toBe(start + earned);

    // Every kind is on the page, newest first, with its order's number and the balance after each.
    const page = (await records(s, { page_size: 50 })).body.data;
    expect(page.list.map((r) => r.kind).sort()).toEqual(['earn', 'expire', 'opening', 'opening', 'refund', 'release', 'spend', 'spend']);
    expect(page.list[0]!.balance_after).toBe(page.balance);
    const earnRecord = page.list.find((r) => r.kind === 'earn')!;
    expect(earnRecord).toMatchObject({ delta: earned, order_no: received.orderNo });
    expect(earnRecord.expires_at).toBe(monthStart(earnRecord.created_at, TZ, 13) - 1);
    expect(page.list.find((r) => r.kind === 'release')).toMatchObject({ delta: spentA, order_no: cancelled.orderNo, expires_at: null });
  });

  it('expire the oldest coins first, and coins given back after their date at the next date', async () => {
    const s = await newShopper('ID');
    const now = Date.now();
    await ledgerRow(s, 'opening', 300, monthStart(now, TZ, -14));
    await ledgerRow(s, 'earn', 200, monthStart(now, TZ, -2));
    await ledgerRow(s, 'spend', -250, monthStart(now, TZ, -1));
    await expireCoins(dbFor(env, 'ID'), 'ID', now);
    // 250 were spent from the 300 first: 50 of them ran out; the 200 of two months ago stay.
    expect((await expireRows(s)).map((r) => r.delta)).toEqual([-50]);
    expect(await balanceOf(s)).toBe(200);

    // The order that spent them closes: its 100 coins were old ones, already past their date.
    await ledgerRow(s, 'release', 100, now);
    await expireCoins(dbFor(env, 'ID'), 'ID', now);
    expect((await expireRows(s)).map((r) => r.delta)).toEqual([-50]);
    const nextMonth = monthStart(now, TZ, 1) + DAY_MS;
    await expireCoins(dbFor(env, 'ID'), 'ID', nextMonth);
    expect((await expireRows(s)).map((r) => r.delta)).toEqual([-50, -100]);
    expect(await balanceOf(s)).toBe(200);
  });

  it('show the coins that expire at the end of this month', async () => {
    const s = await newShopper('ID');
    const now = Date.now();
    await ledgerRow(s, 'opening', 400, monthStart(now, TZ, -12));
    await ledgerRow(s, 'spend', -150, now);
    const page = (await records(s)).body.data;
    const endOfMonth = monthStart(now, TZ, 1);
    // Soon: within a month (always true of the end of this month).
    expect(page.expiring).toEqual({ coins: 250, expires_at: endOfMonth - 1 });
    expect(page.list[1]!.expires_at).toBe(endOfMonth - 1);

    const fresh = await newShopper('ID', { coins: 500 });
    expect((await records(fresh)).body.data).toMatchObject({ balance: 500, expiring: null, total: 1 });
  });

  it('page by tab: earned is coins in, spent is coins out', async () => {
    const s = await newShopper('ID');
    const t0 = Date.now() - 10 * DAY_MS;
    for (let i = 0; i < 5; i++) await ledgerRow(s, 'opening', 100, t0 + i * 1000);
    for (let i = 0; i < 3; i++) await ledgerRow(s, 'spend', -50, t0 + 10_000 + i * 1000);
    const all = (await records(s, { page_size: 3 })).body.data;
    expect(all.total).toBe(8);
    expect(all.list.map((r) => r.balance_after)).toEqual([350, 400, 450]);
    const second = (await records(s, { page_size: 3, page_num: 3 })).body.data;
    expect(second.list.map((r) => r.balance_after)).toEqual([200, 100]);
    const earned = (await records(s, { type: 'earned' })).body.data;
    expect(earned.total).toBe(5);
    expect(earned.list.every((r) => r.delta > 0)).toBe(true);
    const spent = (await records(s, { type: 'spent' })).body.data;
    expect(spent.total).toBe(3);
    expect(spent.list.every((r) => r.delta < 0)).toBe(true);
    // A tab the call's input type cannot express.
    const other = await sendRaw('/member/user/points_record?type=other', { token: s.token, country: s.country });
    expect(other.body.code).toBe(ERR.INVALID_PARAMETER);
  });

  it("answer one record with its order, and another member's as not found", async () => {
    const o = await placeOrder(2, true);
    const spend = (await records(o.s, { type: 'spent' })).body.data.list[0]!;
    const mine = await detail(o.s, spend.id);
    expect(mine.body.data).toMatchObject({ kind: 'spend', order_no: o.orderNo, order: { order_no: o.orderNo, status: 'unpaid' } });
    expect(mine.body.data.order!.coins_used).toBe(-spend.delta);

    const other = await newShopper('ID');
    const theirs = await detail(other, spend.id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe(ERR.CONTENT_NOT_FOUND);
    expect((await detail(other, 999_999_999)).body.code).toBe(ERR.CONTENT_NOT_FOUND);
    expect((await send(pointsRecordDetail, { id: 1 })).status).toBe(401);
    expect((await send(pointsRecord, {})).status).toBe(401);
  });
});

describe('coin rules', () => {
  it.each(COUNTRY_CODES)('are the server settings of %s', async (country) => {
    const answer = await send(membersrvSystem, {}, { country });
    const { currency, coins } = CHECKOUT_SETTINGS[country];
    expect(answer.body.data).toEqual({
      currency_code: currency,
      earn_every: coins.earnEvery,
      redeem_step: coins.step,
      redeem_step_value: coins.stepValue,
      cap_percent: coins.capPercent,
      expire_months: coins.expireMonths,
    });
  });
});
