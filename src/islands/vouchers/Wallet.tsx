/**
 * The voucher wallet (/couponsList, spec §2, §4): tabs Unused / Used / Expired (the tab kept in
 * $globalState.couponTab), each voucher with its value, minimum spend and valid till; Terms opens its terms with the
 * products it applies to (coupon/detail, coupon_product_list); Use goes shopping. Links to the claim centre and the
 * voucher terms page. A guest is asked to log in. The flow is the store's (stores/vouchers/wallet.ts).
 */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { COUPON_TABS } from '../../shared/contract/constants';
import { COUNTRIES } from '../../shared/countries';
import { localizePath } from '../../shared/lang';
import { $termsCoupon, $walletMoreLoading, $walletPage, $walletTab, chooseWalletTab, loadMoreVouchers } from '../../stores/vouchers/wallet';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { Tablist } from '../Tablist';
import { TermsDialog } from './TermsDialog';
import { WalletCard } from './WalletCard';
import '../me/me.css';
import './vouchers.css';

const TAB_KEYS = { unused: 'coupons.tabUnused', used: 'coupons.tabUsed', expired: 'coupons.tabExpired' } as const;
const EMPTY_KEYS = { unused: 'coupons.emptyUnused', used: 'coupons.emptyUsed', expired: 'coupons.emptyExpired' } as const;

/** The tab's vouchers: a skeleton while they load, the empty state (also when they failed), or the list. */
function Panel() {
  const t = useT();
  const { lang, country } = useLocale();
  const tab = useStore($walletTab);
  const { data, error } = useStore($walletPage);
  const loadingMore = useStore($walletMoreLoading);
  if (!data && !error) return <div className="voucher-skeleton" aria-hidden="true" />;
  if (!data?.list.length) {
    return (
      <div className="card voucher-empty">
        <p className="voucher-empty-title">{t(EMPTY_KEYS[tab])}</p>
        <a className="btn btn-primary" href={localizePath('/coupons', lang)}>
          {t('coupons.claimMore')}
        </a>
      </div>
    );
  }
  return (
    <>
      <ul className="voucher-list">
        {data.list.map((v) => (
          <WalletCard key={v.coupon_no} voucher={v} currency={COUNTRIES[country].currency} />
        ))}
      </ul>
      {data.list.length < data.total && (
        <button type="button" className="btn btn-secondary voucher-more" disabled={loadingMore} onClick={() => void loadMoreVouchers()}>
          {t('coupons.loadMore')}
        </button>
      )}
    </>
  );
}

function Vouchers() {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  const tab = useStore($walletTab);
  const { data, error, loading } = useStore($walletPage);
  const terms = useStore($termsCoupon);

  return (
    <div className="vouchers">
      <div className="voucher-links">
        <a className="voucher-link" href={localizePath('/coupons', lang)}>
          {t('coupons.claimMore')}
        </a>
        <a className="voucher-link" href={localizePath('/vouchertcs', lang)}>
          {t('coupons.terms')}
        </a>
      </div>
      <Tablist
        tabs={COUPON_TABS}
        selected={tab}
        label={t('coupons.walletTitle')}
        className="voucher-tabs"
        panelId={`${id}-panel`}
        tabId={(name) => `${id}-tab-${name}`}
        onChoose={chooseWalletTab}
      >
        {(name) => t(TAB_KEYS[name])}
      </Tablist>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} aria-busy={loading || (!data && !error)}>
        <Panel />
      </div>
      {terms && <TermsDialog />}
    </div>
  );
}

function Wallet({ signedIn }: { signedIn: boolean }) {
  const member = useMember(signedIn);
  return member === 'member' ? <Vouchers /> : <MemberPending state={member} />;
}

export default island(Wallet);
