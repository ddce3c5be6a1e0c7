-- Orders after payment (issue 15): shipment and receipt columns, and the status timeline. Every status change writes
-- its order_events row and the member's in-app message by trigger, like orders_to_ship (0015): the rows follow the
-- change in the same statement whichever path makes it (cancel, the jobs, the logistics stand-in, a gateway refund),
-- exactly once, as each change is guarded by the status it leaves.
ALTER TABLE orders ADD COLUMN shipped_at INTEGER;
ALTER TABLE orders ADD COLUMN delivered_at INTEGER;
ALTER TABLE orders ADD COLUMN completed_at INTEGER;
-- Set when the shipment is booked; null until then (spec §3).
ALTER TABLE orders ADD COLUMN logistics_provider TEXT;
ALTER TABLE orders ADD COLUMN tracking_no TEXT;
-- The shopper's own words when cancelling (optional).
ALTER TABLE orders ADD COLUMN cancel_note TEXT CHECK (length(cancel_note) <= 200);
-- The auto-confirm job's scan: delivered orders not yet confirmed.
CREATE INDEX orders_shipped_delivered ON orders(delivered_at) WHERE status = 'shipped';

CREATE TABLE order_events (
  id       INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind     TEXT NOT NULL CHECK (kind IN ('created', 'paid', 'shipped', 'delivered', 'closed', 'refunded', 'completed')),
  at       INTEGER NOT NULL
);
CREATE INDEX order_events_order ON order_events(order_id, at, id);

CREATE TRIGGER order_events_created AFTER INSERT ON orders BEGIN
  INSERT INTO order_events (order_id, kind, at) VALUES (NEW.id, 'created', NEW.created_at);
END;

-- Paid: the message is orders_to_ship's (0015); here only the timeline.
CREATE TRIGGER order_events_paid AFTER UPDATE OF status ON orders
WHEN OLD.status = 'unpaid' AND NEW.status = 'to_ship'
BEGIN
  INSERT INTO order_events (order_id, kind, at) VALUES (NEW.id, 'paid', coalesce(NEW.paid_at, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)));
END;

CREATE TRIGGER order_events_shipped AFTER UPDATE OF status ON orders
WHEN OLD.status = 'to_ship' AND NEW.status = 'shipped'
BEGIN
  INSERT INTO order_events (order_id, kind, at) VALUES (NEW.id, 'shipped', NEW.shipped_at);
  INSERT INTO messages (msg_no, member_id, kind, params, created_at)
    VALUES ('N' || lower(hex(randomblob(8))), NEW.member_id, 'order', json_object('event', 'shipped', 'order_no', NEW.order_no), NEW.shipped_at);
END;

CREATE TRIGGER order_events_delivered AFTER UPDATE OF delivered_at ON orders
WHEN OLD.delivered_at IS NULL AND NEW.delivered_at IS NOT NULL
BEGIN
  INSERT INTO order_events (order_id, kind, at) VALUES (NEW.id, 'delivered', NEW.delivered_at);
  INSERT INTO messages (msg_no, member_id, kind, params, created_at)
    VALUES ('N' || lower(hex(randomblob(8))), NEW.member_id, 'order', json_object('event', 'delivered', 'order_no', NEW.order_no), NEW.delivered_at);
END;

CREATE TRIGGER order_events_completed AFTER UPDATE OF status ON orders
WHEN OLD.status = 'shipped' AND NEW.status = 'completed'
BEGIN
  INSERT INTO order_events (order_id, kind, at) VALUES (NEW.id, 'completed', NEW.completed_at);
  INSERT INTO messages (msg_no, member_id, kind, params, created_at)
    VALUES ('N' || lower(hex(randomblob(8))), NEW.member_id, 'order', json_object('event', 'completed', 'order_no', NEW.order_no), NEW.completed_at);
END;

CREATE TRIGGER order_events_closed AFTER UPDATE OF status ON orders
WHEN OLD.status <> 'cancelled' AND NEW.status = 'cancelled'
BEGIN
  INSERT INTO order_events (order_id, kind, at) VALUES (NEW.id, 'closed', NEW.closed_at);
  INSERT INTO messages (msg_no, member_id, kind, params, created_at)
    VALUES ('N' || lower(hex(randomblob(8))), NEW.member_id, 'order',
            json_object('event', 'closed', 'order_no', NEW.order_no, 'reason', NEW.close_reason), NEW.closed_at);
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
