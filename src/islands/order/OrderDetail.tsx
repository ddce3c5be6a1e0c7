/**
 * One order (/orderDetail/{no}, spec §2, §3): its status (with the time left to pay, counting down, or why it closed),
 * the address as it was when ordered, its lines, the money breakdown, every field of spec §3, the status timeline in
 * the shopper's timezone, a link to follow the package once it has a tracking number, and its actions. An order
 * that is not the member's, or does not exist, is a not-found state (1103001), not an error page.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { formatAddress, recipientName } from '../../shared/address';
import { DELIVERY_DAYS_IN_CITY, DELIVERY_DAYS_OUT_OF_CITY } from '../../shared/constants';
import { ORDER_STATUS, type OrderEvent, type PaymentMethod } from '../../shared/contract/constants';
import type { OrderDetail } from '../../shared/contract/order';
import { orderTradeDetail } from '../../shared/contract/refs/order';
import { formatDate } from '../../shared/dates';
import { ApiError, ERR } from '../../shared/errors';
import { localizePath } from '../../shared/lang';
import type { MessageKey } from '../../shared/messages';
import { formatMoney } from '../../shared/money';
import { formatPhone } from '../../shared/phone';
import { api } from '../../stores/api';
import { $localeInfo } from '../../stores/state';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { useSecondsLeft } from '../pay-clock';
import { OrderActions } from './OrderActions';
import { OrderLines, PayCountdown, StatusBadge } from './OrderParts';
import '../me/me.css';
import './orders.css';

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
  event === 'paid' && method === 'cod' ? 'orders.event.codConfirmed' : EVENT_KEYS[event];

const METHOD_KEYS = {
  ewallet: 'orders.method.ewallet',
  card: 'orders.method.card',
  qr: 'orders.method.qr',
  cod: 'orders.method.cod',
} as const satisfies Record<PaymentMethod, MessageKey>;

/** Answers that mean "no such order of yours": a number that is not theirs, unknown, or not a number at all. */
const NOT_FOUND: readonly number[] = [ERR.ORDER_NOT_FOUND, ERR.ORDER_UNAUTHORIZED, ERR.INVALID_PARAMETER];

function OrderDetailView({ signedIn, orderNo }: { signedIn: boolean; orderNo: string }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  const state = useMember(signedIn);
  const { timeZone } = useStore($localeInfo);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [outcome, setOutcome] = useState<'loading' | 'missing' | 'failed' | 'ok'>('loading');

  const load = useCallback(async () => {
    try {
      setOrder(await api.request(orderTradeDetail, { order_no: orderNo }, { silent: true }));
      setOutcome('ok');
    } catch (err) {
      setOutcome(err instanceof ApiError && NOT_FOUND.includes(err.code) ? 'missing' : 'failed');
    }
  }, [orderNo]);

  useEffect(() => {
    if (state === 'member') void load();
  }, [state, load]);

  const unpaid = order?.status === ORDER_STATUS.pendingPayment;
  const seconds = useSecondsLeft(unpaid ? (order?.pay_deadline ?? null) : null);
  // The time ran out: the scheduled job closes the order; ask again so the page shows it closed once it has.
  useEffect(() => {
    if (seconds === 0) void load();
  }, [seconds, load]);

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
    return (
      <div className="card orders-empty" role="alert">
        <p>{t('orders.loadFailed')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void load()}>
          {t('orders.retry')}
        </button>
      </div>
    );
  }
  if (!order) return <div className="me-skeleton" aria-hidden="true" />;

  const currency = order.amounts.currency_code;
  const money = (minor: number) => formatMoney(minor, currency);
  const when = (at: number) => formatDate(at, timeZone, lang, 'datetime');
  const a = order.amounts;
  const address = order.address;

  // Every figure of spec §3 always; the shipping discount (first-order free shipping, a shipping voucher) when there is one.
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

  const days = order.in_city ? DELIVERY_DAYS_IN_CITY : DELIVERY_DAYS_OUT_OF_CITY;
  const facts: [MessageKey, string | null][] = [
    ['orders.orderNumber', order.order_no],
    ['orders.orderTime', when(order.created_at)],
    ['orders.paymentTime', order.paid_at === null ? null : when(order.paid_at)],
    ['orders.paymentMethod', order.payment_method === null ? null : t(METHOD_KEYS[order.payment_method])],
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
    <div className="orders-detail">
      <section className="card orders-section orders-state" aria-labelledby={`${id}-state`}>
        <h2 id={`${id}-state`} className="orders-section-title">
          <StatusBadge status={order.status} />
        </h2>
        {seconds !== null && <PayCountdown seconds={seconds} />}
        {order.close_reason && (
          <p className="orders-muted">{t(order.close_reason === 'timeout' ? 'orders.closedTimeout' : 'orders.closedCancelled')}</p>
        )}
        <OrderActions order={order} canPay={seconds !== 0} onChanged={() => void load()} />
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
            currency={currency}
            afterSaleFor={order.actions.includes('after_sale') ? order.order_no : undefined}
          />
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
        </section>
      </div>
      <div className="orders-detail-side">
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
            <a
              className="btn btn-secondary"
              href={`${localizePath('/trackingDetail', lang)}?order_no=${encodeURIComponent(order.order_no)}`}
            >
              {t('orders.trackPackage')}
            </a>
          )}
        </section>

        <section className="card orders-section" aria-labelledby={`${id}-timeline`}>
          <h2 id={`${id}-timeline`} className="orders-section-title">
            {t('orders.timeline')}
          </h2>
          <ol className="orders-timeline">
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
      </div>

      <a className="orders-back" href={ordersHref}>
        {t('orders.backToOrders')}
      </a>
    </div>
  );
}

export default island(OrderDetailView);
