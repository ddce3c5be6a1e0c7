/**
 * The welcome pack of a member created by their first sign-in (docs/decisions.md): one voucher of each campaign
 * flagged grant_on_signup and the country's welcome coins, written in the batch that creates the member, so a member
 * exists with their pack or not at all, and a member who signs in again is never given it twice.
 */
import { sql } from 'drizzle-orm';
import type { CommerceContext } from '../../platform/context';
import type { BatchStatement } from '../../platform/db';
import { CHECKOUT_SETTINGS } from '../../platform/settings';

const DAY_MS = 24 * 3600 * 1000;

/** The writes that give the member numbered `memberNo` (inserted earlier in the same batch) their welcome pack. */
export function welcomeStatements(c: CommerceContext, memberNo: string, now: number): BatchStatement[] {
  // Drizzle's D1 batch cannot bind the parameters of a raw statement, so the values are written into the SQL: only
  // integers and the member number the server just drew (accounts.ts memberInsert), checked here.
  if (!/^M\d+$/.test(memberNo) || !Number.isSafeInteger(now)) throw new Error(`welcome pack: unexpected member ${memberNo}`);
  const db = c.get('db');
  const member = `(SELECT id FROM members WHERE member_no = '${memberNo}')`;
  const statements: BatchStatement[] = [
    // Only a campaign open for claims with vouchers left: an exhausted one grants nothing instead of failing the
    // sign-in. D1 runs one batch at a time, so nothing claims between this insert and the count below.
    db.run(
      sql.raw(`INSERT INTO member_vouchers (coupon_no, member_id, voucher_id, claimed_at, valid_until)
        SELECT 'W' || substr('${memberNo}', 2) || '-' || v.id, ${member}, v.id, ${now}, ${now} + v.valid_days * ${DAY_MS}
        FROM vouchers v
        WHERE v.grant_on_signup = 1 AND v.claimed < v.total_quantity AND v.claim_start_at <= ${now} AND v.claim_end_at > ${now}`),
    ),
    db.run(
      sql.raw(`UPDATE vouchers SET claimed = claimed + 1 WHERE id IN (SELECT voucher_id FROM member_vouchers WHERE member_id = ${member})`),
    ),
  ];
  const coins = CHECKOUT_SETTINGS[c.get('country')].welcomeCoins;
  if (coins > 0) {
    statements.push(
      db.run(sql.raw(`INSERT INTO coin_ledger (member_id, delta, kind, created_at) VALUES (${member}, ${coins}, 'opening', ${now})`)),
    );
  }
  return statements;
}
