/**
 * The member's orders (/order, spec §2, §4): six tabs (All, To pay, To ship, To receive, Completed, Closed) as an
 * ARIA tablist, the tab from `?tab=<key>` (the personal centre's links) else the one kept in globalState.orderTab.
 * Each tab pages through order/trade/page as the shopper scrolls (an IntersectionObserver; a Load more button for
 * keyboards and browsers without one), to an end-of-list line. Each order: number, status, lines, total, the time
 * left to pay, and its actions; after one, the list and the tabs' counts (the personal centre's) load again.
 * The flow is the list's store (stores/order/list.ts); this renders it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { ORDER_STATUS } from '../../shared/contract/constants';
import { $orderList, loadMoreOrders, openOrders, reloadOrders } from '../../stores/order/list';
import { island, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { useServerNow } from '../pay-clock';
import { EmptyTab, ListFailed } from './ListStates';
import { OrderCard } from './OrderCard';
import { OrderTabs } from './OrderTabs';
import '../me/me.css';
import './orders.css';

function OrderList({ signedIn, queryTab }: { signedIn: boolean; queryTab: string | null }) {
  const t = useT();
  const id = useId();
  const state = useMember(signedIn);
  const { tab, current, hasMore, loading, failed } = useStore($orderList);

  useEffect(() => {
    if (state === 'member') return openOrders(queryTab);
  }, [state, queryTab]);

  // Infinite scroll: the next page when the end of the list comes near, looked at again after each page (one page
  // may leave the end in view).
  const sentinel = useRef<HTMLDivElement>(null);
  const pages = current?.pages ?? 0;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || pages === 0 || !hasMore || failed || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMoreOrders(), {
      rootMargin: '400px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [pages, hasMore, failed]);

  const ticking = current?.orders.some((o) => o.status === ORDER_STATUS.pendingPayment && o.pay_deadline !== null) ?? false;
  const now = useServerNow(ticking);

  if (state !== 'member') return <MemberPending state={state} />;

  return (
    <div className="orders">
      <OrderTabs panelId={`${id}-panel`} tabId={(key) => `${id}-tab-${key}`} />
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${tab}`}
        aria-busy={loading}
        className="orders-panel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern: the panel is the next stop after the tablist.
        tabIndex={0}
      >
        {current === null ? (
          failed ? (
            <ListFailed onRetry={reloadOrders} />
          ) : (
            <div className="me-skeleton" aria-hidden="true" />
          )
        ) : current.orders.length === 0 ? (
          <EmptyTab tab={tab} />
        ) : (
          <>
            <ul className="orders-list">
              {current.orders.map((order) => (
                <li key={order.order_no}>
                  <OrderCard order={order} now={now} />
                </li>
              ))}
            </ul>
            <div ref={sentinel} className="orders-more">
              {failed ? (
                <ListFailed onRetry={loadMoreOrders} />
              ) : hasMore ? (
                <button type="button" className="btn btn-secondary" disabled={loading} onClick={loadMoreOrders}>
                  {loading ? t('orders.loading') : t('orders.loadMore')}
                </button>
              ) : (
                <p className="orders-muted">{t('orders.end')}</p>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

export default island(OrderList);
