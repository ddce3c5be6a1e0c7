/**
 * /afterSaleOrder (spec §2): the member's applications, newest first, each with its status, type, line and refund
 * amount, linking to its detail; ten at a time with "Load more"; a link to the refund records (/refunds).
 */
import { AFTER_SALE_PAGE_SIZE, type AfterSaleListItem } from '../../shared/contract/aftersale';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import { formatMoney } from '../../shared/money';
import { afterSalePages } from '../../stores/aftersale/lists';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { LineSummary } from './LineSummary';
import { usePaged } from './use-paged';
import './aftersale.css';

function AfterSaleList({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang, country } = useLocale();
  const state = useMember(signedIn);
  const { items, more } = usePaged<AfterSaleListItem>(state === 'member', AFTER_SALE_PAGE_SIZE, afterSalePages);

  if (state !== 'member' || !items) return <MemberPending state={state} />;
  return (
    <div className="as-page">
      <a className="as-refunds-link" href={localizePath('/refunds', lang)}>
        {t('asp.list.refunds')}
      </a>
      {items.length === 0 && <p className="card as-empty">{t('asp.list.empty')}</p>}
      <ul className="as-list">
        {items.map((item) => (
          <li key={item.after_sale_no} className="card as-item">
            <a className="as-item-link" href={localizePath(`/afterSaleOrderDetail/${item.after_sale_no}`, lang)}>
              <span className="as-item-head">
                <span>{t(`aftersale.type.${item.type}`)}</span>
                <strong className={`as-status as-status-${item.status}`}>{t(`aftersale.status.${item.status}`)}</strong>
              </span>
              <LineSummary line={item.line} quantity={item.quantity} currency={item.currency_code} />
              <span className="as-item-foot">
                <span className="as-muted">{formatDate(item.created_at, COUNTRIES[country].timezone, lang, 'datetime')}</span>
                <span>
                  {t('asp.field.refundAmount')}: <strong>{formatMoney(item.refund_amount, item.currency_code)}</strong>
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {more}
    </div>
  );
}

export default island(AfterSaleList);
