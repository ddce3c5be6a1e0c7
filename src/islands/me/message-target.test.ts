import { describe, expect, it } from 'vitest';
import { messageTarget } from './message-target';

describe('messageTarget', () => {
  it('leads each kind to what it is about, in the page’s language', () => {
    expect(messageTarget({ kind: 'order', about: { order_no: 'O1' } }, 'en')).toBe('/orderDetail/O1');
    expect(messageTarget({ kind: 'after_sale', about: { after_sale_no: 'A 2' } }, 'id')).toBe('/id/afterSaleOrderDetail/A%202');
    expect(messageTarget({ kind: 'back_in_stock', about: { product_no: 'P3', order_no: 'x' } }, 'zh-CN')).toBe(
      '/zh/commodDetail?product_no=P3',
    );
    expect(messageTarget({ kind: 'voucher', about: { coupon_no: 'C4' } }, 'en')).toBe('/couponsList');
  });

  it('opens a system message, or one missing its id, in place', () => {
    expect(messageTarget({ kind: 'system', about: {} }, 'en')).toBeNull();
    expect(messageTarget({ kind: 'order', about: {} }, 'en')).toBeNull();
  });
});
