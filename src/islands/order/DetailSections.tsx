/** The order detail's money breakdown (spec §3) and its facts. */
import { useId } from 'react';
import { DELIVERY_DAYS_IN_CITY, DELIVERY_DAYS_OUT_OF_CITY } from '../../shared/constants';
import { ORDER_STATUS } from '../../shared/contract/constants';
import type { OrderDetail } from '../../shared/contract/order';
import { localizePath } from '../../shared/lang';
import type { MessageKey } from '../../shared/messages';
import { formatMoney } from '../../shared/money';
import { payMethodOf } from '../../stores/payment/methods';
import { useLocale, useT } from '../locale';
import { useWhen } from './OrderParts';

/** Every figure of spec §3 always; the shipping discount (first-order free shipping, a shipping voucher) when there is one. */
export function OrderFigures({ order }: { order: OrderDetail }) {
  const t = useT();
  const a = order.amounts;
  const money = (minor: number) => formatMoney(minor, a.currency_code);
  const off = (minor: number) => (minor > 0 ? `−${money(minor)}` : money(0));
  const figures: { label: MessageKey; value: string; note?: string; shown: boolean }[] = [
    { label: 'orders.retailPrice', value: money(a.retail_price), shown: true },
    { label: 'orders.productDiscount', value: off(a.product_discount), shown: true },
    { label: 'orders.subtotal', value: money(a.subtotal), shown: true },
    { label: 'orders.vouchers', value: off(a.voucher_discount), shown: true },
    { label: 'orders.shippingFee', value: money(a.shipping_fee), shown: true },
    { label: 'orders.shippingDiscount', value: off(a.shipping_discount), shown: a.shipping_discount > 0 },
    {
      label: 'orders.coinsUsed',
      value: off(a.coins_value),
      ...(a.coins_used > 0 ? { note: t('orders.coinsCount', { count: a.coins_used }) } : {}),
      shown: true,
    },
  ];
  return (
    <dl className="orders-figures">
      {figures.map(({ label, value, note, shown }) =>
        shown ? (
          <div key={label}>
            <dt>
              {t(label)}
              {note && <span className="orders-muted"> ({note})</span>}
            </dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
      <div className="orders-figures-total">
        <dt>{t('orders.total')}</dt>
        <dd>{money(a.total)}</dd>
      </div>
      <div>
        <dt>{t(order.status === ORDER_STATUS.complete ? 'orders.coinsEarned' : 'orders.coinsToEarn')}</dt>
        <dd>{t('orders.coinsCount', { count: a.coins_earned })}</dd>
      </div>
    </dl>
  );
}

export function OrderFacts({ order }: { order: OrderDetail }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  const when = useWhen();
  const days = order.in_city ? DELIVERY_DAYS_IN_CITY : DELIVERY_DAYS_OUT_OF_CITY;
  const facts: [MessageKey, string | null][] = [
    ['orders.orderNumber', order.order_no],
    ['orders.orderTime', when(order.created_at)],
    ['orders.paymentTime', order.paid_at === null ? null : when(order.paid_at)],
    ['orders.paymentMethod', order.payment_method === null ? null : t(payMethodOf(order.payment_method).names.order)],
    ['orders.deliveryMethod', t(order.in_city ? 'orders.deliveryInCity' : 'orders.deliveryOutOfCity', { days })],
    ['orders.logisticsProvider', order.logistics_provider],
    ['orders.trackingNumber', order.tracking_no],
    ['orders.shippingTime', order.shipped_at === null ? null : when(order.shipped_at)],
    ['orders.deliveryTime', order.delivered_at === null ? null : when(order.delivered_at)],
    ['orders.completionTime', order.completed_at === null ? null : when(order.completed_at)],
    ['orders.closingTime', order.closed_at === null ? null : when(order.closed_at)],
    ['orders.customerNote', order.note || null],
    ['orders.cancelNote', order.cancel_note || null],
  ];
  return (
    <section className="card orders-section" aria-labelledby={`${id}-facts`}>
      <h2 id={`${id}-facts`} className="orders-section-title">
        {t('orders.info')}
      </h2>
      <dl className="orders-facts">
        {facts.map(([label, value]) =>
          value === null ? null : (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>
      {order.tracking_no && (
        <a className="btn btn-secondary" href={`${localizePath('/trackingDetail', lang)}?order_no=${encodeURIComponent(order.order_no)}`}>
          {t('orders.trackPackage')}
        </a>
      )}
    </section>
  );
}
