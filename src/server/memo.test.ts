import { describe, expect, it } from 'vitest';
import { memoize } from './memo';

describe('memoize', () => {
  it('loads once per key within the lifetime, again after it', async () => {
    let loads = 0;
    const get = memoize(1000, async (key) => `${key}:${++loads}`);
    expect(await get('a', 0)).toBe('a:1');
    expect(await get('a', 999)).toBe('a:1');
    expect(await get('b', 999)).toBe('b:2');
    expect(await get('a', 1000)).toBe('a:3');
  });

  it('shares one pending load between concurrent callers', async () => {
    let loads = 0;
    const get = memoize(1000, async () => ++loads);
    expect(await Promise.all([get('k', 0), get('k', 0), get('k', 0)])).toEqual([1, 1, 1]);
  });

  it('does not keep a failure', async () => {
    let calls = 0;
    const get = memoize(1000, async () => {
      calls++;
      if (calls === 1) throw new Error('down');
      return 'ok';
    });
    await expect(get('k', 0)).rejects.toThrow('down');
    expect(await get('k', 1)).toBe('ok');
  });
});
