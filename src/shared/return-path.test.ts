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

  it('checks the path after the language prefix is dropped', () => {
    for (const bad of ['/id//evil.example', '/zh//evil.example/x', '/id/\\evil.example', '/zh/%2F%2Fevil.example']) {
      expect(toReturnPath(bad), bad).toEqual({ pathname: '/', search: '' });
    }
  });

  it('refuses backslashes, empty segments and control characters, written plainly or percent-encoded', () => {
    for (const bad of [
      '/%2F%2Fevil.example',
      '/%2fevil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/\\evil.example',
      '/cate\\x',
      '/cate//x',
      '/%252F%252Fevil.example',
      '/%09/evil.example',
      '/%0d%0aSet-Cookie:x=1',
      '/%00',
      '/%7F',
      '/%E0%A4%A',
      '/%',
    ]) {
      expect(toReturnPath(bad), bad).toEqual({ pathname: '/', search: '' });
    }
  });

  it('keeps percent-encoded text that is not a separator or a control character', () => {
    expect(toReturnPath('/commodityList?keyword=%E5%A5%B6')).toEqual({ pathname: '/commodityList', search: '?keyword=%E5%A5%B6' });
    expect(toReturnPath('/id/cate%20x')).toEqual({ pathname: '/cate%20x', search: '' });
  });

  it('drops the fragment', () => {
    expect(toReturnPath('/cate#top')).toEqual({ pathname: '/cate', search: '' });
  });

  it('takes another fallback', () => {
    expect(toReturnPath('https://evil.example/', '/me')).toEqual({ pathname: '/me', search: '' });
  });
});
