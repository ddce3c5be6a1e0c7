/**
 * The member's unread messages (spec §2 bell, §3 userInfo.messageNumber): kept in the persisted user slice, so the
 * badge shows the last count at once on the next page, then the server's.
 */
import { $userInfo } from './state';

// Bumped by every read the server confirmed, so a count that was already on its way cannot undo it.
let revision = 0;

/** The count a read (one or all) answered with: newer than any load in flight. */
export function setUnreadCount(count: number): void {
  revision++;
  $userInfo.setKey('messageNumber', count);
}

/** Loads the count (message/count, no-auth and silent), unless a read answered while it loaded. */
export async function refreshUnreadCount(load: () => Promise<number>): Promise<void> {
  const at = revision;
  const count = await load();
  if (revision === at) $userInfo.setKey('messageNumber', count);
}
