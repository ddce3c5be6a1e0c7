/**
 * The member's name and birth date (spec §2 profile, §9). Each change is one conditional UPDATE of the session's own
 * row: the rule it must keep (a name nobody else has, a birth date changed at most once a year) is checked in the
 * statement that writes, so two racing requests cannot both pass it.
 */
import { and, eq, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { isBirthday } from '../../../src/shared/contract/rules';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../context';
import type { MemberRow } from '../member/session';
import { BIRTHDAY_CHANGE_INTERVAL_MS } from '../member/views';
import { members } from '../schema';

/** Names compare without case: 'Ayu' and 'ayu' would read as the same shopper. */
export async function renameMember(c: CommerceContext, member: MemberRow, name: string): Promise<MemberRow> {
  const db = c.get('db');
  const holder = alias(members, 'holder');
  const [row] = await db
    .update(members)
    .set({ userName: name })
    .where(
      and(
        eq(members.id, member.id),
        notExists(
          db
            .select({ id: holder.id })
            .from(holder)
            .where(and(sql`lower(${holder.userName}) = lower(${name})`, ne(holder.id, member.id))),
        ),
      ),
    )
    .returning();
  if (!row) throw new ApiError(ERR.NAME_EXISTS);
  return row;
}

export async function setBirthday(c: CommerceContext, member: MemberRow, birthday: string): Promise<MemberRow> {
  if (!isBirthday(birthday)) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: birthday');
  const now = Date.now();
  const [row] = await c
    .get('db')
    .update(members)
    .set({ birthday, birthdayChangedAt: now })
    .where(
      and(
        eq(members.id, member.id),
        or(isNull(members.birthdayChangedAt), lte(members.birthdayChangedAt, now - BIRTHDAY_CHANGE_INTERVAL_MS)),
      ),
    )
    .returning();
  if (!row) throw new ApiError(ERR.BIRTHDAY_ONCE_A_YEAR);
  return row;
}
