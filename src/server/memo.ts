/**
 * A small per-isolate cache for data every page of a country and language shares (the category tree). An isolate
 * serves many requests, so this spares the query and its rendering on most of them; entries live `ttlMs`, the same
 * order as the edge cache, so a change shows within that time. Concurrent callers share one pending load. What a load
 * needs beyond the key (the request's database for a table read through the API's own session) follows `now`.
 */
interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

export function memoize<T, A extends unknown[] = []>(ttlMs: number, load: (key: string, ...args: A) => Promise<T>, maxEntries = 32) {
  const entries = new Map<string, Entry<T>>();
  return (key: string, now = Date.now(), ...args: A): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (entries.size >= maxEntries) entries.clear();
    const value = load(key, ...args);
    entries.set(key, { value, expiresAt: now + ttlMs });
    // A failed load is not kept: the next request tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
}
