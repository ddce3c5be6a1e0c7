// One country's catalog as SQL: clear the catalog tables, then insert in multi-row batches.
// Only catalog tables are touched; members, sessions and devices stay as they are.
import { SHOP_LANGS, textIn } from './words.mjs';

/** Children before parents, so the deletes never trip a foreign key. */
export const CATALOG_TABLES = [
  'virtual_category_products',
  'virtual_category_texts',
  'virtual_categories',
  'home_section_products',
  'home_section_texts',
  'home_sections',
  'banner_texts',
  'banners',
  'sku_texts',
  'skus',
  'product_texts',
  'products',
  'category_texts',
  'categories',
];

const MAX_ROWS = 100;
/** Well under D1's 100 KB statement limit. */
const MAX_STATEMENT_CHARS = 60_000;

/** A value as an SQL literal: integers as they are, text quoted. */
export function literal(value) {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return String(value);
  }
  return `'${String(value).replace(/'/g, "''")}'`;
}

function inserts(table, columns, rows) {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
  const out = [];
  let batch = [];
  let size = head.length;
  const flush = () => {
    if (batch.length > 0) out.push(`${head}${batch.join(',\n')};`);
    batch = [];
    size = head.length;
  };
  for (const row of rows) {
    const tuple = `(${row.map(literal).join(', ')})`;
    if (batch.length >= MAX_ROWS || size + tuple.length > MAX_STATEMENT_CHARS) flush();
    batch.push(tuple);
    size += tuple.length + 2;
  }
  flush();
  return out;
}

const perLang = (fn) => SHOP_LANGS.map((lang) => fn(lang));

/** The statements that replace one country's catalog (see catalog.mjs buildCountry). */
export function seedStatements(country) {
  const { categories, products, banners, sections, virtualCategories } = country;
  const skus = products.flatMap((p) => p.skus.map((s) => ({ ...s, productId: p.id })));
  return [
    // Rows elsewhere that point at products or SKUs (carts, orders) are checked at the end, when the same ids exist again.
    'PRAGMA defer_foreign_keys = true;',
    ...CATALOG_TABLES.map((table) => `DELETE FROM ${table};`),
    ...inserts(
      'categories',
      ['id', 'parent_id', 'level', 'sort', 'icon_key'],
      categories.map((c) => [c.id, c.parentId, c.level, c.sort, c.iconKey]),
    ),
    ...inserts(
      'category_texts',
      ['category_id', 'lang', 'name'],
      categories.flatMap((c) => perLang((lang) => [c.id, lang, textIn(c.names, lang)])),
    ),
    ...inserts(
      'products',
      [
        'id',
        'product_no',
        'category_id',
        'brand',
        'image_url',
        'is_featured',
        'status',
        'sales_count',
        'created_at',
        'length_mm',
        'width_mm',
        'height_mm',
        'shelf_life',
        'shelf_life_unit',
        'net_weight_g',
        'gross_weight_g',
      ],
      products.map((p) => [
        p.id,
        p.productNo,
        p.categoryId,
        p.brand,
        p.imageUrl,
        p.isFeatured,
        p.status,
        p.salesCount,
        p.createdAt,
        p.lengthMm,
        p.widthMm,
        p.heightMm,
        p.shelfLife,
        p.shelfLifeUnit,
        p.netWeightG,
        p.grossWeightG,
      ]),
    ),
    ...inserts(
      'product_texts',
      ['product_id', 'lang', 'name', 'description', 'unit', 'specification', 'composition'],
      products.flatMap((p) =>
        perLang((lang) => [
          p.id,
          lang,
          textIn(p.names, lang),
          textIn(p.descriptions, lang),
          textIn(p.units, lang),
          textIn(p.specifications, lang),
          textIn(p.compositions, lang),
        ]),
      ),
    ),
    // The skus triggers fill products.min_price, min_price_scribing and stock_total.
    ...inserts(
      'skus',
      ['id', 'sku_no', 'product_id', 'sort', 'price', 'scribing_price', 'stock'],
      skus.map((s) => [s.id, s.skuNo, s.productId, s.sort, s.price, s.scribingPrice, s.stock]),
    ),
    ...inserts(
      'sku_texts',
      ['sku_id', 'lang', 'spec_name', 'spec_value'],
      skus.flatMap((s) => perLang((lang) => [s.id, lang, textIn(s.specName, lang), textIn(s.specValue, lang)])),
    ),
    ...inserts(
      'banners',
      ['id', 'sort', 'link_url', 'status'],
      banners.map((b) => [b.id, b.sort, b.linkUrl, 1]),
    ),
    ...inserts(
      'banner_texts',
      ['banner_id', 'lang', 'title', 'subtitle', 'image_url'],
      banners.flatMap((b) =>
        perLang((lang) => {
          const text = textIn(b.texts, lang);
          return [b.id, lang, text.title, text.subtitle, text.imageUrl];
        }),
      ),
    ),
    ...inserts(
      'home_sections',
      ['id', 'section_type', 'sort'],
      sections.map((s) => [s.id, s.type, s.sort]),
    ),
    ...inserts(
      'home_section_texts',
      ['section_id', 'lang', 'title'],
      sections.flatMap((s) => perLang((lang) => [s.id, lang, textIn(s.titles, lang)])),
    ),
    ...inserts(
      'home_section_products',
      ['section_id', 'product_id', 'sort'],
      sections.flatMap((s) => s.productIds.map((id, i) => [s.id, id, i])),
    ),
    ...inserts(
      'virtual_categories',
      ['id', 'starts_at', 'ends_at'],
      virtualCategories.map((v) => [v.id, v.startsAt, v.endsAt]),
    ),
    ...inserts(
      'virtual_category_texts',
      ['virtual_id', 'lang', 'title'],
      virtualCategories.flatMap((v) => perLang((lang) => [v.id, lang, textIn(v.titles, lang)])),
    ),
    ...inserts(
      'virtual_category_products',
      ['virtual_id', 'product_id'],
      virtualCategories.flatMap((v) => v.productIds.map((id) => [v.id, id])),
    ),
  ];
}
