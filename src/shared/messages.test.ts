import { describe, expect, it, vi } from 'vitest';
import { t } from './i18n';
import { translate } from './messages';

describe('plural messages', () => {
  it.each([
    [0, '0 items in your cart'],
    [1, '1 item in your cart'],
    [2, '2 items in your cart'],
  ])('English picks one or other: %i', (count, text) => {
    expect(t('en', 'cart.itemCount', { count })).toBe(text);
  });

  it.each([0, 1, 2])('Indonesian and Chinese have one form for every count: %i', (count) => {
    expect(t('id', 'cart.itemCount', { count })).toBe(`${count} barang di keranjang Anda`);
    expect(t('zh-CN', 'cart.itemCount', { count })).toBe(`购物车中有 ${count} 件商品`);
  });

  it('falls back to other when the dictionary lacks the form the rules select', () => {
    expect(translate('en', { 'list.count.other': '{count} products' }, 'list.count', { count: 1 })).toBe('1 products');
  });

  it('shows the key itself when the dictionary has no form at all', () => {
    expect(translate('en', {}, 'list.count', { count: 1 })).toBe('list.count');
  });

  it('writes a number count with the grouping of the language', () => {
    expect(t('en', 'list.count', { count: 1234 })).toBe('1,234 products');
    expect(t('id', 'list.count', { count: 1234 })).toBe('1.234 produk');
    expect(t('zh-CN', 'list.count', { count: 1234 })).toBe('共 1,234 件商品');
  });

  it('shows a count the caller wrote out as given', () => {
    expect(t('en', 'common.soldCount', { count: '1.2k' })).toBe('1.2k sold');
  });

  it('selects by the number while another placeholder shows it in the notation of the list', () => {
    expect(t('en', 'search.count', { count: 1, countText: '1' })).toBe('1 search');
    expect(t('en', 'search.count', { count: 1500, countText: '2K' })).toBe('2K searches');
  });

  it('fills other placeholders as they are', () => {
    expect(t('en', 'footer.copyright', { year: 2026, store: 'KedaiKita' })).toBe('© 2026 KedaiKita. All rights reserved.');
  });

  it('builds the plural rules of a language once', () => {
    t('en', 'list.count', { count: 1 });
    const built = vi.spyOn(Intl, 'PluralRules');
    t('en', 'list.count', { count: 2 });
    t('en', 'me.coins', { count: 3 });
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
