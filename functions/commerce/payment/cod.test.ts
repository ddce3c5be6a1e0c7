// Where cash on delivery is offered (spec §9): the country, the delivery province, the order's total, its vouchers.
import { describe, expect, it } from 'vitest';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { codRefusal } from './methods/cod';
import type { PayableOrder } from './payments';

const order = (state: string, total: number, onlineOnly = 0): PayableOrder => ({
  id: 1,
  orderNo: 'SO1',
  status: 'unpaid',
  total,
  currency: 'IDR',
  payDeadline: null,
  address: JSON.stringify({ state }),
  closeReason: null,
  onlineOnly,
});

describe('codRefusal', () => {
  it('offers cash on delivery in a listed province, whatever its administrative prefix', () => {
    expect(codRefusal(CHECKOUT_SETTINGS.ID, order('Daerah Khusus Ibukota Jakarta', 50_000))).toBeNull();
    expect(codRefusal(CHECKOUT_SETTINGS.ID, order('DKI Jakarta', 50_000))).toBeNull();
    expect(codRefusal(CHECKOUT_SETTINGS.MY, order('Wp Kuala Lumpur', 5_000))).toBeNull();
  });

  it('says why not, in the order the checkout explains it', () => {
    expect(codRefusal(CHECKOUT_SETTINGS.SG, order('', 1_000))).toBe('country');
    expect(codRefusal(CHECKOUT_SETTINGS.ID, order('Bali', 50_000))).toBe('area');
    expect(codRefusal(CHECKOUT_SETTINGS.ID, order('DKI Jakarta', 2_000_001))).toBe('order_value');
    expect(codRefusal(CHECKOUT_SETTINGS.ID, order('DKI Jakarta', 2_000_000))).toBeNull();
    expect(codRefusal(CHECKOUT_SETTINGS.ID, order('DKI Jakarta', 50_000, 1))).toBe('online_only_voucher');
  });
});
