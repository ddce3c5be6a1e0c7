import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from '../../tests/unit/fake-api';
import type { CountryConfig } from '../shared/contract/support';

/**
 * The browser pieces the preference actions touch, in memory: storage, cookies, navigation and the API.
 * Each test loads fresh modules so the stores start from their defaults.
 */
class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

let calls: FakeCall[];
let cookies: string[];
let assigned: string[];

function install(pathname: string) {
  cookies = [];
  assigned = [];
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('document', {
    getElementById: () => null,
    set cookie(value: string) {
      cookies.push(value);
    },
    get cookie() {
      return cookies.join('; ');
    },
  });
  vi.stubGlobal('location', {
    pathname,
    search: '',
    origin: 'https://shop.example',
    assign: (url: string) => assigned.push(url),
  });
  calls = fakeApi(() => undefined);
}

async function load(pathname = '/') {
  install(pathname);
  vi.resetModules();
  const prefs = await import('./preferences');
  const state = await import('./state');
  const persist = await import('./persist');
  persist.rehydrate();
  return { ...prefs, ...state, ...persist };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

const controls = { control_list: { email: true, phone: true, whatsapp: true } };
const COUNTRY_LIST: CountryConfig[] = [
  {
    country_code: 'ID',
    country_en_name: 'Indonesia',
    dial_code: '62',
    timezone: 'Asia/Jakarta',
    currency_code: 'IDR',
    currency_symbol: 'Rp',
    app_control_conf: controls,
  },
  {
    country_code: 'SG',
    country_en_name: 'Singapore',
    dial_code: '65',
    timezone: 'Asia/Singapore',
    currency_code: 'SGD',
    currency_symbol: 'S$',
    app_control_conf: controls,
  },
];

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('chooseLanguage', () => {
  it('remembers the language in a cookie and on the device record, then opens the page in it', async () => {
    const s = await load('/cate');
    s.$userInfo.setKey('deviceId', 'dev-1');
    await s.chooseLanguage('zh-CN', '/commodDetail?product_no=P1');

    expect(cookies.some((c) => c.startsWith('lang=zh-CN;'))).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/member/user/device_language');
    expect(calls[0]?.body).toEqual({ language: 'zh-CN', device_id: 'dev-1' });
    expect(calls[0]?.headers.get('Language')).toBe('zh-CN');
    expect(assigned).toEqual(['/zh/commodDetail?product_no=P1']);
  });

  it('keeps a query on the home page and drops the old prefix', async () => {
    const s = await load('/id');
    await s.chooseLanguage('en', '/id?ref=app');
    expect(assigned).toEqual(['/?ref=app']);
  });

  it('never leaves the site, whatever return path it is given', async () => {
    const s = await load('/');
    await s.chooseLanguage('id', '//evil.example/x');
    expect(assigned).toEqual(['/id']);
  });

  it('still switches when the device record cannot be saved', async () => {
    const s = await load('/');
    fakeApi(() => {
      throw new TypeError('offline');
    });
    await s.chooseLanguage('id', '/cate');
    expect(assigned).toEqual(['/id/cate']);
  });
});

describe('chooseCountry', () => {
  it('logs out, clears persisted state except the device id and the app config, and opens home', async () => {
    const s = await load('/id/setting-country');
    s.$userInfo.set({
      ...s.$userInfo.get(),
      deviceId: 'dev-7',
      userInfo: {
        member_no: 'M1',
        user_name: 'Ayu',
        name_chosen: true,
        avatar_url: '',
        points: 10,
        phone: '',
        email: '',
        country_code: '',
        has_password: false,
        birthday: '',
        birthday_locked_until: null,
      },
      selectSkus: [{ sku_no: 'S1', quantity: 2, buyType: 1 }],
      messageNumber: 4,
    });
    s.$globalState.setKey('searchText', 'susu');
    s.$localeInfo.set({ ...s.$localeInfo.get(), countryList: COUNTRY_LIST, configTimestamp: 123 });
    await flush();

    await s.chooseCountry('SG');
    await flush();

    expect(calls.map((c) => c.url)).toEqual(['/api/member/user/logout']);
    expect(s.$userInfo.get()).toEqual({
      deviceId: 'dev-7',
      selectSkus: [],
      userInfo: null,
      messageNumber: 0,
      pointsDeductionSwitch: false,
    });
    expect(s.$isLoggedIn.get()).toBe(false);
    expect(s.$globalState.get().searchText).toBe('');
    expect(s.$localeInfo.get()).toMatchObject({ xlocale: 'SG', configTimestamp: 123, timeZone: 'Asia/Singapore' });
    expect(s.$localeInfo.get().currentCountry?.currency_code).toBe('SGD');
    expect(cookies.some((c) => c.startsWith('country=SG;'))).toBe(true);
    expect(assigned).toEqual(['/id']);

    const root = JSON.parse(localStorage.getItem(s.ROOT_KEY) ?? '{}') as Record<string, Record<string, unknown>>;
    expect(root.userInfo).toEqual({ deviceId: 'dev-7', selectSkus: [], userInfo: null, messageNumber: 0, pointsDeductionSwitch: false });
    expect(root.globalState?.searchText).toBe('');
  });

  it('opens home only once the browser has stored the country cookie (Chromium stores document.cookie later)', async () => {
    const s = await load('/setting-country');
    s.$localeInfo.set({ ...s.$localeInfo.get(), countryList: COUNTRY_LIST, configTimestamp: 123 });
    const stored: CookieInit[] = [];
    let commit = () => {};
    vi.stubGlobal('cookieStore', {
      set: (init: CookieInit) =>
        new Promise<void>((resolve) => {
          stored.push(init);
          commit = resolve;
        }),
    });

    const switching = s.chooseCountry('SG');
    await vi.waitFor(() => expect(stored).toHaveLength(1));
    expect(stored[0]).toMatchObject({ name: 'country', value: 'SG', path: '/', sameSite: 'lax' });
    await flush();
    expect(assigned).toEqual([]);

    commit();
    await switching;
    expect(assigned).toEqual(['/']);
    expect(cookies).toEqual([]);
  });

  it('falls back to document.cookie where the Cookie Store API refuses the write', async () => {
    const s = await load('/setting-country');
    s.$localeInfo.set({ ...s.$localeInfo.get(), countryList: COUNTRY_LIST, configTimestamp: 123 });
    vi.stubGlobal('cookieStore', { set: () => Promise.reject(new TypeError('refused')) });
    await s.chooseCountry('MY');
    expect(cookies.some((c) => c.startsWith('country=MY;'))).toBe(true);
    expect(assigned).toEqual(['/']);
  });

  it('does nothing when the country is already the current one', async () => {
    const s = await load('/setting-country');
    await s.chooseCountry('ID');
    expect(calls).toEqual([]);
    expect(assigned).toEqual([]);
  });
});
