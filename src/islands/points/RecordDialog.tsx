/**
 * One coin record in a dialog (points_record_detail): what happened, when, the balance after it, until when earned
 * coins can be used, and its order (number, total, the coins it used or earned) with a link to the order's page.
 */
import { useStore } from '@nanostores/react';
import { type ReactNode, useId } from 'react';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { orderDetailUrl } from '../../components/links';
import { formatCount } from '../../shared/messages';
import { formatMoney } from '../../shared/money';
import { $recordDetail, closeRecord } from '../../stores/points/coins';
import Modal from '../Modal';
import { useLocale, useT } from '../locale';
import { TermList } from '../TermList';
import { KIND_TEXT, signed } from './kinds';

/** The record open in the store (stores/points/coins.ts), loading until it is read. */
export function RecordDialog() {
  const t = useT();
  const { lang, country } = useLocale();
  const htmlId = useId();
  const record = useStore($recordDetail).data;
  const timeZone = COUNTRIES[country].timezone;

  const order = record?.order ?? null;
  const money = (minor: number) => (order ? formatMoney(minor, order.currency_code) : '');
  const rows: [string, ReactNode][] = [];
  if (record) {
    rows.push(
      [t('points.detail.coins'), signed(record.delta)],
      [t('points.detail.time'), formatDate(record.created_at, timeZone, lang, 'datetime')],
      [t('points.detail.balanceAfter'), formatCount(lang, record.balance_after)],
    );
    if (record.expires_at !== null) rows.push([t('points.detail.usableUntil'), formatDate(record.expires_at, timeZone, lang)]);
    if (record.order_no) {
      rows.push([
        t('points.detail.order'),
        <a key="order" href={orderDetailUrl(record.order_no, lang)}>
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
    <Modal labelledBy={`${htmlId}-title`} onEscape={closeRecord} className="points-dialog">
      <h2 id={`${htmlId}-title`} className="dialog-title">
        {record ? t(KIND_TEXT[record.kind]) : t('points.detail.loading')}
      </h2>
      {record && <TermList rows={rows} className="points-detail" />}
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={closeRecord}>
          {t('points.close')}
        </button>
      </div>
    </Modal>
  );
}
