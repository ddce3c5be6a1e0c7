/** What search engines may list: every product on sale and every category of one country's catalog. */
export interface SitemapEntries {
  productNos: string[];
  categoryIds: number[];
}

export async function sitemapEntries(d1: D1Database): Promise<SitemapEntries> {
  const [products, categories] = await d1.batch<{ product_no?: string; id?: number }>([
    d1.prepare('SELECT product_no FROM products WHERE status = 1 ORDER BY id'),
    d1.prepare('SELECT id FROM categories ORDER BY level, sort, id'),
  ]);
  return {
    productNos: (products?.results ?? []).map((r) => String(r.product_no)),
    categoryIds: (categories?.results ?? []).map((r) => Number(r.id)),
  };
}
