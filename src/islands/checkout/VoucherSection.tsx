/**
 * The confirmation's vouchers: a row with what is applied and its saving, and the button that opens the dialog to
 * choose them (./VoucherDialog.tsx, loaded on demand).
 */
import type { OrderPreview } from '../../shared/contract/order';
import { formatMoney } from '../../shared/money';
import { useT } from '../locale';

export function VoucherRow({ preview, onOpen }: { preview: OrderPreview; onOpen: () => void }) {
  const t = useT();
  const { amounts, applied_coupon_nos: applied, vouchers } = preview;
  const chosen = vouchers.filter((v) => applied.includes(v.coupon_no));
  const usable = vouchers.filter((v) => v.block === null).length;
  return (
    <div className="confirm-row">
      <div>
        <p className="confirm-row-title">{t('confirm.vouchersTitle')}</p>
        {chosen.length > 0 ? (
          <ul className="confirm-applied">
            {chosen.map((v) => (
              <li key={v.coupon_no}>
                {v.title} <span className="confirm-good">-{formatMoney(v.saving, amounts.currency_code)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="confirm-muted">
            {vouchers.length === 0 ? t('confirm.noVouchers') : t('confirm.vouchersAvailable', { count: usable })}
          </p>
        )}
      </div>
      <button type="button" className="btn btn-secondary confirm-small" disabled={vouchers.length === 0} onClick={onOpen}>
        {t('confirm.chooseVouchers')}
      </button>
    </div>
  );
}
