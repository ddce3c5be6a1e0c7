import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** categories (0002_catalog.sql). */
export const categories = sqliteTable('categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  level: integer('level').notNull(),
  sort: integer('sort').notNull().default(0),
  iconKey: text('icon_key').notNull(),
});

/** category_texts (0002_catalog.sql). */
export const categoryTexts = sqliteTable(
  'category_texts',
  {
    categoryId: integer('category_id').notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

/** products (0002_catalog.sql). */
export const products = sqliteTable('products', {
  id: integer('id').primaryKey(),
  productNo: text('product_no').notNull(),
  categoryId: integer('category_id').notNull(),
  brand: text('brand').notNull(),
  imageUrl: text('image_url').notNull(),
  isFeatured: integer('is_featured').notNull().default(0),
  status: integer('status').notNull().default(1),
  salesCount: integer('sales_count').notNull().default(0),
  createdAt: integer('created_at').notNull(),
  lengthMm: integer('length_mm'),
  widthMm: integer('width_mm'),
  heightMm: integer('height_mm'),
  shelfLife: integer('shelf_life'),
  shelfLifeUnit: text('shelf_life_unit', { enum: ['day', 'month', 'year'] }),
  netWeightG: integer('net_weight_g'),
  grossWeightG: integer('gross_weight_g'),
  minPrice: integer('min_price'),
  minPriceScribing: integer('min_price_scribing'),
  stockTotal: integer('stock_total').notNull().default(0),
});

/** product_texts (0002_catalog.sql). */
export const productTexts = sqliteTable(
  'product_texts',
  {
    productId: integer('product_id').notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull().default(''),
    specification: text('specification').notNull().default(''),
    composition: text('composition').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
);

/** skus (0002_catalog.sql). */
export const skus = sqliteTable('skus', {
  id: integer('id').primaryKey(),
  skuNo: text('sku_no').notNull(),
  productId: integer('product_id').notNull(),
  sort: integer('sort').notNull().default(0),
  price: integer('price').notNull(),
  scribingPrice: integer('scribing_price'),
  stock: integer('stock').notNull().default(0),
});

/** sku_texts (0002_catalog.sql). */
export const skuTexts = sqliteTable(
  'sku_texts',
  {
    skuId: integer('sku_id').notNull(),
    lang: text('lang').notNull(),
    specName: text('spec_name').notNull(),
    specValue: text('spec_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.lang] })],
);

/** banners (0002_catalog.sql). */
export const banners = sqliteTable('banners', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  linkUrl: text('link_url'),
  status: integer('status').notNull().default(1),
});

/** banner_texts (0002_catalog.sql). */
export const bannerTexts = sqliteTable(
  'banner_texts',
  {
    bannerId: integer('banner_id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    imageUrl: text('image_url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.lang] })],
);

/** home_sections (0002_catalog.sql). */
export const homeSections = sqliteTable('home_sections', {
  id: integer('id').primaryKey(),
  sectionType: text('section_type', { enum: ['hot', 'recommend'] }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** home_section_texts (0002_catalog.sql). */
export const homeSectionTexts = sqliteTable(
  'home_section_texts',
  {
    sectionId: integer('section_id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.lang] })],
);

/** home_section_products (0002_catalog.sql). */
export const homeSectionProducts = sqliteTable(
  'home_section_products',
  {
    sectionId: integer('section_id').notNull(),
    productId: integer('product_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.productId] })],
);

/** product_views (0005_cart.sql). */
export const productViews = sqliteTable('product_views', {
  id: integer('id').primaryKey(),
  productId: integer('product_id').notNull(),
  memberId: integer('member_id'),
  deviceId: text('device_id'),
  viewedAt: integer('viewed_at').notNull(),
});

/** stock_subscriptions (0005_cart.sql). */
export const stockSubscriptions = sqliteTable(
  'stock_subscriptions',
  {
    memberId: integer('member_id').notNull(),
    skuId: integer('sku_id').notNull(),
    createdAt: integer('created_at').notNull(),
    notifiedAt: integer('notified_at'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.skuId] })],
);
