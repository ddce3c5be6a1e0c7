/**
 * The cart screen's flow (/cart, spec §2): the member's lines, loaded while the screen is open; the selection (only
 * lines that can be bought, restored from the persisted selectSkus and kept there, spec §3) with select-all following
 * it (cartState); a quantity shown at once and put back when the server refuses it; removing lines after a
 * confirmation; and checking out with the selection.
 */
import { atom, computed } from 'nanostores';
import type { CartItem } from '../../shared/contract/cart';
import { cartDelete, cartList, cartUpdate } from '../../shared/contract/refs/cart';
import { localizePath } from '../../shared/lang';
import { api } from '../api';
import { setCartCount } from '../cart';
import { $lang, tr } from '../i18n';
import { createFetcherStore, createMutatorStore, invalidateKeys } from '../query';
import { $cartState, $userInfo } from '../state';
import { showToast } from '../toast';
import { type CartListAnswer, offerLines, takeEarlyLines } from './early';
import { isAllSelected, keepBuyable, restoredSelection, selectedSkus, toggled, toggledAll } from './selection';
import { priceSelection, stopPricing } from './summary';

const LIST_KEY = 'cart/list';

/** The screen is open for a member: the list is asked for only then (a guest's call would send them to log in). */
const $open = atom(false);

/** The lines the removal dialog asks about; null while it is closed. */
export const $cartRemoving = atom<readonly CartItem[] | null>(null);

/** The sku_nos of the selected lines. */
export const $cartSelection = atom<ReadonlySet<string>>(new Set());

/** A new selection, or new lines under it: kept as selectSkus, select-all follows, the summary is asked again. */
function selectionChanged(items: readonly CartItem[], selection: ReadonlySet<string>): void {
  $cartSelection.set(selection);
  const chosen = selectedSkus(items, selection);
  $userInfo.setKey('selectSkus', chosen);
  $cartState.setKey('isSelectAll', isAllSelected(items, selection));
  priceSelection(chosen);
}

/** The lines as the server has them: those the page was rendered with the first time (./early.ts), else a call. */
async function listAnswer(): Promise<CartListAnswer> {
  return takeEarlyLines() ?? api.request(cartList, {});
}

/** The lines; their answer also brings back the shopper's earlier selection. */
export const $cartLines = createFetcherStore<CartItem[]>([LIST_KEY, $open], {
  fetcher: async () => {
    const { list } = await listAnswer();
    selectionChanged(list, restoredSelection(list, $userInfo.get().selectSkus));
    return list;
  },
});

/**
 * The lines as the screen shows them: null while they load (or the screen is closed: the query store empties a tick
 * later); a load that failed shows the empty cart (the API client said why).
 */
export const $cartItems = computed([$open, $cartLines], (open, { data, error }) => (open ? (data ?? (error ? [] : null)) : null));

/** What the selection buys, in the cart's order. */
export const $cartChosen = computed([$cartItems, $cartSelection], (items, selection) => (items ? selectedSkus(items, selection) : []));

/**
 * Opens the screen for a member, asking afresh for the lines, or taking `rendered`, those the page was rendered with;
 * answers the closing.
 */
export function openCart(rendered?: CartListAnswer | null): () => void {
  if (rendered) offerLines(rendered);
  invalidateKeys((key) => key.startsWith(LIST_KEY));
  $open.set(true);
  return () => {
    $open.set(false);
    $cartRemoving.set(null);
    stopPricing();
  };
}

function showLines(items: CartItem[], selection: ReadonlySet<string>): void {
  $cartLines.mutate(items);
  selectionChanged(items, selection);
}

export function toggleLine(skuNo: string): void {
  const items = $cartItems.get();
  if (items) selectionChanged(items, toggled($cartSelection.get(), skuNo));
}

export function toggleAllLines(): void {
  const items = $cartItems.get();
  if (items) selectionChanged(items, toggledAll(items, $cartSelection.get()));
}

function setQuantity(skuNo: string, quantity: number): void {
  const items = $cartItems.get();
  if (items)
    showLines(
      items.map((i) => (i.sku_no === skuNo ? { ...i, quantity } : i)),
      $cartSelection.get(),
    );
}

/**
 * The line shows the new quantity at once (a run of taps counts from it); a refusal puts the quantity it had back.
 * An action rather than a mutator store: every tap of a run is sent, where a mutator drops calls while one runs.
 */
export async function changeQuantity(item: CartItem, quantity: number): Promise<void> {
  setQuantity(item.sku_no, quantity);
  try {
    const { count } = await api.request(cartUpdate, { sku_no: item.sku_no, quantity });
    setCartCount(count);
  } catch {
    // The API client has shown why (1105007 stock, 1105008 the per-item limit).
    setQuantity(item.sku_no, item.quantity);
  }
}

export function askToRemove(lines: readonly CartItem[]): void {
  $cartRemoving.set(lines);
}

export function keepLines(): void {
  $cartRemoving.set(null);
}

export const $removeLines = createMutatorStore<readonly CartItem[], number>(async ({ data: lines }) => {
  const gone = new Set(lines.map((l) => l.sku_no));
  const { count } = await api.request(cartDelete, { sku_nos: [...gone] });
  setCartCount(count);
  const left = ($cartItems.get() ?? []).filter((i) => !gone.has(i.sku_no));
  showLines(left, keepBuyable(left, $cartSelection.get()));
  showToast(tr('cart.removed', { count: lines.length }));
  return count;
});

/** Removes the lines the dialog asked about; the dialog closes either way (a refusal was shown by the API client). */
export async function removeAsked(): Promise<void> {
  const lines = $cartRemoving.get();
  if (!lines) return;
  await $removeLines.mutate(lines);
  $cartRemoving.set(null);
}

/** Check out: the selection goes to the order confirmation as selectSkus. */
export function checkOut(): void {
  $userInfo.setKey('selectSkus', $cartChosen.get());
  location.href = localizePath('/orderConfirm', $lang.get());
}
