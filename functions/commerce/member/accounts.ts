/** Members as the identity calls see them: found by account key, created at a first login. */
import { eq } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import { ACCOUNT_TYPE, type AccountType } from '../../../src/shared/contract/constants';
import { members } from '../../platform/schema';
import type { MemberRow } from '../../platform/session';
import { randomDigits } from '../../platform/tokens';

/** Phones are stored as account keys (dial code + national number), e-mails in lower case: one lookup each. */
export async function findMember(db: Db, type: AccountType, key: string): Promise<MemberRow | null> {
  const column = type === ACCOUNT_TYPE.email ? members.email : members.phone;
  return (await db.select().from(members).where(eq(column, key)).get()) ?? null;
}

export interface NewMember {
  phone?: string;
  countryCode?: string;
  email?: string;
  googleSub?: string;
  userName: string;
  /** The name is the person's own (Google's profile name), not one the shop made (defaultUserName). */
  nameChosen?: boolean;
  /** The login's `channel` (spec §3 source channel): written here once, never by a later login. */
  sourceChannel?: string;
}

/**
 * A member's first login creates them, in the batch that opens their first session (login.ts): the insert, returning
 * the row, and the new member number the session's insert finds them by. A user name is given at once (the store name
 * and the phone's last digits, the e-mail's local part, or the Google name) so every member can log out (spec §6: log
 * out needs a user name). Only a name that is the person's own counts as chosen (name_chosen_at): until they choose
 * one, the shop greets them neutrally and asks for it after this login (docs/decisions/member-display-name.md).
 */
export function memberInsert(db: Db, m: NewMember) {
  const memberNo = `M${randomDigits(12)}`;
  const createdAt = Date.now();
  const insert = db
    .insert(members)
    .values({
      memberNo,
      phone: m.phone ?? null,
      countryCode: m.countryCode ?? null,
      email: m.email ?? null,
      googleSub: m.googleSub ?? null,
      sourceChannel: m.sourceChannel ?? null,
      userName: m.userName.slice(0, 40),
      nameChosenAt: m.nameChosen ? createdAt : null,
      points: 0,
      status: 1,
      createdAt,
    })
    .returning();
  return { memberNo, insert };
}

/** The name the shop makes for a member at their first login; never counted as chosen (migration 0032 knows it too). */
export function defaultUserName(storeName: string, account: { phone?: string; email?: string }): string {
  if (account.email) return account.email.split('@')[0]!.slice(0, 24);
  return `${storeName}${(account.phone ?? '').slice(-4)}`;
}
