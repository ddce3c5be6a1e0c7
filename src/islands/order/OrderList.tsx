/**
 * The member's orders (/order, spec §2, §4): six tabs (All, To pay, To ship, To receive, Completed, Closed) as an
 * ARIA tablist, the tab from `?tab=<key>` (the personal centre's links) else the one kept in globalState.orderTab.
 * Each tab pages through order/trade/page as the shopper scrolls (an IntersectionObserver; a Load more button for
 * keyboards and browsers without one), to an end-of-list line. Each order: number, status, lines, total, the time
 * left to pay, and its actions; after one, the list and the tabs' counts (the personal centre's) load again.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { badgeText } from '../../shared/badge';
import { ORDER_STATUS, ORDER_TAB, type OrderTab } from '../../shared/contract/constants';
import { ORDER_PAGE_SIZE, type OrderListItem, type OrderStatusSummary } from '../../shared/contract/order';
import { orderStatusSummary, orderTradePage } from '../../shared/contract/refs/order';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import type { MessageKey } from '../../shared/messages';
import { formatMoney } from '../../shared/money';
import { api } from '../../stores/api';
import { $globalState, $localeInfo } from '../../stores/state';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { secondsUntil, useServerNow } from '../pay-clock';
import { OrderActions } from './OrderActions';
import { OrderLines, PayCountdown, StatusBadge } from './OrderParts';
import { indexOfTab, TABS, tabAfterKey, tabAt, tabCount, tabFromQuery } from './tabs';
import '../me/me.css';
import './orders.css';

const TAB_KEYS = {
  all: 'orders.tab.all',
  to_pay: 'orders.tab.toPay',
  to_ship: 'orders.tab.toShip',
  to_receive: 'orders.tab.toReceive',
  transaction_complete: 'orders.tab.complete',
  transaction_closed: 'orders.tab.closed',
} as const satisfies Record<OrderTab, MessageKey>;

const EMPTY_KEYS = {
  all: 'orders.empty.all',
  to_pay: 'orders.empty.toPay',
  to_ship: 'orders.empty.toShip',
  to_receive: 'orders.empty.toReceive',
  transaction_complete: 'orders.empty.complete',
  transaction_closed: 'orders.empty.closed',
} as const satisfies Record<OrderTab, MessageKey>;

interface Listing {
  tab: OrderTab;
  orders: OrderListItem[];
  total: number;
  pages: number;
}

function OrderList({ signedIn, queryTab }: { signedIn: boolean; queryTab: string | null }) {
  const t = useT();
  const id = useId();
  const state = useMember(signedIn);
  const [tab, setTab] = useState<OrderTab>(() => tabFromQuery(queryTab) ?? ORDER_TAB.all);
  const [listing, setListing] = useState<Listing | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [summary, setSummary] = useState<OrderStatusSummary | null>(null);
  const asked = useRef(0);
  const tabRefs = useRef(new Map<OrderTab, HTMLButtonElement>());

  // Without a ?tab= the shopper's last tab opens (read after hydration: the server does not know it); with one, that
  // tab becomes the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render's query.
  useEffect(() => {
    const fromQuery = tabFromQuery(queryTab);
    if (fromQuery) $globalState.setKey('orderTab', indexOfTab(fromQuery));
    else setTab(tabAt($globalState.get().orderTab));
  }, []);

  const load = useCallback(async (of: OrderTab, page: number) => {
    const ask = ++asked.current;
    setLoading(true);
    setFailed(false);
    try {
      const answer = await api.request(orderTradePage, { tab: of, page_num: page, page_size: ORDER_PAGE_SIZE }, { silent: true });
      if (ask !== asked.current) return;
      setListing((before) => {
        const kept = page === 1 || before?.tab !== of ? [] : before.orders;
        // An order placed meanwhile shifts the pages by one: an order already shown is not shown twice.
        const known = new Set(kept.map((o) => o.order_no));
        return { tab: of, orders: [...kept, ...answer.list.filter((o) => !known.has(o.order_no))], total: answer.total, pages: page };
      });
    } catch {
      if (ask === asked.current) setFailed(true);
    } finally {
      if (ask === asked.current) setLoading(false);
    }
  }, []);

  const loadSummary = useCallback(() => {
    api
      .request(orderStatusSummary, {}, { silent: true })
      .then(setSummary)
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (state !== 'member') return;
    void load(tab, 1);
  }, [state, tab, load]);

  useEffect(() => {
    if (state === 'member') loadSummary();
  }, [state, loadSummary]);

  const current = listing?.tab === tab ? listing : null;
  const hasMore = current !== null && current.orders.length < current.total;
  const loadMore = useCallback(() => {
    if (current && hasMore && !loading) void load(tab, current.pages + 1);
  }, [current, hasMore, loading, load, tab]);

  // Infinite scroll: the next page when the end of the list comes near.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || failed || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: '400px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, failed, loadMore]);

  const choose = (next: OrderTab, focus = false) => {
    setTab(next);
    $globalState.setKey('orderTab', indexOfTab(next));
    // The address keeps the tab too, so a reload or a shared link opens it (the personal centre's links use it).
    const url = new URL(location.href);
    url.searchParams.set('tab', next);
    history.replaceState(history.state, '', url);
    if (focus) tabRefs.current.get(next)?.focus();
  };

  const changed = () => {
    void load(tab, 1);
    loadSummary();
  };

  const ticking = current?.orders.some((o) => o.status === ORDER_STATUS.pendingPayment && o.pay_deadline !== null) ?? false;
  const now = useServerNow(ticking);

  if (state !== 'member') return <MemberPending state={state} />;

  return (
    <div className="orders">
      <div className="orders-tabs" role="tablist" aria-label={t('orders.tabsLabel')}>
        {TABS.map((key) => {
          const count = badgeText(tabCount(key, summary));
          return (
            <button
              key={key}
              ref={(el) => {
                if (el) tabRefs.current.set(key, el);
              }}
              id={`${id}-tab-${key}`}
              type="button"
              role="tab"
              className="orders-tab"
              aria-selected={key === tab}
              aria-controls={`${id}-panel`}
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
            <LoadFailed onRetry={() => void load(tab, 1)} />
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
                  <OrderCard order={order} now={now} onChanged={changed} />
                </li>
              ))}
            </ul>
            <div ref={sentinel} className="orders-more">
              {failed ? (
                <LoadFailed onRetry={loadMore} />
              ) : hasMore ? (
                <button type="button" className="btn btn-secondary" disabled={loading} onClick={loadMore}>
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

function OrderCard({ order, now, onChanged }: { order: OrderListItem; now: number; onChanged: () => void }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  const { timeZone } = useStore($localeInfo);
  const currency = order.amounts.currency_code;
  const seconds = order.pay_deadline === null ? null : secondsUntil(order.pay_deadline, now);
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  const detailHref = localizePath(`/orderDetail/${encodeURIComponent(order.order_no)}`, lang);
  return (
    <article className="card orders-card" aria-labelledby={`${id}-no`}>
      <header className="orders-card-head">
        <h2 id={`${id}-no`} className="orders-no">
          {t('orders.orderNo', { orderNo: order.order_no })}
        </h2>
        <StatusBadge status={order.status} />
      </header>
      <p className="orders-muted orders-date">{formatDate(order.created_at, timeZone, lang, 'datetime')}</p>
      <OrderLines lines={order.lines} currency={currency} />
      <p className="orders-total">
        <span>{t('orders.totalOf', { count: units })}</span>
        <strong>{formatMoney(order.amounts.total, currency)}</strong>
      </p>
      {seconds !== null && <PayCountdown seconds={seconds} />}
      <div className="orders-card-foot">
        <a className="btn btn-secondary" href={detailHref} aria-describedby={`${id}-no`}>
          {t('orders.details')}
        </a>
        <OrderActions order={order} canPay={seconds !== 0} onChanged={onChanged} />
      </div>
    </article>
  );
}

function EmptyTab({ tab }: { tab: OrderTab }) {
  const t = useT();
  const { lang } = useLocale();
  return (
    <div className="card orders-empty">
      <p>{t(EMPTY_KEYS[tab])}</p>
      <a className="btn btn-primary" href={localizePath('/', lang)}>
        {t('orders.shop')}
      </a>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="orders-failed" role="alert">
      <p>{t('orders.loadFailed')}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t('orders.retry')}
      </button>
    </div>
  );
}

export default island(OrderList);
