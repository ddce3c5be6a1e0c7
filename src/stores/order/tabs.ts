/**
 * The order list's tabs (spec §4): which one opens (the personal centre's `?tab=<key>` link, else the one the
 * shopper left, kept in globalState.orderTab as its index), and the counts the personal centre's summary gives the
 * tabs that have one.
 */
import { ORDER_TAB, type OrderTab } from '../../shared/contract/constants';
import type { OrderStatusSummary } from '../../shared/contract/order';

/** The tabs in their order on the page: globalState.orderTab is an index into this. */
export const TABS: readonly OrderTab[] = Object.values(ORDER_TAB);

const isTab = (key: string | null | undefined): key is OrderTab => TABS.includes(key as OrderTab);

/** The tab a `?tab=` value names, or null for none or an unknown one. */
export function tabFromQuery(key: string | null | undefined): OrderTab | null {
  return isTab(key) ? key : null;
}

/** The tab a stored index names; All for anything that is not one (an old or damaged value). */
export function tabAt(index: unknown): OrderTab {
  return (Number.isInteger(index) && TABS[index as number]) || ORDER_TAB.all;
}

export function indexOfTab(tab: OrderTab): number {
  return TABS.indexOf(tab);
}

/** The tabs with a count in the personal centre's summary, and which count. */
const COUNTED: Partial<Record<OrderTab, keyof OrderStatusSummary>> = {
  [ORDER_TAB.toPay]: 'unpaid',
  [ORDER_TAB.toShip]: 'to_ship',
  [ORDER_TAB.toReceive]: 'shipped',
};

export function tabCount(tab: OrderTab, summary: OrderStatusSummary | null): number {
  const key = COUNTED[tab];
  return key && summary ? summary[key] : 0;
}
