-- Countries and languages are data (issue 26): the registries in code (src/shared/countries.ts, src/shared/lang.ts)
-- say which countries, currencies, dial codes and languages exist, and every write is checked against them before it
-- reaches a table. The columns that listed them in CHECK (… IN (…)), or allowed only our dial codes, keep a check of
-- their shape only, so a new country or language needs no migration. SQLite cannot change a CHECK in place:
-- - members and orders, which many tables refer to (some ON DELETE CASCADE, which D1 carries out even with deferred
--   foreign keys, so dropping either would empty its children), keep their tables: each listed column is renamed
--   aside, added again unlisted, copied, and the old one dropped;
-- - payments, which only after_sale_refunds refers to, is rebuilt with it, the new refunds naming the new payments, so
--   the old payments table drops with nothing referring to it;
-- - the other tables, which nothing refers to, are rebuilt with their rows, indexes and triggers.
-- A table renamed into place is checked against every view and trigger that names it, so the search view and the
-- triggers that read a rebuilt table are dropped first and made again, unchanged, at the end.

-- ---- members and orders: the column swapped ----

ALTER TABLE members RENAME COLUMN country_code TO country_code_listed;
ALTER TABLE members ADD COLUMN country_code TEXT CHECK (country_code NOT GLOB '*[^0-9]*' AND length(country_code) BETWEEN 1 AND 3);
UPDATE members SET country_code = country_code_listed WHERE country_code_listed IS NOT NULL;
ALTER TABLE members DROP COLUMN country_code_listed;

ALTER TABLE orders RENAME COLUMN currency TO currency_listed;
ALTER TABLE orders RENAME COLUMN language TO language_listed;
ALTER TABLE orders ADD COLUMN currency TEXT NOT NULL DEFAULT 'IDR' CHECK (currency GLOB '[A-Z][A-Z][A-Z]');
ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (length(language) BETWEEN 2 AND 16);
UPDATE orders SET currency = currency_listed, language = language_listed;
ALTER TABLE orders DROP COLUMN currency_listed;
ALTER TABLE orders DROP COLUMN language_listed;

-- The payment methods are the code's registry too (functions/commerce/payment/methods): orders.payment_method keeps a
-- check of its shape only. The trigger that reads it is made again, unchanged, after the swap.
DROP TRIGGER orders_to_ship;
ALTER TABLE orders RENAME COLUMN payment_method TO payment_method_listed;
ALTER TABLE orders ADD COLUMN payment_method TEXT CHECK (length(payment_method) BETWEEN 1 AND 32);
UPDATE orders SET payment_method = payment_method_listed;
ALTER TABLE orders DROP COLUMN payment_method_listed;
CREATE TRIGGER orders_to_ship AFTER UPDATE OF status ON orders
WHEN OLD.status = 'unpaid' AND NEW.status = 'to_ship'
BEGIN
  UPDATE products SET sales_count = sales_count + (
    SELECT sum(l.quantity) FROM order_lines l JOIN skus s ON s.id = l.sku_id WHERE l.order_id = NEW.id AND s.product_id = products.id
  ) WHERE id IN (SELECT s.product_id FROM order_lines l JOIN skus s ON s.id = l.sku_id WHERE l.order_id = NEW.id);
  INSERT INTO messages (msg_no, member_id, kind, params, created_at)
    VALUES ('N' || lower(hex(randomblob(8))), NEW.member_id, 'order',
            json_object('event', CASE WHEN NEW.payment_method = 'cod' THEN 'cod_confirmed' ELSE 'paid' END, 'order_no', NEW.order_no),
            CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

-- ---- what names a rebuilt table, out of the way ----

DROP TRIGGER product_texts_search_insert;
DROP TRIGGER product_texts_search_update;
DROP TRIGGER product_texts_search_delete;
DROP TRIGGER products_search_update;
DROP TRIGGER order_events_refunded;
DROP TRIGGER after_sale_refunds_within_paid;
DROP VIEW product_search_source;

-- ---- payments and after_sale_refunds ----

CREATE TABLE payments_new (
  id             INTEGER PRIMARY KEY,
  payment_no     TEXT NOT NULL UNIQUE CHECK (length(payment_no) BETWEEN 1 AND 64),
  order_id       INTEGER NOT NULL REFERENCES orders(id),
  member_id      INTEGER NOT NULL REFERENCES members(id),
  method         TEXT NOT NULL CHECK (length(method) BETWEEN 1 AND 32),
  -- OVO, DANA, QRIS, PAYNOW, a card's brand …; empty for cash on delivery.
  channel        TEXT NOT NULL DEFAULT '',
  -- What we asked the gateway for: a callback with another amount or currency is refused (1104009).
  amount         INTEGER NOT NULL CHECK (amount >= 0),
  currency       TEXT NOT NULL CHECK (currency GLOB '[A-Z][A-Z][A-Z]'),
  -- The gateway's id of the request or charge.
  gateway_id     TEXT UNIQUE,
  status         TEXT NOT NULL CHECK (status IN ('processing', 'failed', 'successful', 'cancelled', 'refunded')),
  failure_code   TEXT,
  refund_id      TEXT,
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL
);
INSERT INTO payments_new (id, payment_no, order_id, member_id, method, channel, amount, currency, gateway_id, status, failure_code,
                          refund_id, created_at, updated_at)
  SELECT id, payment_no, order_id, member_id, method, channel, amount, currency, gateway_id, status, failure_code, refund_id,
         created_at, updated_at
  FROM payments;

CREATE TABLE after_sale_refunds_new (
  id                INTEGER PRIMARY KEY,
  -- Our reference at the gateway (its idempotency key): 'R' + country + …, so a callback finds its database.
  refund_no         TEXT NOT NULL UNIQUE,
  after_sale_id     INTEGER NOT NULL UNIQUE REFERENCES after_sales(id),
  member_id         INTEGER NOT NULL REFERENCES members(id),
  order_id          INTEGER NOT NULL REFERENCES orders(id),
  payment_id        INTEGER REFERENCES payments_new(id),
  amount            INTEGER NOT NULL CHECK (amount >= 0),
  coins             INTEGER NOT NULL CHECK (coins >= 0),
  currency          TEXT NOT NULL CHECK (currency GLOB '[A-Z][A-Z][A-Z]'),
  method            TEXT NOT NULL CHECK (method IN ('original', 'refund_card')),
  -- What the shopper recognises: the payment channel or card brand, or the bank; the last four digits when known.
  destination       TEXT,
  last_four         TEXT,
  status            TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  gateway_refund_id TEXT,
  failure_code      TEXT,
  -- A random token of the one settlement that ended it: the statements of that batch act only where they find it,
  -- so a replayed or raced callback gives nothing twice.
  settled_by        TEXT,
  created_at        INTEGER NOT NULL,
  updated_at        INTEGER NOT NULL,
  refunded_at       INTEGER,
  CHECK ((status = 'succeeded') = (refunded_at IS NOT NULL))
);
INSERT INTO after_sale_refunds_new (id, refund_no, after_sale_id, member_id, order_id, payment_id, amount, coins, currency, method,
                                    destination, last_four, status, gateway_refund_id, failure_code, settled_by, created_at,
                                    updated_at, refunded_at)
  SELECT id, refund_no, after_sale_id, member_id, order_id, payment_id, amount, coins, currency, method, destination, last_four,
         status, gateway_refund_id, failure_code, settled_by, created_at, updated_at, refunded_at
  FROM after_sale_refunds;

DROP TABLE after_sale_refunds;
DROP TABLE payments;
-- Renaming payments_new also renames after_sale_refunds_new's reference to it.
ALTER TABLE payments_new RENAME TO payments;
ALTER TABLE after_sale_refunds_new RENAME TO after_sale_refunds;
CREATE INDEX payments_order ON payments(order_id, created_at DESC);
CREATE UNIQUE INDEX payments_one_success ON payments(order_id) WHERE status = 'successful';
CREATE INDEX after_sale_refunds_member ON after_sale_refunds(member_id, created_at DESC);
CREATE INDEX after_sale_refunds_unsent ON after_sale_refunds(created_at) WHERE status = 'pending' AND gateway_refund_id IS NULL;

-- ---- devices ----

CREATE TABLE devices_new (
  device_id    TEXT PRIMARY KEY CHECK (length(device_id) BETWEEN 1 AND 128),
  language     TEXT NOT NULL DEFAULT 'en' CHECK (length(language) BETWEEN 2 AND 16),
  visit_count  INTEGER NOT NULL DEFAULT 0 CHECK (visit_count >= 0),
  first_seen_at INTEGER NOT NULL,
  last_seen_at  INTEGER NOT NULL
);
INSERT INTO devices_new (device_id, language, visit_count, first_seen_at, last_seen_at)
  SELECT device_id, language, visit_count, first_seen_at, last_seen_at FROM devices;
DROP TABLE devices;
ALTER TABLE devices_new RENAME TO devices;

-- ---- the catalog's texts ----

CREATE TABLE category_texts_new (
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  lang        TEXT NOT NULL CHECK (length(lang) BETWEEN 2 AND 16),
  name        TEXT NOT NULL,
  PRIMARY KEY (category_id, lang)
) WITHOUT ROWID;
INSERT INTO category_texts_new (category_id, lang, name) SELECT category_id, lang, name FROM category_texts;
DROP TABLE category_texts;
ALTER TABLE category_texts_new RENAME TO category_texts;

CREATE TABLE product_texts_new (
  product_id    INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  lang          TEXT NOT NULL CHECK (length(lang) BETWEEN 2 AND 16),
  name          TEXT NOT NULL,
  description   TEXT NOT NULL DEFAULT '',
  unit          TEXT NOT NULL DEFAULT '',
  specification TEXT NOT NULL DEFAULT '',
  composition   TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, lang)
) WITHOUT ROWID;
INSERT INTO product_texts_new (product_id, lang, name, description, unit, specification, composition)
  SELECT product_id, lang, name, description, unit, specification, composition FROM product_texts;
DROP TABLE product_texts;
ALTER TABLE product_texts_new RENAME TO product_texts;

CREATE TABLE sku_texts_new (
  sku_id     INTEGER NOT NULL REFERENCES skus(id) ON DELETE CASCADE,
  lang       TEXT NOT NULL CHECK (length(lang) BETWEEN 2 AND 16),
  spec_name  TEXT NOT NULL,
  spec_value TEXT NOT NULL,
  PRIMARY KEY (sku_id, lang)
) WITHOUT ROWID;
INSERT INTO sku_texts_new (sku_id, lang, spec_name, spec_value) SELECT sku_id, lang, spec_name, spec_value FROM sku_texts;
DROP TABLE sku_texts;
ALTER TABLE sku_texts_new RENAME TO sku_texts;

CREATE TABLE banner_texts_new (
  banner_id INTEGER NOT NULL REFERENCES banners(id) ON DELETE CASCADE,
  lang      TEXT NOT NULL CHECK (length(lang) BETWEEN 2 AND 16),
  title     TEXT NOT NULL,
  subtitle  TEXT NOT NULL DEFAULT '',
  image_url TEXT NOT NULL,
  PRIMARY KEY (banner_id, lang)
) WITHOUT ROWID;
INSERT INTO banner_texts_new (banner_id, lang, title, subtitle, image_url)
  SELECT banner_id, lang, title, subtitle, image_url FROM banner_texts;
DROP TABLE banner_texts;
ALTER TABLE banner_texts_new RENAME TO banner_texts;

CREATE TABLE home_section_texts_new (
  section_id INTEGER NOT NULL REFERENCES home_sections(id) ON DELETE CASCADE,
  lang       TEXT NOT NULL CHECK (length(lang) BETWEEN 2 AND 16),
  title      TEXT NOT NULL,
  PRIMARY KEY (section_id, lang)
) WITHOUT ROWID;
INSERT INTO home_section_texts_new (section_id, lang, title) SELECT section_id, lang, title FROM home_section_texts;
DROP TABLE home_section_texts;
ALTER TABLE home_section_texts_new RENAME TO home_section_texts;

CREATE TABLE voucher_texts_new (
  voucher_id INTEGER NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  lang       TEXT NOT NULL CHECK (length(lang) BETWEEN 2 AND 16),
  title      TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  PRIMARY KEY (voucher_id, lang)
) WITHOUT ROWID;
INSERT INTO voucher_texts_new (voucher_id, lang, title) SELECT voucher_id, lang, title FROM voucher_texts;
DROP TABLE voucher_texts;
ALTER TABLE voucher_texts_new RENAME TO voucher_texts;

-- ---- search words ----

CREATE TABLE search_keywords_new (
  lang             TEXT NOT NULL CHECK (length(lang) BETWEEN 2 AND 16),
  keyword          TEXT NOT NULL,
  search_count     INTEGER NOT NULL DEFAULT 0 CHECK (search_count >= 0),
  click_count      INTEGER NOT NULL DEFAULT 0 CHECK (click_count >= 0),
  last_searched_at INTEGER NOT NULL,
  shoppers         INTEGER NOT NULL DEFAULT 0 CHECK (shoppers >= 0),
  PRIMARY KEY (lang, keyword)
) WITHOUT ROWID;
INSERT INTO search_keywords_new (lang, keyword, search_count, click_count, last_searched_at, shoppers)
  SELECT lang, keyword, search_count, click_count, last_searched_at, shoppers FROM search_keywords;
DROP TABLE search_keywords;
ALTER TABLE search_keywords_new RENAME TO search_keywords;
CREATE INDEX search_keywords_hot ON search_keywords(lang, search_count DESC);

CREATE TABLE search_recommended_new (
  lang    TEXT NOT NULL CHECK (length(lang) BETWEEN 2 AND 16),
  keyword TEXT NOT NULL,
  sort    INTEGER NOT NULL,
  PRIMARY KEY (lang, keyword)
) WITHOUT ROWID;
INSERT INTO search_recommended_new (lang, keyword, sort) SELECT lang, keyword, sort FROM search_recommended;
DROP TABLE search_recommended;
ALTER TABLE search_recommended_new RENAME TO search_recommended;

-- ---- addresses: any country's code and dial code; the region and postal code rules of 0009 stay ----

CREATE TABLE addresses_new (
  id            INTEGER PRIMARY KEY,
  address_id    TEXT NOT NULL UNIQUE CHECK (length(address_id) BETWEEN 1 AND 32),
  member_id     INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- The form's first name ("Surname") and last name ("Name"); a single-name recipient leaves last_name empty.
  first_name    TEXT NOT NULL CHECK (length(trim(first_name)) BETWEEN 1 AND 64),
  last_name     TEXT NOT NULL DEFAULT '' CHECK (length(last_name) <= 64),
  -- An account key like members.phone (src/shared/contract/rules.ts accountKey): dial code + national number, at most
  -- the 15 digits of an international number; no dial code starts with 0.
  phone         TEXT NOT NULL CHECK (phone GLOB '[1-9]*' AND phone NOT GLOB '*[^0-9]*' AND length(phone) BETWEEN 8 AND 15),
  country       TEXT NOT NULL CHECK (country GLOB '[A-Z][A-Z]'),
  -- Province and city are chosen in Indonesia and Malaysia; the district only in Indonesia. Singapore's may be empty.
  state         TEXT NOT NULL CHECK (length(state) <= 100 AND (country = 'SG' OR length(trim(state)) >= 1)),
  city          TEXT NOT NULL CHECK (length(city) <= 100 AND (country = 'SG' OR length(trim(city)) >= 1)),
  area          TEXT NOT NULL CHECK (length(area) <= 100 AND (country <> 'ID' OR length(trim(area)) >= 1)),
  address_line1 TEXT NOT NULL CHECK (length(trim(address_line1)) BETWEEN 1 AND 200),
  address_line2 TEXT NOT NULL DEFAULT '' CHECK (length(address_line2) <= 200),
  -- Six digits in Singapore, five elsewhere.
  postal_code   TEXT NOT NULL CHECK (
    postal_code NOT GLOB '*[^0-9]*'
    AND length(postal_code) = CASE country WHEN 'SG' THEN 6 ELSE 5 END
  ),
  is_default    INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL CHECK (updated_at >= created_at)
);
INSERT INTO addresses_new (id, address_id, member_id, first_name, last_name, phone, country, state, city, area, address_line1,
                           address_line2, postal_code, is_default, created_at, updated_at)
  SELECT id, address_id, member_id, first_name, last_name, phone, country, state, city, area, address_line1, address_line2,
         postal_code, is_default, created_at, updated_at
  FROM addresses;
DROP TABLE addresses;
ALTER TABLE addresses_new RENAME TO addresses;
-- A member's addresses, and the cascade when a member is deleted.
CREATE INDEX addresses_member ON addresses(member_id);
-- At most one default per member: making another one the default must clear the old flag in the same batch.
CREATE UNIQUE INDEX addresses_one_default ON addresses(member_id) WHERE is_default = 1;

-- ---- saved cards: the holder's phone, any country's dial code ----

CREATE TABLE payment_cards_new (
  id            INTEGER PRIMARY KEY,
  -- The public id the API answers with (never the row id); every lookup also names the member.
  card_id       TEXT NOT NULL UNIQUE CHECK (length(card_id) BETWEEN 1 AND 32),
  member_id     INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- The gateway's multiple-use token (Xendit credit_card_tokens id): what a later charge is made with.
  gateway_token TEXT NOT NULL CHECK (length(gateway_token) BETWEEN 1 AND 64),
  brand         TEXT NOT NULL CHECK (brand IN ('VISA', 'MASTERCARD', 'JCB', 'AMEX')),
  last_four     TEXT NOT NULL CHECK (length(last_four) = 4 AND last_four NOT GLOB '*[^0-9]*'),
  exp_month     INTEGER NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year      INTEGER NOT NULL CHECK (exp_year BETWEEN 2000 AND 2100),
  first_name    TEXT NOT NULL CHECK (length(trim(first_name)) BETWEEN 1 AND 64),
  last_name     TEXT NOT NULL CHECK (length(trim(last_name)) BETWEEN 1 AND 64),
  -- An account key like members.phone: dial code and national number.
  phone         TEXT NOT NULL CHECK (phone GLOB '[1-9]*' AND phone NOT GLOB '*[^0-9]*' AND length(phone) BETWEEN 8 AND 15),
  email         TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 64),
  bank          TEXT NOT NULL CHECK (length(bank) BETWEEN 1 AND 32),
  created_at    INTEGER NOT NULL
);
INSERT INTO payment_cards_new (id, card_id, member_id, gateway_token, brand, last_four, exp_month, exp_year, first_name, last_name,
                               phone, email, bank, created_at)
  SELECT id, card_id, member_id, gateway_token, brand, last_four, exp_month, exp_year, first_name, last_name, phone, email, bank,
         created_at
  FROM payment_cards;
DROP TABLE payment_cards;
ALTER TABLE payment_cards_new RENAME TO payment_cards;
CREATE INDEX payment_cards_member ON payment_cards(member_id);
-- The same token saved twice would be one card listed twice.
CREATE UNIQUE INDEX payment_cards_token ON payment_cards(member_id, gateway_token);

-- ---- the view and triggers, as they were ----

-- The index row of one product: rebuilt by the triggers below whenever what it is made of changes.
CREATE VIEW product_search_source AS
SELECT
  p.id AS product_id,
  (SELECT group_concat(t.name, ' ') FROM product_texts t WHERE t.product_id = p.id) AS names,
  p.brand AS brand,
  (SELECT group_concat(ct.name, ' ') FROM category_texts ct
    WHERE ct.category_id IN (
      p.category_id,
      (SELECT parent_id FROM categories WHERE id = p.category_id),
      (SELECT parent_id FROM categories WHERE id = (SELECT parent_id FROM categories WHERE id = p.category_id))
    )) AS categories
FROM products p
WHERE p.status = 1;

CREATE TRIGGER product_texts_search_insert AFTER INSERT ON product_texts BEGIN
  DELETE FROM product_search WHERE rowid = NEW.product_id;
  INSERT INTO product_search (rowid, names, brand, categories)
    SELECT product_id, names, brand, categories FROM product_search_source WHERE product_id = NEW.product_id;
END;
CREATE TRIGGER product_texts_search_update AFTER UPDATE OF name ON product_texts BEGIN
  DELETE FROM product_search WHERE rowid = NEW.product_id;
  INSERT INTO product_search (rowid, names, brand, categories)
    SELECT product_id, names, brand, categories FROM product_search_source WHERE product_id = NEW.product_id;
END;
CREATE TRIGGER product_texts_search_delete AFTER DELETE ON product_texts BEGIN
  DELETE FROM product_search WHERE rowid = OLD.product_id;
  INSERT INTO product_search (rowid, names, brand, categories)
    SELECT product_id, names, brand, categories FROM product_search_source WHERE product_id = OLD.product_id;
END;
CREATE TRIGGER products_search_update AFTER UPDATE OF status, brand, category_id ON products BEGIN
  DELETE FROM product_search WHERE rowid = NEW.id;
  INSERT INTO product_search (rowid, names, brand, categories)
    SELECT product_id, names, brand, categories FROM product_search_source WHERE product_id = NEW.id;
END;

-- A payment given back (a paid order cancelled, or money an order could not take): the order's timeline and message.
CREATE TRIGGER order_events_refunded AFTER UPDATE OF status ON payments
WHEN OLD.status <> 'refunded' AND NEW.status = 'refunded'
BEGIN
  INSERT INTO order_events (order_id, kind, at) VALUES (NEW.order_id, 'refunded', NEW.updated_at);
  INSERT INTO messages (msg_no, member_id, kind, params, created_at)
    SELECT 'N' || lower(hex(randomblob(8))), NEW.member_id, 'order', json_object('event', 'refunded', 'order_no', o.order_no), NEW.updated_at
    FROM orders o WHERE o.id = NEW.order_id;
END;

-- Never more money back than the order took.
CREATE TRIGGER after_sale_refunds_within_paid BEFORE INSERT ON after_sale_refunds
WHEN NEW.amount + (SELECT coalesce(sum(amount), 0) FROM after_sale_refunds WHERE order_id = NEW.order_id AND status <> 'failed')
     > (SELECT total FROM orders WHERE id = NEW.order_id)
BEGIN
  SELECT RAISE(ABORT, 'after_sale_refunds: more than the order took');
END;
