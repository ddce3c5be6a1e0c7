import { describe, expect, it } from 'vitest';
import { BUY_TYPE } from '../../shared/contract/constants';
import { cartLine } from './fixtures';
import { isAllSelected, keepBuyable, priceMove, restoredSelection, selectedSkus, splitLines, toggled, toggledAll } from './selection';

const items = [
  cartLine('a', { quantity: 2 }),
  cartLine('b', { state: 'sold_out', stock: 0, max_quantity: 0 }),
  cartLine('c'),
  cartLine('d', { state: 'removed' }),
];

describe('the cart selection', () => {
  it('sets sold-out and removed lines apart, in the list’s order', () => {
    const { buyable, unavailable } = splitLines(items);
    expect(buyable.map((i) => i.sku_no)).toEqual(['a', 'c']);
    expect(unavailable.map((i) => i.sku_no)).toEqual(['b', 'd']);
  });

  it('select all takes every buyable line, and again clears them; all is all buyable lines', () => {
    const all = toggledAll(items, new Set(['a']));
    expect([...all].sort()).toEqual(['a', 'c']);
    expect(isAllSelected(items, all)).toBe(true);
    expect(toggledAll(items, all).size).toBe(0);
    expect(isAllSelected(items, toggled(all, 'c'))).toBe(false);
    expect(isAllSelected([cartLine('x', { state: 'sold_out' })], new Set())).toBe(false);
  });

  it('drops lines that can no longer be bought, and stores what is selected with its quantity, from the cart', () => {
    expect([...keepBuyable(items, new Set(['a', 'b', 'gone']))]).toEqual(['a']);
    expect(selectedSkus(items, new Set(['c', 'a', 'b']))).toEqual([
      { sku_no: 'a', quantity: 2, buyType: BUY_TYPE.cart },
      { sku_no: 'c', quantity: 1, buyType: BUY_TYPE.cart },
    ]);
  });

  it('restores the cart’s earlier selection, not a Buy now one', () => {
    expect([...restoredSelection(items, [{ sku_no: 'c', quantity: 1, buyType: BUY_TYPE.cart }])]).toEqual(['c']);
    expect(restoredSelection(items, [{ sku_no: 'c', quantity: 1, buyType: BUY_TYPE.buyNow }]).size).toBe(0);
  });

  it('tells a price that dropped or went up since the line was added', () => {
    expect(priceMove(cartLine('a', { price: 900 }))).toBe('down');
    expect(priceMove(cartLine('a', { price: 1100 }))).toBe('up');
    expect(priceMove(cartLine('a'))).toBeNull();
  });
});
