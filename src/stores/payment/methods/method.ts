/**
 * The browser's side of a way to pay (issue 26): its names, its choices among an order's payment options, the pay call
 * of each choice, and what follows a payment it started. The checkout's flow (../payment-flow.ts) and the order pages
 * ask the registry (./index.ts) instead of branching on a method's name; each method's option view is the checkout's
 * (src/islands/checkout/methods).
 */
import type { CallInput } from '../../../shared/contract/call';
import type { PaymentMethod } from '../../../shared/contract/constants';
import type { CardToSave, PaymentOptions, payOrder } from '../../../shared/contract/payment';
import type { MessageKey } from '../../../shared/messages';

export type PayInput = CallInput<typeof payOrder>;

/**
 * A choice's pay call: ready, or made once the card typed on the page is tokenised with the gateway (with the card to
 * save when the shopper ticked "Save this card").
 */
export type PayCall = { input: PayInput } | { withNewCard(token: string, save: CardToSave | null): PayInput };

export interface PayMethod<M extends PaymentMethod = PaymentMethod> {
  readonly method: M;
  /** Its name among an order's facts, and on payment success. */
  readonly names: { order: MessageKey; paid: MessageKey };
  /** Its choices among the options, as the checkout's radio values, in the order shown. */
  choices(options: PaymentOptions): string[];
  /** The pay call of a choice, or null when the choice is not one of its own. */
  call(orderNo: string, choice: string, options: PaymentOptions): PayCall | null;
  /** The courier collects the total: a payment started is the order confirmed, nothing to wait on. */
  readonly collectedOnDelivery: boolean;
  /** The shopper approves a payment started on the page the gateway answers, which the checkout leaves for. */
  readonly approvedOnGatewayPage: boolean;
}

/** Every method of the contract with its browser side: a missing one does not compile. */
export type PayMethodRegistry = { readonly [M in PaymentMethod]: PayMethod<M> };
