/**
 * The cart's summary (/cart, spec §2): the server prices the selection (subtotal, best voucher saving, the "add X
 * more" hint, coins earned) a moment after its last change, so a run of stepper taps asks once.
 *
 * Plain atoms rather than a query store: the last answer stays on screen while the next one is asked (a query store
 * empties on a new key), and only the answer to the latest selection counts.
 */
import { atom } from 'nanostores';
import type { PurchaseShortfall } from '../../shared/contract/promotion';
import { minimumPurchaseShortfall } from '../../shared/contract/refs/promotion';
import { api } from '../api';
import type { SelectedSku } from '../state';

/** The summary waits this long after the last change of the selection. */
export const SUMMARY_DEBOUNCE_MS = 300;

export const $cartSummary = atom<PurchaseShortfall | null>(null);
/** A newer selection than the summary shows is being priced. */
export const $cartPricing = atom(false);

let asked = 0;
let pricedKey = '';
let timer: ReturnType<typeof setTimeout> | undefined;

/** Prices the selection, unless it is the one already priced (a quantity change of a line not selected). */
export function priceSelection(chosen: readonly SelectedSku[]): void {
  const items = chosen.map(({ sku_no, quantity }) => ({ sku_no, quantity }));
  const key = JSON.stringify(items);
  if (key === pricedKey) return;
  pricedKey = key;
  const ask = ++asked;
  clearTimeout(timer);
  if (items.length === 0) {
    $cartSummary.set(null);
    $cartPricing.set(false);
    return;
  }
  $cartPricing.set(true);
  timer = setTimeout(() => {
    api
      .request(minimumPurchaseShortfall, { items }, { silent: true })
      .then((answer) => {
        if (ask === asked) $cartSummary.set(answer);
      })
      // Silent: the summary keeps its last figures, and the next change asks again.
      .catch(() => undefined)
      .finally(() => {
        if (ask === asked) $cartPricing.set(false);
      });
  }, SUMMARY_DEBOUNCE_MS);
}

/** The screen closed: nothing is asked any more, and an opening starts from nothing priced. */
export function stopPricing(): void {
  clearTimeout(timer);
  asked++;
  pricedKey = '';
  $cartSummary.set(null);
  $cartPricing.set(false);
}
