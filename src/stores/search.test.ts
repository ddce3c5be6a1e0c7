import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recommendCacheKey, recommendedKeywords } from './search';

/** A session storage of the test's own: the unit project runs in Node. */
function fakeSessionStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
}

describe('recommended keywords', () => {
  beforeEach(() => {
    (globalThis as { sessionStorage?: unknown }).sessionStorage = fakeSessionStorage();
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('are cached per language, so another language fetches its own', async () => {
    expect(await recommendedKeywords('en', 'ID', async () => ['milk', 'rice'])).toEqual(['milk', 'rice']);
    expect(await recommendedKeywords('id', 'ID', async () => ['susu', 'beras'])).toEqual(['susu', 'beras']);
    // Both are kept: coming back to English reads the English list without a call.
    expect(
      await recommendedKeywords('en', 'ID', async () => {
        throw new Error('not called');
      }),
    ).toEqual(['milk', 'rice']);
    expect(recommendCacheKey('zh-CN', 'SG')).not.toBe(recommendCacheKey('en', 'SG'));
  });

  it('are cached per country too', async () => {
    await recommendedKeywords('en', 'ID', async () => ['milk']);
    expect(await recommendedKeywords('en', 'SG', async () => ['kopi'])).toEqual(['kopi']);
  });

  it('are an empty list when the call fails', async () => {
    expect(
      await recommendedKeywords('en', 'ID', async () => {
        throw new Error('offline');
      }),
    ).toEqual([]);
  });
});
