-- Attribution (spec §3; docs/decisions/source-channel.md, search-click-devices.md).

-- The channel a member came from (the login call's `channel`), written once by the login that creates the member and
-- never changed after; NULL when that login named none.
ALTER TABLE members ADD COLUMN source_channel TEXT;

-- A search result clicked by a device (the click call's driver_id): one row per device, keyword and product, so a
-- device tapping the same result again is not counted again. The trigger counts the first click on the keyword.
CREATE TABLE search_clicks (
  lang       TEXT NOT NULL,
  keyword    TEXT NOT NULL,
  product_no TEXT NOT NULL,
  device_id  TEXT NOT NULL,
  clicked_at INTEGER NOT NULL,
  PRIMARY KEY (lang, keyword, product_no, device_id)
) WITHOUT ROWID;
-- The scheduled job forgets clicks after 30 days (functions/commerce/jobs.ts): a device counts again after that.
CREATE INDEX search_clicks_age ON search_clicks(clicked_at);

CREATE TRIGGER search_clicks_count AFTER INSERT ON search_clicks
BEGIN
  INSERT INTO search_keywords (lang, keyword, click_count, last_searched_at) VALUES (NEW.lang, NEW.keyword, 1, NEW.clicked_at)
  ON CONFLICT (lang, keyword) DO UPDATE SET click_count = click_count + 1;
END;
