/** One voucher of the wallet: its face, until when it is valid (or was), the order that used it, Terms and Use. */
import { useId } from 'react';
import type { WalletVoucher } from '../../shared/contract/promotion';
import { COUNTRIES, type CurrencyCode } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import { openTerms } from '../../stores/vouchers/wallet';
import { useLocale, useT } from '../locale';
import { VoucherFace } from './VoucherFace';

export function WalletCard({ voucher, currency }: { voucher: WalletVoucher; currency: CurrencyCode }) {
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
        <button type="button" className="btn btn-secondary" aria-describedby={`${id}-title`} onClick={() => openTerms(voucher.coupon_no)}>
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
