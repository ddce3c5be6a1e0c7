/**
 * The buttons an order's status allows (its `actions`, decided by the server), shared by the list and the detail:
 * pay (the checkout of that order), cancel (asks first, with an optional reason; a paid order's money is refunded),
 * confirm receipt (asks first; its coins are credited) and buy again (the lines back into the cart, then the cart,
 * saying which could not go back). After-sales is per line: the detail's lines link to /applyRefund (OrderParts).
 */
import { useId, useState } from 'react';
import { cartAdd } from '../../shared/contract/refs/cart';
import { ORDER_STATUS } from '../../shared/contract/constants';
import type { OrderListItem } from '../../shared/contract/order';
import { orderTradeCancel, orderTradeConfirmReceipt } from '../../shared/contract/refs/order';
import { ApiError } from '../../shared/errors';
import { localizePath } from '../../shared/lang';
import { api, errorText } from '../../stores/api';
import { setCartCount } from '../../stores/cart';
import { $userInfo } from '../../stores/state';
import { flashToast, showToast } from '../../stores/toast';
import Modal from '../Modal';
import { useLocale, useT } from '../locale';
import { addLinesToCart, type BuyAgainResult, selectionOf } from './buy-again';

export type OrderChange = 'cancelled' | 'received';

export type ActionOrder = Pick<OrderListItem, 'order_no' | 'status' | 'actions' | 'lines' | 'amounts'>;

/** Reasons are free text (spec §5), as long as the call takes. */
const REASON_MAX = 200;

interface Props {
  order: ActionOrder;
  /** False once the time to pay has run out: the order is about to close, paying it would be refused. */
  canPay: boolean;
  onChanged: (change: OrderChange) => void;
}

export function OrderActions({ order, canPay, onChanged }: Props) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  const [asking, setAsking] = useState<'cancel' | 'confirm_receipt' | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [notAdded, setNotAdded] = useState<BuyAgainResult | null>(null);
  const has = (action: OrderListItem['actions'][number]) => order.actions.includes(action);
  const cartHref = localizePath('/cart', lang);

  const close = () => {
    setAsking(null);
    setReason('');
  };

  const cancel = async () => {
    setBusy(true);
    try {
      const note = reason.trim();
      await api.request(orderTradeCancel, { order_no: order.order_no, ...(note ? { reason: note } : {}) });
      showToast(t(order.status === ORDER_STATUS.pendingShipment ? 'orders.cancelledRefundToast' : 'orders.cancelledToast'));
      close();
      onChanged('cancelled');
    } catch {
      // The API client showed why (1103006: the status moved on); the dialog stays for another try or Keep.
    } finally {
      setBusy(false);
    }
  };

  const confirmReceipt = async () => {
    setBusy(true);
    try {
      await api.request(orderTradeConfirmReceipt, { order_no: order.order_no });
      const coins = order.amounts.coins_earned;
      showToast(coins > 0 ? t('orders.receivedCoinsToast', { count: coins }) : t('orders.receivedToast'));
      close();
      onChanged('received');
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  const buyAgain = async () => {
    setBusy(true);
    const result = await addLinesToCart(order.lines, async (line) => {
      const { count } = await api.request(cartAdd, { sku_no: line.sku_no, quantity: line.quantity }, { silent: true });
      return count;
    });
    setBusy(false);
    if (result.count !== null) setCartCount(result.count);
    if (result.added.length > 0) $userInfo.setKey('selectSkus', selectionOf(result.added));
    if (result.failed.length > 0) return setNotAdded(result);
    flashToast(t('orders.addedToCart', { count: result.added.length }));
    location.assign(cartHref);
  };

  const buttons = [
    has('pay') && canPay && (
      <a key="pay" className="btn btn-primary" href={`${localizePath('/checkout', lang)}?order_no=${encodeURIComponent(order.order_no)}`}>
        {t('orders.pay')}
      </a>
    ),
    has('confirm_receipt') && (
      <button key="receipt" type="button" className="btn btn-primary" disabled={busy} onClick={() => setAsking('confirm_receipt')}>
        {t('orders.confirmReceipt')}
      </button>
    ),
    has('buy_again') && (
      <button key="again" type="button" className="btn btn-secondary" disabled={busy} onClick={() => void buyAgain()}>
        {t('orders.buyAgain')}
      </button>
    ),
    has('cancel') && (
      <button key="cancel" type="button" className="btn btn-secondary" disabled={busy} onClick={() => setAsking('cancel')}>
        {t('orders.cancel')}
      </button>
    ),
  ].filter(Boolean);

  return (
    <>
      {buttons.length > 0 && <div className="orders-actions">{buttons}</div>}

      {asking === 'cancel' && (
        <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={close} className="confirm-dialog">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void cancel();
            }}
          >
            <h2 id={`${id}-title`} className="dialog-title">
              {t('orders.cancelTitle', { orderNo: order.order_no })}
            </h2>
            <p id={`${id}-text`}>{t(order.status === ORDER_STATUS.pendingShipment ? 'orders.cancelTextPaid' : 'orders.cancelText')}</p>
            <label className="orders-reason" htmlFor={`${id}-reason`}>
              {t('orders.cancelReason')}
            </label>
            <textarea
              id={`${id}-reason`}
              className="orders-reason-input"
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <div className="dialog-actions">
              {/* The dialog opens on the reason field, its first control (showModal()). */}
              <button type="button" className="btn btn-secondary" onClick={close}>
                {t('orders.keepOrder')}
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t('orders.cancelConfirm')}
              </button>
            </div>
          </form>
        </Modal>
      )}

      {asking === 'confirm_receipt' && (
        <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={close} className="confirm-dialog">
          <h2 id={`${id}-title`} className="dialog-title">
            {t('orders.receiptTitle')}
          </h2>
          <p id={`${id}-text`}>
            {order.amounts.coins_earned > 0 ? t('orders.receiptTextCoins', { count: order.amounts.coins_earned }) : t('orders.receiptText')}
          </p>
          <div className="dialog-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={close}
              // biome-ignore lint/a11y/noAutofocus: an opened dialog takes focus (APG), and the safe choice is the one to land on.
              autoFocus
            >
              {t('orders.notYet')}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirmReceipt()}>
              {t('orders.receiptConfirm')}
            </button>
          </div>
        </Modal>
      )}

      {notAdded && (
        <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={() => setNotAdded(null)} className="confirm-dialog">
          <h2 id={`${id}-title`} className="dialog-title">
            {notAdded.added.length > 0 ? t('orders.someNotAdded', { count: notAdded.failed.length }) : t('orders.noneAdded')}
          </h2>
          <ul id={`${id}-text`} className="orders-not-added">
            {notAdded.failed.map(({ line, error }) => (
              <li key={line.sku_no}>
                <span className="orders-not-added-name">{line.product_name}</span>
                {error instanceof ApiError && <span className="orders-muted">{errorText(error)}</span>}
              </li>
            ))}
          </ul>
          <div className="dialog-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setNotAdded(null)}
              // biome-ignore lint/a11y/noAutofocus: an opened dialog takes focus (APG).
              autoFocus
            >
              {t('orders.close')}
            </button>
            {notAdded.added.length > 0 && (
              <a className="btn btn-primary" href={cartHref}>
                {t('orders.goToCart')}
              </a>
            )}
          </div>
        </Modal>
      )}
    </>
  );
}
