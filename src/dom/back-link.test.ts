// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goesBackInHistory, initBackLinks, parentPage } from './back-link';

const SHOP = 'https://shop.example';
const from = (referrer: string, historyLength = 3) => goesBackInHistory({ referrer, origin: SHOP, historyLength });

describe('the back arrow', () => {
  it('goes back to the page the shopper came from when it is one of the shop’s (My orders, in any language)', () => {
    expect(from(`${SHOP}/order?tab=to_ship`)).toBe(true);
    expect(from(`${SHOP}/id/order`)).toBe(true);
    expect(from(`${SHOP}/shipmentTracking`, 2)).toBe(true);
  });

  it('follows its link when the shopper arrived directly, from elsewhere, in a new tab, or from a login step', () => {
    expect(from('')).toBe(false);
    expect(from('https://mail.example/inbox')).toBe(false);
    expect(from('https://shop.example.evil.example/order')).toBe(false);
    expect(from(`${SHOP}/order`, 1)).toBe(false);
    expect(from(`${SHOP}/verificationCode`)).toBe(false);
    expect(from(`${SHOP}/zh/login`)).toBe(false);
    expect(from('not an address')).toBe(false);
  });

  it("links to the page's parent: My orders for an order, the personal centre in the personal area, home elsewhere", () => {
    expect(parentPage('/orderDetail/SO123')).toBe('/order');
    expect(parentPage('/trackingDetail')).toBe('/shipmentTracking');
    expect(parentPage('/afterSaleOrderDetail/AS1')).toBe('/afterSaleOrder');
    expect(parentPage('/addressDetail')).toBe('/addressManage');
    expect(parentPage('/orderConfirm')).toBe('/cart');
    expect(parentPage('/order')).toBe('/me');
    expect(parentPage('/points')).toBe('/me');
    expect(parentPage('/commodDetail')).toBe('/');
    expect(parentPage('/no-such-page')).toBe('/');
  });
});

describe('a click on the arrow', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('steps back in history instead of following the link when the shopper came from the shop', () => {
    initBackLinks();
    document.body.innerHTML = '<a href="/order" data-history-back><svg></svg></a>';
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${location.origin}/order`);
    vi.spyOn(history, 'length', 'get').mockReturnValue(2);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('svg')!.dispatchEvent(click);
    expect(back).toHaveBeenCalledOnce();
    expect(click.defaultPrevented).toBe(true);

    vi.spyOn(document, 'referrer', 'get').mockReturnValue('');
    const direct = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(direct);
    expect(back).toHaveBeenCalledOnce();
    expect(direct.defaultPrevented).toBe(false);
  });
});
