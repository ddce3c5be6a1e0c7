/**
 * Data access of linked e-wallets: a member's reads and removals name the member; only the gateway's callback,
 * which proves itself with the callback token, finds a link by the gateway's token alone.
 */
import type { EwalletAccount } from '../../../src/shared/contract/payment';
import type { EwalletChannel } from '../../../src/shared/contract/constants';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../../platform/context';
import { randomToken } from '../../platform/tokens';
import { type WalletRow, walletView } from './views';

export async function walletsOf(c: CommerceContext, memberId: number): Promise<EwalletAccount[]> {
  const { results } = await c
    .get('d1')
    .prepare("SELECT link_id, channel, account FROM ewallet_links WHERE member_id = ? AND status = 'ACTIVE' ORDER BY id")
    .bind(memberId)
    .all<WalletRow>();
  return results.map(walletView);
}

export async function isLinked(c: CommerceContext, memberId: number, channel: EwalletChannel): Promise<boolean> {
  const row = await c
    .get('d1')
    .prepare("SELECT 1 AS ok FROM ewallet_links WHERE member_id = ? AND channel = ? AND status = 'ACTIVE'")
    .bind(memberId, channel)
    .first();
  return row !== null;
}

/** Records a link the shopper has still to approve; earlier unapproved requests for the same e-wallet go. */
export async function insertPendingLink(c: CommerceContext, memberId: number, channel: EwalletChannel, tokenId: string): Promise<void> {
  const d1 = c.get('d1');
  await d1.batch([
    d1.prepare("DELETE FROM ewallet_links WHERE member_id = ? AND channel = ? AND status = 'PENDING'").bind(memberId, channel),
    d1
      .prepare(
        "INSERT INTO ewallet_links (link_id, member_id, channel, gateway_token, status, created_at) VALUES (?, ?, ?, ?, 'PENDING', ?)",
      )
      .bind(`W-${randomToken(12).replace(/[^A-Za-z0-9]/g, '')}`, memberId, channel, tokenId, Date.now()),
  ]);
}

/** The gateway says the shopper approved: the pending link becomes the member's linked account. */
export async function activateLink(c: CommerceContext, tokenId: string, account: string): Promise<void> {
  await c
    .get('d1')
    .prepare("UPDATE ewallet_links SET status = 'ACTIVE', account = ? WHERE gateway_token = ? AND status = 'PENDING'")
    .bind(account.slice(0, 64), tokenId)
    .run();
}

/** The gateway says the link failed or ended: whatever we hold for that token goes. */
export async function dropLink(c: CommerceContext, tokenId: string): Promise<void> {
  await c.get('d1').prepare('DELETE FROM ewallet_links WHERE gateway_token = ?').bind(tokenId).run();
}

/** The member's linked account's gateway token; an id that is not theirs is 1104002, the same as one that does not exist. */
export async function linkTokenOf(c: CommerceContext, memberId: number, linkId: string): Promise<string> {
  const row = await c
    .get('d1')
    .prepare("SELECT gateway_token FROM ewallet_links WHERE link_id = ? AND member_id = ? AND status = 'ACTIVE'")
    .bind(linkId, memberId)
    .first<{ gateway_token: string }>();
  if (!row) throw new ApiError(ERR.PAYMENT_NOT_FOUND);
  return row.gateway_token;
}
