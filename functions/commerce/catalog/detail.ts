/** Product detail reads (spec §3, §7): the product with its attributes and SKUs in the request's language. */
import { asc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import { categoryTexts, products, productTexts, skus, skuTexts } from '../../platform/schema';
import { preparedReads, runReads } from '../../platform/prepared';
import { textIn } from './texts';

function productSelect(db: DrizzleD1Database, lang: Lang, productNo: Placeholder) {
  const productText = (column: SQLiteColumn) => textIn(lang, productTexts, column, productTexts.productId, products.id);
  return db
    .select({
      id: products.id,
      productNo: products.productNo,
      status: products.status,
      brand: products.brand,
      imageUrl: products.imageUrl,
      categoryId: products.categoryId,
      minPrice: products.minPrice,
      minPriceScribing: products.minPriceScribing,
      stockTotal: products.stockTotal,
      salesCount: products.salesCount,
      lengthMm: products.lengthMm,
      widthMm: products.widthMm,
      heightMm: products.heightMm,
      shelfLife: products.shelfLife,
      shelfLifeUnit: products.shelfLifeUnit,
      netWeightG: products.netWeightG,
      grossWeightG: products.grossWeightG,
      productName: productText(productTexts.name),
      description: productText(productTexts.description),
      unit: productText(productTexts.unit),
      specification: productText(productTexts.specification),
      composition: productText(productTexts.composition),
      categoryName: textIn(lang, categoryTexts, categoryTexts.name, categoryTexts.categoryId, products.categoryId),
    })
    .from(products)
    .where(eq(products.productNo, productNo));
}

function skuSelect(db: DrizzleD1Database, lang: Lang, productNo: Placeholder) {
  return db
    .select({
      skuNo: skus.skuNo,
      price: skus.price,
      scribingPrice: skus.scribingPrice,
      stock: skus.stock,
      specName: textIn(lang, skuTexts, skuTexts.specName, skuTexts.skuId, skus.id),
      specValue: textIn(lang, skuTexts, skuTexts.specValue, skuTexts.skuId, skus.id),
    })
    .from(skus)
    .where(eq(skus.productId, db.select({ id: products.id }).from(products).where(eq(products.productNo, productNo))))
    .orderBy(asc(skus.sort), asc(skus.price), asc(skus.id));
}

/** A product with its attributes, its texts in the language and its category's name. */
export type DetailRow = Awaited<ReturnType<typeof productSelect>>[number];
/** A SKU with its spec texts in the language. */
export type SkuRow = Awaited<ReturnType<typeof skuSelect>>[number];

// Built once per language (platform/prepared.ts); the product number is the one value a request fills in.
const byLang = (lang: Lang) => lang;
const productRead = preparedReads(byLang, (db, lang) => productSelect(db, lang, sql.placeholder('productNo')));
const skuRead = preparedReads(byLang, (db, lang) => skuSelect(db, lang, sql.placeholder('productNo')));

/**
 * The product by its number (removed ones included: the page shows their state) with its SKUs, in one round trip to
 * the database; unknown is 1125101.
 */
export async function productWithSkus(
  db: DrizzleD1Database,
  lang: Lang,
  productNo: string,
): Promise<{ product: DetailRow; skus: SkuRow[] }> {
  const [detail, skuRows] = await runReads(db, [productRead(lang, { productNo }), skuRead(lang, { productNo })]);
  const product = detail[0];
  if (!product) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST);
  return { product, skus: skuRows };
}
