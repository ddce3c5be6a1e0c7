/** Pieces the order list and the order detail share: the status label, the lines, the time left to pay, times. */
import { useStore } from '@nanostores/react';
import type { OrderStatus } from '../../shared/contract/constants';
import type { OrderLine } from '../../shared/contract/order';
import type { CurrencyCode } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import type { MessageKey } from '../../shared/messages';
import { localizePath } from '../../shared/lang';
import { formatMoney } from '../../shared/money';
import { $localeInfo } from '../../stores/state';
import { useLocale, useT } from '../locale';
import { clock } from '../pay-clock';

export const STATUS_KEYS = {
  unpaid: 'orders.status.unpaid',
  to_ship: 'orders.status.toShip',
  shipped: 'orders.status.shipped',
  completed: 'orders.status.completed',
  cancelled: 'orders.status.cancelled',
} as const satisfies Record<OrderStatus, MessageKey>;

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <span className={`orders-status orders-status-${status}`}>{t(STATUS_KEYS[status])}</span>;
}

/**
 * The order's lines; with `afterSaleFor` (the order number, when its actions include after_sale) each line links to
 * its after-sales application (/applyRefund).
 */
export function OrderLines({
  lines,
  currency,
  afterSaleFor,
}: {
  lines: readonly OrderLine[];
  currency: CurrencyCode;
  afterSaleFor?: string;
}) {
  const t = useT();
  const { lang } = useLocale();
  return (
    <ul className="orders-lines">
      {lines.map((line) => (
        <li key={line.sku_no} className="orders-line">
          <img src={line.thumb_image_url} alt="" width={64} height={64} loading="lazy" />
          <div className="orders-line-text">
            <span className="orders-line-name">{line.product_name}</span>
            {line.spec_value && <span className="orders-muted">{line.spec_value}</span>}
          </div>
          <div className="orders-line-figures">
            <span>{formatMoney(line.price, currency)}</span>
            {line.retail_price > line.price && <s className="orders-muted">{formatMoney(line.retail_price, currency)}</s>}
            <span className="orders-muted">{t('orders.quantity', { count: line.quantity })}</span>
            {afterSaleFor && (
              <a
                className="orders-line-aftersale"
                href={`${localizePath('/applyRefund', lang)}?${new URLSearchParams({ order_no: afterSaleFor, sku_no: line.sku_no })}`}
                aria-label={t('asp.entry.label', { name: line.product_name })}
              >
                {t('asp.entry.action')}
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "Pay within 29:59", or that the time ran out; a timer the screen reader does not read out every second. */
export function PayCountdown({ seconds }: { seconds: number }) {
  const t = useT();
  if (seconds === 0) {
    return (
      <p className="orders-deadline orders-expired" role="status">
        {t('orders.payExpired')}
      </p>
    );
  }
  return (
    <p className="orders-deadline" role="timer" aria-live="off">
      {t('orders.payWithin', { time: clock(seconds) })}
    </p>
  );
}

/** Date and time in the shopper's timezone. */
export function useWhen(): (at: number) => string {
  const { lang } = useLocale();
  const { timeZone } = useStore($localeInfo);
  return (at) => formatDate(at, timeZone, lang, 'datetime');
}
