/**
 * The confirmation's voucher dialog: the member's vouchers with their terms, what each would save here or why it does
 * not apply, to choose and unchoose (src/stores/checkout/voucher-choice.ts), or to go back to the server's best
 * combination. A voucher for some products only lists them on request. Loaded on demand (../lazy-dialog.ts).
 */
import { useId } from 'react';
import type { OrderPreview } from '../../shared/contract/order';
import type { CurrencyCode } from '../../shared/countries';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import type { MessageKey } from '../../shared/messages';
import { formatMoney } from '../../shared/money';
import { chooseVouchers } from '../../stores/checkout/confirmation';
import { choosable, type PreviewVoucher, toggleVoucher } from '../../stores/checkout/voucher-choice';
import Modal from '../Modal';
import { useLocale, useT } from '../locale';
import { ApplicableProducts } from './ApplicableProducts';

const BLOCK_TEXT: Record<Exclude<PreviewVoucher['block'], null | 'min_spend'>, MessageKey> = {
  no_products: 'confirm.blockNoProducts',
  no_shipping_fee: 'confirm.blockNoShippingFee',
  not_stackable: 'confirm.blockNotStackable',
};

type ItemProps = { voucher: PreviewVoucher; currency: CurrencyCode; applied: boolean; onToggle: () => void };

function VoucherItem({ voucher, currency, applied, onToggle }: ItemProps) {
  const t = useT();
  const { lang, country } = useLocale();
  const id = useId();
  const m = (minor: number) => formatMoney(minor, currency);
  const value =
    voucher.percent_off > 0
      ? voucher.max_off !== null
        ? t('confirm.percentOffUpTo', { percent: voucher.percent_off, max: m(voucher.max_off) })
        : t('confirm.percentOff', { percent: voucher.percent_off })
      : t('confirm.amountOff', { amount: m(voucher.amount_off) });
  const terms = [
    voucher.min_spend > 0 ? t('confirm.minSpend', { amount: m(voucher.min_spend) }) : t('confirm.noMinSpend'),
    t('confirm.validUntil', { date: formatDate(voucher.valid_until, COUNTRIES[country].timezone, lang) }),
    t(voucher.stackable ? 'confirm.stackable' : 'confirm.notStackable'),
    ...(voucher.online_only ? [t('confirm.onlineOnly')] : []),
    ...(voucher.all_products ? [] : [t('confirm.someProducts')]),
  ];
  const why =
    voucher.block === null
      ? null
      : voucher.block === 'min_spend'
        ? t('confirm.blockMinSpend', { amount: m(voucher.shortfall) })
        : t(BLOCK_TEXT[voucher.block]);
  return (
    <li className={`confirm-voucher${applied ? ' is-applied' : ''}`}>
      <div className="confirm-voucher-text">
        <p className="confirm-voucher-title" id={`${id}-title`}>
          <span className={`confirm-kind confirm-kind-${voucher.kind}`}>
            {t(voucher.kind === 'shipping' ? 'confirm.kindShipping' : 'confirm.kindDiscount')}
          </span>{' '}
          {voucher.title}
        </p>
        <p>{value}</p>
        <p className="confirm-muted">{terms.join(' · ')}</p>
        {voucher.block === null && voucher.saving > 0 && (
          <p className="confirm-good">{t('confirm.saves', { amount: m(voucher.saving) })}</p>
        )}
        {why && <p className="confirm-warn">{why}</p>}
        {!voucher.all_products && <ApplicableProducts couponNo={voucher.coupon_no} />}
      </div>
      <button
        type="button"
        className={`btn ${applied ? 'btn-primary' : 'btn-secondary'} confirm-small`}
        aria-pressed={applied}
        aria-describedby={`${id}-title`}
        disabled={!applied && !choosable(voucher)}
        onClick={onToggle}
      >
        {t(applied ? 'confirm.voucherApplied' : 'confirm.useVoucher')}
      </button>
    </li>
  );
}

export default function VoucherDialog({ preview, pending, onClose }: { preview: OrderPreview; pending: boolean; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const { vouchers, applied_coupon_nos: applied, amounts } = preview;
  return (
    <Modal labelledBy={`${id}-title`} onEscape={onClose} className="confirm-dialog">
      <h2 id={`${id}-title`} className="dialog-title">
        {t('confirm.vouchersTitle')}
      </h2>
      <ul className="confirm-choices" aria-busy={pending}>
        {vouchers.map((v) => (
          <VoucherItem
            key={v.coupon_no}
            voucher={v}
            currency={amounts.currency_code}
            applied={applied.includes(v.coupon_no)}
            onToggle={() => chooseVouchers(toggleVoucher(applied, vouchers, v.coupon_no))}
          />
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={() => chooseVouchers(undefined)}>
          {t('confirm.bestCombination')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('confirm.done')}
        </button>
      </div>
    </Modal>
  );
}
