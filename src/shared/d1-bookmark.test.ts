import { describe, expect, it } from 'vitest';
import { bookmarkFor, carriedBookmark, carryingBookmarks, D1_BOOKMARK_HEADER, laterBookmark } from './d1-bookmark';

const OLD = '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683';
const NEW = '00000085-0000024d-00000001-00000000000000000000000000000000';

describe('carried bookmarks', () => {
  it('reads back the bookmark of the same country', () => {
    expect(bookmarkFor(carriedBookmark('SG', OLD), 'SG')).toBe(OLD);
  });

  it('ignores a bookmark of another country, a malformed one and none', () => {
    expect(bookmarkFor(carriedBookmark('SG', OLD), 'ID')).toBeNull();
    for (const carried of ['ID:garbage', `ID:${OLD.toUpperCase()}`, OLD, `ID:${OLD} `, `ID:${OLD}x`, '', null, undefined]) {
      expect(bookmarkFor(carried, 'ID')).toBeNull();
    }
  });

  it('keeps the newer of two bookmarks of one database, and the received one otherwise', () => {
    expect(laterBookmark(null, `ID:${OLD}`)).toBe(`ID:${OLD}`);
    expect(laterBookmark(`ID:${NEW}`, `ID:${OLD}`)).toBe(`ID:${NEW}`);
    expect(laterBookmark(`ID:${OLD}`, `ID:${NEW}`)).toBe(`ID:${NEW}`);
    expect(laterBookmark(`SG:${NEW}`, `ID:${OLD}`)).toBe(`ID:${OLD}`);
    expect(laterBookmark('ID:zzzz', `ID:${OLD}`)).toBe(`ID:${OLD}`);
  });
});

describe('a transport carrying bookmarks', () => {
  function memory(initial: string | null) {
    let kept = initial;
    return { read: () => kept, write: (b: string) => (kept = b), kept: () => kept };
  }

  it('sends the kept bookmark with the request headers and keeps the newer answered one', async () => {
    const sent: Headers[] = [];
    const kept = memory(`ID:${OLD}`);
    const transport = carryingBookmarks(async (_path, init) => {
      sent.push(new Headers(init.headers));
      return new Response('{}', { headers: { [D1_BOOKMARK_HEADER]: `ID:${NEW}` } });
    }, kept);
    await transport('consumer/product/list', { method: 'POST', headers: { Language: 'en' } });
    expect(sent[0]!.get(D1_BOOKMARK_HEADER)).toBe(`ID:${OLD}`);
    expect(sent[0]!.get('Language')).toBe('en');
    expect(kept.kept()).toBe(`ID:${NEW}`);
  });

  it('sends none before the first answer, and keeps its bookmark over an older one that arrives later', async () => {
    const sent: (string | null)[] = [];
    const kept = memory(null);
    const answers = [`ID:${NEW}`, `ID:${OLD}`, null];
    const transport = carryingBookmarks(async (_path, init) => {
      sent.push(new Headers(init.headers).get(D1_BOOKMARK_HEADER));
      const bookmark = answers.shift();
      return new Response('{}', { headers: bookmark ? { [D1_BOOKMARK_HEADER]: bookmark } : {} });
    }, kept);
    for (let i = 0; i < 3; i++) await transport('cart/count', { method: 'GET' });
    expect(sent).toEqual([null, `ID:${NEW}`, `ID:${NEW}`]);
    expect(kept.kept()).toBe(`ID:${NEW}`);
  });
});
