/** Drizzle view of migrations/0002_catalog.sql: the catalog tables of one country's database. */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const categories = sqliteTable('categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  level: integer('level').notNull(),
  sort: integer('sort').notNull(),
  iconKey: text('icon_key').notNull(),
});

export const categoryTexts = sqliteTable(
  'category_texts',
  {
    categoryId: integer('category_id').notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

export const products = sqliteTable('products', {
  id: integer('id').primaryKey(),
  productNo: text('product_no').notNull(),
  categoryId: integer('category_id').notNull(),
  brand: text('brand').notNull(),
  imageUrl: text('image_url').notNull(),
  isFeatured: integer('is_featured').notNull(),
  status: integer('status').notNull(),
  salesCount: integer('sales_count').notNull(),
  createdAt: integer('created_at').notNull(),
  lengthMm: integer('length_mm'),
  widthMm: integer('width_mm'),
  heightMm: integer('height_mm'),
  shelfLife: integer('shelf_life'),
  shelfLifeUnit: text('shelf_life_unit'),
  netWeightG: integer('net_weight_g'),
  grossWeightG: integer('gross_weight_g'),
  minPrice: integer('min_price'),
  minPriceScribing: integer('min_price_scribing'),
  stockTotal: integer('stock_total').notNull(),
});

export const productTexts = sqliteTable(
  'product_texts',
  {
    productId: integer('product_id').notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    unit: text('unit').notNull(),
    specification: text('specification').notNull(),
    composition: text('composition').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
);

export const skus = sqliteTable('skus', {
  id: integer('id').primaryKey(),
  skuNo: text('sku_no').notNull(),
  productId: integer('product_id').notNull(),
  sort: integer('sort').notNull(),
  price: integer('price').notNull(),
  scribingPrice: integer('scribing_price'),
  stock: integer('stock').notNull(),
});

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

export const banners = sqliteTable('banners', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull(),
  linkUrl: text('link_url'),
  status: integer('status').notNull(),
});

export const bannerTexts = sqliteTable(
  'banner_texts',
  {
    bannerId: integer('banner_id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    imageUrl: text('image_url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.lang] })],
);

export const homeSections = sqliteTable('home_sections', {
  id: integer('id').primaryKey(),
  sectionType: text('section_type').notNull(),
  sort: integer('sort').notNull(),
});

export const homeSectionTexts = sqliteTable(
  'home_section_texts',
  {
    sectionId: integer('section_id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.lang] })],
);

export const homeSectionProducts = sqliteTable(
  'home_section_products',
  {
    sectionId: integer('section_id').notNull(),
    productId: integer('product_id').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.productId] })],
);
