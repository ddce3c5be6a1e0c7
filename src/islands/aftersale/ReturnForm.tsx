/** The return's courier and tracking number (status 6), checked before sending (src/stores/aftersale/detail.ts). */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { type AfterSaleDetail, RETURN_COMPANY_MAX } from '../../shared/contract/aftersale';
import { TRACKING_NO_MAX } from '../../shared/contract/rules';
import { type AfterSaleDetailFlow, returnErrors } from '../../stores/aftersale/detail';
import { useT } from '../locale';
import { messageOf } from './message-of';

export function ReturnForm({ flow, detail }: { flow: AfterSaleDetailFlow; detail: AfterSaleDetail }) {
  const t = useT();
  const id = useId();
  const draft = useStore(flow.$returnDraft);
  const sending = useStore(flow.$sendReturn);
  const bad = returnErrors(draft);
  const companyBad = draft.tried && bad.company;
  const trackingBad = draft.tried && bad.trackingNo;

  return (
    <form
      className="card as-block"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void flow.sendReturn(detail.after_sale_no);
      }}
    >
      <h2 id={`${id}-title`} className="as-h2">
        {t('asp.detail.returnTitle')}
      </h2>
      {detail.return_address && (
        <p>
          {t('asp.detail.returnAddress')}: {detail.return_address}
        </p>
      )}
      <div className="field-block">
        <label className="field-label" htmlFor={`${id}-company`}>
          {t('asp.field.logisticsCompany')}
        </label>
        <input
          id={`${id}-company`}
          className="field"
          maxLength={RETURN_COMPANY_MAX}
          value={draft.company}
          aria-invalid={companyBad || undefined}
          aria-describedby={companyBad ? `${id}-company-err` : undefined}
          onChange={(e) => flow.setCompany(e.currentTarget.value)}
        />
        {companyBad && (
          <p id={`${id}-company-err`} className="field-error">
            {t('asp.detail.companyRequired')}
          </p>
        )}
      </div>
      <div className="field-block">
        <label className="field-label" htmlFor={`${id}-tracking`}>
          {t('asp.field.trackingNo')}
        </label>
        <input
          id={`${id}-tracking`}
          className="field"
          maxLength={TRACKING_NO_MAX}
          autoComplete="off"
          value={draft.trackingNo}
          aria-invalid={trackingBad || undefined}
          aria-describedby={`${id}-tracking-hint`}
          onChange={(e) => flow.setTrackingNo(e.currentTarget.value)}
        />
        <p id={`${id}-tracking-hint`} className={trackingBad ? 'field-error' : 'field-hint'}>
          {t('asp.detail.trackingHint')}
        </p>
      </div>
      {sending.error !== undefined && (
        <p className="field-error" role="alert">
          {messageOf(sending.error, t)}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending.loading}>
        {t('asp.detail.returnSubmit')}
      </button>
    </form>
  );
}
