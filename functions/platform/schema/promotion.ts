import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { VoucherKind } from '../../../src/shared/contract/constants';
import type { Lang } from '../../../src/shared/lang';

/** vouchers (0013_checkout.sql, then 0014_welcome_vouchers.sql, 0021_voucher_claims.sql). */
export const vouchers = sqliteTable('vouchers', {
  id: integer('id').primaryKey(),
  voucherNo: text('voucher_no').notNull(),
  kind: text('kind').$type<VoucherKind>().notNull(),
  amountOff: integer('amount_off').notNull().default(0),
  percentOff: integer('percent_off').notNull().default(0),
  maxOff: integer('max_off'),
  minSpend: integer('min_spend').notNull().default(0),
  stackable: integer('stackable').notNull().default(0),
  appOnly: integer('app_only').notNull().default(0),
  onlineOnly: integer('online_only').notNull().default(0),
  newUserOnly: integer('new_user_only').notNull().default(0),
  allProducts: integer('all_products').notNull().default(1),
  claimStartAt: integer('claim_start_at').notNull(),
  claimEndAt: integer('claim_end_at').notNull(),
  validDays: integer('valid_days').notNull(),
  totalQuantity: integer('total_quantity').notNull(),
  claimed: integer('claimed').notNull().default(0),
  perMemberLimit: integer('per_member_limit').notNull().default(1),
  createdAt: integer('created_at').notNull(),
  grantOnSignup: integer('grant_on_signup').notNull().default(0),
  claimable: integer('claimable').notNull().default(1),
});

/** voucher_texts (0013_checkout.sql). */
export const voucherTexts = sqliteTable(
  'voucher_texts',
  {
    voucherId: integer('voucher_id').notNull(),
    lang: text('lang').$type<Lang>().notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.lang] })],
);

/** voucher_products (0013_checkout.sql). */
export const voucherProducts = sqliteTable(
  'voucher_products',
  {
    voucherId: integer('voucher_id').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.productId] })],
);

/** member_vouchers (0013_checkout.sql, then 0021_voucher_claims.sql). */
export const memberVouchers = sqliteTable('member_vouchers', {
  id: integer('id').primaryKey(),
  couponNo: text('coupon_no').notNull(),
  memberId: integer('member_id').notNull(),
  voucherId: integer('voucher_id').notNull(),
  claimedAt: integer('claimed_at').notNull(),
  validUntil: integer('valid_until').notNull(),
  uses: integer('uses').notNull().default(0),
  orderId: integer('order_id'),
  nth: integer('nth'),
  remindedAt: integer('reminded_at'),
});

/** virtual_categories (0029_virtual_categories.sql). */
export const virtualCategories = sqliteTable('virtual_categories', {
  id: integer('id').primaryKey(),
  startsAt: integer('starts_at').notNull(),
  endsAt: integer('ends_at').notNull(),
});

/** virtual_category_texts (0029_virtual_categories.sql). */
export const virtualCategoryTexts = sqliteTable(
  'virtual_category_texts',
  {
    virtualId: integer('virtual_id').notNull(),
    lang: text('lang').$type<Lang>().notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.virtualId, t.lang] })],
);

/** virtual_category_products (0029_virtual_categories.sql). */
export const virtualCategoryProducts = sqliteTable(
  'virtual_category_products',
  {
    virtualId: integer('virtual_id').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.virtualId, t.productId] })],
);
