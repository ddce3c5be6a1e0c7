-- Flash sales (issue 27): a SKU under peak demand sells its stock through Durable Objects (functions/commerce/flash),
-- not through the order's D1 batch. A sale names the SKU, how many units it sells (the SKU's stock when it starts), the
-- units one member may buy, and how many shards take the attempts (about 300 a second each).
CREATE TABLE flash_sales (
  id               INTEGER PRIMARY KEY,
  sku_id           INTEGER NOT NULL REFERENCES skus(id),
  units            INTEGER NOT NULL CHECK (units >= 0),
  per_member_limit INTEGER NOT NULL CHECK (per_member_limit > 0),
  shards           INTEGER NOT NULL CHECK (shards BETWEEN 1 AND 64),
  starts_at        INTEGER NOT NULL,
  ends_at          INTEGER NOT NULL CHECK (ends_at > starts_at),
  created_at       INTEGER NOT NULL
);
CREATE INDEX flash_sales_ends ON flash_sales(ends_at);

-- Closing many unpaid orders at once (order/close.ts) gives back what the orders closed and not yet released held:
-- this index finds them without reading every order.
CREATE INDEX orders_unreleased ON orders(id) WHERE status = 'cancelled' AND released_at IS NULL;
