/**
 * The confirmation's delivery address: the one the answer delivers to, the button that opens the picker of the
 * member's addresses (./AddressPicker.tsx, loaded on demand), and the way to add one (the address form comes back here).
 */
import { useId } from 'react';
import { formatAddress, recipientName } from '../../shared/address';
import type { Address } from '../../shared/contract/address';
import { localizePath } from '../../shared/lang';
import { formatPhone } from '../../shared/phone';
import { useLocale, useT } from '../locale';

/** The address form, returning to the confirmation once saved. */
export function useAddAddressHref(): string {
  const { lang } = useLocale();
  return `${localizePath('/addressDetail', lang)}?from=${encodeURIComponent('/orderConfirm')}`;
}

export function AddressText({ address }: { address: Address }) {
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
