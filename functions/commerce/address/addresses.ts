/**
 * Data access of member addresses: every query names the member, so one member never reads or changes another's
 * address (their ids answer 1101021 like unknown ones). A member with addresses has exactly one default: the first
 * address becomes it, making another the default clears the old flag in the same batch, and deleting the default
 * hands the flag to the most recently changed address left.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import type { Address, AddressFields } from '../../../src/shared/contract/address';
import { COUNTRIES, type CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { addresses } from '../../platform/schema';
import { addressView } from './views';

const ofMember = (memberId: number, addressId: string) => and(eq(addresses.memberId, memberId), eq(addresses.addressId, addressId));

/** The member owns this address: a condition for the statement that clears the old default in a batch. */
const owns = (memberId: number, addressId: string) =>
  sql`EXISTS (SELECT 1 FROM ${addresses} WHERE ${addresses.memberId} = ${memberId} AND ${addresses.addressId} = ${addressId})`;

const hasDefault = (memberId: number) =>
  sql`EXISTS (SELECT 1 FROM ${addresses} WHERE ${addresses.memberId} = ${memberId} AND ${addresses.isDefault} = 1)`;

/** The columns the form sets; the phone as its account key (the country's dial code before the national number). */
function formColumns(country: CountryCode, fields: AddressFields) {
  return {
    firstName: fields.first_name,
    lastName: fields.last_name,
    phone: COUNTRIES[country].dialCode + fields.phone.replace(/^0/, ''),
    state: fields.state,
    city: fields.city,
    area: fields.area,
    addressLine1: fields.address_line1,
    addressLine2: fields.address_line2,
    postalCode: fields.postal_code,
  };
}

/** The member's default address, or null when they have none (the database allows at most one). */
export async function defaultAddressOf(db: Db, memberId: number): Promise<Address | null> {
  const row = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), eq(addresses.isDefault, 1)))
    .get();
  return row ? addressView(row) : null;
}

/** The member's addresses: the default first, then the most recently changed. */
export async function addressesOf(db: Db, memberId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id))
    .all();
  return rows.map(addressView);
}

/** Stores a new address in the request's country; it is the default when asked or when the member has none. */
export async function addAddress(db: Db, country: CountryCode, memberId: number, fields: AddressFields): Promise<Address> {
  const now = Date.now();
  const makeDefault = fields.is_default === 1;
  const [, inserted] = await db.batch([
    db
      .update(addresses)
      .set({ isDefault: 0 })
      .where(and(eq(addresses.memberId, memberId), eq(addresses.isDefault, 1), sql`${makeDefault ? 1 : 0} = 1`)),
    db
      .insert(addresses)
      .values({
        ...formColumns(country, fields),
        addressId: `A-${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`,
        memberId,
        country,
        isDefault: makeDefault ? 1 : sql`CASE WHEN ${hasDefault(memberId)} THEN 0 ELSE 1 END`,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  ]);
  return addressView(inserted[0]!);
}

/** Changes one of the member's addresses; is_default 1 makes it the default, 0 never takes the flag away. */
export async function updateAddress(
  db: Db,
  country: CountryCode,
  memberId: number,
  addressId: string,
  fields: AddressFields,
): Promise<Address> {
  const makeDefault = fields.is_default === 1;
  const [, updated] = await db.batch([
    db
      .update(addresses)
      .set({ isDefault: 0 })
      .where(
        and(
          eq(addresses.memberId, memberId),
          eq(addresses.isDefault, 1),
          ne(addresses.addressId, addressId),
          sql`${makeDefault ? 1 : 0} = 1`,
          owns(memberId, addressId),
        ),
      ),
    db
      .update(addresses)
      .set({
        ...formColumns(country, fields),
        isDefault: makeDefault ? 1 : addresses.isDefault,
        updatedAt: sql`max(${Date.now()}, ${addresses.createdAt})`,
      })
      .where(ofMember(memberId, addressId))
      .returning(),
  ]);
  const row = updated[0];
  if (!row) throw new ApiError(ERR.ADDRESS_MISSING);
  return addressView(row);
}

/** Deletes one of the member's addresses; when it was the default, the most recently changed one left becomes it. */
export async function deleteAddress(db: Db, memberId: number, addressId: string): Promise<void> {
  const latest = db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.updatedAt), desc(addresses.id))
    .limit(1);
  const [deleted] = await db.batch([
    db.delete(addresses).where(ofMember(memberId, addressId)).returning({ id: addresses.id }),
    db
      .update(addresses)
      .set({ isDefault: 1 })
      .where(and(eq(addresses.id, sql`(${latest})`), sql`NOT ${hasDefault(memberId)}`)),
  ]);
  if (deleted.length === 0) throw new ApiError(ERR.ADDRESS_MISSING);
}

/** Makes one of the member's addresses the default; the old default loses the flag in the same batch. */
export async function setDefaultAddress(db: Db, memberId: number, addressId: string): Promise<void> {
  const [, made] = await db.batch([
    db
      .update(addresses)
      .set({ isDefault: 0 })
      .where(
        and(eq(addresses.memberId, memberId), eq(addresses.isDefault, 1), ne(addresses.addressId, addressId), owns(memberId, addressId)),
      ),
    db
      .update(addresses)
      .set({ isDefault: 1, updatedAt: sql`max(${Date.now()}, ${addresses.createdAt})` })
      .where(ofMember(memberId, addressId))
      .returning({ id: addresses.id }),
  ]);
  if (made.length === 0) throw new ApiError(ERR.ADDRESS_MISSING);
}

/** One of the member's addresses; another member's id or an unknown one is 1101021. */
export async function addressOf(db: Db, memberId: number, addressId: string): Promise<Address> {
  const row = await db.select().from(addresses).where(ofMember(memberId, addressId)).get();
  if (!row) throw new ApiError(ERR.ADDRESS_MISSING);
  return addressView(row);
}
