/**
 * The confirmation's delivery address: the one the answer delivers to, a picker of the member's addresses, and the
 * way to add one (the address form comes back here).
 */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { formatAddress, recipientName } from '../../shared/address';
import type { Address } from '../../shared/contract/address';
import { localizePath } from '../../shared/lang';
import { formatPhone } from '../../shared/phone';
import { $addressChoices } from '../../stores/checkout/address-choices';
import Modal from '../Modal';
import { useLocale, useT } from '../locale';

/** The address form, returning to the confirmation once saved. */
function useAddAddressHref(): string {
  const { lang } = useLocale();
  return `${localizePath('/addressDetail', lang)}?from=${encodeURIComponent('/orderConfirm')}`;
}

function AddressText({ address }: { address: Address }) {
  const t = useT();
  return (
    <>
      <p className="address-who">
        <span className="address-name">{recipientName(address)}</span>
        <span className="address-phone">{formatPhone(address.phone)}</span>
        {address.is_default === 1 && <span className="address-default">{t('address.default')}</span>}
      </p>
      <p className="address-text">
        {formatAddress(address, t)} {address.postal_code}
      </p>
    </>
  );
}

export function AddressSection({ address, onChange }: { address: Address | null; onChange: () => void }) {
  const t = useT();
  const id = useId();
  const addHref = useAddAddressHref();
  return (
    <section className="card confirm-section" aria-labelledby={`${id}-title`}>
      <div className="confirm-section-head">
        <h2 id={`${id}-title`} className="confirm-heading">
          {t('confirm.addressTitle')}
        </h2>
        {address && (
          <button type="button" className="btn btn-secondary confirm-small" onClick={onChange}>
            {t('confirm.changeAddress')}
          </button>
        )}
      </div>
      {address ? (
        <AddressText address={address} />
      ) : (
        <a className="btn btn-primary" href={addHref}>
          {t('address.add')}
        </a>
      )}
    </section>
  );
}

interface PickerProps {
  current: Address | null;
  onChoose: (address: Address) => void;
  onClose: () => void;
}

/** The member's addresses to deliver to; choosing one confirms again with it. */
export function AddressPicker({ current, onChoose, onClose }: PickerProps) {
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
