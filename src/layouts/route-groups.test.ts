import { describe, expect, it } from 'vitest';
import { hasSideMenu, routeGroupOf } from './route-groups';

describe('routeGroupOf', () => {
  it.each([
    ['/', 'home'],
    ['/id', 'home'],
    ['/zh/cate', 'home'],
    ['/login', 'bare'],
    ['/id/downloadApp', 'bare'],
    ['/commodDetail', 'page'],
    ['/zh/commodityList', 'page'],
    ['/me', 'personal'],
    ['/id/orderDetail/SO123', 'personal'],
    ['/afterSaleOrderDetail/7', 'personal'],
    ['/refund-settings', 'personal'],
  ])('%s → %s', (path, group) => {
    expect(routeGroupOf(path)).toBe(group);
  });

  it('gives unknown paths the plain page layout', () => {
    expect(routeGroupOf('/no-such-page')).toBe('page');
    expect(routeGroupOf('/orderDetail')).toBe('page');
    expect(routeGroupOf('/orderDetail/')).toBe('page');
  });
});

describe('hasSideMenu', () => {
  it('is on the routes spec §2 lists, in every language', () => {
    for (const path of ['/me', '/id/setting', '/zh/points', '/addressDetail', '/refund-settings']) {
      expect(hasSideMenu(path)).toBe(true);
    }
  });

  it('is not on other personal-area routes', () => {
    for (const path of ['/cart', '/checkout', '/faqs', '/search', '/orderDetail/1']) {
      expect(hasSideMenu(path)).toBe(false);
    }
  });
});
