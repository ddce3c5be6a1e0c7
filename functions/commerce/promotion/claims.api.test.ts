// The claim centre (search/coupon/search), a claim (promotion/api/coupon/claim), the wallet (coupon/page) and a
// voucher's terms (coupon/detail), through the commerce API on the seeded D1, for campaigns made here.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CallInput } from '../../../src/shared/contract/call';
import type * as promotion from '../../../src/shared/contract/promotion';
import { couponClaim, couponDetail, couponSearch, couponWallet } from '../../../src/shared/contract/refs/promotion';
import { APP_PLATFORM } from '../../../src/shared/constants';
import { ERR } from '../../../src/shared/errors';
import { pastOrder } from '../../../tests/api/checkout';
import { withFailing } from '../../../tests/api/inject-failure';
import { DB, newShopper, send, sendRaw, type Shopper } from '../../../tests/api/shopper';
import { dbFor } from '../../platform/db';
import { CLAIM_ATTEMPTS_PER_MINUTE } from './claims';
import { EXPIRY_REMINDER_DAYS, remindExpiringVouchers } from './reminders';

const DAY_MS = 86_400_000;
const db = DB.ID;

interface Campaign {
  total?: number;
  claimed?: number;
  perMember?: number;
  appOnly?: 1;
  newUserOnly?: 1;
  claimable?: 0;
  start?: number;
  end?: number;
  validDays?: number;
}

let made = 0;

/** A campaign of the Indonesian database open for claims unless told otherwise: its voucher number. */
async function campaign(c: Campaign = {}): Promise<string> {
  const now = Date.now();
  const voucherNo = `V-CL-${++made}-${crypto.randomUUID().slice(0, 8)}`;
  await db.batch([
    db
      .prepare(
        `INSERT INTO vouchers (voucher_no, kind, amount_off, min_spend, app_only, new_user_only, claimable, claim_start_at,
           claim_end_at, valid_days, total_quantity, claimed, per_member_limit, created_at)
         VALUES (?, 'discount', 20000, 100000, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        voucherNo,
        c.appOnly ?? 0,
        c.newUserOnly ?? 0,
        c.claimable ?? 1,
        c.start ?? now - 1000,
        c.end ?? now + DAY_MS,
        c.validDays ?? 7,
        c.total ?? 100,
        c.claimed ?? 0,
        c.perMember ?? 1,
        now,
      ),
    db
      .prepare("INSERT INTO voucher_texts (voucher_id, lang, title) VALUES ((SELECT id FROM vouchers WHERE voucher_no = ?), 'en', ?)")
      .bind(voucherNo, `Claim test ${made}`),
  ]);
  return voucherNo;
}

function claim(s: Shopper, voucherNo: string, headers: Record<string, string> = {}) {
  return send(couponClaim, { voucher_no: voucherNo }, { token: s.token, headers });
}

async function counts(voucherNo: string) {
  const row = await db
    .prepare(
      `SELECT v.claimed, (SELECT count(*) FROM member_vouchers mv WHERE mv.voucher_id = v.id) AS rows,
         (SELECT max(n) FROM (SELECT count(*) AS n FROM member_vouchers mv WHERE mv.voucher_id = v.id GROUP BY member_id)) AS most
       FROM vouchers v WHERE v.voucher_no = ?`,
    )
    .bind(voucherNo)
    .first<{ claimed: number; rows: number; most: number | null }>();
  return row!;
}

function codesOf(answers: { body: { code: number } }[]): Record<number, number> {
  const seen: Record<number, number> = {};
  for (const a of answers) seen[a.body.code] = (seen[a.body.code] ?? 0) + 1;
  return seen;
}

describe('claiming a voucher', () => {
  it('gives the member a voucher valid for the valid days from now, and the campaign counts it', async () => {
    const s = await newShopper('ID');
    const voucherNo = await campaign({ validDays: 7, total: 5, claimed: 2 });
    const before = Date.now();
    const { body } = await claim(s, voucherNo);
    expect(body.code).toBe(0);
    expect(body.data.campaign).toMatchObject({ voucher_no: voucherNo, remaining: 2, held: 1, per_member_limit: 1 });
    const row = await db
      .prepare('SELECT claimed_at, valid_until, nth FROM member_vouchers WHERE coupon_no = ? AND member_id = ?')
      .bind(body.data.coupon.coupon_no, s.memberId)
      .first<{ claimed_at: number; valid_until: number; nth: number }>();
    expect(row!.claimed_at).toBeGreaterThanOrEqual(before);
    expect(row!.valid_until - row!.claimed_at).toBe(7 * DAY_MS);
    expect(body.data.coupon.valid_until).toBe(row!.valid_until);
    expect(row!.nth).toBe(1);
  });

  // Dozens of calls through the API at once: several seconds on a loaded 2-core machine, so its own timeout.
  it('100 members claiming at once a voucher with 10 left: exactly 10 claimed, nobody over the limit', async () => {
    const voucherNo = await campaign({ total: 30, claimed: 20 });
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => newShopper('ID')));
    const answers = await Promise.all(shoppers.map((s) => claim(s, voucherNo)));
    expect(codesOf(answers)).toEqual({ 0: 10, [ERR.VOUCHER_FULLY_CLAIMED]: 90 });
    expect(await counts(voucherNo)).toEqual({ claimed: 30, rows: 10, most: 1 });
  }, 30_000);

  it('one member claiming 8 times at once a voucher of limit 2 gets 2', async () => {
    const s = await newShopper('ID');
    const voucherNo = await campaign({ perMember: 2 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(s, voucherNo)));
    expect(codesOf(answers)).toEqual({ 0: 2, [ERR.VOUCHER_CLAIM_LIMIT]: 6 });
    expect(await counts(voucherNo)).toEqual({ claimed: 2, rows: 2, most: 2 });
  });

  it('refuses a new-user-only voucher to a member with a completed order, gives it to a new member', async () => {
    const voucherNo = await campaign({ newUserOnly: 1 });
    const regular = await newShopper('ID');
    await pastOrder(regular);
    expect((await claim(regular, voucherNo)).body.code).toBe(ERR.VOUCHER_NEW_USERS_ONLY);
    expect((await claim(await newShopper('ID'), voucherNo)).body.code).toBe(0);
    expect((await counts(voucherNo)).claimed).toBe(1);
  });

  it('refuses an app-only voucher outside the app and gives it inside (platform APP)', async () => {
    const voucherNo = await campaign({ appOnly: 1 });
    const s = await newShopper('ID');
    const outside = await claim(s, voucherNo, { platform: 'H5' });
    expect(outside.status).toBe(403);
    expect(outside.body.code).toBe(ERR.VOUCHER_APP_ONLY);
    expect((await claim(s, voucherNo)).body.code).toBe(ERR.VOUCHER_APP_ONLY);
    expect((await claim(s, voucherNo, { platform: APP_PLATFORM })).body.code).toBe(0);
  });

  it('answers each refusal with its code and keeps nothing', async () => {
    const now = Date.now();
    const s = await newShopper('ID');
    const cases: [string, number][] = [
      [await campaign({ claimable: 0 }), ERR.VOUCHER_NOT_ELIGIBLE],
      [await campaign({ start: now - 2 * DAY_MS, end: now - DAY_MS }), ERR.VOUCHER_EVENT_EXPIRED],
      [await campaign({ start: now + DAY_MS, end: now + 2 * DAY_MS }), ERR.VOUCHER_EVENT_NOT_STARTED],
      [await campaign({ total: 3, claimed: 3 }), ERR.VOUCHER_FULLY_CLAIMED],
      ['V-NO-SUCH-CAMPAIGN', ERR.VOUCHER_MISSING],
    ];
    for (const [voucherNo, code] of cases) {
      const { body } = await claim(s, voucherNo);
      expect({ voucherNo, code: body.code, msg: body.msg.length > 0 }).toEqual({ voucherNo, code, msg: true });
    }
    const held = await campaign();
    expect((await claim(s, held)).body.code).toBe(0);
    expect((await claim(s, held)).body.code).toBe(ERR.VOUCHER_CLAIM_LIMIT);
    const rows = await db.prepare('SELECT count(*) AS n FROM member_vouchers WHERE member_id = ?').bind(s.memberId).first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });

  it('refuses a member past the claim attempts of a minute with 1101039', async () => {
    const s = await newShopper('ID');
    const voucherNo = await campaign({ claimable: 0 });
    for (let i = 0; i < CLAIM_ATTEMPTS_PER_MINUTE; i++) expect((await claim(s, voucherNo)).body.code).toBe(ERR.VOUCHER_NOT_ELIGIBLE);
    const refused = await claim(s, voucherNo);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ERR.VOUCHER_TOO_MANY_ATTEMPTS);
  });

  it('keeps nothing when a statement of the claim batch fails', async () => {
    const s = await newShopper('ID');
    const voucherNo = await campaign({ total: 5, claimed: 1 });
    const answer = await withFailing(db, 'INSERT ON member_vouchers', () => claim(s, voucherNo));
    expect(answer.body.code).not.toBe(0);
    expect(await counts(voucherNo)).toEqual({ claimed: 1, rows: 0, most: null });
    expect((await claim(s, voucherNo)).body.code).toBe(0);
  });

  it('asks a guest to sign in', async () => {
    const { status } = await send(couponClaim, { voucher_no: await campaign() });
    expect(status).toBe(401);
  });
});

describe('the claim centre', () => {
  it('lists the open claimable campaigns with what is left and, for a member, what they hold', async () => {
    const now = Date.now();
    const open = await campaign({ total: 10, claimed: 4, perMember: 3 });
    const hidden = [await campaign({ claimable: 0 }), await campaign({ start: now + DAY_MS, end: now + 2 * DAY_MS })];
    const s = await newShopper('ID');
    expect((await claim(s, open)).body.code).toBe(0);

    const mine = await send(couponSearch, {}, { token: s.token });
    expect(mine.body.data.currency_code).toBe('IDR');
    expect(mine.body.data.list.find((v) => v.voucher_no === open)).toMatchObject({
      total_quantity: 10,
      remaining: 5,
      per_member_limit: 3,
      held: 1,
      app_only: false,
      new_user_only: false,
    });
    expect(mine.body.data.list.filter((v) => hidden.includes(v.voucher_no))).toEqual([]);

    const guest = await send(couponSearch, {});
    expect(guest.body.code).toBe(0);
    expect(guest.body.data.list.find((v) => v.voucher_no === open)?.held).toBe(0);
  });
});

describe('the wallet', () => {
  it('sorts the member’s vouchers into unused, used and expired, and shows a voucher’s terms only to its member', async () => {
    const s = await newShopper('ID');
    const other = await newShopper('ID');
    const claimed = (await claim(s, await campaign())).body.data.coupon.coupon_no;
    const expired = (await claim(s, await campaign())).body.data.coupon.coupon_no;
    const used = (await claim(s, await campaign())).body.data.coupon.coupon_no;
    await db.prepare('UPDATE member_vouchers SET valid_until = claimed_at + 1 WHERE coupon_no = ?').bind(expired).run();
    await pastOrder(s);
    await db
      .prepare('UPDATE member_vouchers SET uses = 1, order_id = (SELECT max(id) FROM orders WHERE member_id = ?) WHERE coupon_no = ?')
      .bind(s.memberId, used)
      .run();

    const tab = async (name: CallInput<typeof promotion.couponWallet>['tab']) => {
      const { body } = await send(couponWallet, { tab: name, page_size: 50 }, { token: s.token });
      return body.data.list.filter((v) => [claimed, expired, used].includes(v.coupon_no)).map((v) => [v.coupon_no, v.state]);
    };
    expect(await tab('unused')).toEqual([[claimed, 'unused']]);
    expect(await tab('used')).toEqual([[used, 'used']]);
    expect(await tab('expired')).toEqual([[expired, 'expired']]);

    const terms = await send(couponDetail, { coupon_no: used }, { token: s.token });
    expect(terms.body.data.coupon).toMatchObject({ coupon_no: used, min_spend: 100000, state: 'used', stackable: false });
    expect(terms.body.data.coupon.order_no).toMatch(/^SO-PAST-/);
    const theirs = await send(couponDetail, { coupon_no: used }, { token: other.token });
    expect(theirs.body.code).toBe(ERR.COUPON_NOT_FOUND);
    // A tab the call's input type cannot express.
    const bad = await sendRaw('/promotion/api/coupon/page', { body: { tab: 'lost' }, token: s.token });
    expect(bad.body.code).toBe(ERR.INVALID_PARAMETER);
  });
});

describe('the expiry reminder', () => {
  it('writes one voucher message per unused voucher in its last days, however often the job runs', async () => {
    const s = await newShopper('ID');
    const soon = (await claim(s, await campaign({ validDays: 2 }))).body.data.coupon;
    const later = (await claim(s, await campaign({ validDays: 10 }))).body.data.coupon;
    const spent = (await claim(s, await campaign({ validDays: 1 }))).body.data.coupon;
    await pastOrder(s);
    await db
      .prepare('UPDATE member_vouchers SET uses = 1, order_id = (SELECT max(id) FROM orders WHERE member_id = ?) WHERE coupon_no = ?')
      .bind(s.memberId, spent.coupon_no)
      .run();
    const now = Date.now();
    const drizzleDb = dbFor(env, 'ID');
    await Promise.all([remindExpiringVouchers(drizzleDb, now), remindExpiringVouchers(drizzleDb, now)]);
    await remindExpiringVouchers(drizzleDb, now + 1000);
    const { results } = await db
      .prepare("SELECT params FROM messages WHERE member_id = ? AND kind = 'voucher'")
      .bind(s.memberId)
      .all<{ params: string }>();
    expect(results.map((m) => JSON.parse(m.params))).toEqual([
      { event: 'expiring', coupon_no: soon.coupon_no, valid_until: soon.valid_until, days: EXPIRY_REMINDER_DAYS },
    ]);
    expect(later.coupon_no).not.toBe(soon.coupon_no);
  });
});
