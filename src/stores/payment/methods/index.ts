/**
 * The ways to pay as the browser knows them, in the order the checkout shows them. A new method is a module here and
 * its entry below, its option view (src/islands/checkout/methods), its contract and its texts. Data and small
 * functions only, so the order pages take their names from here without the checkout's code.
 */
import type { PaymentMethod } from '../../../shared/contract/constants';
import type { PaymentOptions } from '../../../shared/contract/payment';
import { card } from './card';
import { cod } from './cod';
import { ewallet } from './ewallet';
import type { PayCall, PayMethod, PayMethodRegistry } from './method';
import { qr } from './qr';

export const PAY_METHODS: PayMethodRegistry = { ewallet, qr, card, cod };

/** The methods in the order the checkout shows them. */
export const SHOWN_METHODS: readonly PayMethod[] = Object.values(PAY_METHODS);

export function payMethodOf(method: PaymentMethod): PayMethod {
  return PAY_METHODS[method];
}

/** The choice the checkout starts with: the first one shown. */
export function firstChoice(options: PaymentOptions): string {
  return SHOWN_METHODS.flatMap((m) => m.choices(options))[0] ?? '';
}

/** The method a choice belongs to; null for a choice no method offers. */
export function methodOfChoice(choice: string, options: PaymentOptions): PayMethod | null {
  return SHOWN_METHODS.find((m) => m.choices(options).includes(choice)) ?? null;
}

/** The pay call of a choice, from the method it belongs to; null for a choice no method offers. */
export function payCallOf(orderNo: string, choice: string, options: PaymentOptions): PayCall | null {
  for (const m of SHOWN_METHODS) {
    const call = m.call(orderNo, choice, options);
    if (call) return call;
  }
  return null;
}

/** Whether an order's method (null: not paid yet) leaves its cash to the courier. */
export const isCollectedOnDelivery = (method: PaymentMethod | null): boolean => method !== null && PAY_METHODS[method].collectedOnDelivery;
