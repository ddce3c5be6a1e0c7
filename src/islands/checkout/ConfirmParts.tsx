/** The confirmation's read-only parts: the items, the delivery and the breakdown, all as the server answered them. */
import type { CurrencyCode } from '../../shared/countries';
import { useId } from 'react';
import type { OrderAmounts, OrderLine, OrderPreview } from '../../shared/contract/order';
import { DELIVERY_DAYS_IN_CITY, DELIVERY_DAYS_OUT_OF_CITY, ORDER_PROCESSING_HOURS } from '../../shared/constants';
import { useT } from '../locale';
import { formatMoney } from '../../shared/money';

export function LinesSection({
  lines,
  unavailable,
  currency,
}: {
  lines: OrderLine[];
  unavailable: OrderPreview['unavailable'];
  currency: CurrencyCode;
}) {
  const t = useT();
  const id = useId();
  return (
    <section className="card confirm-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="confirm-heading">
        {t('confirm.itemsTitle')}
      </h2>
      <ul className="confirm-lines">
        {lines.map((line) => (
          <li key={line.sku_no} className="confirm-line">
            <img src={line.thumb_image_url} alt="" width={72} height={72} loading="lazy" className="confirm-thumb" />
            <div className="confirm-line-text">
              <p className="confirm-line-name">{line.product_name}</p>
              {line.spec_value && <p className="confirm-muted">{line.spec_value}</p>}
              <p className="confirm-line-price">
                <span className="confirm-price">{formatMoney(line.price, currency)}</span>
                {line.retail_price > line.price && (
                  <del className="confirm-muted">
                    <span className="sr-only">{t('confirm.wasPrice')} </span>
                    {formatMoney(line.retail_price, currency)}
                  </del>
                )}
                <span className="confirm-qty">{t('confirm.quantity', { count: line.quantity })}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      {unavailable.length > 0 && (
        <div className="confirm-unavailable">
          <h3 className="confirm-subheading">{t('confirm.unavailableTitle')}</h3>
          <ul>
            {unavailable.map((u) => (
              <li key={u.sku_no}>
                <span>{u.product_name}</span>{' '}
                <span className="confirm-warn">
                  {u.available === 0 ? t('confirm.soldOut') : t('confirm.onlyLeft', { count: u.available })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

export function DeliverySection({ preview, hasAddress }: { preview: OrderPreview; hasAddress: boolean }) {
  const t = useT();
  const id = useId();
  const { delivery, amounts } = preview;
  return (
    <section className="card confirm-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="confirm-heading">
        {t('confirm.deliveryTitle')}
      </h2>
      <div className="confirm-row">
        <p className="confirm-row-title">{t('confirm.standardDelivery')}</p>
        <p>
          <strong>{formatMoney(amounts.shipping_fee, amounts.currency_code)}</strong>
        </p>
      </div>
      {amounts.shipping_discount > 0 && (
        <div className="confirm-row">
          <p>{t('confirm.shippingDiscount')}</p>
          <p className="confirm-good">-{formatMoney(amounts.shipping_discount, amounts.currency_code)}</p>
        </div>
      )}
      {delivery.first_order_free && <p className="confirm-good">{t('confirm.firstOrderFree')}</p>}
      {hasAddress && (
        <p className="confirm-muted">
          {t(delivery.in_city ? 'confirm.daysInCity' : 'confirm.daysOutOfCity', {
            days: delivery.in_city ? DELIVERY_DAYS_IN_CITY : DELIVERY_DAYS_OUT_OF_CITY,
          })}
        </p>
      )}
      <p className="confirm-muted">{t('confirm.processing', { hours: ORDER_PROCESSING_HOURS })}</p>
    </section>
  );
}

/** The breakdown of spec §3 and the coins the order earns once receipt is confirmed. */
export function Breakdown({ amounts }: { amounts: OrderAmounts }) {
  const t = useT();
  const m = (minor: number) => formatMoney(minor, amounts.currency_code);
  const off = (minor: number) => `-${m(minor)}`;
  const rows: [string, string][] = [
    [t('confirm.retailPrice'), m(amounts.retail_price)],
    ...(amounts.product_discount > 0 ? [[t('confirm.productDiscount'), off(amounts.product_discount)] as [string, string]] : []),
    ...(amounts.voucher_discount > 0 ? [[t('confirm.voucherDiscount'), off(amounts.voucher_discount)] as [string, string]] : []),
    [t('confirm.shippingFee'), m(amounts.shipping_fee)],
    ...(amounts.shipping_discount > 0 ? [[t('confirm.shippingDiscount'), off(amounts.shipping_discount)] as [string, string]] : []),
    ...(amounts.coins_value > 0
      ? [[t('confirm.coinsLine', { count: amounts.coins_used }), off(amounts.coins_value)] as [string, string]]
      : []),
  ];
  return (
    <div className="card confirm-breakdown">
      <h2 className="confirm-heading">{t('confirm.summaryTitle')}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="confirm-amount">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="confirm-amount confirm-amount-total">
          <dt>{t('confirm.total')}</dt>
          <dd>{m(amounts.total)}</dd>
        </div>
      </dl>
      {amounts.coins_earned > 0 && <p className="confirm-good">{t('confirm.coinsEarned', { count: amounts.coins_earned })}</p>}
    </div>
  );
}
