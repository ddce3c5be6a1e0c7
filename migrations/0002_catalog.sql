-- Catalog of one country (each country has its own database with this schema; prices in its currency's minor units).
-- Texts shoppers read are kept per language (en, id, zh-CN) in *_texts tables, so a language is rows, not columns.

-- Three-level category tree; products hang on the third level.
CREATE TABLE categories (
  id        INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  level     INTEGER NOT NULL CHECK (level IN (1, 2, 3)),
  sort      INTEGER NOT NULL DEFAULT 0,
  -- Names the category's generated icon (/img/c/<icon_key>.svg): '<shape>-<rrggbb>'.
  icon_key  TEXT NOT NULL,
  CHECK ((level = 1) = (parent_id IS NULL))
);
CREATE INDEX categories_parent ON categories(parent_id, sort);

CREATE TABLE category_texts (
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  lang        TEXT NOT NULL CHECK (lang IN ('en', 'id', 'zh-CN')),
  name        TEXT NOT NULL,
  PRIMARY KEY (category_id, lang)
) WITHOUT ROWID;

CREATE TABLE products (
  id              INTEGER PRIMARY KEY,
  product_no      TEXT NOT NULL UNIQUE,
  category_id     INTEGER NOT NULL REFERENCES categories(id),
  brand           TEXT NOT NULL,
  image_url       TEXT NOT NULL,
  is_featured     INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  -- 1 on sale, 0 removed (kept for order history and the detail page's removed state).
  status          INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  sales_count     INTEGER NOT NULL DEFAULT 0 CHECK (sales_count >= 0),
  created_at      INTEGER NOT NULL,
  -- Detail attributes (spec §3): sizes in mm, weights in grams.
  length_mm       INTEGER CHECK (length_mm > 0),
  width_mm        INTEGER CHECK (width_mm > 0),
  height_mm       INTEGER CHECK (height_mm > 0),
  shelf_life      INTEGER CHECK (shelf_life > 0),
  shelf_life_unit TEXT CHECK (shelf_life_unit IN ('day', 'month', 'year')),
  net_weight_g    INTEGER CHECK (net_weight_g > 0),
  gross_weight_g  INTEGER CHECK (gross_weight_g >= net_weight_g),
  -- Kept equal to the product's SKUs by the triggers below, so lists sort and page on one table:
  -- the cheapest SKU's price and scribing price (the card shows that pair) and the stock of all SKUs.
  min_price       INTEGER,
  min_price_scribing INTEGER,
  stock_total     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX products_category ON products(category_id, status);
CREATE INDEX products_by_default ON products(status, is_featured DESC, created_at DESC, id DESC);
CREATE INDEX products_recommended ON products(status, is_featured DESC, sales_count DESC, id);
CREATE INDEX products_by_sales ON products(status, sales_count DESC, id);
CREATE INDEX products_by_price ON products(status, min_price, id);

CREATE TABLE product_texts (
  product_id    INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  lang          TEXT NOT NULL CHECK (lang IN ('en', 'id', 'zh-CN')),
  name          TEXT NOT NULL,
  description   TEXT NOT NULL DEFAULT '',
  unit          TEXT NOT NULL DEFAULT '',
  specification TEXT NOT NULL DEFAULT '',
  composition   TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, lang)
) WITHOUT ROWID;

CREATE TABLE skus (
  id             INTEGER PRIMARY KEY,
  sku_no         TEXT NOT NULL UNIQUE,
  product_id     INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sort           INTEGER NOT NULL DEFAULT 0,
  price          INTEGER NOT NULL CHECK (price > 0),
  scribing_price INTEGER CHECK (scribing_price > price),
  -- Orders take stock with `UPDATE ... SET stock = stock - ? WHERE stock >= ?`; the CHECK makes a race fail, not oversell.
  stock          INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0)
);
CREATE INDEX skus_product ON skus(product_id, price);

-- The SKU's option in each language, e.g. spec_name 'Size' / spec_value '1L'.
CREATE TABLE sku_texts (
  sku_id     INTEGER NOT NULL REFERENCES skus(id) ON DELETE CASCADE,
  lang       TEXT NOT NULL CHECK (lang IN ('en', 'id', 'zh-CN')),
  spec_name  TEXT NOT NULL,
  spec_value TEXT NOT NULL,
  PRIMARY KEY (sku_id, lang)
) WITHOUT ROWID;

CREATE TRIGGER skus_after_insert AFTER INSERT ON skus BEGIN
  UPDATE products SET
    min_price = (SELECT MIN(price) FROM skus WHERE product_id = NEW.product_id),
    min_price_scribing = (SELECT scribing_price FROM skus WHERE product_id = NEW.product_id ORDER BY price, sort, id LIMIT 1),
    stock_total = (SELECT COALESCE(SUM(stock), 0) FROM skus WHERE product_id = NEW.product_id)
  WHERE id = NEW.product_id;
END;

CREATE TRIGGER skus_after_update AFTER UPDATE OF price, scribing_price, stock, sort, product_id ON skus BEGIN
  UPDATE products SET
    min_price = (SELECT MIN(price) FROM skus WHERE product_id = products.id),
    min_price_scribing = (SELECT scribing_price FROM skus WHERE product_id = products.id ORDER BY price, sort, id LIMIT 1),
    stock_total = (SELECT COALESCE(SUM(stock), 0) FROM skus WHERE product_id = products.id)
  WHERE id IN (NEW.product_id, OLD.product_id);
END;

CREATE TRIGGER skus_after_delete AFTER DELETE ON skus BEGIN
  UPDATE products SET
    min_price = (SELECT MIN(price) FROM skus WHERE product_id = OLD.product_id),
    min_price_scribing = (SELECT scribing_price FROM skus WHERE product_id = OLD.product_id ORDER BY price, sort, id LIMIT 1),
    stock_total = (SELECT COALESCE(SUM(stock), 0) FROM skus WHERE product_id = OLD.product_id)
  WHERE id = OLD.product_id;
END;

-- Home decoration (GET cms/api/decoration): banners and curated product sections.
CREATE TABLE banners (
  id       INTEGER PRIMARY KEY,
  sort     INTEGER NOT NULL DEFAULT 0,
  -- A path on our site, without language prefix (the page adds it).
  link_url TEXT,
  status   INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);

-- Banner art carries its headline, so its image is per language too.
CREATE TABLE banner_texts (
  banner_id INTEGER NOT NULL REFERENCES banners(id) ON DELETE CASCADE,
  lang      TEXT NOT NULL CHECK (lang IN ('en', 'id', 'zh-CN')),
  title     TEXT NOT NULL,
  subtitle  TEXT NOT NULL DEFAULT '',
  image_url TEXT NOT NULL,
  PRIMARY KEY (banner_id, lang)
) WITHOUT ROWID;

CREATE TABLE home_sections (
  id           INTEGER PRIMARY KEY,
  section_type TEXT NOT NULL UNIQUE CHECK (section_type IN ('hot', 'recommend')),
  sort         INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE home_section_texts (
  section_id INTEGER NOT NULL REFERENCES home_sections(id) ON DELETE CASCADE,
  lang       TEXT NOT NULL CHECK (lang IN ('en', 'id', 'zh-CN')),
  title      TEXT NOT NULL,
  PRIMARY KEY (section_id, lang)
) WITHOUT ROWID;

CREATE TABLE home_section_products (
  section_id INTEGER NOT NULL REFERENCES home_sections(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sort       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (section_id, product_id)
) WITHOUT ROWID;
CREATE INDEX home_section_products_order ON home_section_products(section_id, sort);
