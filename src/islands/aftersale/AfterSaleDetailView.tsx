/**
 * /afterSaleOrderDetail/{id} (spec §2, §3): one application with every after-sales field, its timeline in the shop
 * country's timezone, where the money goes, and what the shopper may do in its status: cancel (with a confirmation),
 * send the return's courier and tracking number (status 6), or apply again after a cancel or a failure. Another
 * member's application, or an unknown number, is the not-found state. The flow is src/stores/aftersale/detail.ts.
 */
import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import type { AfterSaleDetail } from '../../shared/contract/aftersale';
import { AFTER_SALE_STATUS } from '../../shared/contract/constants';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import { type AfterSaleDetailFlow, createAfterSaleDetail } from '../../stores/aftersale/detail';
import { DialogActions } from '../DialogActions';
import Modal from '../Modal';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { DetailFigures } from './DetailFigures';
import { ReturnForm } from './ReturnForm';
import '../login/login.css';
import '../timeline.css';
import './aftersale.css';

function CancelDialog({ onClose, onConfirm }: { onClose: () => void; onConfirm: () => void }) {
  const t = useT();
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} onEscape={onClose}>
      <h2 id={`${id}-title`} className="as-h2">
        {t('asp.detail.cancelConfirm')}
      </h2>
      <DialogActions
        className="as-actions"
        cancel={t('asp.detail.keep')}
        onCancel={onClose}
        confirm={t('asp.detail.cancel')}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}

function Detail({ flow, detail }: { flow: AfterSaleDetailFlow; detail: AfterSaleDetail }) {
  const t = useT();
  const { lang, country } = useLocale();
  const [confirming, setConfirming] = useState(false);
  const { loading: cancelling } = useStore(flow.$cancel);
  const when = (at: number) => formatDate(at, COUNTRIES[country].timezone, lang, 'datetime');
  const reapply = `/applyRefund?${new URLSearchParams({
    order_no: detail.order_no,
    sku_no: detail.line.sku_no,
    type: detail.type,
    reason: detail.reason,
    quantity: String(detail.quantity),
  })}`;

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
      <DetailFigures detail={detail} />
      {detail.actions.includes('submit_return') && <ReturnForm flow={flow} detail={detail} />}
      <section className="card as-block" aria-labelledby="as-timeline-title">
        <h2 id="as-timeline-title" className="as-h2">
          {t('asp.detail.timeline')}
        </h2>
        <ol className="timeline as-timeline">
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
          <button type="button" className="btn btn-secondary" disabled={cancelling} onClick={() => setConfirming(true)}>
            {t('asp.detail.cancel')}
          </button>
        )}
        {detail.actions.includes('reapply') && (
          <a className="btn btn-primary" href={localizePath(reapply, lang)}>
            {t('asp.detail.reapply')}
          </a>
        )}
      </div>
      {confirming && (
        <CancelDialog
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void flow.cancel(detail.after_sale_no);
          }}
        />
      )}
    </div>
  );
}

function AfterSaleDetailView({ signedIn, afterSaleNo }: { signedIn: boolean; afterSaleNo: string | null }) {
  const t = useT();
  const { lang } = useLocale();
  const state = useMember(signedIn);
  const flow = useMemo(() => createAfterSaleDetail(afterSaleNo), [afterSaleNo]);
  const { data: detail } = useStore(flow.$detail);
  const missing = useStore(flow.$missing);

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
  return <Detail flow={flow} detail={detail} />;
}

export default island(AfterSaleDetailView);
