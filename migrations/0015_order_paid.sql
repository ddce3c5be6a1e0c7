-- When an order leaves 'unpaid' for 'to_ship' (paid online, or confirmed for cash on delivery), its products' sales
-- counts grow by what it holds and the member gets an in-app message. A trigger, like back_in_stock (0005): the
-- transition happens once per order whichever path takes it (a callback, a card charge, COD), so these follow it
-- exactly once, even when two callbacks for one payment race.
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
