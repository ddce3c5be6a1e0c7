/** The terms of one voucher of the wallet: its value, conditions, validity, flags, and the products it applies to. */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { productDetailUrl } from '../../components/links';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import { $termsProducts, $voucherTerms, closeTerms } from '../../stores/vouchers/wallet';
import Modal from '../Modal';
import { useLocale, useT } from '../locale';
import { TermList } from '../TermList';
import { conditionText, flagTexts, valueText } from './VoucherFace';

function Products() {
  const t = useT();
  const { lang } = useLocale();
  const products = useStore($termsProducts).data;
  if (!products) return <div className="voucher-skeleton" aria-hidden="true" />;
  return (
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
  );
}

export function TermsDialog() {
  const t = useT();
  const { lang, country } = useLocale();
  const id = useId();
  const terms = useStore($voucherTerms).data;
  const v = terms?.coupon;
  const rows: [string, string][] =
    v && terms
      ? [
          [
            t('coupons.termValue'),
            `${valueText(v, terms.currency_code)} · ${t(v.kind === 'shipping' ? 'coupons.kindShipping' : 'coupons.kindDiscount')}`,
          ],
          [t('coupons.termCondition'), conditionText(t, v, terms.currency_code)],
          [t('coupons.termValidTill'), formatDate(v.valid_until, COUNTRIES[country].timezone, lang)],
          [t('coupons.termUse'), flagTexts(t, v).join(' · ')],
          ...(v.order_no ? [[t('coupons.termOrder'), v.order_no] as [string, string]] : []),
        ]
      : [];
  return (
    <Modal labelledBy={`${id}-title`} onEscape={closeTerms} className="voucher-dialog">
      <h2 id={`${id}-title`} className="dialog-title">
        {v ? v.title : t('coupons.termsTitle')}
      </h2>
      {v ? (
        <div className="voucher-terms">
          <TermList rows={rows} />
          <h3 className="voucher-terms-heading">{t('coupons.termProducts')}</h3>
          {v.all_products ? <p>{t('coupons.allProducts')}</p> : <Products />}
          <a className="voucher-link" href={localizePath('/vouchertcs', lang)}>
            {t('coupons.terms')}
          </a>
        </div>
      ) : (
        <div className="voucher-skeleton" aria-hidden="true" />
      )}
      <div className="dialog-actions">
        {/* biome-ignore lint/a11y/noAutofocus: an opened dialog takes focus (APG), on its one action. */}
        <button type="button" className="btn btn-primary" onClick={closeTerms} autoFocus>
          {t('coupons.close')}
        </button>
      </div>
    </Modal>
  );
}
