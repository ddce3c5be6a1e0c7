-- Search (issue 4): a full-text index of every product on sale over its names in the three languages, its brand and its
-- category path, so 'susu', 'milk' and '牛奶' find the same products. The trigram tokenizer matches any part of a word
-- and Chinese without spaces; the engine (functions/commerce/search/engine.ts) adds typo tolerance and ranking.
CREATE VIRTUAL TABLE product_search USING fts5(names, brand, categories, tokenize = 'trigram');

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
CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
  DELETE FROM product_search WHERE rowid = OLD.id;
END;

-- What shoppers search: counts for the hot ranking (per language) and clicks from suggestions.
CREATE TABLE search_keywords (
  lang             TEXT NOT NULL CHECK (lang IN ('en', 'id', 'zh-CN')),
  keyword          TEXT NOT NULL,
  search_count     INTEGER NOT NULL DEFAULT 0 CHECK (search_count >= 0),
  click_count      INTEGER NOT NULL DEFAULT 0 CHECK (click_count >= 0),
  last_searched_at INTEGER NOT NULL,
  PRIMARY KEY (lang, keyword)
) WITHOUT ROWID;
CREATE INDEX search_keywords_hot ON search_keywords(lang, search_count DESC);

-- Keywords the store recommends (the rotating placeholder and the recommended ranking), per language.
CREATE TABLE search_recommended (
  lang    TEXT NOT NULL CHECK (lang IN ('en', 'id', 'zh-CN')),
  keyword TEXT NOT NULL,
  sort    INTEGER NOT NULL,
  PRIMARY KEY (lang, keyword)
) WITHOUT ROWID;

-- A signed-in member's search history: at most 10, newest first (the engine trims it).
CREATE TABLE search_history (
  member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  keyword     TEXT NOT NULL,
  searched_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, keyword)
) WITHOUT ROWID;
CREATE INDEX search_history_recent ON search_history(member_id, searched_at DESC);

-- Words shoppers use for the same thing (牛奶 'milk' and 奶粉 'milk powder'): a token also matches its synonyms.
CREATE TABLE search_synonyms (
  term    TEXT NOT NULL,
  synonym TEXT NOT NULL,
  PRIMARY KEY (term, synonym)
) WITHOUT ROWID;
