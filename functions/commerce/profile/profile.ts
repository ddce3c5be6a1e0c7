/**
 * The member's name and birth date (spec §2 profile, §9). Every change is one conditional UPDATE of the session's own
 * row: the rules it must keep (a name nobody else has, a birth date changed at most once a year) are checked in the
 * statement that writes, so two racing requests cannot both pass them, and a change of both is all or nothing.
 */
import { and, eq, isNull, lte, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import { alias } from 'drizzle-orm/sqlite-core';
import { isBirthday } from '../../../src/shared/contract/rules';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { MemberRow } from '../../platform/session';
import { BIRTHDAY_CHANGE_INTERVAL_MS } from '../member/views';
import { members } from '../../platform/schema';

export interface ProfileChange {
  userName?: string;
  birthday?: string;
}

/** Names compare without case: 'Ayu' and 'ayu' would read as the same shopper. */
function nameFree(db: Db, memberId: number, name: string): SQL {
  const holder = alias(members, 'holder');
  return notExists(
    db
      .select({ id: holder.id })
      .from(holder)
      .where(and(sql`lower(${holder.userName}) = lower(${name})`, ne(holder.id, memberId))),
  );
}

/** Changes the given fields; 1101001 when the name is another member's, 1101011 when the birth date changed this year. */
export async function updateProfile(db: Db, member: MemberRow, change: ProfileChange): Promise<MemberRow> {
  const { userName, birthday } = change;
  if (userName === undefined && birthday === undefined) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: body');
  if (birthday !== undefined && !isBirthday(birthday)) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: birthday');
  const now = Date.now();
  const yearAgo = now - BIRTHDAY_CHANGE_INTERVAL_MS;
  const conditions: (SQL | undefined)[] = [eq(members.id, member.id)];
  if (userName !== undefined) conditions.push(nameFree(db, member.id, userName));
  if (birthday !== undefined) conditions.push(or(isNull(members.birthdayChangedAt), lte(members.birthdayChangedAt, yearAgo)));
  const [row] = await db
    .update(members)
    .set({
      // A name the member saves is one they chose: from now on they are greeted by it (0032_member_display_name.sql).
      ...(userName !== undefined && { userName, nameChosenAt: now }),
      ...(birthday !== undefined && { birthday, birthdayChangedAt: now }),
    })
    .where(and(...conditions))
    .returning();
  if (row) return row;
  // Nothing written: the row as it is now says whether the birth date was the rule refused, else it was the name.
  const fresh = await db.select({ changedAt: members.birthdayChangedAt }).from(members).where(eq(members.id, member.id)).get();
  const birthdayLocked = birthday !== undefined && fresh?.changedAt != null && fresh.changedAt > yearAgo;
  throw new ApiError(birthdayLocked ? ERR.BIRTHDAY_ONCE_A_YEAR : ERR.NAME_EXISTS);
}
