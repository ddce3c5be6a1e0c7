/**
 * Paying an order on /checkout (spec §2) as one state machine. The page opens the order, then offers the ways to pay
 * it; the shopper's choice is paid at once (a card, cash on delivery), on the gateway's page (an e-wallet), or by a QR
 * code the page shows and waits on. A plain atom with actions rather than a query store: each step follows from the
 * previous answer (order, then the payment the gateway sent the shopper back with, then the options), and paying is a
 * flow of branches, never a cached value.
 *
 *   loading ─▶ missing | timedOut | (paid: leaves for payment success)
 *      ▼
 *   choosing ◀────────────┐ failure: a payment that did not pay, said where the shopper looks next;
 *      │ pay()            │ changePaymentMethod(): the payment waited on, cancelled at the gateway
 *      ▼                  │
 *   paying ─▶ waiting ────┘ QR or e-wallet: asked every 2 s until decided
 *      │         ▲
 *      │         └─ from loading, resumed: a QR or e-wallet payment of the order still open
 *      └─────────┴──▶ timedOut | (paid: leaves for payment success; e-wallet: leaves for its page)
 *
 * Every payment to wait on enters through wait(): the one pay() started, the one the gateway's page sent the shopper
 * back with, or the one still open when the shopper comes back (the options answer it). The clock of the order's
 * deadline is the page's (timeUp()); a payment still waited on is asked about even then, so one made in the last
 * second still lands on payment success.
 */
import { atom, map, onMount } from 'nanostores';
import { ORDER_STATUS } from '../../shared/contract/constants';
import type { OrderPayInfo } from '../../shared/contract/order';
import * as v from 'valibot';
import { cardBrand } from '../../shared/card-brand';
import {
  type CardDecline,
  CardDeclined,
  type CardToSave,
  type EwalletAccount,
  type PaymentOptions,
  type PaymentState,
} from '../../shared/contract/payment';
import { DIAL_CODES, parseExpiry } from '../../shared/contract/rules';
import { orderPayInfo } from '../../shared/contract/refs/order';
import { cancelPayment, listEwallets, paymentOptions, paymentStatus, payOrder } from '../../shared/contract/refs/payment';
import type { CountryCode } from '../../shared/countries';
import { ApiError, ERR, errorKey, isErrorCode } from '../../shared/errors';
import { localizePath } from '../../shared/lang';
import type { MessageKey } from '../../shared/messages';
import { api } from '../api';
import { $lang } from '../i18n';
import { firstChoice, payCallOf, payMethodOf } from './methods';
import type { PayInput } from './methods/method';
import { $userInfo } from '../state';
import {
  type CardHolder,
  cardToSave,
  EMPTY_CARD,
  EMPTY_HOLDER,
  holderErrors,
  type NewCard,
  newCardErrors,
  tokeniseNewCard,
} from './new-card';
import type { GatewayConfig } from './tokenise';

/** How often the page asks whether a QR or e-wallet payment has been made. */
export const POLL_MS = 2_000;

/** The order and how it can be paid (the options arrive after the order). */
interface CheckoutOrder {
  order: OrderPayInfo;
  options: PaymentOptions | null;
  /** The member's linked e-wallet accounts (Indonesia). */
  wallets: EwalletAccount[];
}

/** Why the last payment did not pay; `focus` when it was just said (the message takes focus). */
export interface Failure {
  key: MessageKey;
  focus: boolean;
}

/** Changing the way to pay from a payment waited on: not asked, being cancelled, or the cancel did not go through. */
export type MethodChange = 'idle' | 'changing' | 'failed';

type PayState =
  | { step: 'loading' }
  | { step: 'missing' }
  | { step: 'timedOut' }
  | ({ step: 'choosing'; failure: Failure | null } & CheckoutOrder)
  | ({ step: 'paying' } & CheckoutOrder)
  | ({ step: 'waiting'; payment: PaymentState; change: MethodChange } & CheckoutOrder);

export const $payment = atom<PayState>({ step: 'loading' });
/** The chosen way to pay, as the radio group's value: one of a method's choices (./methods: `ewallet:<channel>`, `qr`, …). */
export const $payChoice = atom('');
export const $newCard = map<NewCard>(EMPTY_CARD);
/** The new card's fields say what is wrong once the shopper tried to pay with it. */
export const $showCardErrors = atom(false);
/** "Save this card for next time" (where the country keeps saved cards): off until the shopper ticks it. */
export const $saveNewCard = atom(false);
/** The holder of the new card to save, filled in from the order's recipient and the member's e-mail. */
export const $cardHolder = map<CardHolder>(EMPTY_HOLDER);

let polling: ReturnType<typeof setInterval> | undefined;

function stopPolling(): void {
  clearInterval(polling);
  polling = undefined;
}

onMount($payment, () => () => {
  stopPolling();
  $payment.set({ step: 'loading' });
  $payChoice.set('');
  $newCard.set(EMPTY_CARD);
  $showCardErrors.set(false);
  $saveNewCard.set(false);
  $cardHolder.set(EMPTY_HOLDER);
});

/** The holder a card to save starts with: the order's recipient (who usually holds the card) and the member's e-mail. */
function holderOf(order: OrderPayInfo): CardHolder {
  const { first_name: firstName, last_name: lastName, phone } = order.address;
  const dial = DIAL_CODES.find((d) => phone.startsWith(d)) ?? EMPTY_HOLDER.dial;
  const email = $userInfo.get().userInfo?.email ?? '';
  return { ...EMPTY_HOLDER, firstName, lastName, dial, phone: phone.startsWith(dial) ? phone.slice(dial.length) : '', email };
}

function orderOf(state: PayState): CheckoutOrder | null {
  return 'order' in state ? { order: state.order, options: state.options, wallets: state.wallets } : null;
}

/** The message of a payment error code (1104005 failed …). */
function messageOf(code: number | null): MessageKey {
  return code !== null && isErrorCode(code) ? errorKey(code) : 'checkout.failed';
}

const DECLINE_KEYS: Record<CardDecline, MessageKey> = {
  declined: 'payment.cardDeclined',
  funds: 'payment.cardDeclinedFunds',
  expired: 'payment.cardDeclinedExpired',
  cvn: 'payment.cardDeclinedCvn',
};

/**
 * A card its bank declined: said in words the shopper can act on. The new card's form stays with its expiry, and its
 * number and CVN are cleared, so the next attempt is a card typed on purpose, not the refused one sent again.
 */
function cardDeclined(decline: CardDecline, newCard: boolean): void {
  if (newCard) {
    $newCard.set({ ...$newCard.get(), number: '', cvn: '' });
    $showCardErrors.set(false);
  }
  choosing({ key: DECLINE_KEYS[decline], focus: true });
}

function goToSuccess(orderNo: string): void {
  location.replace(`${localizePath('/paymentSuccess', $lang.get())}?order_no=${encodeURIComponent(orderNo)}`);
}

function choosing(failure: Failure | null): void {
  const order = orderOf($payment.get());
  if (order) $payment.set({ step: 'choosing', ...order, failure });
}

/** A payment the shopper approves elsewhere: shown, and asked about until it is decided. */
function wait(payment: PaymentState, change: MethodChange = 'idle'): void {
  const order = orderOf($payment.get());
  if (!order) return;
  $payment.set({ step: 'waiting', ...order, payment, change });
  stopPolling();
  const timer = setInterval(async () => {
    const now = await api.request(paymentStatus, { payment_no: payment.payment_no }, { silent: true }).catch(() => null);
    if (!now || now.status === 'processing' || polling !== timer) return;
    stopPolling();
    if (now.status === 'successful') return goToSuccess(now.order_no);
    // Only a page still showing the order changes: one that timed out or lost the order meanwhile stays so.
    if (!orderOf($payment.get())) return;
    if (now.error_code === ERR.PAYMENT_CANCELLED && now.order_status === ORDER_STATUS.closed) $payment.set({ step: 'timedOut' });
    else choosing({ key: messageOf(now.error_code), focus: true });
  }, POLL_MS);
  polling = timer;
}

/**
 * Opens the order, then how it can be paid; a payment the gateway's page sent the shopper back with (`paymentNo`) is
 * looked at first. A QR or e-wallet payment still open is shown again to be finished (or changed). A paid order goes
 * to payment success, a closed one has timed out.
 */
export async function openCheckout({ orderNo, paymentNo, country }: { orderNo: string; paymentNo: string; country: CountryCode }) {
  if (!orderNo) return $payment.set({ step: 'missing' });
  try {
    const order = await api.request(orderPayInfo, { order_no: orderNo }, { silent: true });
    if (order.status !== ORDER_STATUS.pendingPayment && order.status !== ORDER_STATUS.closed) return goToSuccess(orderNo);
    if (order.status === ORDER_STATUS.closed) return $payment.set({ step: 'timedOut' });
    $payment.set({ step: 'choosing', order, options: null, wallets: [], failure: null });
    $cardHolder.set(holderOf(order));
    if (paymentNo) {
      const payment = await api.request(paymentStatus, { payment_no: paymentNo }, { silent: true });
      if (payment.status === 'processing' && !payMethodOf(payment.method).collectedOnDelivery) wait(payment);
      else if (payment.status !== 'successful') choosing({ key: messageOf(payment.error_code), focus: false });
    }
    const [options, wallets] = await Promise.all([
      api.request(paymentOptions, { order_no: orderNo }, { silent: true }),
      country === 'ID' ? api.request(listEwallets, {}, { silent: true }).catch(() => []) : Promise.resolve([]),
    ]);
    const now = $payment.get();
    if ('order' in now) $payment.set({ ...now, options, wallets });
    $payChoice.set(firstChoice(options));
    if (options.open_payment && $payment.get().step === 'choosing') wait(options.open_payment);
  } catch (err) {
    if (err instanceof ApiError && err.code === ERR.PAYMENT_CANCELLED) $payment.set({ step: 'timedOut' });
    else if (err instanceof ApiError && err.code === ERR.PAYMENT_SUCCESSFUL) goToSuccess(orderNo);
    else $payment.set({ step: 'missing' });
  }
}

export function choosePayment(value: string): void {
  $payChoice.set(value);
}

export function editNewCard(card: NewCard): void {
  $newCard.set(card);
}

export function setSaveNewCard(save: boolean): void {
  $saveNewCard.set(save);
}

export function editCardHolder(change: Partial<CardHolder>): void {
  $cardHolder.set({ ...$cardHolder.get(), ...change });
}

/**
 * The card to save with the payment, when the shopper ticked the box: null when not ticked, 'invalid' while a field of
 * the card or its holder is wrong (the fields say which).
 */
function newCardToSave(): CardToSave | null | 'invalid' {
  if (!$saveNewCard.get()) return null;
  const card = $newCard.get();
  const holder = $cardHolder.get();
  const exp = parseExpiry(card.expiry);
  const brand = cardBrand(card.number);
  const wrong = [...Object.values(newCardErrors(card)), ...Object.values(holderErrors(holder))].some((e) => e !== null);
  return exp && brand && !wrong ? cardToSave(card, brand, exp, holder) : 'invalid';
}

/** Pays the order the chosen way (its method's pay call; a new card is tokenised with the gateway first). */
export async function pay(gateway: GatewayConfig): Promise<void> {
  const start = $payment.get();
  if (start.step !== 'choosing' || !start.options) return;
  choosing(null);
  const orderNo = start.order.order_no;
  const call = payCallOf(orderNo, $payChoice.get(), start.options);
  if (!call) return;
  let input: PayInput;
  if ('withNewCard' in call) {
    $showCardErrors.set(true);
    const save = newCardToSave();
    if (save === 'invalid') return;
    const token = await tokeniseNewCard(gateway, $newCard.get(), save !== null);
    if (token === 'invalid' || $payment.get().step !== 'choosing') return;
    if (!token) return choosing({ key: 'payment.cardRejected', focus: true });
    input = call.withNewCard(token, save);
  } else input = call.input;
  const order = orderOf($payment.get());
  if (!order) return;
  $payment.set({ step: 'paying', ...order });
  try {
    const payment = await api.request(payOrder, input, { silent: true });
    const method = payMethodOf(payment.method);
    if (payment.status === 'successful' || method.collectedOnDelivery) goToSuccess(orderNo);
    else if (method.approvedOnGatewayPage && payment.action_url) location.assign(payment.action_url);
    else return wait(payment);
    choosing(null);
  } catch (err) {
    if (!(err instanceof ApiError)) return choosing({ key: 'checkout.failed', focus: true });
    if (err.code === ERR.PAYMENT_SUCCESSFUL) {
      goToSuccess(orderNo);
      return choosing(null);
    }
    if (err.code === ERR.PAYMENT_CANCELLED) return $payment.set({ step: 'timedOut' });
    if (err.code === ERR.PAYMENT_FAILED && v.is(CardDeclined, err.data)) return cardDeclined(err.data.decline, 'token_id' in input);
    choosing({ key: messageOf(err.code), focus: true });
  }
}

/**
 * "Change payment method" on a payment waited on: cancelled at the gateway, then the ways to pay are offered again.
 * The gateway may have taken it first (1104006: payment success); a cancel that did not go through keeps waiting on it.
 */
export async function changePaymentMethod(): Promise<void> {
  const start = $payment.get();
  if (start.step !== 'waiting' || start.change === 'changing') return;
  stopPolling();
  $payment.set({ ...start, change: 'changing' });
  try {
    await api.request(cancelPayment, { payment_no: start.payment.payment_no }, { silent: true });
    const now = $payment.get();
    if (now.step !== 'waiting') return;
    const order: OrderPayInfo = { ...now.order, payment_status: 'cancelled' };
    $payment.set({ step: 'choosing', order, options: now.options, wallets: now.wallets, failure: null });
  } catch (err) {
    if (err instanceof ApiError && err.code === ERR.PAYMENT_SUCCESSFUL) return goToSuccess(start.order.order_no);
    if (err instanceof ApiError && err.code === ERR.PAYMENT_CANCELLED) return $payment.set({ step: 'timedOut' });
    if ($payment.get().step === 'waiting') wait(start.payment, 'failed');
  }
}

/** The order's deadline passed on the page's clock. */
export function timeUp(): void {
  if (orderOf($payment.get())) $payment.set({ step: 'timedOut' });
}
