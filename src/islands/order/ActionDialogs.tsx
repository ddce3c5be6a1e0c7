/** The order actions' dialogs: cancel (with an optional reason), confirm receipt, and the lines buy again could not add. */
import { useId, useState } from 'react';
import { ORDER_STATUS } from '../../shared/contract/constants';
import { ApiError } from '../../shared/errors';
import { localizePath } from '../../shared/lang';
import { errorText } from '../../stores/error-text';
import type { BuyAgainResult } from '../../stores/order/buy-again';
import { type ActionOrder, cancelOrder, confirmReceipt, dismiss, type OrderChange } from '../../stores/order/actions';
import { ConfirmDialog } from '../ConfirmDialog';
import { DialogActions } from '../DialogActions';
import Modal from '../Modal';
import { useLocale, useT } from '../locale';

/** Reasons are free text (spec §5), as long as the call takes. */
const REASON_MAX = 200;

interface AskProps {
  order: ActionOrder;
  busy: boolean;
  onChanged: (change: OrderChange) => void;
}

const settled = (onChanged: (change: OrderChange) => void) => (change: OrderChange | null) => {
  if (change) onChanged(change);
};

export function CancelDialog({ order, busy, onChanged }: AskProps) {
  const t = useT();
  const id = useId();
  // What the shopper is typing; the dialog closing forgets it.
  const [reason, setReason] = useState('');
  const close = () => dismiss(order.order_no);
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={close} className="confirm-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void cancelOrder(order, reason).then(settled(onChanged));
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
        {/* The dialog opens on the reason field, its first control (showModal()). */}
        <DialogActions cancel={t('orders.keepOrder')} onCancel={close} confirm={t('orders.cancelConfirm')} disabled={busy} />
      </form>
    </Modal>
  );
}

export function ReceiptDialog({ order, busy, onChanged }: AskProps) {
  const t = useT();
  const coins = order.amounts.coins_earned;
  return (
    <ConfirmDialog
      title={t('orders.receiptTitle')}
      text={coins > 0 ? t('orders.receiptTextCoins', { count: coins }) : t('orders.receiptText')}
      cancel={t('orders.notYet')}
      confirm={t('orders.receiptConfirm')}
      busy={busy}
      onCancel={() => dismiss(order.order_no)}
      onConfirm={() => void confirmReceipt(order).then(settled(onChanged))}
    />
  );
}

export function NotAddedDialog({ orderNo, notAdded }: { orderNo: string; notAdded: BuyAgainResult }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  const close = () => dismiss(orderNo);
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={close} className="confirm-dialog">
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
          onClick={close}
          // biome-ignore lint/a11y/noAutofocus: an opened dialog takes focus (APG).
          autoFocus
        >
          {t('orders.close')}
        </button>
        {notAdded.added.length > 0 && (
          <a className="btn btn-primary" href={localizePath('/cart', lang)}>
            {t('orders.goToCart')}
          </a>
        )}
      </div>
    </Modal>
  );
}
