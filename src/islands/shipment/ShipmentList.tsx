/**
 * /shipmentTracking (spec §2): the member's shipments, newest first, under the tabs All / In transit / Delivered
 * (the tab kept in $globalState.packageTab). Each shows its courier, tracking number, status, latest event and its
 * time, its order and a link to its tracking. A guest is asked to log in.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { localizePath } from '../../shared/lang';
import { $shipmentList, openShipments, retryShipments } from '../../stores/shipment/list';
import { $globalState } from '../../stores/state';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { LoadFailed } from '../LoadFailed';
import { island, useLocale, useT } from '../locale';
import { Tablist } from '../Tablist';
import { ShipmentCard } from './ShipmentCard';
import { PACKAGE_TABS, packageTabIndex } from './status';
import '../me/me.css';
import './shipment.css';

function ShipmentList({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const state = useMember(signedIn);
  const { packageTab } = useStore($globalState, { ssr: 'initial' });
  const { shipments, failed } = useStore($shipmentList);
  const id = useId();

  useEffect(() => {
    if (state === 'member') return openShipments();
  }, [state]);

  if (state === 'member' && failed) {
    return (
      <LoadFailed
        className="card shipments-state"
        message={t('shipments.loadFailed')}
        retry={t('shipments.retry')}
        onRetry={retryShipments}
      />
    );
  }
  if (state !== 'member' || !shipments) return <MemberPending state={state} />;

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

  return (
    <div className="shipments">
      <div className="shipments-bar">
        <Tablist
          tabs={PACKAGE_TABS}
          selected={PACKAGE_TABS[current]!}
          label={t('shipments.tabsLabel')}
          className="shipments-tabs"
          tabClassName="shipments-tab"
          panelId={`${id}-panel`}
          tabId={(_, i) => `${id}-tab-${i}`}
          onChoose={(tab) => $globalState.setKey('packageTab', PACKAGE_TABS.indexOf(tab))}
        >
          {(tab) => t(tab.label)}
        </Tablist>
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
