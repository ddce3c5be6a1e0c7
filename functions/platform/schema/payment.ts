import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { CardBrand, EwalletChannel, PaymentMethod, PaymentStatus } from '../../../src/shared/contract/constants';
import type { CurrencyCode } from '../../../src/shared/countries';

/** payment_cards (0011_payment_options.sql). */
export const paymentCards = sqliteTable('payment_cards', {
  id: integer('id').primaryKey(),
  cardId: text('card_id').notNull(),
  memberId: integer('member_id').notNull(),
  gatewayToken: text('gateway_token').notNull(),
  brand: text('brand').$type<CardBrand>().notNull(),
  lastFour: text('last_four').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  bank: text('bank').notNull(),
  createdAt: integer('created_at').notNull(),
});

/** ewallet_links (0011_payment_options.sql). */
export const ewalletLinks = sqliteTable('ewallet_links', {
  id: integer('id').primaryKey(),
  linkId: text('link_id').notNull(),
  memberId: integer('member_id').notNull(),
  channel: text('channel').$type<EwalletChannel>().notNull(),
  gatewayToken: text('gateway_token').notNull(),
  /** PENDING until the shopper approves the link at the e-wallet, then ACTIVE. */
  status: text('status').$type<'PENDING' | 'ACTIVE'>().notNull(),
  account: text('account').notNull().default(''),
  createdAt: integer('created_at').notNull(),
});

/** refund_cards (0012_account_centre.sql). */
export const refundCards = sqliteTable('refund_cards', {
  id: integer('id').primaryKey(),
  cardId: text('card_id').notNull(),
  memberId: integer('member_id').notNull(),
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  holderName: text('holder_name').notNull(),
  isDefault: integer('is_default').notNull().default(0),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** payments (0013_checkout.sql). */
export const payments = sqliteTable('payments', {
  id: integer('id').primaryKey(),
  paymentNo: text('payment_no').notNull(),
  orderId: integer('order_id').notNull(),
  memberId: integer('member_id').notNull(),
  method: text('method').$type<PaymentMethod>().notNull(),
  /** OVO, DANA, QRIS, PAYNOW, a card's brand …; empty for cash on delivery. */
  channel: text('channel').notNull().default(''),
  amount: integer('amount').notNull(),
  currency: text('currency').$type<CurrencyCode>().notNull(),
  gatewayId: text('gateway_id'),
  status: text('status').$type<PaymentStatus>().notNull(),
  failureCode: text('failure_code'),
  refundId: text('refund_id'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** payment_events (0013_checkout.sql). */
export const paymentEvents = sqliteTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  paymentNo: text('payment_no').notNull(),
  kind: text('kind').notNull(),
  receivedAt: integer('received_at').notNull(),
});

/** card_token_owners (0024_card_token_owners.sql). */
export const cardTokenOwners = sqliteTable('card_token_owners', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  createdAt: integer('created_at').notNull(),
});
