import { describe, expect, it } from 'vitest';
import { tabAt, tabCount, tabFromQuery, TABS } from '../../stores/order/tabs';
import { tabAfterKey } from './tabs';

describe('the order tabs', () => {
  it('are the six of spec §4, in order', () => {
    expect(TABS).toEqual(['all', 'to_pay', 'to_ship', 'to_receive', 'transaction_complete', 'transaction_closed']);
  });

  it('take a ?tab= key, and nothing else, from the address', () => {
    expect(tabFromQuery('to_receive')).toBe('to_receive');
    expect(tabFromQuery('shipped')).toBeNull();
    expect(tabFromQuery(null)).toBeNull();
  });

  it('read the stored index, falling back to All for anything that is not one', () => {
    expect(tabAt(4)).toBe('transaction_complete');
    expect(tabAt(6)).toBe('all');
    expect(tabAt(-1)).toBe('all');
    expect(tabAt('2')).toBe('all');
    expect(tabAt(1.5)).toBe('all');
  });

  it('move with the arrow keys (wrapping), Home and End, and ignore other keys', () => {
    expect(tabAfterKey('all', 'ArrowRight')).toBe('to_pay');
    expect(tabAfterKey('all', 'ArrowLeft')).toBe('transaction_closed');
    expect(tabAfterKey('transaction_closed', 'ArrowRight')).toBe('all');
    expect(tabAfterKey('to_ship', 'Home')).toBe('all');
    expect(tabAfterKey('to_ship', 'End')).toBe('transaction_closed');
    expect(tabAfterKey('to_ship', 'Enter')).toBeNull();
  });

  it('count what the personal centre counts: to pay, to ship, to receive', () => {
    const summary = { unpaid: 2, to_ship: 1, shipped: 3, completed: 9, after_sale: 4 };
    expect(TABS.map((t) => tabCount(t, summary))).toEqual([0, 2, 1, 3, 0, 0]);
    expect(tabCount('to_pay', null)).toBe(0);
  });
});
