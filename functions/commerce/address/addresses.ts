/** Data access of member addresses: every query names the member, so one member never reads another's address. */
import { and, eq } from 'drizzle-orm';
import type { Address } from '../../../src/shared/address';
import type { CountryCode } from '../../../src/shared/countries';
import type { CommerceContext } from '../context';
import { addresses } from './schema';

type AddressRow = typeof addresses.$inferSelect;

/** The one place an address row becomes the API's Address (spec §3 field names). */
export function addressView(row: AddressRow): Address {
  return {
    address_id: row.addressId,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    // The table's CHECK allows only our three countries.
    country: row.country as CountryCode,
    state: row.state,
    city: row.city,
    area: row.area,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    postal_code: row.postalCode,
    is_default: row.isDefault === 1 ? 1 : 0,
  };
}

/** The member's default address, or null when they have none (the database allows at most one). */
export async function defaultAddressOf(c: CommerceContext, memberId: number): Promise<Address | null> {
  const row = await c
    .get('db')
    .select()
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), eq(addresses.isDefault, 1)))
    .get();
  return row ? addressView(row) : null;
}
