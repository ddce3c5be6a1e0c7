/** One order in the list: number, status, date, lines, total, the time left to pay, a link to its detail, its actions. */
import { useId } from 'react';
import type { OrderListItem } from '../../shared/contract/order';
import { orderDetailUrl } from '../../components/links';
import { formatMoney } from '../../shared/money';
import { ordersChanged } from '../../stores/order/list';
import { useLocale, useT } from '../locale';
import { secondsUntil } from '../pay-clock';
import { OrderActions } from './OrderActions';
import { OrderLines, PayCountdown, StatusBadge, useWhen } from './OrderParts';

export function OrderCard({ order, now }: { order: OrderListItem; now: number }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  const when = useWhen();
  const currency = order.amounts.currency_code;
  const seconds = order.pay_deadline === null ? null : secondsUntil(order.pay_deadline, now);
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  const detailHref = orderDetailUrl(order.order_no, lang);
  return (
    <article className="card orders-card" aria-labelledby={`${id}-no`}>
      <header className="orders-card-head">
        <h2 id={`${id}-no`} className="orders-no">
          {t('orders.orderNo', { orderNo: order.order_no })}
        </h2>
        <StatusBadge status={order.status} />
      </header>
      <p className="orders-muted orders-date">{when(order.created_at)}</p>
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
        <OrderActions order={order} canPay={seconds !== 0} onChanged={ordersChanged} />
      </div>
    </article>
  );
}
