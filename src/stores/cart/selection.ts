/**
 * The cart's selection rules, apart from the island so they can be tested alone: only lines that can be bought are
 * selectable, select-all means every one of them, and the selection survives a reload through the persisted
 * selectSkus (spec §3) when it came from the cart.
 */
import type { CartItem } from '../../shared/contract/cart';
import { BUY_TYPE } from '../../shared/contract/constants';
import type { SelectedSku } from '../state';

export const isBuyable = (item: CartItem) => item.state === 'ok';

/** The lines that can be bought, and those shown apart (sold out, removed), each in the list's order. */
export function splitLines(items: readonly CartItem[]): { buyable: CartItem[]; unavailable: CartItem[] } {
  return { buyable: items.filter(isBuyable), unavailable: items.filter((i) => !isBuyable(i)) };
}

/** The selection kept to what can still be bought (a line sold out or removed since drops out of it). */
export function keepBuyable(items: readonly CartItem[], selected: ReadonlySet<string>): Set<string> {
  return new Set(items.filter((i) => isBuyable(i) && selected.has(i.sku_no)).map((i) => i.sku_no));
}

/** The cart's earlier selection from the persisted selectSkus; a Buy now selection is not the cart's. */
export function restoredSelection(items: readonly CartItem[], persisted: readonly SelectedSku[]): Set<string> {
  if (persisted.length === 0 || persisted.some((s) => s.buyType !== BUY_TYPE.cart)) return new Set();
  return keepBuyable(items, new Set(persisted.map((s) => s.sku_no)));
}

export function isAllSelected(items: readonly CartItem[], selected: ReadonlySet<string>): boolean {
  const buyable = items.filter(isBuyable);
  return buyable.length > 0 && buyable.every((i) => selected.has(i.sku_no));
}

/** Select all: every buyable line, or none when all were selected already. */
export function toggledAll(items: readonly CartItem[], selected: ReadonlySet<string>): Set<string> {
  return isAllSelected(items, selected) ? new Set() : new Set(items.filter(isBuyable).map((i) => i.sku_no));
}

export function toggled(selected: ReadonlySet<string>, skuNo: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(skuNo)) next.add(skuNo);
  return next;
}

/** What the selection buys, in the cart's order, as selectSkus stores it. */
export function selectedSkus(items: readonly CartItem[], selected: ReadonlySet<string>): SelectedSku[] {
  return items
    .filter((i) => isBuyable(i) && selected.has(i.sku_no))
    .map((i) => ({ sku_no: i.sku_no, quantity: i.quantity, buyType: BUY_TYPE.cart }));
}

/** Whether the line's price moved since it was added: 'down', 'up' or null. */
export function priceMove(item: CartItem): 'down' | 'up' | null {
  if (item.price < item.price_at_add) return 'down';
  return item.price > item.price_at_add ? 'up' : null;
}
