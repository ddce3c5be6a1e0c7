/**
 * What a voucher is worth and its terms, as the claim centre and the wallet both show them: the amount (or the
 * percentage and its cap) in large type beside the title, the minimum spend, and the flags as small labels.
 */
import type { ReactNode } from 'react';
import type { ClaimCampaign, MemberVoucher } from '../../shared/contract/promotion';
import type { CurrencyCode } from '../../shared/countries';
import { formatMoney } from '../../shared/money';
import { type Translate, useT } from '../locale';

type Terms = Pick<
  MemberVoucher,
  'kind' | 'amount_off' | 'percent_off' | 'max_off' | 'min_spend' | 'stackable' | 'online_only' | 'app_only' | 'all_products'
> &
  Partial<Pick<ClaimCampaign, 'new_user_only'>>;

/** The value in a few characters: "Rp50.000" or "10%". */
export function valueText(v: Terms, currency: CurrencyCode): string {
  return v.percent_off > 0 ? `${v.percent_off}%` : formatMoney(v.amount_off, currency);
}

/** The minimum spend, and the cap of a percentage, in words. */
export function conditionText(t: Translate, v: Terms, currency: CurrencyCode): string {
  const min = v.min_spend > 0 ? t('coupons.minSpend', { amount: formatMoney(v.min_spend, currency) }) : t('coupons.noMinSpend');
  return v.percent_off > 0 && v.max_off !== null ? `${min} · ${t('coupons.upTo', { amount: formatMoney(v.max_off, currency) })}` : min;
}

/** The flags that limit where and by whom it is used, as labels. */
export function flagTexts(t: Translate, v: Terms): string[] {
  return [
    ...(v.new_user_only ? [t('coupons.flagNewUser')] : []),
    ...(v.app_only ? [t('coupons.flagApp')] : []),
    ...(v.online_only ? [t('coupons.flagOnline')] : []),
    ...(v.all_products ? [] : [t('coupons.flagSomeProducts')]),
    t(v.stackable ? 'coupons.flagStackable' : 'coupons.flagNotStackable'),
  ];
}

export function VoucherFace({
  voucher,
  title,
  currency,
  titleId,
  children,
}: {
  voucher: Terms;
  title: string;
  currency: CurrencyCode;
  /** The title's id, for the card's buttons to be described by. */
  titleId?: string;
  /** The card's further lines and actions. */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className={`voucher-face voucher-${voucher.kind}`}>
      <div className="voucher-value">
        <span className="voucher-amount">{valueText(voucher, currency)}</span>
        <span className="voucher-kind">{t(voucher.kind === 'shipping' ? 'coupons.kindShipping' : 'coupons.kindDiscount')}</span>
      </div>
      <div className="voucher-body">
        <h3 className="voucher-title" id={titleId}>
          {title}
        </h3>
        <p className="voucher-condition">{conditionText(t, voucher, currency)}</p>
        <ul className="voucher-flags">
          {flagTexts(t, voucher).map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        {children}
      </div>
    </div>
  );
}
