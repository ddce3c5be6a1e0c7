/** The order list's states besides its orders: a tab with none, and a page that could not load (with a retry). */
import type { OrderTab } from '../../shared/contract/constants';
import { localizePath } from '../../shared/lang';
import type { MessageKey } from '../../shared/messages';
import { LoadFailed } from '../LoadFailed';
import { useLocale, useT } from '../locale';

const EMPTY_KEYS = {
  all: 'orders.empty.all',
  to_pay: 'orders.empty.toPay',
  to_ship: 'orders.empty.toShip',
  to_receive: 'orders.empty.toReceive',
  transaction_complete: 'orders.empty.complete',
  transaction_closed: 'orders.empty.closed',
} as const satisfies Record<OrderTab, MessageKey>;

export function EmptyTab({ tab }: { tab: OrderTab }) {
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

export function ListFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <LoadFailed className="orders-failed" message={t('orders.loadFailed')} retry={t('orders.retry')} onRetry={onRetry} />;
}
