import { describe, expect, it } from 'vitest';
import { rememberedLanguageRedirect } from './remembered-language';

const get = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { Cookie: cookie } : {} });

describe('rememberedLanguageRedirect', () => {
  it('sends the bare address to the remembered language, keeping the query', () => {
    const res = rememberedLanguageRedirect(get('https://shop.test/?utm_source=x', 'country=SG; lang=zh-CN'));
    expect([res?.status, res?.headers.get('Location')]).toEqual([302, '/zh?utm_source=x']);
    expect(rememberedLanguageRedirect(get('https://shop.test/', 'lang=id'))?.headers.get('Location')).toBe('/id');
  });

  it('leaves English, no choice, other paths and posts alone', () => {
    expect(rememberedLanguageRedirect(get('https://shop.test/', 'lang=en'))).toBeNull();
    expect(rememberedLanguageRedirect(get('https://shop.test/'))).toBeNull();
    expect(rememberedLanguageRedirect(get('https://shop.test/cate', 'lang=id'))).toBeNull();
    expect(rememberedLanguageRedirect(new Request('https://shop.test/', { method: 'POST', headers: { Cookie: 'lang=id' } }))).toBeNull();
  });

  it('ignores a malformed cookie', () => {
    expect(rememberedLanguageRedirect(get('https://shop.test/', 'lang=%E0%A4%A'))).toBeNull();
  });
});
