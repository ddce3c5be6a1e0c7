-- Cart, product views and back-in-stock (issue 4).

CREATE TABLE cart_items (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  sku_id    INTEGER NOT NULL REFERENCES skus(id) ON DELETE CASCADE,
  -- The per-item cap is MAX_CART_QUANTITY in src/shared/constants.ts; the API answers 1105008 above it.
  quantity  INTEGER NOT NULL CHECK (quantity > 0 AND quantity <= 99),
  added_at  INTEGER NOT NULL,
  PRIMARY KEY (member_id, sku_id)
) WITHOUT ROWID;

-- Detail page visits (spec §7 visit/views): who saw which product when; a member or a device.
CREATE TABLE product_views (
  id         INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  member_id  INTEGER REFERENCES members(id) ON DELETE SET NULL,
  device_id  TEXT,
  viewed_at  INTEGER NOT NULL
);
CREATE INDEX product_views_product ON product_views(product_id, viewed_at);

-- Back-in-stock subscriptions of sold-out SKUs; notified_at is set when the message went out.
CREATE TABLE stock_subscriptions (
  member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  sku_id      INTEGER NOT NULL REFERENCES skus(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  notified_at INTEGER,
  PRIMARY KEY (member_id, sku_id)
) WITHOUT ROWID;
CREATE INDEX stock_subscriptions_waiting ON stock_subscriptions(sku_id, notified_at);

-- Whatever brings stock back (a delivery booked in, a cancelled order), each waiting subscriber gets an in-app
-- message once: the rule lives with the data, not in every code path that changes stock.
CREATE TRIGGER skus_back_in_stock AFTER UPDATE OF stock ON skus
WHEN OLD.stock = 0 AND NEW.stock > 0
BEGIN
  INSERT INTO messages (msg_no, member_id, kind, params, created_at)
    SELECT 'N' || lower(hex(randomblob(8))), s.member_id, 'back_in_stock',
           json_object('product_no', p.product_no, 'sku_no', NEW.sku_no),
           CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
    FROM stock_subscriptions s JOIN products p ON p.id = NEW.product_id
    WHERE s.sku_id = NEW.id AND s.notified_at IS NULL;
  UPDATE stock_subscriptions SET notified_at = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
    WHERE sku_id = NEW.id AND notified_at IS NULL;
END;
