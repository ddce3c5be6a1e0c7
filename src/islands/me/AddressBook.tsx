/**
 * Address management (/addressManage, spec §2, §3): the member's addresses with the default marked first, each to
 * edit, make the default or delete (after a confirmation), and "Add a shipping address". A guest is asked to log in.
 */
import { useEffect, useId, useState } from 'react';
import { formatAddress, recipientName } from '../../shared/address';
import type { Address } from '../../shared/contract/address';
import { addressDelete, addressList, addressSetDefault } from '../../shared/contract/refs/address';
import { localizePath } from '../../shared/lang';
import { formatPhone } from '../../shared/phone';
import { api } from '../../stores/api';
import { showToast } from '../../stores/toast';
import Modal from '../Modal';
import { island, useLocale, useT } from '../locale';
import { useMember } from './use-member';
import './address.css';
import { MemberPending } from './MemberPending';

function AddressBook({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const state = useMember(signedIn);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const load = () =>
    api
      .request(addressList, {})
      .then(setAddresses)
      .catch(() => setAddresses([]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once the member is known; load is a fresh closure each render.
  useEffect(() => {
    if (state === 'member') void load();
  }, [state]);

  if (state !== 'member' || addresses === null) return <MemberPending state={state} />;

  /** A change, then the list as the server now has it (the default may have moved). */
  const change = (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    run()
      .then(() => {
        showToast(done);
        return load();
      })
      .catch(() => undefined)
      .finally(() => {
        setBusy(false);
        setDeleting(null);
      });
  };

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
                  onClick={() => change(() => api.request(addressSetDefault, { address_id: a.address_id }), t('address.defaultSet'))}
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
        <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={() => setDeleting(null)} className="confirm-dialog">
          <h2 id={`${id}-title`} className="dialog-title">
            {t('address.deleteConfirm')}
          </h2>
          <p id={`${id}-text`}>{formatAddress(deleting, t)}</p>
          <div className="dialog-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setDeleting(null)}
              // biome-ignore lint/a11y/noAutofocus: an opened dialog takes focus (APG), and the safe choice is the one to land on.
              autoFocus
            >
              {t('address.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => change(() => api.request(addressDelete, { address_id: deleting.address_id }), t('address.deleted'))}
            >
              {t('address.delete')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

export default island(AddressBook);
