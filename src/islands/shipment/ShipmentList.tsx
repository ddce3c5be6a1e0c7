/**
 * /shipmentTracking (spec §2): the member's shipments, newest first, under the tabs All / In transit / Delivered
 * (the tab kept in $globalState.packageTab). Each shows its courier, tracking number, status, latest event and its
 * time, its order and a link to its tracking. A guest is asked to log in.
 */
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { ShipmentSummary } from '../../shared/contract/shipment';
import { shipmentList } from '../../shared/contract/refs/shipment';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import { api } from '../../stores/api';
import { $globalState } from '../../stores/state';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { island, useLocale, useT } from '../locale';
import { tabIndexAfterKey } from '../tab-keys';
import { PACKAGE_TABS, packageTabIndex, statusKey } from './status';
import '../me/me.css';
import './shipment.css';

function ShipmentCard({ shipment }: { shipment: ShipmentSummary }) {
  const t = useT();
  const { lang, country } = useLocale();
  const latest = shipment.latest_event;
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
            <a href={localizePath(`/orderDetail/${encodeURIComponent(shipment.order_no)}`, lang)}>{shipment.order_no}</a>
          </dd>
        </div>
      </dl>
      {latest && (
        <div className="shipment-latest">
          <p className="shipment-latest-label">{t('shipments.latest')}</p>
          <p>
            {t(`tracking.event.${latest.code}`)}
            {latest.description && <span className="tracking-event-note"> · {latest.description}</span>}
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

function ShipmentList({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const state = useMember(signedIn);
  const { packageTab } = useStore($globalState, { ssr: 'initial' });
  const [shipments, setShipments] = useState<ShipmentSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry's trigger.
  useEffect(() => {
    if (state !== 'member') return;
    setFailed(false);
    api
      .request(shipmentList, {})
      .then(setShipments)
      // The API client has shown what went wrong; the page offers the retry.
      .catch(() => setFailed(true));
  }, [state, attempt]);

  if (state === 'member' && failed) {
    return (
      <div className="card shipments-state" role="alert">
        <p>{t('shipments.loadFailed')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('shipments.retry')}
        </button>
      </div>
    );
  }
  if (state !== 'member' || shipments === null) return <MemberPending state={state} />;

  if (shipments.length === 0) {
    return (
      <div className="card shipments-state">
        <p className="shipments-state-title">{t('shipments.emptyTitle')}</p>
        <p>{t('shipments.emptyText')}</p>
        <a className="btn btn-primary" href={localizePath('/', lang)}>
          {t('shipments.shop')}
        </a>
      </div>
    );
  }

  const current = packageTabIndex(packageTab);
  const shown = shipments.filter(PACKAGE_TABS[current]!.shows);
  const choose = (index: number) => {
    $globalState.setKey('packageTab', index);
    tabs.current[index]?.focus();
  };
  // The tab list is one stop in the Tab order; arrows, Home and End move between the tabs (APG tabs, automatic).
  const onKey = (e: KeyboardEvent) => {
    const to = tabIndexAfterKey(current, PACKAGE_TABS.length, e.key);
    if (to === null) return;
    e.preventDefault();
    choose(to);
  };

  return (
    <div className="shipments">
      <div className="shipments-bar">
        <div className="shipments-tabs" role="tablist" aria-label={t('shipments.tabsLabel')}>
          {PACKAGE_TABS.map((tab, i) => (
            <button
              key={tab.label}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={i === current}
              aria-controls={`${id}-panel`}
              tabIndex={i === current ? 0 : -1}
              className="shipments-tab"
              onClick={() => choose(i)}
              onKeyDown={onKey}
            >
              {t(tab.label)}
            </button>
          ))}
        </div>
        <a className="shipments-track-other" href={localizePath('/tracking', lang)}>
          {t('shipments.trackOther')}
        </a>
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${current}`}>
        {shown.length === 0 ? (
          <p className="card shipments-state">{t('shipments.emptyTab')}</p>
        ) : (
          <ul className="shipment-cards">
            {shown.map((s) => (
              <ShipmentCard key={s.tracking_no} shipment={s} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export default island(ShipmentList);
