/**
 * One coin record in a dialog (points_record_detail): what happened, when, the balance after it, until when earned
 * coins can be used, and its order (number, total, the coins it used or earned) with a link to the order's page.
 */
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { PointsRecordDetail } from '../../shared/contract/points';
import { pointsRecordDetail } from '../../shared/contract/refs/points';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import { formatMoney } from '../../shared/money';
import { api } from '../../stores/api';
import Modal from '../Modal';
import { useLocale, useT } from '../locale';
import { KIND_TEXT, signed } from './kinds';

export function RecordDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const { lang, country } = useLocale();
  const htmlId = useId();
  const [record, setRecord] = useState<PointsRecordDetail | null>(null);
  const timeZone = COUNTRIES[country].timezone;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one record per dialog; onClose is a fresh closure each render.
  useEffect(() => {
    api
      .request(pointsRecordDetail, { id })
      .then(setRecord)
      .catch(() => onClose());
  }, [id]);

  const order = record?.order ?? null;
  const money = (minor: number) => (order ? formatMoney(minor, order.currency_code) : '');
  const rows: [string, ReactNode][] = [];
  if (record) {
    rows.push(
      [t('points.detail.coins'), signed(record.delta)],
      [t('points.detail.time'), formatDate(record.created_at, timeZone, lang, 'datetime')],
      [t('points.detail.balanceAfter'), new Intl.NumberFormat(lang).format(record.balance_after)],
    );
    if (record.expires_at !== null) rows.push([t('points.detail.usableUntil'), formatDate(record.expires_at, timeZone, lang)]);
    if (record.order_no) {
      rows.push([
        t('points.detail.order'),
        <a key="order" href={localizePath(`/orderDetail/${encodeURIComponent(record.order_no)}`, lang)}>
          {record.order_no}
        </a>,
      ]);
    }
  }
  if (order) {
    rows.push([t('points.detail.orderTotal'), money(order.total)]);
    if (order.coins_used > 0) rows.push([t('points.detail.coinsUsed'), `${order.coins_used} (${money(order.coins_value)})`]);
    if (order.coins_earned > 0) rows.push([t('points.detail.coinsEarned'), String(order.coins_earned)]);
  }

  return (
    <Modal labelledBy={`${htmlId}-title`} onEscape={onClose} className="points-dialog">
      <h2 id={`${htmlId}-title`} className="dialog-title">
        {record ? t(KIND_TEXT[record.kind]) : t('points.detail.loading')}
      </h2>
      {record && (
        <dl className="points-detail">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('points.close')}
        </button>
      </div>
    </Modal>
  );
}
