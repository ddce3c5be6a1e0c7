/**
 * Address management (/addressManage, spec §2, §3): the member's addresses with the default marked first, each to
 * edit, make the default or delete (after a confirmation), and "Add a shipping address". A guest is asked to log in.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatAddress, recipientName } from '../../shared/address';
import type { Address } from '../../shared/contract/address';
import { localizePath } from '../../shared/lang';
import { formatPhone } from '../../shared/phone';
import { $addressChange, $addresses, type AddressChange } from '../../stores/address/book';
import { ConfirmDialog } from '../ConfirmDialog';
import { island, useLocale, useT } from '../locale';
import { useMember } from './use-member';
import './address.css';
import { MemberPending } from './MemberPending';

function AddressBook({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const state = useMember(signedIn);
  const list = useStore($addresses);
  const { loading: busy } = useStore($addressChange);
  // The address whose delete is being confirmed: the dialog's own state.
  const [deleting, setDeleting] = useState<Address | null>(null);
  // A list that could not be read is an empty book (the API client has said why).
  const addresses = list.data ?? (list.error ? [] : null);

  if (state !== 'member' || addresses === null) return <MemberPending state={state} />;

  const change = (what: AddressChange) => void $addressChange.mutate(what).then(() => setDeleting(null));

  const addLink = (
    <a className="btn btn-primary address-add" href={localizePath('/addressDetail', lang)}>
      {t('address.add')}
    </a>
  );

  if (addresses.length === 0) {
    return (
      <div className="card address-empty">
        <p>{t('address.empty')}</p>
        {addLink}
      </div>
    );
  }

  return (
    <div className="address-book">
      <ul className="address-list" aria-label={t('address.manageTitle')}>
        {addresses.map((a) => (
          <li key={a.address_id} className="card address-item">
            <p className="address-who">
              <span className="address-name">{recipientName(a)}</span>
              <span className="address-phone">{formatPhone(a.phone)}</span>
              {a.is_default === 1 && <span className="address-default">{t('address.default')}</span>}
            </p>
            <p className="address-text">
              {formatAddress(a, t)} {a.postal_code}
            </p>
            <div className="address-actions">
              {a.is_default === 0 && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy}
                  onClick={() => change({ kind: 'default', address_id: a.address_id })}
                >
                  {t('address.setDefault')}
                </button>
              )}
              <a
                className="btn btn-secondary"
                href={`${localizePath('/addressDetail', lang)}?id=${encodeURIComponent(a.address_id)}`}
                aria-label={t('address.editOf', { name: recipientName(a) })}
              >
                {t('address.edit')}
              </a>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                aria-label={t('address.deleteOf', { name: recipientName(a) })}
                onClick={() => setDeleting(a)}
              >
                {t('address.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {addLink}
      {deleting && (
        <ConfirmDialog
          title={t('address.deleteConfirm')}
          text={formatAddress(deleting, t)}
          cancel={t('address.cancel')}
          confirm={t('address.delete')}
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => change({ kind: 'delete', address_id: deleting.address_id })}
        />
      )}
    </div>
  );
}

export default island(AddressBook);
