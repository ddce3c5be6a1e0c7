/**
 * /refunds (spec §2): the member's refund records, newest first: amount and coins, where the money went, status,
 * when it was asked and when it was confirmed; ten at a time with "Load more".
 */
import type { RefundRecord } from '../../shared/contract/aftersale';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import { formatMoney } from '../../shared/money';
import { REFUND_PAGE_SIZE, refundPages } from '../../stores/aftersale/lists';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { RefundTo } from './RefundTo';
import { usePaged } from './use-paged';
import './aftersale.css';

function RefundList({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang, country } = useLocale();
  const timeZone = COUNTRIES[country].timezone;
  const state = useMember(signedIn);
  const { items, more } = usePaged<RefundRecord>(state === 'member', REFUND_PAGE_SIZE, refundPages);

  if (state !== 'member' || !items) return <MemberPending state={state} />;
  if (items.length === 0) return <p className="card as-empty">{t('asp.refunds.empty')}</p>;

  return (
    <div className="as-page">
      <ul className="as-list">
        {items.map((r) => (
          <li key={r.refund_no} className="card as-item as-refund">
            <p className="as-item-head">
              <strong>{formatMoney(r.amount, r.currency_code)}</strong>
              <span className={`as-status as-refund-${r.status}`}>{t(`aftersale.refundStatus.${r.status}`)}</span>
            </p>
            <dl className="as-figures">
              {r.coins > 0 && (
                <>
                  <dt>{t('asp.field.refundCoins')}</dt>
                  <dd>{r.coins}</dd>
                </>
              )}
              <dt>{t('asp.field.refundTo')}</dt>
              <dd>
                <RefundTo to={r} />
              </dd>
              <dt>{t('asp.refunds.asked')}</dt>
              <dd>{formatDate(r.created_at, timeZone, lang, 'datetime')}</dd>
              {r.refunded_at !== null && (
                <>
                  <dt>{t('asp.refunds.refundedAt')}</dt>
                  <dd>{formatDate(r.refunded_at, timeZone, lang, 'datetime')}</dd>
                </>
              )}
              <dt>{t('asp.field.number')}</dt>
              <dd>
                <a href={localizePath(`/afterSaleOrderDetail/${r.after_sale_no}`, lang)}>{r.after_sale_no}</a>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      {more}
    </div>
  );
}

export default island(RefundList);
