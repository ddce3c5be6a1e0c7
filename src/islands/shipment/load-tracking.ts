/** One package's tracking for the pages: found, not the member's (or no such number), or a failure to show. */
import type { ShipmentTracking } from '../../shared/contract/shipment';
import { shipmentTracking } from '../../shared/contract/refs/shipment';
import { ApiError, ERR } from '../../shared/errors';
import { api, errorText } from '../../stores/api';

export type TrackingAnswer = { kind: 'found'; tracking: ShipmentTracking } | { kind: 'notFound' } | { kind: 'failed'; message: string };

/** Not found is a state of the page, not a toast; a 401 still sends the shopper to log in (the API client). */
export async function loadTracking(query: { tracking_no?: string; order_no?: string }): Promise<TrackingAnswer> {
  try {
    return { kind: 'found', tracking: await api.request(shipmentTracking, query, { silent: true }) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // 1101020: neither number given (or one the contract refuses), which no package has either.
    if (err.code === ERR.ORDER_NOT_FOUND || err.code === ERR.INVALID_PARAMETER) return { kind: 'notFound' };
    return { kind: 'failed', message: errorText(err) };
  }
}
