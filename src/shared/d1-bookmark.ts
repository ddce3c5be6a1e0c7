/**
 * The D1 bookmark a shopper carries between API calls (docs/decisions/d1-sessions.md): the commerce API answers the
 * bookmark of the request's D1 session in a header, the browser sends the latest one back, and a catalog read started
 * from it sees at least what the shopper's earlier calls wrote, whichever replica serves it.
 */
import type { CountryCode } from './countries';
import type { Transport } from './api-client';

export const D1_BOOKMARK_HEADER = 'x-d1-bookmark';

// A carried bookmark: the country whose database it is of, then D1's bookmark as the service and local workerd give
// it (00000085-0000024c-00004c6d-8e61…), hex fields that sort oldest to newest as strings. Anything else is never
// passed to D1: local workerd keeps it as the session's bookmark and answers it back; D1 documents nothing for it.
const CARRIED = /^([A-Z]{2}):([0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32})$/;

/**
 * The header's value. Tagged with its country, a bookmark that a shopper who changed country still carries is ignored
 * instead of naming a point in another database.
 */
export function carriedBookmark(country: CountryCode, bookmark: string): string {
  return `${country}:${bookmark}`;
}

/** The D1 bookmark in a carried value when it is well-formed and of this country's database; else null. */
export function bookmarkFor(carried: string | null | undefined, country: CountryCode): string | null {
  const parts = carried?.match(CARRIED);
  return parts?.[1] === country ? (parts[2] ?? null) : null;
}

/**
 * The bookmark to keep after an answer carried `received`: answers of concurrent calls arrive in any order, so an
 * older bookmark of the same database does not replace a newer one; one of another database (a new country), or
 * anything kept that is not shaped like a bookmark, is replaced. Plain string comparisons, no pattern: this runs in
 * every page's start-up JavaScript, and the server checks what it is sent (bookmarkFor).
 */
export function laterBookmark(kept: string | null, received: string): string {
  const sameDatabase = kept !== null && kept.length === received.length && kept.slice(0, 3) === received.slice(0, 3);
  return sameDatabase && kept > received ? kept : received;
}

/** Where a client keeps its bookmark between calls (the browser: session storage, one per tab). */
export interface BookmarkMemory {
  read(): string | null;
  write(bookmark: string): void;
}

/** A transport that sends the kept bookmark with every call and keeps the later of it and the one answered. */
export function carryingBookmarks(transport: Transport, memory: BookmarkMemory): Transport {
  return async (path, init) => {
    const kept = memory.read();
    const headers = new Headers(init.headers);
    if (kept) headers.set(D1_BOOKMARK_HEADER, kept);
    const res = await transport(path, { ...init, headers });
    const received = res.headers.get(D1_BOOKMARK_HEADER);
    if (received) memory.write(laterBookmark(memory.read(), received));
    return res;
  };
}
