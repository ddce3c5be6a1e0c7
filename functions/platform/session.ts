import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import { ApiError, ERR } from '../../src/shared/errors';
import type { CommerceContext } from './context';
import type { BatchStatements } from './db';
import { members, sessions } from './schema';
import { randomToken, sha256Hex } from './tokens';

export type MemberRow = typeof members.$inferSelect;

/** The signed-in member, or null for a guest or an unknown/expired token. */
export async function currentMember(c: CommerceContext): Promise<MemberRow | null> {
  const token = c.get('token');
  return token ? memberOfToken(c.get('db'), token) : null;
}

export async function requireMember(c: CommerceContext): Promise<MemberRow> {
  const member = await currentMember(c);
  if (!member) throw new ApiError(ERR.UNAUTHORIZED, 'unauthorized');
  if (member.status !== 1) throw new ApiError(ERR.ACCOUNT_DISABLED);
  return member;
}

/** Sessions live 30 days; a login replaces the one the request carried, a logout or password reset ends them. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/**
 * A new session for the member: an opaque 256-bit token, stored only as its SHA-256. Returns the token and the
 * statements that store it and end the session the client carried (`replaces`), for the batch of the sign-in;
 * `memberId` is a subquery when the same batch creates the member.
 */
export async function sessionWrites(
  db: Db,
  memberId: number | SQL,
  client: { deviceId: string; replaces: string | null },
): Promise<{ token: string; writes: BatchStatements }> {
  const token = randomToken(32);
  const now = Date.now();
  const insert = db.insert(sessions).values({
    tokenHash: await sha256Hex(token),
    memberId,
    deviceId: client.deviceId || null,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
  });
  if (!client.replaces) return { token, writes: [insert] };
  return { token, writes: [insert, db.delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(client.replaces)))] };
}

/** The member a live session token belongs to (the native app hands one over: login type 6). */
export async function memberOfToken(db: Db, token: string): Promise<MemberRow | null> {
  const rows = await db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), gt(sessions.expiresAt, Date.now())))
    .limit(1);
  return rows[0]?.member ?? null;
}

/** Ends the session of this token (a logout), whoever it belonged to. */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(token)));
}
