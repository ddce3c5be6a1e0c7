-- The hot ranking (issue 11) shows a keyword only once enough different shoppers searched it and found products.
-- search_keywords.shoppers: how many different devices searched the keyword, as far as the ranking needs to know
-- (searches count them up to the threshold in functions/commerce/search/routes.ts; the seed gives its starting
-- ranking its own). Rows from before start at 0: what anyone typed stays out of the ranking until shoppers search it
-- again.
ALTER TABLE search_keywords ADD COLUMN shoppers INTEGER NOT NULL DEFAULT 0 CHECK (shoppers >= 0);

-- The devices counted for a keyword: at most the threshold per keyword, so counting stays cheap for popular ones.
CREATE TABLE search_keyword_shoppers (
  lang      TEXT NOT NULL,
  keyword   TEXT NOT NULL,
  device_id TEXT NOT NULL,
  PRIMARY KEY (lang, keyword, device_id)
) WITHOUT ROWID;
