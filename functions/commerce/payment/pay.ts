/**
 * Paying an order (issue 14): the ways an order can be paid, and starting a payment with the one the shopper chose
 * (each method's own start, methods/). The amount is always the order's total as its row holds it (startStatements
 * reads it there), never a figure from the request.
 */
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import type { CallParsed } from '../../../src/shared/contract/call';
import type { PaymentOptions, PaymentState, payOrder } from '../../../src/shared/contract/payment';
import { ORDER_STATUS } from '../../../src/shared/contract/constants';
import { COUNTRIES } from '../../../src/shared/countries';
import type { CommerceContext } from '../../platform/context';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { cardsOf } from './cards';
import { startWith } from './methods';
import type { PayContext } from './methods/method';
import { codRefusal } from './methods/cod';
import { openPaymentState } from './open-payments';
import { returnUrls } from './pay-pages';
import { type PayableOrder, payableOrder, refusalFor } from './payments';
import { applyEvent } from './settle';

/** The member's unpaid order, refused as refusalFor says when it can no longer be paid. */
async function unpaidOrder(db: Db, memberId: number, orderNo: string, now: number): Promise<PayableOrder> {
  const order = await payableOrder(db, memberId, orderNo);
  if (order.status !== ORDER_STATUS.pendingPayment || (order.payDeadline ?? 0) <= now) {
    throw refusalFor(order.status, order.payDeadline, now, false);
  }
  return order;
}

export async function paymentOptionsFor(c: CommerceContext, memberId: number, orderNo: string): Promise<PaymentOptions> {
  const db = c.get('db');
  const country = c.get('country');
  const order = await unpaidOrder(db, memberId, orderNo, Date.now());
  const settings = CHECKOUT_SETTINGS[country];
  const refusal = codRefusal(settings, order);
  return {
    ewallets: [...settings.ewallets],
    qr: settings.qr,
    // Saved cards are kept where the country offers them (Indonesia, spec §2 payment options); elsewhere a new card is used each time.
    cards: COUNTRIES[country].savedPaymentMethods ? await cardsOf(db, memberId) : [],
    cod: { available: refusal === null, reason: refusal },
    open_payment: await openPaymentState(c, order),
  };
}

export async function pay(c: CommerceContext, memberId: number, input: CallParsed<typeof payOrder>): Promise<PaymentState> {
  const now = Date.now();
  const db = c.get('db');
  const country = c.get('country');
  const order = await unpaidOrder(db, memberId, input.order_no, now);
  const ctx: PayContext = {
    env: c.env,
    db,
    country,
    memberId,
    settings: CHECKOUT_SETTINGS[country],
    now,
    returnUrls: (orderNo, paymentNo) => returnUrls(c, orderNo, paymentNo),
    settle: (payment, event) => applyEvent(c.env, db, payment, event, Date.now()),
  };
  return startWith(ctx, order, input);
}
