/** The cart's removal dialog: which lines, the safe choice (Cancel) focused, Remove one Tab away. */
import { useStore } from '@nanostores/react';
import { $cartRemoving, $removeLines, keepLines, removeAsked } from '../../stores/cart/lines';
import { ConfirmDialog } from '../ConfirmDialog';
import { useT } from '../locale';

export function RemoveDialog() {
  const t = useT();
  const removing = useStore($cartRemoving);
  const { loading: busy } = useStore($removeLines);
  if (!removing) return null;
  return (
    <ConfirmDialog
      title={t('cart.removeConfirm', { count: removing.length })}
      text={removing.map((i) => i.product_name).join(', ')}
      cancel={t('cart.cancel')}
      confirm={t('cart.remove')}
      busy={busy}
      onCancel={keepLines}
      onConfirm={() => void removeAsked()}
    />
  );
}
