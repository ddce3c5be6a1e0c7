import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A small in-memory localStorage, enough for the persistence layer. */
class MemoryStorage {
  readonly data = new Map<string, string>();
  failWrites = false;
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.data.set(key, String(value));
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

let storage: MemoryStorage;

/** Fresh modules per test: the slices register themselves with persist.ts when state.ts is imported. */
async function load() {
  vi.resetModules();
  const persist = await import('./persist');
  const state = await import('./state');
  return { ...persist, ...state };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

describe('persisted client state', () => {
  it('keeps every persisted slice under one root key, never loginInfo or cartState', async () => {
    const s = await load();
    s.rehydrate();
    s.$userInfo.setKey('deviceId', 'dev-1');
    s.$globalState.setKey('searchText', 'rice');
    s.$loginInfo.setKey('account', '81234567');
    s.$cartState.setKey('isSelectAll', true);
    await flush();

    expect([...storage.data.keys()]).toEqual([s.ROOT_KEY]);
    const root = JSON.parse(storage.getItem(s.ROOT_KEY) ?? '{}') as Record<string, Record<string, unknown>>;
    expect(Object.keys(root).sort()).toEqual(['appInfo', 'globalState', 'localeInfo', 'userInfo']);
    expect(root.userInfo?.deviceId).toBe('dev-1');
    expect(root.globalState?.searchText).toBe('rice');
    expect(JSON.stringify(root)).not.toContain('81234567');
    expect(JSON.stringify(root)).not.toContain('isSelectAll');
  });

  it('writes nothing before rehydration has lifted the bootstrap gate', async () => {
    const s = await load();
    s.$userInfo.setKey('deviceId', 'early');
    await flush();
    expect(storage.getItem(s.ROOT_KEY)).toBeNull();
    expect(s.$bootstrapped.get()).toBe(false);
  });

  it('rehydrates saved slices over their defaults and lifts the gate', async () => {
    storage.setItem(
      'storefront',
      JSON.stringify({ userInfo: { deviceId: 'dev-9', messageNumber: 3 }, localeInfo: { xlocale: 'SG' }, loginInfo: { account: 'x' } }),
    );
    const s = await load();
    s.rehydrate();
    expect(s.$bootstrapped.get()).toBe(true);
    expect(s.$userInfo.get()).toMatchObject({ deviceId: 'dev-9', messageNumber: 3, selectSkus: [], userInfo: null });
    expect(s.$localeInfo.get()).toMatchObject({ xlocale: 'SG', countryList: [], configTimestamp: 0 });
    expect(s.$loginInfo.get().account).toBe('');
  });

  it('starts empty when the stored value is not JSON', async () => {
    storage.setItem('storefront', '{not json');
    const s = await load();
    s.rehydrate();
    expect(s.$bootstrapped.get()).toBe(true);
    expect(s.$userInfo.get().deviceId).toBe('');
  });

  it('keeps working in memory when storage refuses writes', async () => {
    const s = await load();
    s.rehydrate();
    storage.failWrites = true;
    s.$globalState.setKey('orderTab', 2);
    await flush();
    expect(s.$globalState.get().orderTab).toBe(2);
  });

  it('clearPersisted removes the root key and puts every slice back to its initial value', async () => {
    const s = await load();
    s.rehydrate();
    s.$userInfo.setKey('deviceId', 'dev-1');
    s.$userInfo.setKey('messageNumber', 7);
    s.$globalState.setKey('couponTab', 2);
    await flush();
    expect(storage.getItem(s.ROOT_KEY)).not.toBeNull();

    s.clearPersisted();
    expect(s.$userInfo.get()).toEqual({ deviceId: '', selectSkus: [], userInfo: null, messageNumber: 0, pointsDeductionSwitch: false });
    expect(s.$globalState.get().couponTab).toBe(0);
    await flush();
    const root = JSON.parse(storage.getItem(s.ROOT_KEY) ?? '{}') as Record<string, Record<string, unknown>>;
    expect(root.userInfo?.deviceId).toBe('');
    expect(root.globalState?.couponTab).toBe(0);
  });
});
