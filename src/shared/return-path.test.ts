import { describe, expect, it } from 'vitest';
import { toReturnPath } from './return-path';

describe('toReturnPath', () => {
  it('keeps a path on this site with its query, without the language prefix', () => {
    expect(toReturnPath('/cate')).toEqual({ pathname: '/cate', search: '' });
    expect(toReturnPath('/commodDetail?product_no=P1')).toEqual({ pathname: '/commodDetail', search: '?product_no=P1' });
    expect(toReturnPath('/zh/cate?x=1')).toEqual({ pathname: '/cate', search: '?x=1' });
    expect(toReturnPath('/id')).toEqual({ pathname: '/', search: '' });
  });

  it('falls back to home for anything missing, relative or on another host', () => {
    for (const bad of [null, undefined, '', 'cate', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '/\t/evil.example']) {
      expect(toReturnPath(bad)).toEqual({ pathname: '/', search: '' });
    }
  });

  it('drops the fragment', () => {
    expect(toReturnPath('/cate#top')).toEqual({ pathname: '/cate', search: '' });
  });

  it('takes another fallback', () => {
    expect(toReturnPath('https://evil.example/', '/me')).toEqual({ pathname: '/me', search: '' });
  });
});
