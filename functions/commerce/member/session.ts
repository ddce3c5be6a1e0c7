import { and, eq, gt } from 'drizzle-orm';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../context';
import { members, sessions } from '../schema';

export type MemberRow = typeof members.$inferSelect;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The signed-in member, or null for a guest or an unknown/expired token. */
export async function currentMember(c: CommerceContext): Promise<MemberRow | null> {
  const token = c.get('token');
  if (!token) return null;
  const rows = await c
    .get('db')
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), gt(sessions.expiresAt, Date.now())))
    .limit(1);
  return rows[0]?.member ?? null;
}

export async function requireMember(c: CommerceContext): Promise<MemberRow> {
  const member = await currentMember(c);
  if (!member) throw new ApiError(ERR.UNAUTHORIZED, 'unauthorized');
  if (member.status !== 1) throw new ApiError(ERR.ACCOUNT_DISABLED);
  return member;
}
