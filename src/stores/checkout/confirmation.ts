/**
 * The order confirmation's figures (/orderConfirm, spec §2, §3, §5): the shopper's selection (persisted `selectSkus`
 * and the coins switch) and what they chose on the page (address, vouchers) make one question to order/confirm, asked
 * again whenever any of it changes. Every figure on the page is the server's answer to the current question.
 */
import { atom, computed, map, onMount } from 'nanostores';
import type { CallInput } from '../../shared/contract/call';
import { BUY_TYPE, type BuyType } from '../../shared/contract/constants';
import type { OrderPreview, orderConfirm as OrderConfirmCall } from '../../shared/contract/order';
import { orderConfirm } from '../../shared/contract/refs/order';
import { ApiError, ERR } from '../../shared/errors';
import { api } from '../api';
import { $bootstrapped } from '../persist';
import { createFetcherStore } from '../query';
import { $userInfo } from '../state';

type Selection = CallInput<typeof OrderConfirmCall>;

/** What the shopper chose on this page; undefined address and coupons leave the choice to the server. */
interface Choices {
  address_id?: string;
  coupon_nos?: string[];
}

export const CONFIRM_KEY = 'checkout/confirm/';

const $choices = map<Choices>({});
/** The note to the seller, sent with the order. */
export const $note = atom('');

type UserInfo = ReturnType<typeof $userInfo.get>;

function selectionOf({ selectSkus, pointsDeductionSwitch }: UserInfo, { address_id, coupon_nos }: Choices): Selection {
  const items = selectSkus.map(({ sku_no, quantity }) => ({ sku_no, quantity }));
  const buyType = (selectSkus[0]?.buyType === BUY_TYPE.buyNow ? BUY_TYPE.buyNow : BUY_TYPE.cart) as BuyType;
  return { items, buy_type: buyType, address_id, coupon_nos, use_coins: pointsDeductionSwitch };
}

/** Whether anything is selected to buy. */
export const $hasSelection = computed($userInfo, ({ selectSkus }) => selectSkus.length > 0);
export const $useCoins = computed($userInfo, ({ pointsDeductionSwitch }) => pointsDeductionSwitch);

/** The question of the current choices. */
export function currentSelection(): Selection {
  return selectionOf($userInfo.get(), $choices.get());
}

// The question as a key: none before the persisted selection is read or while nothing is selected.
const $question = computed([$userInfo, $choices, $bootstrapped], (user, choices, ready) =>
  ready && user.selectSkus.length > 0 ? JSON.stringify(selectionOf(user, choices)) : null,
);

/**
 * The server's answer to the current question; an answer to an older one is dropped. Never deduplicated nor kept:
 * a price can change between two identical questions, and the page must not show figures the server no longer stands
 * by (choosing a voucher again asks again). Pages read $confirmed: without deduplication, every subscriber of this
 * store would ask again.
 */
export const $confirmation = createFetcherStore<OrderPreview>([CONFIRM_KEY, $question], {
  fetcher: (_key, question) => api.request(orderConfirm, JSON.parse(String(question)) as Selection),
  dedupeTime: 0,
  cacheLifetime: 0,
});

interface Confirmed {
  /** The last answer: kept while the next choices are confirmed, so the page does not blank between two choices. */
  preview: OrderPreview | null;
  /** The last question went unanswered (the API client has said why); cleared by the next answer. */
  failed: boolean;
  /** It went unanswered because its address is outside the delivery area (1103008): another address answers it. */
  outsideArea: boolean;
}

const NOTHING_YET: Confirmed = { preview: null, failed: false, outsideArea: false };

/** What the page shows. Its one subscription drives the asking: a page that shows no figures asks for none. */
export const $confirmed = atom<Confirmed>(NOTHING_YET);

/** The key of the question the figures on show answer (or failed to): set when its answer or failure comes. */
const $answered = atom<string | undefined>(undefined);

/**
 * The figures on show are not those of the current choices yet: their answer is on its way. Derived from the choices
 * themselves, so it is true in the very render a choice causes; the fetcher's own loading flag follows a task later
 * (its key store is batched), after the frame that answers the shopper's tap.
 */
export const $confirmPending = computed(
  [$question, $answered],
  (question, answered) => question !== null && CONFIRM_KEY + question !== answered,
);

onMount($confirmed, () => {
  const stop = $confirmation.subscribe(({ data, error, loading }) => {
    if (!loading) $answered.set($confirmation.key);
    const was = $confirmed.get();
    const failed = error !== undefined || (data === undefined && was.failed);
    const outsideArea = error instanceof ApiError ? error.code === ERR.UNSUPPORTED_SHIPPING_ADDRESS : failed && was.outsideArea;
    $confirmed.set({ preview: data ?? was.preview, failed, outsideArea });
  });
  return () => {
    stop();
    // The next visit of the page starts from the server's choices.
    $confirmed.set(NOTHING_YET);
    $answered.set(undefined);
    $choices.set({});
    $note.set('');
  };
});

export function chooseAddress(addressId: string): void {
  $choices.setKey('address_id', addressId);
}

/** The coupon numbers to apply; undefined for the server's best combination. */
export function chooseVouchers(couponNos: string[] | undefined): void {
  $choices.setKey('coupon_nos', couponNos);
}

export function setNote(note: string): void {
  $note.set(note);
}

/** The coins switch is remembered with the selection (persisted). */
export function setUseCoins(on: boolean): void {
  $userInfo.setKey('pointsDeductionSwitch', on);
}

/** Asks the current question again (a retry, or figures the server said have changed). */
export function confirmAgain(): void {
  $confirmation.invalidate();
}
