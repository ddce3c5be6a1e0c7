/** The order detail's status timeline, in the shopper's timezone. */
import { useId } from 'react';
import type { OrderEvent, PaymentMethod } from '../../shared/contract/constants';
import type { OrderDetail } from '../../shared/contract/order';
import type { MessageKey } from '../../shared/messages';
import { isCollectedOnDelivery } from '../../stores/payment/methods';
import { useT } from '../locale';
import { useWhen } from './OrderParts';
import '../timeline.css';

const EVENT_KEYS = {
  created: 'orders.event.created',
  paid: 'orders.event.paid',
  shipped: 'orders.event.shipped',
  delivered: 'orders.event.delivered',
  closed: 'orders.event.closed',
  refunded: 'orders.event.refunded',
  completed: 'orders.event.completed',
} as const satisfies Record<OrderEvent, MessageKey>;

/** A cash-on-delivery order leaves "to pay" when it is confirmed, not paid: the money comes at the door. */
const eventKey = (event: OrderEvent, method: PaymentMethod | null): MessageKey =>
  event === 'paid' && isCollectedOnDelivery(method) ? 'orders.event.codConfirmed' : EVENT_KEYS[event];

export function OrderTimeline({ order }: { order: OrderDetail }) {
  const t = useT();
  const id = useId();
  const when = useWhen();
  return (
    <section className="card orders-section" aria-labelledby={`${id}-timeline`}>
      <h2 id={`${id}-timeline`} className="orders-section-title">
        {t('orders.timeline')}
      </h2>
      <ol className="timeline orders-timeline">
        {order.timeline.map((e) => (
          <li key={`${e.event}-${e.at}`}>
            <span className="orders-timeline-event">{t(eventKey(e.event, order.payment_method))}</span>
            <time className="orders-muted" dateTime={new Date(e.at).toISOString()}>
              {when(e.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
