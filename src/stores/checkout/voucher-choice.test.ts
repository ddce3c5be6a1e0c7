import { describe, expect, it } from 'vitest';
import { choosable, confirmationState, type PreviewVoucher, toggleVoucher } from './voucher-choice';

const voucher = (
  coupon_no: string,
  kind: 'discount' | 'shipping',
  stackable: boolean,
  block: PreviewVoucher['block'] = null,
): PreviewVoucher => ({
  coupon_no,
  title: coupon_no,
  kind,
  amount_off: 1000,
  percent_off: 0,
  max_off: null,
  min_spend: 0,
  stackable,
  online_only: false,
  app_only: false,
  all_products: true,
  valid_until: 0,
  saving: block ? 0 : 1000,
  block,
  shortfall: 0,
});

const D1 = voucher('D1', 'discount', true);
const D2 = voucher('D2', 'discount', false);
const S1 = voucher('S1', 'shipping', true);
const S2 = voucher('S2', 'shipping', false);
const MIN = voucher('MIN', 'discount', true, 'min_spend');
const list = [D1, D2, S1, S2, MIN];

describe('the voucher choice on the confirmation', () => {
  it('unchooses an applied voucher and keeps the other', () => {
    expect(toggleVoucher(['D1', 'S1'], list, 'D1')).toEqual(['S1']);
  });

  it('keeps one voucher of each kind: a discount replaces the discount applied', () => {
    expect(toggleVoucher(['D2'], list, 'D1')).toEqual(['D1']);
    expect(toggleVoucher(['D1', 'S1'], list, 'D2')).toEqual(['D2']);
  });

  it('adds a voucher of the other kind only when both are stackable', () => {
    expect(toggleVoucher(['D1'], list, 'S1')).toEqual(['D1', 'S1']);
    expect(toggleVoucher(['D1'], list, 'S2')).toEqual(['S2']);
    expect(toggleVoucher(['D2'], list, 'S1')).toEqual(['S1']);
  });

  it('never chooses a voucher the selection rules out, but one blocked only by the pair can replace it', () => {
    expect(choosable(MIN)).toBe(false);
    expect(toggleVoucher(['D1'], list, 'MIN')).toEqual(['D1']);
    const pairBlocked = voucher('P', 'shipping', false, 'not_stackable');
    expect(choosable(pairBlocked)).toBe(true);
    expect(toggleVoucher(['D1'], [...list, pairBlocked], 'P')).toEqual(['P']);
  });

  it('ignores a coupon number it does not know', () => {
    expect(toggleVoucher(['D1'], list, 'nope')).toEqual(['D1']);
  });
});

describe('the state a Place order press belongs to', () => {
  const base = { items: [{ sku_no: 'A', quantity: 1 }], address_id: 'x', coupon_nos: undefined, use_coins: false, note: '', total: 100 };
  it('is the same for the same choices and total, and differs when anything changes', () => {
    expect(confirmationState(base)).toBe(confirmationState({ ...base }));
    expect(confirmationState({ ...base, total: 90 })).not.toBe(confirmationState(base));
    expect(confirmationState({ ...base, use_coins: true })).not.toBe(confirmationState(base));
    expect(confirmationState({ ...base, items: [{ sku_no: 'A', quantity: 2 }] })).not.toBe(confirmationState(base));
  });
});
