/**
 * The member's shipments (/shipmentTracking, spec §2), newest first, asked for while the page is open; a failure
 * offers a retry (the API client has said why). Which tab shows is $globalState.packageTab.
 */
import { atom, computed } from 'nanostores';
import type { ShipmentSummary } from '../../shared/contract/shipment';
import { shipmentList } from '../../shared/contract/refs/shipment';
import { api } from '../api';
import { createFetcherStore, invalidateKeys } from '../query';

const LIST_KEY = 'shipment/list';

/** The page is open for a member: the list is asked for only then (a guest's call would send them to log in). */
const $open = atom(false);

export const $shipments = createFetcherStore<ShipmentSummary[]>([LIST_KEY, $open], {
  fetcher: () => api.request(shipmentList, {}),
});

/** The list and whether asking for it failed; nothing while the page is closed (the query store empties a tick later). */
export const $shipmentList = computed([$open, $shipments], (open, { data, error }) => ({
  shipments: open ? (data ?? null) : null,
  failed: open && error !== undefined,
}));

const isList = (key: string) => key.startsWith(LIST_KEY);

/** Opens the list for a member, asking afresh; answers the closing. */
export function openShipments(): () => void {
  invalidateKeys(isList);
  $open.set(true);
  return () => $open.set(false);
}

/** After a failure: asks again. */
export function retryShipments(): void {
  invalidateKeys(isList);
}
