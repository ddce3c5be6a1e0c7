/** The member's addresses the confirmation's picker offers to deliver to, asked again each time the picker opens. */
import type { Address } from '../../shared/contract/address';
import { addressList } from '../../shared/contract/refs/address';
import { api } from '../api';
import { createFetcherStore } from '../query';

export const $addressChoices = createFetcherStore<Address[]>('checkout/addresses', {
  fetcher: () => api.request(addressList, {}),
});
