/**
 * One package as /trackingDetail and /tracking show it: courier, tracking number (with a copy button), status and
 * order, then its events as a vertical timeline, newest first, each with the code's text, the courier's note and the
 * place (translated where we know them, else as the courier wrote them) and the time in the shop country's timezone.
 */
import { useId } from 'react';
import type { ShipmentTracking, TrackingEvent } from '../../shared/contract/shipment';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { orderDetailUrl } from '../../components/links';
import { showToast } from '../../stores/toast';
import { useLocale, useT } from '../locale';
import { eventTexts, statusKey } from './status';

export function TrackingEvents({ events }: { events: readonly TrackingEvent[] }) {
  const t = useT();
  const { lang, country } = useLocale();
  const timeZone = COUNTRIES[country].timezone;
  if (events.length === 0) return <p className="tracking-none">{t('shipments.noEvents')}</p>;
  // The API answers them oldest first; the shopper wants the latest on top.
  const newestFirst = [...events].reverse();
  return (
    <ol className="tracking-timeline">
      {newestFirst.map((e, i) => {
        const { note, place } = eventTexts(e, t);
        return (
          <li key={`${e.at}-${e.code}`} className={i === 0 ? 'tracking-event latest' : 'tracking-event'}>
            <p className="tracking-event-title">{t(`tracking.event.${e.code}`)}</p>
            {note && <p className="tracking-event-note">{note}</p>}
            <p className="tracking-event-meta">
              <time dateTime={new Date(e.at).toISOString()}>{formatDate(e.at, timeZone, lang, 'datetime')}</time>
              {place && <span className="tracking-event-place">{place}</span>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

export function TrackingView({ tracking }: { tracking: ShipmentTracking }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();

  const copy = () => {
    // The Clipboard API needs a secure context and the shopper's permission; without them the number stays selectable.
    (navigator.clipboard?.writeText(tracking.tracking_no) ?? Promise.reject(new Error('no clipboard')))
      .then(() => showToast(t('shipments.copied')))
      .catch(() => showToast(t('shipments.copyFailed')));
  };

  return (
    <div className="tracking">
      <section className="card tracking-summary" aria-labelledby={`${id}-status`}>
        <p id={`${id}-status`} className={`shipment-status status-${tracking.status}`}>
          {t(statusKey(tracking.status))}
        </p>
        <dl className="shipment-facts">
          <div>
            <dt>{t('shipments.courier')}</dt>
            <dd>{tracking.courier}</dd>
          </div>
          <div>
            <dt>{t('shipments.trackingNo')}</dt>
            <dd className="shipment-number">
              <span className="tracking-no">{tracking.tracking_no}</span>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={t('shipments.copyLabel', { no: tracking.tracking_no })}
                onClick={copy}
              >
                {t('shipments.copy')}
              </button>
            </dd>
          </div>
          <div>
            <dt>{t('shipments.order')}</dt>
            <dd>
              <a href={orderDetailUrl(tracking.order_no, lang)}>{tracking.order_no}</a>
            </dd>
          </div>
        </dl>
      </section>
      <section className="card tracking-history" aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`} className="tracking-history-title">
          {t('shipments.history')}
        </h2>
        <TrackingEvents events={tracking.events} />
      </section>
    </div>
  );
}
