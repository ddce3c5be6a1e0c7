/** One shipment of /shipmentTracking: courier, tracking number, status, latest event and its time, its order, its tracking. */
import type { ShipmentSummary } from '../../shared/contract/shipment';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { orderDetailUrl } from '../../components/links';
import { localizePath } from '../../shared/lang';
import { useLocale, useT } from '../locale';
import { eventTexts, statusKey } from './status';

export function ShipmentCard({ shipment }: { shipment: ShipmentSummary }) {
  const t = useT();
  const { lang, country } = useLocale();
  const latest = shipment.latest_event;
  const latestNote = latest && eventTexts(latest, t).note;
  const detail = `/trackingDetail?tracking_no=${encodeURIComponent(shipment.tracking_no)}`;
  return (
    <li className="card shipment-card">
      <div className="shipment-card-head">
        <p className="shipment-courier">
          <span className="sr-only">{t('shipments.courier')}: </span>
          {shipment.courier}
        </p>
        <p className={`shipment-status status-${shipment.status}`}>{t(statusKey(shipment.status))}</p>
      </div>
      <dl className="shipment-facts">
        <div>
          <dt>{t('shipments.trackingNo')}</dt>
          <dd className="tracking-no">{shipment.tracking_no}</dd>
        </div>
        <div>
          <dt>{t('shipments.order')}</dt>
          <dd>
            <a href={orderDetailUrl(shipment.order_no, lang)}>{shipment.order_no}</a>
          </dd>
        </div>
      </dl>
      {latest && (
        <div className="shipment-latest">
          <p className="shipment-latest-label">{t('shipments.latest')}</p>
          <p>
            {t(`tracking.event.${latest.code}`)}
            {latestNote && <span className="tracking-event-note"> · {latestNote}</span>}
          </p>
          <time className="tracking-event-meta" dateTime={new Date(latest.at).toISOString()}>
            {formatDate(latest.at, COUNTRIES[country].timezone, lang, 'datetime')}
          </time>
        </div>
      )}
      <a
        className="btn btn-secondary shipment-track"
        href={localizePath(detail, lang)}
        aria-label={t('shipments.trackNamed', { no: shipment.tracking_no })}
      >
        {t('shipments.track')}
      </a>
    </li>
  );
}
