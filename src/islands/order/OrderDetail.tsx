/**
 * One order (/orderDetail/{no}, spec §2, §3): its status (with the time left to pay, counting down, or why it closed),
 * the address as it was when ordered, its lines, the money breakdown, every field of spec §3, the status timeline in
 * the shopper's timezone, a link to follow the package once it has a tracking number, and its actions. An order
 * that is not the member's, or does not exist, is a not-found state (1103001), not an error page. The flow is the
 * order detail's store (stores/order/detail.ts); this renders it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { formatAddress, recipientName } from '../../shared/address';
import { ORDER_STATUS } from '../../shared/contract/constants';
import { localizePath } from '../../shared/lang';
import { formatPhone } from '../../shared/phone';
import { $orderDetail, openOrder, refreshOrder, retryOrder } from '../../stores/order/detail';
import { LoadFailed } from '../LoadFailed';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { useSecondsLeft } from '../pay-clock';
import { OrderFacts, OrderFigures } from './DetailSections';
import { OrderActions } from './OrderActions';
import { OrderLines, PayCountdown, StatusBadge } from './OrderParts';
import { OrderTimeline } from './OrderTimeline';
import '../me/me.css';
import './orders.css';

function OrderDetailView({ signedIn, orderNo }: { signedIn: boolean; orderNo: string }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  const state = useMember(signedIn);
  const { order, outcome } = useStore($orderDetail);

  useEffect(() => {
    if (state === 'member') return openOrder(orderNo);
  }, [state, orderNo]);

  const unpaid = order?.status === ORDER_STATUS.pendingPayment;
  const seconds = useSecondsLeft(unpaid ? (order?.pay_deadline ?? null) : null);
  // The time ran out: the scheduled job closes the order; ask again so the page shows it closed once it has.
  useEffect(() => {
    if (seconds === 0) refreshOrder();
  }, [seconds]);

  const ordersHref = localizePath('/order', lang);
  if (state !== 'member') return <MemberPending state={state} />;
  if (outcome === 'missing') {
    return (
      <div className="card orders-empty" role="alert">
        <p>{t('error.1103001')}</p>
        <a className="btn btn-primary" href={ordersHref}>
          {t('orders.backToOrders')}
        </a>
      </div>
    );
  }
  if (outcome === 'failed') {
    return <LoadFailed className="card orders-empty" message={t('orders.loadFailed')} retry={t('orders.retry')} onRetry={retryOrder} />;
  }
  if (!order) return <div className="me-skeleton" aria-hidden="true" />;

  const address = order.address;
  return (
    <div className="orders-detail">
      <section className="card orders-section orders-state" aria-labelledby={`${id}-state`}>
        <h2 id={`${id}-state`} className="orders-section-title">
          <StatusBadge status={order.status} />
        </h2>
        {seconds !== null && <PayCountdown seconds={seconds} />}
        {order.close_reason && (
          <p className="orders-muted">{t(order.close_reason === 'timeout' ? 'orders.closedTimeout' : 'orders.closedCancelled')}</p>
        )}
        <OrderActions order={order} canPay={seconds !== 0} onChanged={refreshOrder} />
      </section>

      <div className="orders-detail-main">
        <section className="card orders-section" aria-labelledby={`${id}-address`}>
          <h2 id={`${id}-address`} className="orders-section-title">
            {t('orders.address')}
          </h2>
          <p className="orders-who">
            <span>{recipientName(address)}</span> <span className="orders-muted">{formatPhone(address.phone)}</span>
          </p>
          <p>
            {formatAddress(address, t)} {address.postal_code}
          </p>
        </section>

        <section className="card orders-section" aria-labelledby={`${id}-items`}>
          <h2 id={`${id}-items`} className="orders-section-title">
            {t('orders.items')}
          </h2>
          <OrderLines
            lines={order.lines}
            currency={order.amounts.currency_code}
            afterSaleFor={order.actions.includes('after_sale') ? order.order_no : undefined}
          />
          <OrderFigures order={order} />
        </section>
      </div>
      <div className="orders-detail-side">
        <OrderFacts order={order} />
        <OrderTimeline order={order} />
      </div>

      <a className="orders-back" href={ordersHref}>
        {t('orders.backToOrders')}
      </a>
    </div>
  );
}

export default island(OrderDetailView);
