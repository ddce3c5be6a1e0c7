/**
 * The claim centre (/coupons, spec §2, §6): the country's campaigns open for claims, each with what it is worth, its
 * conditions and flags, the claim window, how many are left, and its state — Claim, Claimed (the member holds their
 * limit), Fully claimed, or App only outside the native app. A guest sees the same and is sent to log in to claim;
 * a claim updates its card in place and says so.
 */
import { useEffect, useId, useState } from 'react';
import type { ClaimCampaign } from '../../shared/contract/promotion';
import { couponClaim, couponSearch } from '../../shared/contract/refs/promotion';
import { COUNTRIES, type CurrencyCode } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import { formatCount } from '../../shared/messages';
import { detectPlatform } from '../../shared/platform';
import { api, goToLogin } from '../../stores/api';
import { showToast } from '../../stores/toast';
import { island, useLocale, useT } from '../locale';
import { useMember } from '../me/use-member';
import { VoucherFace } from './VoucherFace';
import { cardState } from './claim-state';
import './vouchers.css';

const BUTTON_KEYS = {
  claim: 'coupons.claim',
  claimed: 'coupons.claimed',
  full: 'coupons.fullyClaimed',
  app: 'coupons.appOnly',
} as const;

function CampaignCard({
  campaign,
  currency,
  inApp,
  busy,
  onClaim,
}: {
  campaign: ClaimCampaign;
  currency: CurrencyCode;
  inApp: boolean;
  busy: boolean;
  onClaim: () => void;
}) {
  const t = useT();
  const { lang, country } = useLocale();
  const id = useId();
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
          onClick={onClaim}
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

function ClaimCentre({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang, country } = useLocale();
  const member = useMember(signedIn);
  const [list, setList] = useState<ClaimCampaign[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [claiming, setClaiming] = useState<string | null>(null);
  // Known only in the browser: the server renders the cards as outside the app, and the app's webview corrects it.
  const [inApp, setInApp] = useState(false);
  const currency = COUNTRIES[country].currency;

  useEffect(() => setInApp(detectPlatform(navigator.userAgent, window.innerWidth).isWebview), []);

  // Asked again once the member is known, so "how many you hold" is theirs.
  useEffect(() => {
    if (member === 'loading') return;
    api
      .request(couponSearch, {})
      .then((answer) => {
        setList(answer.list);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [member]);

  const claim = (campaign: ClaimCampaign) => {
    if (member !== 'member') {
      goToLogin();
      return;
    }
    setClaiming(campaign.voucher_no);
    api
      .request(couponClaim, { voucher_no: campaign.voucher_no })
      .then((answer) => {
        setList((all) => all?.map((v) => (v.voucher_no === campaign.voucher_no ? answer.campaign : v)) ?? null);
        showToast(t('coupons.claimedToast', { title: answer.coupon.title }));
      })
      // The API client has shown why (fully claimed, limit, app only …); the card shows the campaign as it is now.
      .catch(() =>
        api
          .request(couponSearch, {})
          .then((answer) => setList(answer.list))
          .catch(() => undefined),
      )
      .finally(() => setClaiming(null));
  };

  return (
    <div className="vouchers">
      <div className="voucher-links">
        <a className="voucher-link" href={localizePath('/couponsList', lang)}>
          {t('coupons.myVouchers')}
        </a>
        <a className="voucher-link" href={localizePath('/vouchertcs', lang)}>
          {t('coupons.terms')}
        </a>
      </div>
      {list === null ? (
        failed ? (
          <div className="card voucher-empty">
            <p>{t('coupons.loadFailed')}</p>
          </div>
        ) : (
          <div className="voucher-skeleton" aria-hidden="true" />
        )
      ) : list.length === 0 ? (
        <div className="card voucher-empty">
          <p className="voucher-empty-title">{t('coupons.emptyCentre')}</p>
          <a className="btn btn-primary" href={localizePath('/', lang)}>
            {t('coupons.shop')}
          </a>
        </div>
      ) : (
        <ul className="voucher-list" aria-busy={claiming !== null}>
          {list.map((v) => (
            <CampaignCard
              key={v.voucher_no}
              campaign={v}
              currency={currency}
              inApp={inApp}
              busy={claiming === v.voucher_no}
              onClaim={() => claim(v)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export default island(ClaimCentre);
