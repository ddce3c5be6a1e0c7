/**
 * What the shopper can do to an order (its `actions`, decided by the server), for the list and the detail: cancel
 * (asked first, with an optional reason; a paid order's money is refunded), confirm receipt (asked first; its coins
 * are credited) and buy again (the lines back into the cart, then the cart, or which could not go back). Paying is a
 * link to the checkout of that order.
 *
 * One small state per order in a map rather than mutator stores: a mutator is one for the whole page, so one order's
 * call would hold every other order's buttons, and a second order's call would be dropped while it runs.
 */
import { map } from 'nanostores';
import { ORDER_STATUS } from '../../shared/contract/constants';
import type { OrderListItem } from '../../shared/contract/order';
import { cartAdd } from '../../shared/contract/refs/cart';
import { orderTradeCancel, orderTradeConfirmReceipt } from '../../shared/contract/refs/order';
import { localizePath } from '../../shared/lang';
import { api } from '../api';
import { setCartCount } from '../cart';
import { $lang, tr } from '../i18n';
import { $userInfo } from '../state';
import { flashToast, showToast } from '../toast';
import { addLinesToCart, type BuyAgainResult, selectionOf } from './buy-again';

export type OrderChange = 'cancelled' | 'received';

export type ActionOrder = Pick<OrderListItem, 'order_no' | 'status' | 'actions' | 'lines' | 'amounts'>;

export interface OrderActionState {
  /** The confirmation open for this order, if any. */
  asking: 'cancel' | 'confirm_receipt' | null;
  /** A call for this order is on its way: its buttons wait. */
  busy: boolean;
  /** Buy again's answer when some lines could not go back into the cart. */
  notAdded: BuyAgainResult | null;
}

const IDLE: OrderActionState = { asking: null, busy: false, notAdded: null };

export const $orderActions = map<Record<string, OrderActionState>>({});

export function actionStateOf(states: Record<string, OrderActionState>, orderNo: string): OrderActionState {
  return states[orderNo] ?? IDLE;
}

function update(orderNo: string, change: Partial<OrderActionState>): void {
  $orderActions.setKey(orderNo, { ...actionStateOf($orderActions.get(), orderNo), ...change });
}

export function askToCancel(orderNo: string): void {
  update(orderNo, { asking: 'cancel' });
}

export function askToConfirmReceipt(orderNo: string): void {
  update(orderNo, { asking: 'confirm_receipt' });
}

/** Closes the order's confirmation or buy again's answer. */
export function dismiss(orderNo: string): void {
  update(orderNo, { asking: null, notAdded: null });
}

/**
 * Runs one of the order's calls; the confirmation closes when it went through. A refusal leaves it open for another
 * try or Keep (the API client said why, e.g. 1103006: the status moved on).
 */
async function change(order: ActionOrder, call: () => Promise<string>, outcome: OrderChange): Promise<OrderChange | null> {
  update(order.order_no, { busy: true });
  try {
    showToast(await call());
    update(order.order_no, { busy: false, asking: null });
    return outcome;
  } catch {
    update(order.order_no, { busy: false });
    return null;
  }
}

/** Cancels with the reason given (blank is none); answers the change, or null when refused. */
export function cancelOrder(order: ActionOrder, reason: string): Promise<OrderChange | null> {
  const note = reason.trim();
  return change(
    order,
    async () => {
      await api.request(orderTradeCancel, { order_no: order.order_no, ...(note ? { reason: note } : {}) });
      return tr(order.status === ORDER_STATUS.pendingShipment ? 'orders.cancelledRefundToast' : 'orders.cancelledToast');
    },
    'cancelled',
  );
}

/** Confirms receipt; answers the change, or null when refused. */
export function confirmReceipt(order: ActionOrder): Promise<OrderChange | null> {
  return change(
    order,
    async () => {
      await api.request(orderTradeConfirmReceipt, { order_no: order.order_no });
      const coins = order.amounts.coins_earned;
      return coins > 0 ? tr('orders.receivedCoinsToast', { count: coins }) : tr('orders.receivedToast');
    },
    'received',
  );
}

/**
 * The order's lines back into the cart, selected there (spec §3 selectSkus); then the cart, or, when some could not go
 * back, which ones and why.
 */
export async function buyAgain(order: ActionOrder): Promise<void> {
  update(order.order_no, { busy: true });
  const result = await addLinesToCart(order.lines, async (line) => {
    const { count } = await api.request(cartAdd, { sku_no: line.sku_no, quantity: line.quantity }, { silent: true });
    return count;
  });
  update(order.order_no, { busy: false });
  if (result.count !== null) setCartCount(result.count);
  if (result.added.length > 0) $userInfo.setKey('selectSkus', selectionOf(result.added));
  if (result.failed.length > 0) {
    update(order.order_no, { notAdded: result });
    return;
  }
  flashToast(tr('orders.addedToCart', { count: result.added.length }));
  location.assign(localizePath('/cart', $lang.get()));
}
