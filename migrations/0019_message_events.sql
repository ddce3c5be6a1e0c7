-- The message centre (issue 17) renders a message from locale keys message.<kind>.<event>.title/.body, so every
-- message names its event. Back-in-stock messages (0005) had none: they are 'restocked', from now on and before.
DROP TRIGGER skus_back_in_stock;
CREATE TRIGGER skus_back_in_stock AFTER UPDATE OF stock ON skus
WHEN OLD.stock = 0 AND NEW.stock > 0
BEGIN
  INSERT INTO messages (msg_no, member_id, kind, params, created_at)
    SELECT 'N' || lower(hex(randomblob(8))), s.member_id, 'back_in_stock',
           json_object('event', 'restocked', 'product_no', p.product_no, 'sku_no', NEW.sku_no),
           CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
    FROM stock_subscriptions s JOIN products p ON p.id = NEW.product_id
    WHERE s.sku_id = NEW.id AND s.notified_at IS NULL;
  UPDATE stock_subscriptions SET notified_at = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
    WHERE sku_id = NEW.id AND notified_at IS NULL;
END;
UPDATE messages SET params = json_set(params, '$.event', 'restocked') WHERE kind = 'back_in_stock' AND json_extract(params, '$.event') IS NULL;

-- The centre lists a member's messages newest first, read or not (messages_member_unread serves the unread count).
CREATE INDEX messages_member_created ON messages(member_id, created_at DESC, id DESC);
