/** The application's quantity, within the preview's bound, and the figures the preview gives for it. */
import { useId } from 'react';
import type { AfterSalePreview } from '../../shared/contract/aftersale';
import { formatMoney } from '../../shared/money';
import type { ApplyForm } from '../../stores/aftersale/apply';
import { useT } from '../locale';
import { RefundTo } from './RefundTo';

export function ApplyQuantity({ form, preview, quantity }: { form: ApplyForm; preview: AfterSalePreview; quantity: number }) {
  const t = useT();
  const id = useId();
  return (
    <>
      <div className="field-block">
        <label className="field-label" htmlFor={`${id}-qty`}>
          {t('asp.apply.quantity')}
        </label>
        <div className="as-stepper">
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={t('asp.apply.less')}
            disabled={quantity <= 1}
            onClick={() => void form.changeQuantity(quantity - 1)}
          >
            −
          </button>
          <input
            id={`${id}-qty`}
            className="field"
            type="number"
            inputMode="numeric"
            min={1}
            max={preview.max_quantity}
            value={quantity}
            aria-describedby={`${id}-qty-hint`}
            onChange={(e) => {
              const n = Number.parseInt(e.currentTarget.value, 10);
              if (Number.isFinite(n)) void form.changeQuantity(n);
            }}
          />
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={t('asp.apply.more')}
            disabled={quantity >= preview.max_quantity}
            onClick={() => void form.changeQuantity(quantity + 1)}
          >
            +
          </button>
        </div>
        <p id={`${id}-qty-hint`} className="field-hint">
          {t('asp.apply.maxQuantity', { count: preview.max_quantity })}
        </p>
      </div>
      <dl className="as-figures" aria-live="polite">
        <dt>{t('asp.field.refundAmount')}</dt>
        <dd data-testid="as-refund-amount">
          {formatMoney(preview.refund_amount, preview.currency_code)}
          {preview.refund_shipping > 0 && (
            <span className="field-hint" data-testid="as-refund-shipping">
              {t('asp.apply.includesShipping', { amount: formatMoney(preview.refund_shipping, preview.currency_code) })}
            </span>
          )}
        </dd>
        <dt>{t('asp.field.refundCoins')}</dt>
        <dd data-testid="as-refund-coins">{preview.refund_coins}</dd>
        <dt>{t('asp.field.refundTo')}</dt>
        <dd>
          <RefundTo to={preview.refund_to} />
        </dd>
      </dl>
    </>
  );
}
