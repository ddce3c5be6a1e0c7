/**
 * The voucher wallet (/couponsList, spec §2, §4): tabs Unused / Used / Expired (the tab kept in
 * $globalState.couponTab), each voucher with its value, minimum spend and valid till; Terms opens its terms with the
 * products it applies to (coupon/detail, coupon_product_list); Use goes shopping. Links to the claim centre and the
 * voucher terms page. A guest is asked to log in.
 */
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { productDetailUrl } from '../../components/links';
import type { ProductCard } from '../../shared/contract/catalog';
import { COUPON_TABS, type CouponTab } from '../../shared/contract/constants';
import type { WalletVoucher } from '../../shared/contract/promotion';
import { couponDetail, couponProductList, couponWallet } from '../../shared/contract/refs/promotion';
import { COUNTRIES, type CurrencyCode } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import { api } from '../../stores/api';
import { $bootstrapped } from '../../stores/persist';
import { $globalState } from '../../stores/state';
import Modal from '../Modal';
import { island, useLocale, useT } from '../locale';
import { tabIndexAfterKey } from '../tab-keys';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { conditionText, flagTexts, VoucherFace, valueText } from './VoucherFace';
import '../me/me.css';
import './vouchers.css';

const PAGE_SIZE = 10;
/** The applicable products the terms show; the rest are counted. */
const PRODUCTS_SHOWN = 20;

const TAB_KEYS = { unused: 'coupons.tabUnused', used: 'coupons.tabUsed', expired: 'coupons.tabExpired' } as const;
const EMPTY_KEYS = { unused: 'coupons.emptyUnused', used: 'coupons.emptyUsed', expired: 'coupons.emptyExpired' } as const;

function tabAt(index: number): CouponTab {
  return COUPON_TABS[index] ?? 'unused';
}

/** The terms of one voucher: its value, conditions, validity, flags, and the products it applies to. */
function TermsDialog({ couponNo, onClose }: { couponNo: string; onClose: () => void }) {
  const t = useT();
  const { lang, country } = useLocale();
  const id = useId();
  const [terms, setTerms] = useState<{ currency_code: CurrencyCode; coupon: WalletVoucher } | null>(null);
  const [products, setProducts] = useState<{ total: number; list: ProductCard[] } | null>(null);

  useEffect(() => {
    api
      .request(couponDetail, { coupon_no: couponNo })
      .then((answer) => {
        setTerms(answer);
        if (!answer.coupon.all_products) {
          return api.request(couponProductList, { coupon_no: couponNo, page_num: 1, page_size: PRODUCTS_SHOWN }).then(setProducts);
        }
      })
      .catch(onClose);
  }, [couponNo, onClose]);

  const date = (ms: number) => formatDate(ms, COUNTRIES[country].timezone, lang);
  const v = terms?.coupon;
  return (
    <Modal labelledBy={`${id}-title`} onEscape={onClose} className="voucher-dialog">
      <h2 id={`${id}-title`} className="dialog-title">
        {v ? v.title : t('coupons.termsTitle')}
      </h2>
      {v && terms ? (
        <div className="voucher-terms">
          <dl>
            <div>
              <dt>{t('coupons.termValue')}</dt>
              <dd>
                {valueText(v, terms.currency_code)} · {t(v.kind === 'shipping' ? 'coupons.kindShipping' : 'coupons.kindDiscount')}
              </dd>
            </div>
            <div>
              <dt>{t('coupons.termCondition')}</dt>
              <dd>{conditionText(t, v, terms.currency_code)}</dd>
            </div>
            <div>
              <dt>{t('coupons.termValidTill')}</dt>
              <dd>{date(v.valid_until)}</dd>
            </div>
            <div>
              <dt>{t('coupons.termUse')}</dt>
              <dd>{flagTexts(t, v).join(' · ')}</dd>
            </div>
            {v.order_no && (
              <div>
                <dt>{t('coupons.termOrder')}</dt>
                <dd>{v.order_no}</dd>
              </div>
            )}
          </dl>
          <h3 className="voucher-terms-heading">{t('coupons.termProducts')}</h3>
          {v.all_products ? (
            <p>{t('coupons.allProducts')}</p>
          ) : products ? (
            <ul className="voucher-products">
              {products.list.map((p) => (
                <li key={p.product_no}>
                  <a href={productDetailUrl(p.product_no, lang)}>
                    <img src={p.thumb_image_url} alt="" width="48" height="48" loading="lazy" />
                    <span>{p.product_name}</span>
                  </a>
                </li>
              ))}
              {products.total > products.list.length && (
                <li className="voucher-meta">{t('coupons.moreProducts', { count: products.total - products.list.length })}</li>
              )}
            </ul>
          ) : (
            <div className="voucher-skeleton" aria-hidden="true" />
          )}
          <a className="voucher-link" href={localizePath('/vouchertcs', lang)}>
            {t('coupons.terms')}
          </a>
        </div>
      ) : (
        <div className="voucher-skeleton" aria-hidden="true" />
      )}
      <div className="dialog-actions">
        {/* biome-ignore lint/a11y/noAutofocus: an opened dialog takes focus (APG), on its one action. */}
        <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
          {t('coupons.close')}
        </button>
      </div>
    </Modal>
  );
}

function WalletCard({ voucher, currency, onTerms }: { voucher: WalletVoucher; currency: CurrencyCode; onTerms: () => void }) {
  const t = useT();
  const { lang, country } = useLocale();
  const id = useId();
  const validTill = formatDate(voucher.valid_until, COUNTRIES[country].timezone, lang);
  return (
    <li className={`card voucher-card voucher-${voucher.state}`}>
      <VoucherFace voucher={voucher} title={voucher.title} currency={currency} titleId={`${id}-title`}>
        <p className="voucher-meta">
          {voucher.state === 'expired' ? t('coupons.expiredOn', { date: validTill }) : t('coupons.validTill', { date: validTill })}
        </p>
        {voucher.order_no && <p className="voucher-meta">{t('coupons.usedOn', { order: voucher.order_no })}</p>}
      </VoucherFace>
      <div className="voucher-actions">
        <button type="button" className="btn btn-secondary" aria-describedby={`${id}-title`} onClick={onTerms}>
          {t('coupons.viewTerms')}
        </button>
        {voucher.state === 'unused' && (
          <a className="btn btn-primary" href={localizePath('/', lang)} aria-describedby={`${id}-title`}>
            {t('coupons.use')}
          </a>
        )}
      </div>
    </li>
  );
}

function Wallet({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang, country } = useLocale();
  const member = useMember(signedIn);
  const id = useId();
  const [tab, setTab] = useState<CouponTab>('unused');
  const [page, setPage] = useState<{ tab: CouponTab; total: number; list: WalletVoucher[] } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [terms, setTerms] = useState<string | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const closeTerms = useCallback(() => setTerms(null), []);
  const currency = COUNTRIES[country].currency;

  // The tab the shopper last chose (persisted): read once the stored state is back (the server renders the first).
  const bootstrapped = useStore($bootstrapped, { ssr: () => false });
  useEffect(() => {
    if (bootstrapped) setTab(tabAt($globalState.get().couponTab));
  }, [bootstrapped]);

  useEffect(() => {
    if (member !== 'member') return;
    let current = true;
    api
      .request(couponWallet, { tab, page_num: 1, page_size: PAGE_SIZE })
      .then((answer) => {
        if (current) setPage({ tab, total: answer.total, list: answer.list });
      })
      .catch(() => {
        if (current) setPage({ tab, total: 0, list: [] });
      });
    return () => {
      current = false;
    };
  }, [member, tab]);

  if (member !== 'member') return <MemberPending state={member} />;

  const choose = (next: CouponTab) => {
    $globalState.setKey('couponTab', COUPON_TABS.indexOf(next));
    setTab(next);
  };

  // Arrow keys, Home and End move between the tabs; Tab leaves them for the panel.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexAfterKey(index, COUPON_TABS.length, event.key);
    if (next === null) return;
    event.preventDefault();
    choose(tabAt(next));
    tabRefs.current[next]?.focus();
  };

  const more = () => {
    if (!page) return;
    setLoadingMore(true);
    api
      .request(couponWallet, { tab: page.tab, page_num: Math.floor(page.list.length / PAGE_SIZE) + 1, page_size: PAGE_SIZE })
      .then((answer) => setPage({ ...page, total: answer.total, list: [...page.list, ...answer.list] }))
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  };

  const shown = page?.tab === tab ? page : null;
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
      <div className="voucher-tabs" role="tablist" aria-label={t('coupons.walletTitle')}>
        {COUPON_TABS.map((name, index) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(TAB_KEYS[name])}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} aria-busy={shown === null}>
        {shown === null ? (
          <div className="voucher-skeleton" aria-hidden="true" />
        ) : shown.list.length === 0 ? (
          <div className="card voucher-empty">
            <p className="voucher-empty-title">{t(EMPTY_KEYS[tab])}</p>
            <a className="btn btn-primary" href={localizePath('/coupons', lang)}>
              {t('coupons.claimMore')}
            </a>
          </div>
        ) : (
          <>
            <ul className="voucher-list">
              {shown.list.map((v) => (
                <WalletCard key={v.coupon_no} voucher={v} currency={currency} onTerms={() => setTerms(v.coupon_no)} />
              ))}
            </ul>
            {shown.list.length < shown.total && (
              <button type="button" className="btn btn-secondary voucher-more" disabled={loadingMore} onClick={more}>
                {t('coupons.loadMore')}
              </button>
            )}
          </>
        )}
      </div>
      {terms && <TermsDialog couponNo={terms} onClose={closeTerms} />}
    </div>
  );
}

export default island(Wallet);
