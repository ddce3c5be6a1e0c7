/** The confirmation's address picker, loaded on demand (../lazy-dialog.ts). */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Address } from '../../shared/contract/address';
import { $addressChoices } from '../../stores/checkout/address-choices';
import Modal from '../Modal';
import { useT } from '../locale';
import { AddressText, useAddAddressHref } from './AddressSection';

interface PickerProps {
  current: Address | null;
  onChoose: (address: Address) => void;
  onClose: () => void;
}

/** The member's addresses to deliver to; choosing one confirms again with it. */
export default function AddressPicker({ current, onChoose, onClose }: PickerProps) {
  const t = useT();
  const id = useId();
  const addHref = useAddAddressHref();
  const { data, error } = useStore($addressChoices);
  // A list that could not be loaded shows as empty (the API client has said why); adding one stays offered.
  const addresses = data ?? (error ? [] : null);
  return (
    <Modal labelledBy={`${id}-title`} onEscape={onClose} className="confirm-dialog">
      <h2 id={`${id}-title`} className="dialog-title">
        {t('confirm.chooseAddress')}
      </h2>
      {addresses === null ? (
        <div className="me-skeleton" aria-hidden="true" />
      ) : (
        <ul className="confirm-choices">
          {addresses.map((a) => (
            <li key={a.address_id}>
              <button
                type="button"
                className="confirm-choice"
                aria-pressed={a.address_id === current?.address_id}
                onClick={() => onChoose(a)}
              >
                <AddressText address={a} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog-actions">
        <a className="btn btn-secondary" href={addHref}>
          {t('address.add')}
        </a>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('confirm.close')}
        </button>
      </div>
    </Modal>
  );
}
