/**
 * The order list's tablist (APG tabs, automatic activation): one Tab stop, arrows, Home and End move between the
 * tabs; each tab with the personal centre's count where it has one. A chosen tab is kept in the address too, so a
 * reload or a shared link opens it (the personal centre's links use it).
 */
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { badgeText } from '../../shared/badge';
import type { OrderTab } from '../../shared/contract/constants';
import type { MessageKey } from '../../shared/messages';
import { $orderList, $tabCounts, chooseTab } from '../../stores/order/list';
import { TABS, tabCount } from '../../stores/order/tabs';
import { useT } from '../locale';
import { tabAfterKey } from './tabs';

const TAB_KEYS = {
  all: 'orders.tab.all',
  to_pay: 'orders.tab.toPay',
  to_ship: 'orders.tab.toShip',
  to_receive: 'orders.tab.toReceive',
  transaction_complete: 'orders.tab.complete',
  transaction_closed: 'orders.tab.closed',
} as const satisfies Record<OrderTab, MessageKey>;

interface Props {
  panelId: string;
  tabId: (tab: OrderTab) => string;
}

export function OrderTabs({ panelId, tabId }: Props) {
  const t = useT();
  const { tab } = useStore($orderList);
  const counts = useStore($tabCounts);
  const tabRefs = useRef(new Map<OrderTab, HTMLButtonElement>());

  const choose = (next: OrderTab, focus = false) => {
    chooseTab(next);
    const url = new URL(location.href);
    url.searchParams.set('tab', next);
    history.replaceState(history.state, '', url);
    if (focus) tabRefs.current.get(next)?.focus();
  };

  return (
    <div className="orders-tabs" role="tablist" aria-label={t('orders.tabsLabel')}>
      {TABS.map((key) => {
        const count = badgeText(tabCount(key, counts));
        return (
          <button
            key={key}
            ref={(el) => {
              if (el) tabRefs.current.set(key, el);
            }}
            id={tabId(key)}
            type="button"
            role="tab"
            className="orders-tab"
            aria-selected={key === tab}
            aria-controls={panelId}
            tabIndex={key === tab ? 0 : -1}
            onClick={() => choose(key)}
            onKeyDown={(e) => {
              const next = tabAfterKey(tab, e.key);
              if (!next) return;
              e.preventDefault();
              choose(next, true);
            }}
          >
            {t(TAB_KEYS[key])}
            {count && <span className="orders-tab-count"> {count}</span>}
          </button>
        );
      })}
    </div>
  );
}
