/**
 * One package's tracking (/trackingDetail by order or tracking number, /tracking by a number typed): found, not the
 * member's (or no such number, or none given), or a failure with a retry. Not found is a state of the page, not a
 * toast; a 401 still sends the shopper to log in (the API client).
 */
import { atom, computed } from 'nanostores';
import type { ShipmentTracking } from '../../shared/contract/shipment';
import { shipmentTracking } from '../../shared/contract/refs/shipment';
import { ApiError, ERR } from '../../shared/errors';
import { api } from '../api';
import { errorText } from '../error-text';
import { createFetcherStore, invalidateKeys } from '../query';

export type TrackingAnswer = { kind: 'found'; tracking: ShipmentTracking } | { kind: 'notFound' } | { kind: 'failed'; message: string };

export interface TrackingQuery {
  tracking_no?: string | undefined;
  order_no?: string | undefined;
}

const TRACKING_KEY = 'shipment/tracking?';

async function loadTracking(query: TrackingQuery): Promise<TrackingAnswer> {
  try {
    return { kind: 'found', tracking: await api.request(shipmentTracking, query, { silent: true }) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // 1101020: neither number given (or one the contract refuses), which no package has either.
    if (err.code === ERR.ORDER_NOT_FOUND || err.code === ERR.INVALID_PARAMETER) return { kind: 'notFound' };
    return { kind: 'failed', message: errorText(err) };
  }
}

/** The numbers asked about, as a query string; '' when none was given; null while nothing is asked. */
const $asked = atom<string | null>(null);

export const $trackingQuery = createFetcherStore<TrackingAnswer>([TRACKING_KEY, computed($asked, (asked) => asked || null)], {
  fetcher: (_key, asked) => loadTracking(Object.fromEntries(new URLSearchParams(String(asked)))),
});

/** The answer shown (null while it loads or while nothing is asked), and whether a look-up is on its way. */
export const $tracking = computed([$asked, $trackingQuery], (asked, { data, loading }) => {
  // Nothing asked: nothing shown; no number at all: not found, unasked.
  if (asked === null || asked === '') return { answer: asked === '' ? ({ kind: 'notFound' } as const) : null, busy: false };
  // The query store takes a new question a tick later (its key is batched): until then it holds the last one's answer.
  if ($trackingQuery.key !== `${TRACKING_KEY}${asked}`) return { answer: null, busy: true };
  return { answer: data ?? null, busy: loading };
});

const isAsked = (key: string) => key === `${TRACKING_KEY}${$asked.get()}`;

/** Looks a package up afresh; without a number it is not found at once. Answers the closing. */
export function trackPackage(query: TrackingQuery): () => void {
  const params = new URLSearchParams();
  if (query.tracking_no) params.set('tracking_no', query.tracking_no);
  if (query.order_no) params.set('order_no', query.order_no);
  const asked = params.toString();
  invalidateKeys((key) => key === `${TRACKING_KEY}${asked}`);
  $asked.set(asked);
  return forgetTracking;
}

/** Nothing asked any more: a number that did not pass the form's check, or the page closed. */
export function forgetTracking(): void {
  $asked.set(null);
}

/** After a failure: asks again. */
export function retryTracking(): void {
  invalidateKeys(isAsked);
}
