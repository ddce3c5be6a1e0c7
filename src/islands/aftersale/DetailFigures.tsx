/** Every after-sales field of one application (spec §3): the line, the figures, where the money goes, the photos. */
import type { AfterSaleDetail } from '../../shared/contract/aftersale';
import { formatMoney } from '../../shared/money';
import { useT } from '../locale';
import { LineSummary } from './LineSummary';
import { RefundTo } from './RefundTo';

export function DetailFigures({ detail }: { detail: AfterSaleDetail }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, detail.currency_code);
  return (
    <section className="card as-block">
      <LineSummary line={detail.line} quantity={detail.line.quantity} currency={detail.currency_code} />
      <dl className="as-figures">
        <dt>{t('asp.field.number')}</dt>
        <dd data-testid="as-number">{detail.after_sale_no}</dd>
        <dt>{t('asp.field.order')}</dt>
        <dd>{detail.order_no}</dd>
        <dt>{t('asp.field.type')}</dt>
        <dd>{t(`aftersale.type.${detail.type}`)}</dd>
        <dt>{t('asp.field.reason')}</dt>
        <dd>{t(`aftersale.reason.${detail.reason}.label`)}</dd>
        <dt>{t('asp.field.quantity')}</dt>
        <dd>{detail.quantity}</dd>
        <dt>{t('asp.field.refundAmount')}</dt>
        <dd data-testid="as-refund-amount">{money(detail.refund_amount)}</dd>
        <dt>{t('asp.field.refundCoins')}</dt>
        <dd data-testid="as-refund-coins">{detail.refund_coins}</dd>
        {detail.refund && (
          <>
            <dt>{t('asp.field.refundTo')}</dt>
            <dd>
              <RefundTo to={detail.refund} /> · {t(`aftersale.refundStatus.${detail.refund.status}`)}
            </dd>
          </>
        )}
        <dt>{t('asp.field.logisticsCompany')}</dt>
        <dd>{detail.logistics_company ?? '—'}</dd>
        <dt>{t('asp.field.trackingNo')}</dt>
        <dd>{detail.tracking_no ?? '—'}</dd>
        <dt>{t('asp.field.description')}</dt>
        <dd className="as-description">{detail.description || '—'}</dd>
      </dl>
      {detail.photos.length > 0 && (
        <ul className="as-thumbs" aria-label={t('asp.apply.photos')}>
          {detail.photos.map((p, i) => (
            <li key={p.photo_no}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img src={p.url} alt={t('asp.apply.photoAlt', { n: i + 1 })} width={72} height={72} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
