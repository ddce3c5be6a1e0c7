/** The order list's tablist keyboard: arrow, Home and End keys move along the tabs (APG tabs pattern). */
import type { OrderTab } from '../../shared/contract/constants';
import { indexOfTab, TABS } from '../../stores/order/tabs';
import { tabIndexAfterKey } from '../tab-keys';

/** The tab an arrow, Home or End key moves to from `tab` (wrapping, as the APG tabs pattern does); null for other keys. */
export function tabAfterKey(tab: OrderTab, key: string): OrderTab | null {
  const to = tabIndexAfterKey(indexOfTab(tab), TABS.length, key);
  return to === null ? null : TABS[to]!;
}
