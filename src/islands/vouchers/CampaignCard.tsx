/**
 * A campaign of the claim centre: what it is worth, its conditions and flags, the claim window, how many are left, and
 * its state — Claim, Claimed (the member holds their limit), Fully claimed, or App only outside the native app.
 */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { ClaimCampaign } from '../../shared/contract/promotion';
import { COUNTRIES, type CurrencyCode } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import { formatCount } from '../../shared/messages';
import { $claiming, $inApp, cardState, claimVoucher } from '../../stores/vouchers/claim';
import { useLocale, useT } from '../locale';
import { VoucherFace } from './VoucherFace';

const BUTTON_KEYS = {
  claim: 'coupons.claim',
  claimed: 'coupons.claimed',
  full: 'coupons.fullyClaimed',
  app: 'coupons.appOnly',
} as const;

export function CampaignCard({ campaign, currency }: { campaign: ClaimCampaign; currency: CurrencyCode }) {
  const t = useT();
  const { lang, country } = useLocale();
  const id = useId();
  const inApp = useStore($inApp, { ssr: 'initial' });
  const busy = useStore($claiming) === campaign.voucher_no;
  const state = cardState(campaign, inApp);
  const date = (ms: number) => formatDate(ms, COUNTRIES[country].timezone, lang);
  return (
    <li className="card voucher-card">
      <VoucherFace voucher={campaign} title={campaign.title} currency={currency} titleId={`${id}-title`}>
        <p className="voucher-meta">
          {t('coupons.validDays', { count: campaign.valid_days })} ·{' '}
          {t('coupons.claimWindow', { start: date(campaign.claim_start_at), end: date(campaign.claim_end_at) })}
        </p>
        <div className="voucher-progress">
          <progress max={campaign.total_quantity} value={campaign.total_quantity - campaign.remaining} aria-labelledby={`${id}-left`} />
          <span id={`${id}-left`}>
            {campaign.remaining > 0
              ? t('coupons.left', { left: formatCount(lang, campaign.remaining), total: formatCount(lang, campaign.total_quantity) })
              : t('coupons.noneLeft')}
          </span>
        </div>
        <p className="voucher-meta">
          {campaign.held > 0
            ? t('coupons.held', { held: campaign.held, limit: campaign.per_member_limit })
            : t('coupons.limit', { count: campaign.per_member_limit })}
        </p>
      </VoucherFace>
      <div className="voucher-actions">
        <button
          type="button"
          className={`btn ${state === 'claim' ? 'btn-primary' : 'btn-secondary'}`}
          disabled={state !== 'claim' || busy}
          aria-describedby={`${id}-title`}
          onClick={() => void claimVoucher(campaign)}
        >
          {t(BUTTON_KEYS[state])}
        </button>
        {state === 'app' && (
          <a className="voucher-link" href={localizePath('/downloadApp', lang)}>
            {t('coupons.getApp')}
          </a>
        )}
        {campaign.held > 0 && (
          <a className="voucher-link" href={localizePath('/couponsList', lang)}>
            {t('coupons.inWallet')}
          </a>
        )}
      </div>
    </li>
  );
}
