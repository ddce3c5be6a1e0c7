/** What the shipment pages say about a package's state, and which packages each tab of /shipmentTracking lists. */
import type { ShipmentStatus } from '../../shared/contract/constants';
import type { ShipmentSummary, TrackingEvent } from '../../shared/contract/shipment';
import type { MessageKey } from '../../shared/messages';
import type { Translate } from '../locale';

/** A shipment is named by its latest event's code; before its first event it waits for the courier. */
export function statusKey(status: ShipmentStatus): MessageKey {
  return status === 'booked' ? 'tracking.status.booked' : `tracking.event.${status}`;
}

/**
 * An event's note and place in the page's language where they are texts we know (the API's kind and place), else as
 * the courier wrote them: free text is the courier's to say ('' where there is none).
 */
export function eventTexts(e: TrackingEvent, t: Translate): { note: string; place: string } {
  return {
    note: e.kind ? t(`tracking.kind.${e.kind}`) : e.description,
    place: e.place ? t(`tracking.place.${e.place}`) : e.location,
  };
}

/** The tabs of /shipmentTracking in order; $globalState.packageTab is an index into this list. */
export const PACKAGE_TABS: readonly { label: MessageKey; shows: (s: ShipmentSummary) => boolean }[] = [
  { label: 'shipments.tab.all', shows: () => true },
  { label: 'shipments.tab.onTheWay', shows: (s) => s.status !== 'delivered' },
  { label: 'shipments.tab.delivered', shows: (s) => s.status === 'delivered' },
];

/** The persisted tab index as a valid one (the slice may hold anything an older page version stored). */
export function packageTabIndex(stored: unknown): number {
  return Number.isInteger(stored) && (stored as number) >= 0 && (stored as number) < PACKAGE_TABS.length ? (stored as number) : 0;
}

/** Tracking numbers as couriers write them: letters and digits (the contract takes 1–64 characters). */
export const TRACKING_NO = /^[A-Za-z0-9]{1,64}$/;
