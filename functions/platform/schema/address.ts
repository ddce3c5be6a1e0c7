import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { CountryCode } from '../../../src/shared/countries';

/** addresses (0006_addresses.sql, then 0009_address_regions.sql). */
export const addresses = sqliteTable('addresses', {
  id: integer('id').primaryKey(),
  addressId: text('address_id').notNull(),
  memberId: integer('member_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone').notNull(),
  country: text('country').$type<CountryCode>().notNull(),
  state: text('state').notNull(),
  city: text('city').notNull(),
  area: text('area').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2').notNull().default(''),
  postalCode: text('postal_code').notNull(),
  isDefault: integer('is_default').notNull().default(0),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});
