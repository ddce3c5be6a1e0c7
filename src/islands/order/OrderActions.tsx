/**
 * The buttons an order's status allows (its `actions`, decided by the server), shared by the list and the detail:
 * pay (the checkout of that order), cancel (asks first, with an optional reason; a paid order's money is refunded),
 * confirm receipt (asks first; its coins are credited) and buy again (the lines back into the cart, then the cart,
 * saying which could not go back). After-sales is per line: the detail's lines link to /applyRefund (OrderParts).
 * The flow is the order actions' store (stores/order/actions.ts); this renders it.
 */
import { useStore } from '@nanostores/react';
import { localizePath } from '../../shared/lang';
import {
  $orderActions,
  type ActionOrder,
  actionStateOf,
  askToCancel,
  askToConfirmReceipt,
  buyAgain,
  type OrderChange,
} from '../../stores/order/actions';
import { useLocale, useT } from '../locale';
import { CancelDialog, NotAddedDialog, ReceiptDialog } from './ActionDialogs';

interface Props {
  order: ActionOrder;
  /** False once the time to pay has run out: the order is about to close, paying it would be refused. */
  canPay: boolean;
  onChanged: (change: OrderChange) => void;
}

export function OrderActions({ order, canPay, onChanged }: Props) {
  const t = useT();
  const { lang } = useLocale();
  const { asking, busy, notAdded } = actionStateOf(useStore($orderActions, { keys: [order.order_no] }), order.order_no);
  const has = (action: ActionOrder['actions'][number]) => order.actions.includes(action);

  const buttons = [
    has('pay') && canPay && (
      <a key="pay" className="btn btn-primary" href={`${localizePath('/checkout', lang)}?order_no=${encodeURIComponent(order.order_no)}`}>
        {t('orders.pay')}
      </a>
    ),
    has('confirm_receipt') && (
      <button key="receipt" type="button" className="btn btn-primary" disabled={busy} onClick={() => askToConfirmReceipt(order.order_no)}>
        {t('orders.confirmReceipt')}
      </button>
    ),
    has('buy_again') && (
      <button key="again" type="button" className="btn btn-secondary" disabled={busy} onClick={() => void buyAgain(order)}>
        {t('orders.buyAgain')}
      </button>
    ),
    has('cancel') && (
      <button key="cancel" type="button" className="btn btn-secondary" disabled={busy} onClick={() => askToCancel(order.order_no)}>
        {t('orders.cancel')}
      </button>
    ),
  ].filter(Boolean);

  return (
    <>
      {buttons.length > 0 && <div className="orders-actions">{buttons}</div>}
      {asking === 'cancel' && <CancelDialog order={order} busy={busy} onChanged={onChanged} />}
      {asking === 'confirm_receipt' && <ReceiptDialog order={order} busy={busy} onChanged={onChanged} />}
      {notAdded && <NotAddedDialog orderNo={order.order_no} notAdded={notAdded} />}
    </>
  );
}
