/**
 * The confirmation when its figures could not be had: ask again, or, when the address is one we do not deliver to
 * (1103008: a stored address the area data no longer holds), choose another, which asks with it.
 */
import { useState } from 'react';
import { chooseAddress, confirmAgain } from '../../stores/checkout/confirmation';
import { LazyDialog } from '../lazy-dialog';
import { useT } from '../locale';
import { addressPicker } from './confirm-dialogs';

export function ConfirmFailed({ outsideArea }: { outsideArea: boolean }) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <div className="card confirm-empty">
      <p>{t(outsideArea ? 'error.1103008' : 'confirm.loadFailed')}</p>
      <button type="button" className="btn btn-primary" onClick={outsideArea ? () => setPicking(true) : confirmAgain}>
        {t(outsideArea ? 'confirm.chooseAddress' : 'confirm.retry')}
      </button>
      {picking && (
        <LazyDialog
          module={addressPicker}
          props={{
            current: null,
            onChoose: (address) => {
              setPicking(false);
              chooseAddress(address.address_id);
            },
            onClose: () => setPicking(false),
          }}
        />
      )}
    </div>
  );
}
