// A delivery address per country as the address form's call takes it: Jakarta, Tampines, Kuala Lumpur (each in the
// warehouse's city of its country), for shoppers the end-to-end tests create.
import type * as address from '../../src/shared/contract/address';
import type { CallInput } from '../../src/shared/contract/call';
import type { CountryCode } from '../../src/shared/countries';

export const ADDRESSES: Record<CountryCode, CallInput<typeof address.addressAdd>> = {
  ID: {
    first_name: 'Rina',
    last_name: 'Wijaya',
    phone: '81234567890',
    state: 'Daerah Khusus Ibukota Jakarta',
    city: 'Kota Administrasi Jakarta Selatan',
    area: 'Kebayoran Baru',
    address_line1: 'Jl. Wijaya I No. 25',
    address_line2: '',
    postal_code: '12190',
    is_default: 1,
  },
  SG: {
    first_name: 'Tan',
    last_name: 'Mei Ling',
    phone: '81234567',
    state: '',
    city: '',
    area: '',
    address_line1: 'Blk 201 Tampines Street 21',
    address_line2: '#08-1234',
    postal_code: '520201',
    is_default: 1,
  },
  MY: {
    first_name: 'Nurul',
    last_name: 'Ahmad',
    phone: '123456789',
    state: 'Wilayah Persekutuan Kuala Lumpur',
    city: 'Kuala Lumpur',
    area: 'Bangsar',
    address_line1: 'No. 15, Jalan Telawi 3',
    address_line2: '',
    postal_code: '59100',
    is_default: 1,
  },
};
