/**
 * Adding or editing an address (/addressDetail, `?id=` to edit; spec §3, §5): the flow is
 * src/stores/address/form.ts. Saved, it goes back to the address book, or to `?from=` (a path of this site: the order
 * confirmation sends the shopper here to add one).
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { localizePath } from '../../shared/lang';
import { createAddressForm } from '../../stores/address/form';
import { island, useLocale, useT } from '../locale';
import { AddressFormView } from './AddressFormView';
import { MemberPending } from './MemberPending';
import { useMember } from './use-member';
import './address.css';

function AddressForm({ signedIn, addressId, from = null }: { signedIn: boolean; addressId: string | null; from?: string | null }) {
  const t = useT();
  const { lang, country } = useLocale();
  const state = useMember(signedIn);
  const form = useMemo(() => createAddressForm({ addressId, country, lang, from }), [addressId, country, lang, from]);
  const { fields, missing } = useStore(form.$form);

  if (missing) {
    return (
      <div className="card address-empty">
        <p>{t('address.missing')}</p>
        <a className="btn btn-primary" href={localizePath('/addressManage', lang)}>
          {t('menu.addressManagement')}
        </a>
      </div>
    );
  }
  if (state !== 'member' || !fields) return <MemberPending state={state} />;
  return <AddressFormView form={form} fields={fields} />;
}

export default island(AddressForm);
