/** The checkout's order: its number, items and total, and the time left to pay by the server's clock. */
import { useId } from 'react';
import type { OrderPayInfo } from '../../shared/contract/order';
import { formatMoney } from '../../shared/money';
import { useT } from '../locale';
import { clock } from '../pay-clock';

export function CheckoutSummary({ order, secondsLeft }: { order: OrderPayInfo; secondsLeft: number | null }) {
  const t = useT();
  const id = useId();
  return (
    <section className="card checkout-summary" aria-labelledby={`${id}-summary`}>
      <h2 id={`${id}-summary`} className="payment-subtitle">
        {t('checkout.orderTitle', { orderNo: order.order_no })}
      </h2>
      <ul className="checkout-lines">
        {order.lines.map((line) => (
          <li key={line.sku_no} className="checkout-line">
            <img src={line.thumb_image_url} alt="" width={48} height={48} loading="lazy" />
            <span className="checkout-line-name">
              {line.product_name}
              {line.spec_value && <span className="checkout-line-spec"> · {line.spec_value}</span>}
            </span>
            <span className="checkout-line-qty">×{line.quantity}</span>
          </li>
        ))}
      </ul>
      <p className="checkout-total">
        <span>{t('checkout.total')}</span>
        <strong>{formatMoney(order.amounts.total, order.amounts.currency_code)}</strong>
      </p>
      {secondsLeft !== null && (
        <p className="checkout-deadline" role="timer" aria-live="off">
          {t('checkout.timeLeft', { time: clock(secondsLeft) })}
        </p>
      )}
    </section>
  );
}
