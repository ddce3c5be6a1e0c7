/** Session-storage keys of spec §3. */
import { SOURCE_CHANNEL_PATTERN } from '../shared/source-channel';

export const SESSION_KEYS = {
  sourceChannel: 'sourceChannel',
  jumpBackPath: 'jump-back-path',
  jumpBackParams: 'jump-back-params',
  thirdIndex: 'thirdIndex',
  secondaryIndex: 'secondaryIndex',
  keyword: 'keyword',
  accountPassword: 'accountPassword',
  // Ours: the account a login code went to (the mobile login routes share it) and the state of the page a login
  // returns to (spec §4 step 5).
  pendingAccount: 'pendingAccount',
  navState: 'navState',
  // Ours: the latest D1 bookmark the API answered this tab (src/shared/d1-bookmark.ts).
  d1Bookmark: 'd1Bookmark',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

export function readSession(key: SessionKey): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: SessionKey, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Session storage disabled: the return-after-login falls back to home.
  }
}

/**
 * Keeps the channel the landing address names (`channel`, else `utm_source`) for the login that may create the member
 * (spec §3 sourceChannel, docs/decisions/source-channel.md): the first in the tab wins, a value outside the login
 * call's pattern is ignored.
 */
export function rememberSourceChannel(search: string): void {
  if (readSession(SESSION_KEYS.sourceChannel)) return;
  const params = new URLSearchParams(search);
  const channel = params.get('channel') ?? params.get('utm_source');
  if (channel && SOURCE_CHANNEL_PATTERN.test(channel)) writeSession(SESSION_KEYS.sourceChannel, channel);
}

/** The remembered source channel, as the login call's `channel`. */
export function sourceChannel(): string | undefined {
  return readSession(SESSION_KEYS.sourceChannel) ?? undefined;
}
