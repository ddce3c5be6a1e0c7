/**
 * /afterSaleOrderDetail/{id} (spec §2, §3): one application with every after-sales field, its timeline in the shop
 * country's timezone, where the money goes, and what the shopper may do in its status: cancel (with a confirmation),
 * send the return's courier and tracking number (status 6), or apply again after a cancel or a failure. Another
 * member's application, or an unknown number, is the not-found state.
 */
import { useEffect, useId, useState } from 'react';
import { type AfterSaleDetail, RETURN_COMPANY_MAX } from '../../shared/contract/aftersale';
import { AFTER_SALE_STATUS } from '../../shared/contract/constants';
import { afterSaleCancel, afterSaleDetail, afterSaleReturnShipment } from '../../shared/contract/refs/aftersale';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { ApiError, ERR } from '../../shared/errors';
import { localizePath } from '../../shared/lang';
import { formatMoney } from '../../shared/money';
import { api } from '../../stores/api';
import { showToast } from '../../stores/toast';
import Modal from '../Modal';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { messageOf, RefundTo } from './ApplyRefund';
import { LineSummary } from './LineSummary';
import { isTrackingNo } from './return-form';
import '../login/login.css';
import './aftersale.css';

function ReturnForm({ detail, onDone }: { detail: AfterSaleDetail; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [company, setCompany] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const companyBad = company.trim() === '';
  const trackingBad = !isTrackingNo(trackingNo.trim());

  const send = async () => {
    setBusy(true);
    setRefusal('');
    try {
      await api.request(
        afterSaleReturnShipment,
        { after_sale_no: detail.after_sale_no, logistics_company: company.trim(), tracking_no: trackingNo.trim() },
        { silent: true },
      );
      showToast(t('asp.detail.returnSent'));
      onDone();
    } catch (err) {
      setRefusal(messageOf(err, t));
      setBusy(false);
    }
  };

  return (
    <form
      className="card as-block"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!companyBad && !trackingBad) void send();
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
          value={company}
          aria-invalid={(tried && companyBad) || undefined}
          aria-describedby={tried && companyBad ? `${id}-company-err` : undefined}
          onChange={(e) => setCompany(e.currentTarget.value)}
        />
        {tried && companyBad && (
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
          maxLength={40}
          autoComplete="off"
          value={trackingNo}
          aria-invalid={(tried && trackingBad) || undefined}
          aria-describedby={`${id}-tracking-hint`}
          onChange={(e) => setTrackingNo(e.currentTarget.value)}
        />
        <p id={`${id}-tracking-hint`} className={tried && trackingBad ? 'field-error' : 'field-hint'}>
          {t('asp.detail.trackingHint')}
        </p>
      </div>
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('asp.detail.returnSubmit')}
      </button>
    </form>
  );
}

function CancelDialog({ onClose, onConfirm }: { onClose: () => void; onConfirm: () => void }) {
  const t = useT();
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} onEscape={onClose}>
      <h2 id={`${id}-title`} className="as-h2">
        {t('asp.detail.cancelConfirm')}
      </h2>
      <div className="as-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('asp.detail.keep')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {t('asp.detail.cancel')}
        </button>
      </div>
    </Modal>
  );
}

function Detail({ detail, reload }: { detail: AfterSaleDetail; reload: () => void }) {
  const t = useT();
  const { lang, country } = useLocale();
  const timeZone = COUNTRIES[country].timezone;
  const [confirming, setConfirming] = useState(false);
  const when = (at: number) => formatDate(at, timeZone, lang, 'datetime');
  const money = (minor: number) => formatMoney(minor, detail.currency_code);
  const reapply = `/applyRefund?${new URLSearchParams({
    order_no: detail.order_no,
    sku_no: detail.line.sku_no,
    type: detail.type,
    reason: detail.reason,
    quantity: String(detail.quantity),
  })}`;

  const cancel = async () => {
    setConfirming(false);
    try {
      await api.request(afterSaleCancel, { after_sale_no: detail.after_sale_no });
      showToast(t('asp.detail.cancelled'));
      reload();
    } catch {
      // The API client has shown the error.
    }
  };

  return (
    <div className="as-page">
      <section className="card as-block as-status-card">
        <p className={`as-status as-status-${detail.status}`} data-testid="as-status">
          {t(`aftersale.status.${detail.status}`)}
        </p>
        {detail.status === AFTER_SALE_STATUS.failure && detail.end_reason && (
          <p data-testid="as-end-reason">
            {t(`aftersale.endReason.${detail.end_reason}`)}
            {detail.end_note && ` — ${detail.end_note}`}
          </p>
        )}
      </section>
      <section className="card as-block">
        <LineSummary line={detail.line} quantity={detail.line.quantity} currency={detail.currency_code} />
        <dl className="as-figures">
          <dt>{t('asp.field.number')}</dt>
          <dd data-testid="as-number">{detail.after_sale_no}</dd>
          <dt>{t('asp.field.order')}</dt>
          <dd>{detail.order_no}</dd>
          <dt>{t('asp.field.type')}</dt>
          <dd>{t(`aftersale.type.${detail.type}`)}</dd>
          <dt>{t('asp.field.reason')}</dt>
          <dd>{t(`aftersale.reason.${detail.reason}.label`)}</dd>
          <dt>{t('asp.field.quantity')}</dt>
          <dd>{detail.quantity}</dd>
          <dt>{t('asp.field.refundAmount')}</dt>
          <dd data-testid="as-refund-amount">{money(detail.refund_amount)}</dd>
          <dt>{t('asp.field.refundCoins')}</dt>
          <dd data-testid="as-refund-coins">{detail.refund_coins}</dd>
          {detail.refund && (
            <>
              <dt>{t('asp.field.refundTo')}</dt>
              <dd>
                <RefundTo to={detail.refund} /> · {t(`aftersale.refundStatus.${detail.refund.status}`)}
              </dd>
            </>
          )}
          <dt>{t('asp.field.logisticsCompany')}</dt>
          <dd>{detail.logistics_company ?? '—'}</dd>
          <dt>{t('asp.field.trackingNo')}</dt>
          <dd>{detail.tracking_no ?? '—'}</dd>
          <dt>{t('asp.field.description')}</dt>
          <dd className="as-description">{detail.description || '—'}</dd>
        </dl>
        {detail.photos.length > 0 && (
          <ul className="as-thumbs" aria-label={t('asp.apply.photos')}>
            {detail.photos.map((p, i) => (
              <li key={p.photo_no}>
                <a href={p.url} target="_blank" rel="noreferrer">
                  <img src={p.url} alt={t('asp.apply.photoAlt', { n: i + 1 })} width={72} height={72} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {detail.actions.includes('submit_return') && <ReturnForm detail={detail} onDone={reload} />}
      <section className="card as-block" aria-labelledby="as-timeline-title">
        <h2 id="as-timeline-title" className="as-h2">
          {t('asp.detail.timeline')}
        </h2>
        <ol className="as-timeline">
          {[...detail.timeline].reverse().map((e) => (
            <li key={`${e.at}-${e.event}`}>
              <span>{t(`aftersale.event.${e.event}`)}</span>
              <time className="as-muted" dateTime={new Date(e.at).toISOString()}>
                {when(e.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>
      <div className="as-actions">
        {detail.actions.includes('cancel') && (
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
            {t('asp.detail.cancel')}
          </button>
        )}
        {detail.actions.includes('reapply') && (
          <a className="btn btn-primary" href={localizePath(reapply, lang)}>
            {t('asp.detail.reapply')}
          </a>
        )}
      </div>
      {confirming && <CancelDialog onClose={() => setConfirming(false)} onConfirm={() => void cancel()} />}
    </div>
  );
}

function AfterSaleDetailView({ signedIn, afterSaleNo }: { signedIn: boolean; afterSaleNo: string | null }) {
  const t = useT();
  const { lang } = useLocale();
  const state = useMember(signedIn);
  const [detail, setDetail] = useState<AfterSaleDetail | null>(null);
  const [missing, setMissing] = useState(afterSaleNo === null);

  const load = () => {
    if (!afterSaleNo) return;
    api
      .request(afterSaleDetail, { after_sale_no: afterSaleNo }, { silent: true })
      .then(setDetail)
      .catch((err) => {
        if (err instanceof ApiError && err.code === ERR.AFTER_SALE_NOT_FOUND) setMissing(true);
        else showToast(messageOf(err, t));
      });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once the member is known.
  useEffect(() => {
    if (state === 'member') load();
  }, [state]);

  if (state === 'guest') return <MemberPending state={state} />;
  if (missing)
    return (
      <div className="card as-empty" data-testid="as-not-found">
        <p>{t('asp.detail.notFound')}</p>
        <a className="btn btn-secondary" href={localizePath('/afterSaleOrder', lang)}>
          {t('asp.detail.toList')}
        </a>
      </div>
    );
  if (!detail) return <MemberPending state={state} />;
  return <Detail detail={detail} reload={load} />;
}

export default island(AfterSaleDetailView);
