/**
 * Data access of linked e-wallets: a member's reads and removals name the member; only the gateway's callback,
 * which proves itself with the callback token, finds a link by the gateway's token alone.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import type { EwalletAccount } from '../../../src/shared/contract/payment';
import type { EwalletChannel } from '../../../src/shared/contract/constants';
import { ApiError, ERR } from '../../../src/shared/errors';
import { ewalletLinks } from '../../platform/schema';
import { randomToken } from '../../platform/tokens';
import { walletView } from './views';

export async function walletsOf(db: Db, memberId: number): Promise<EwalletAccount[]> {
  const rows = await db
    .select({ linkId: ewalletLinks.linkId, channel: ewalletLinks.channel, account: ewalletLinks.account })
    .from(ewalletLinks)
    .where(and(eq(ewalletLinks.memberId, memberId), eq(ewalletLinks.status, 'ACTIVE')))
    .orderBy(asc(ewalletLinks.id));
  return rows.map(walletView);
}

export async function isLinked(db: Db, memberId: number, channel: EwalletChannel): Promise<boolean> {
  const row = await db
    .select({ id: ewalletLinks.id })
    .from(ewalletLinks)
    .where(and(eq(ewalletLinks.memberId, memberId), eq(ewalletLinks.channel, channel), eq(ewalletLinks.status, 'ACTIVE')))
    .get();
  return row !== undefined;
}

/** Records a link the shopper has still to approve; earlier unapproved requests for the same e-wallet go. */
export async function insertPendingLink(db: Db, memberId: number, channel: EwalletChannel, tokenId: string): Promise<void> {
  await db.batch([
    db
      .delete(ewalletLinks)
      .where(and(eq(ewalletLinks.memberId, memberId), eq(ewalletLinks.channel, channel), eq(ewalletLinks.status, 'PENDING'))),
    db.insert(ewalletLinks).values({
      linkId: `W-${randomToken(12).replace(/[^A-Za-z0-9]/g, '')}`,
      memberId,
      channel,
      gatewayToken: tokenId,
      status: 'PENDING',
      createdAt: Date.now(),
    }),
  ]);
}

/** The gateway says the shopper approved: the pending link becomes the member's linked account. */
export async function activateLink(db: Db, tokenId: string, account: string): Promise<void> {
  await db
    .update(ewalletLinks)
    .set({ status: 'ACTIVE', account: account.slice(0, 64) })
    .where(and(eq(ewalletLinks.gatewayToken, tokenId), eq(ewalletLinks.status, 'PENDING')));
}

/** The gateway says the link failed or ended: whatever we hold for that token goes. */
export async function dropLink(db: Db, tokenId: string): Promise<void> {
  await db.delete(ewalletLinks).where(eq(ewalletLinks.gatewayToken, tokenId));
}

/** The member's linked account's gateway token; an id that is not theirs is 1104002, the same as one that does not exist. */
export async function linkTokenOf(db: Db, memberId: number, linkId: string): Promise<string> {
  const row = await db
    .select({ token: ewalletLinks.gatewayToken })
    .from(ewalletLinks)
    .where(and(eq(ewalletLinks.linkId, linkId), eq(ewalletLinks.memberId, memberId), eq(ewalletLinks.status, 'ACTIVE')))
    .get();
  if (!row) throw new ApiError(ERR.PAYMENT_NOT_FOUND);
  return row.token;
}
