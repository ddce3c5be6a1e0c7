import { describe, expect, it } from 'vitest';
import { notFoundInstead } from './not-found';

const at = (path: string) => {
  const request = new Request(`https://shop.example${path}`);
  return notFoundInstead(request, new URL(request.url));
};

describe('notFoundInstead', () => {
  it('leaves the addresses of our pages alone', () => {
    for (const path of [
      '/',
      '/cate',
      '/id/cate',
      '/zh',
      '/commodityList?keyword=%E5%A5%B6&page=2',
      '/commodDetail?product_no=P1',
      '/en/cate',
    ]) {
      expect(at(path), path).toBeNull();
    }
  });

  it('renders the not-found page of the path’s language for a path that could lead to another host', () => {
    const cases: [string, string][] = [
      ['/en//evil.example', '/404'],
      ['/en/%5Cevil.example', '/404'],
      ['/en/%2F%2Fevil.example', '/404'],
      ['/en/%252F%252Fevil.example', '/404'],
      ['/en/%09/evil.example', '/404'],
      ['//evil.example/', '/404'],
      ['/id//evil.example', '/id/404'],
      ['/zh/%5C%5Cevil.example', '/zh/404'],
    ];
    for (const [path, page] of cases) expect(at(path) && new URL(at(path)!.url).pathname, path).toBe(page);
  });

  it('renders the not-found page for a malformed escape in the path or the query', () => {
    for (const path of ['/%', '/%E0%A4%A', '/commodityList?keyword=%E0%A4%A', '/id/commodDetail?product_no=%']) {
      expect(at(path), path).not.toBeNull();
    }
  });
});
