/**
 * The member's addresses (/addressManage, and the one /addressDetail edits; spec §2, §3): the list the server keeps
 * (the default first), asked once the member is known, and the changes made from the book, after which the list is
 * asked again, as the default may have moved.
 */
import type { Address } from '../../shared/contract/address';
import { addressDelete, addressList, addressSetDefault } from '../../shared/contract/refs/address';
import { api } from '../api';
import { tr } from '../i18n';
import { $memberKey } from '../me/member';
import { createFetcherStore, createMutatorStore } from '../query';
import { showToast } from '../toast';

/** Null until the member is known and the list has answered. The API client says why one failed. */
export const $addresses = createFetcherStore<Address[], unknown>([$memberKey, 'address/list'], {
  fetcher: () => api.request(addressList, {}),
});

export interface AddressChange {
  kind: 'default' | 'delete';
  address_id: string;
}

/** A change, then the list as the server now has it; busy until both answered. */
export const $addressChange = createMutatorStore<AddressChange, void, unknown>(async ({ data: { kind, address_id } }) => {
  if (kind === 'default') await api.request(addressSetDefault, { address_id });
  else await api.request(addressDelete, { address_id });
  showToast(tr(kind === 'default' ? 'address.defaultSet' : 'address.deleted'));
  $addresses.mutate(await api.request(addressList, {}));
});
