/**
 * The claim centre (/coupons, spec §2, §6): the country's campaigns open for claims, each a card (CampaignCard.tsx). A
 * guest sees the same and is sent to log in to claim; a claim updates its card in place and says so. The flow is the
 * store's (stores/vouchers/claim.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { COUNTRIES } from '../../shared/countries';
import { localizePath } from '../../shared/lang';
import { $campaigns, $claiming, setClaimViewer } from '../../stores/vouchers/claim';
import { island, useLocale, useT } from '../locale';
import { useMember } from '../me/use-member';
import { CampaignCard } from './CampaignCard';
import './vouchers.css';

function Campaigns() {
  const t = useT();
  const { lang, country } = useLocale();
  const { data, error } = useStore($campaigns);
  const claiming = useStore($claiming);
  if (!data) {
    return error ? (
      <div className="card voucher-empty">
        <p>{t('coupons.loadFailed')}</p>
      </div>
    ) : (
      <div className="voucher-skeleton" aria-hidden="true" />
    );
  }
  if (data.list.length === 0) {
    return (
      <div className="card voucher-empty">
        <p className="voucher-empty-title">{t('coupons.emptyCentre')}</p>
        <a className="btn btn-primary" href={localizePath('/', lang)}>
          {t('coupons.shop')}
        </a>
      </div>
    );
  }
  return (
    <ul className="voucher-list" aria-busy={claiming !== null}>
      {data.list.map((v) => (
        <CampaignCard key={v.voucher_no} campaign={v} currency={COUNTRIES[country].currency} />
      ))}
    </ul>
  );
}

function ClaimCentre({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const member = useMember(signedIn);
  // The list waits for the member state: a member's campaigns say how many they hold.
  useEffect(() => setClaimViewer(member === 'loading' ? null : member), [member]);
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
      <Campaigns />
    </div>
  );
}

export default island(ClaimCentre);
