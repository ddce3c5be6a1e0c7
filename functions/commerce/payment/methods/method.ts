/**
 * The one interface every way to pay an order implements (issue 26): starting a payment, how its money goes back, and,
 * for a payment the shopper approves at the gateway, reading and cancelling it there. The registry (./index.ts) maps
 * each method of the contract to its implementation; the payment, order and after-sales code asks it instead of
 * branching on a method's name.
 */
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import type { CallParsed } from '../../../../src/shared/contract/call';
import type { PaymentMethod } from '../../../../src/shared/contract/constants';
import type { PaymentState, payOrder } from '../../../../src/shared/contract/payment';
import type { CountryCode, CurrencyCode } from '../../../../src/shared/countries';
import type { PaymentCallbackKind } from '../../../providers/payment-gateway/callbacks';
import type { PaymentRequest } from '../../../providers/payment-gateway/payment-requests';
import type { Refund, RefundReason } from '../../../providers/payment-gateway/refunds';
import type { CheckoutSettings } from '../../../platform/settings';
import type { PayableOrder, PaymentRow } from '../payments';
import type { PaymentAction } from '../views';

/** The gateway's word on a payment: a callback, or a card charge's immediate answer (settle.ts applyEvent). */
export interface GatewayEvent {
  /** Stable across the gateway's retries of one event. */
  eventId: string;
  kind: Extract<PaymentCallbackKind, 'succeeded' | 'failed' | 'expired'>;
  /** The payment request's or the card charge's id. */
  gatewayId: string;
  /** Minor units. */
  amount: number;
  currency: CurrencyCode;
  failureCode?: string;
}

/** The shop's pages the gateway sends the shopper back to, in the shopper's language (pay-pages.ts). */
export interface ReturnUrls {
  success: string;
  checkout: string;
}

/** What starting a payment needs besides the order and the shopper's choice: the data work takes the database. */
export interface PayContext {
  env: Env;
  db: Db;
  country: CountryCode;
  memberId: number;
  settings: CheckoutSettings;
  now: number;
  returnUrls(orderNo: string, paymentNo: string): ReturnUrls;
  /** Applies the gateway's immediate answer exactly as its callback would be applied. */
  settle(payment: PaymentRow, event: GatewayEvent): Promise<void>;
}

/** The pay call's input for one method. */
export type PayChoice<M extends PaymentMethod> = Extract<CallParsed<typeof payOrder>, { method: M }>;

/** A refund through the gateway: our reference (its idempotency key), the amount and why. */
export interface RefundRequest {
  referenceId: string;
  amount: number;
  currency: CurrencyCode;
  reason: RefundReason;
}

/**
 * A payment the shopper approves away from the shop (the e-wallet's page, their banking app): the gateway's callbacks
 * settle it, and until then it waits there, read again when the shopper comes back or a late success needs confirming,
 * and cancelled when they pay another way.
 */
export interface GatewayApproval {
  read(env: Env, gatewayId: string): Promise<PaymentRequest>;
  cancel(env: Env, gatewayId: string): Promise<PaymentRequest>;
  /** Where and until when the shopper approves the request; the shop's pages are read only when needed. */
  action(env: Env, request: PaymentRequest, back: () => ReturnUrls): PaymentAction;
}

interface MethodBase<M extends PaymentMethod> {
  readonly method: M;
  /** Starts a payment of the order with the shopper's choice (always the order's total): its state as the API answers it. */
  start(ctx: PayContext, order: PayableOrder, choice: PayChoice<M>): Promise<PaymentState>;
  /** Absent for a payment the gateway answers at once (a card charge) or never sees (cash on delivery). */
  readonly approval?: GatewayApproval;
}

/**
 * Where the money is taken. Online, through the gateway, which gives it back against what took it (the charge, the
 * payment request). On delivery, by the courier: the payment stays processing until the order is completed, there is
 * nothing to give back before then, and a refund is paid out to the member's refund card by the merchant
 * (aftersale/money.ts), as the gateway never held the money.
 */
type Collection =
  | { readonly collectedOnDelivery: false; refund(env: Env, gatewayId: string, refund: RefundRequest): Promise<Refund> }
  | { readonly collectedOnDelivery: true };

export type PaymentMethodImpl<M extends PaymentMethod = PaymentMethod> = MethodBase<M> & Collection;

/** Every method of the contract with its implementation: a missing one does not compile. */
export type PaymentMethodRegistry = { readonly [M in PaymentMethod]: PaymentMethodImpl<M> };
