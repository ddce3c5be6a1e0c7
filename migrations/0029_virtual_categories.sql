-- Virtual categories (spec §7 promotion/api/virtual/mapping, docs/decisions/virtual-mapping.md): a promotion's
-- collection of products that is not a node of the category tree ("Deals on milk and dairy"). A banner opens it as
-- /commodityList?typeId=<id>&source=promotion and the call maps the id onto the products it collects. Catalog data:
-- the seed replaces these rows with the rest of the catalog.
CREATE TABLE virtual_categories (
  id        INTEGER PRIMARY KEY,
  -- The window in which the collection is shown (ms since the epoch); outside it the id is unknown.
  starts_at INTEGER NOT NULL,
  ends_at   INTEGER NOT NULL,
  CHECK (ends_at > starts_at)
);

CREATE TABLE virtual_category_texts (
  virtual_id INTEGER NOT NULL REFERENCES virtual_categories(id) ON DELETE CASCADE,
  lang       TEXT NOT NULL CHECK (lang IN ('en', 'id', 'zh-CN')),
  title      TEXT NOT NULL,
  PRIMARY KEY (virtual_id, lang)
) WITHOUT ROWID;

CREATE TABLE virtual_category_products (
  virtual_id INTEGER NOT NULL REFERENCES virtual_categories(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  PRIMARY KEY (virtual_id, product_id)
) WITHOUT ROWID;
