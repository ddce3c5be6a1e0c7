/** The one place an address row becomes the API's Address (spec §3 field names). */
import type { Address } from '../../../src/shared/contract/address';
import type { addresses } from '../../platform/schema';

export function addressView(row: typeof addresses.$inferSelect): Address {
  return {
    address_id: row.addressId,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    country: row.country,
    state: row.state,
    city: row.city,
    area: row.area,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    postal_code: row.postalCode,
    is_default: row.isDefault === 1 ? 1 : 0,
  };
}
