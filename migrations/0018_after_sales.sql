-- After-sales (issue 16): a member's applications per order line, their photos, their status timeline and their
-- refunds. The rules that money depends on are guarded here, so a race or a bug fails its whole batch instead of
-- giving back too much: one open application per line, no more units than the line has left, no more money than the
-- order took, coins given back once per application and never more than the order spent.

CREATE TABLE after_sales (
  id             INTEGER PRIMARY KEY,
  after_sale_no  TEXT NOT NULL UNIQUE,
  member_id      INTEGER NOT NULL REFERENCES members(id),
  order_id       INTEGER NOT NULL REFERENCES orders(id),
  line_id        INTEGER NOT NULL REFERENCES order_lines(id),
  type           TEXT NOT NULL CHECK (type IN ('refund_only', 'return_and_refund')),
  -- Spec §4: 1 awaiting review, 2 interception requested, 3 refund pending, 4 success, 5 failure, 6 awaiting return,
  -- 7 pending inspection. A cancelled application ends in 5 too, with end_reason 'cancelled'.
  status         INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 7),
  reason         TEXT NOT NULL CHECK (reason IN ('out_of_stock', 'wrong_product_received', 'quality_issue', 'shipping_delay',
                                                 'missing_item', 'ordered_wrong_product', 'other')),
  quantity       INTEGER NOT NULL CHECK (quantity > 0),
  -- Computed by the server when applying (order/pricing.ts lineRefund): minor units and coins for these units.
  refund_amount  INTEGER NOT NULL CHECK (refund_amount >= 0),
  refund_coins   INTEGER NOT NULL CHECK (refund_coins >= 0),
  description    TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  end_reason     TEXT CHECK (end_reason IN ('cancelled', 'rejected', 'interception_failed', 'inspection_failed', 'refund_failed')),
  -- The reviewer's words when refusing.
  end_note       TEXT CHECK (length(end_note) <= 200),
  return_company TEXT CHECK (length(return_company) BETWEEN 1 AND 50),
  return_tracking_no TEXT CHECK (length(return_tracking_no) BETWEEN 4 AND 40),
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL,
  CHECK ((status = 5) = (end_reason IS NOT NULL)),
  CHECK (type = 'return_and_refund' OR status NOT IN (6, 7)),
  CHECK (status <> 7 OR return_tracking_no IS NOT NULL)
);
-- One open application per line: of two applied at once, one fails.
CREATE UNIQUE INDEX after_sales_one_open ON after_sales(line_id) WHERE status NOT IN (4, 5);
CREATE INDEX after_sales_member ON after_sales(member_id, created_at DESC);
CREATE INDEX after_sales_line ON after_sales(line_id, status);
-- The reviewer's list and the scheduled job's automatic rules.
CREATE INDEX after_sales_open ON after_sales(status, created_at) WHERE status NOT IN (4, 5);

-- No more units than the line has left after those already refunded.
CREATE TRIGGER after_sales_quantity BEFORE INSERT ON after_sales
WHEN NEW.quantity > (SELECT quantity FROM order_lines WHERE id = NEW.line_id AND order_id = NEW.order_id)
                    - (SELECT coalesce(sum(quantity), 0) FROM after_sales WHERE line_id = NEW.line_id AND status = 4)
  OR (SELECT quantity FROM order_lines WHERE id = NEW.line_id AND order_id = NEW.order_id) IS NULL
BEGIN
  SELECT RAISE(ABORT, 'after_sales: quantity beyond what the line has left');
END;

-- Only the moves of the state machine (functions/commerce/aftersale/machine.ts), whatever path makes them.
CREATE TRIGGER after_sales_moves BEFORE UPDATE OF status ON after_sales
WHEN OLD.status <> NEW.status AND (OLD.status || '>' || NEW.status) NOT IN
  ('1>2', '1>3', '1>5', '1>6', '2>3', '2>5', '3>4', '3>5', '6>5', '6>7', '7>3', '7>5')
BEGIN
  SELECT RAISE(ABORT, 'after_sales: illegal status move');
END;

-- Photos are uploaded before the application exists (after_sale_id null until it is made), kept in the AVATARS R2
-- bucket under 'after-sale/<photo_no>', and read only by their member.
CREATE TABLE after_sale_photos (
  id            INTEGER PRIMARY KEY,
  photo_no      TEXT NOT NULL UNIQUE,
  member_id     INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  after_sale_id INTEGER REFERENCES after_sales(id),
  created_at    INTEGER NOT NULL
);
CREATE INDEX after_sale_photos_member ON after_sale_photos(member_id, after_sale_id);
CREATE INDEX after_sale_photos_after_sale ON after_sale_photos(after_sale_id) WHERE after_sale_id IS NOT NULL;

CREATE TABLE after_sale_events (
  id            INTEGER PRIMARY KEY,
  after_sale_id INTEGER NOT NULL REFERENCES after_sales(id),
  event         TEXT NOT NULL CHECK (event IN ('applied', 'interception_requested', 'refund_pending', 'succeeded', 'failed',
                                               'cancelled', 'awaiting_return', 'return_shipped')),
  at            INTEGER NOT NULL
);
CREATE INDEX after_sale_events_of ON after_sale_events(after_sale_id, at, id);

-- The timeline, the member's message and the order's after-sales flag follow every change, exactly once, like the
-- order's (0017). The applying itself is the shopper's own act: a timeline row, no message.
CREATE TRIGGER after_sales_applied AFTER INSERT ON after_sales BEGIN
  INSERT INTO after_sale_events (after_sale_id, event, at) VALUES (NEW.id, 'applied', NEW.created_at);
  UPDATE orders SET after_sale = 1 WHERE id = NEW.order_id;
END;

CREATE TRIGGER after_sales_status AFTER UPDATE OF status ON after_sales
WHEN OLD.status <> NEW.status
BEGIN
  INSERT INTO after_sale_events (after_sale_id, event, at)
    VALUES (NEW.id, CASE NEW.status WHEN 2 THEN 'interception_requested' WHEN 3 THEN 'refund_pending' WHEN 4 THEN 'succeeded'
                      WHEN 5 THEN CASE NEW.end_reason WHEN 'cancelled' THEN 'cancelled' ELSE 'failed' END
                      WHEN 6 THEN 'awaiting_return' WHEN 7 THEN 'return_shipped' END, NEW.updated_at);
  -- The event written out again rather than read back from the timeline: the message texts test reads each message's
  -- events from its own statement (functions/commerce/message/texts.test.ts).
  INSERT INTO messages (msg_no, member_id, kind, params, created_at)
    SELECT 'N' || lower(hex(randomblob(8))), NEW.member_id, 'after_sale',
           json_object('event', CASE NEW.status WHEN 2 THEN 'interception_requested' WHEN 3 THEN 'refund_pending' WHEN 4 THEN 'succeeded'
                                  WHEN 6 THEN 'awaiting_return' WHEN 7 THEN 'return_shipped'
                                  WHEN 5 THEN CASE NEW.end_reason WHEN 'cancelled' THEN 'cancelled' ELSE 'failed' END END,
                       'after_sale_no', NEW.after_sale_no, 'order_no', o.order_no), NEW.updated_at
    FROM orders o
    WHERE o.id = NEW.order_id;
  UPDATE orders SET after_sale = EXISTS (SELECT 1 FROM after_sales WHERE order_id = NEW.order_id AND status NOT IN (4, 5))
    WHERE id = NEW.order_id;
END;

-- The money of an application going back: one refund per application. 'original': the payment's own method through
-- the gateway; 'refund_card': a cash-on-delivery order's, paid out to the member's refund card.
CREATE TABLE after_sale_refunds (
  id                INTEGER PRIMARY KEY,
  -- Our reference at the gateway (its idempotency key): 'R' + country + …, so a callback finds its database.
  refund_no         TEXT NOT NULL UNIQUE,
  after_sale_id     INTEGER NOT NULL UNIQUE REFERENCES after_sales(id),
  member_id         INTEGER NOT NULL REFERENCES members(id),
  order_id          INTEGER NOT NULL REFERENCES orders(id),
  payment_id        INTEGER REFERENCES payments(id),
  amount            INTEGER NOT NULL CHECK (amount >= 0),
  coins             INTEGER NOT NULL CHECK (coins >= 0),
  currency          TEXT NOT NULL CHECK (currency IN ('IDR', 'SGD', 'MYR')),
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
CREATE INDEX after_sale_refunds_member ON after_sale_refunds(member_id, created_at DESC);
-- The scheduled job's retry of refunds the gateway did not take.
CREATE INDEX after_sale_refunds_unsent ON after_sale_refunds(created_at) WHERE status = 'pending' AND gateway_refund_id IS NULL;

-- Never more money back than the order took.
CREATE TRIGGER after_sale_refunds_within_paid BEFORE INSERT ON after_sale_refunds
WHEN NEW.amount + (SELECT coalesce(sum(amount), 0) FROM after_sale_refunds WHERE order_id = NEW.order_id AND status <> 'failed')
     > (SELECT total FROM orders WHERE id = NEW.order_id)
BEGIN
  SELECT RAISE(ABORT, 'after_sale_refunds: more than the order took');
END;

-- Coins given back by an application: once (the unique key), and never more than the order spent.
ALTER TABLE coin_ledger ADD COLUMN after_sale_id INTEGER REFERENCES after_sales(id);
CREATE UNIQUE INDEX coin_ledger_after_sale_once ON coin_ledger(after_sale_id) WHERE after_sale_id IS NOT NULL;
CREATE TRIGGER coin_ledger_refund_within_spent BEFORE INSERT ON coin_ledger
WHEN NEW.kind = 'refund' AND NEW.order_id IS NOT NULL
 AND NEW.delta + (SELECT coalesce(sum(delta), 0) FROM coin_ledger WHERE order_id = NEW.order_id AND kind = 'refund')
     > (SELECT coins_used FROM orders WHERE id = NEW.order_id)
BEGIN
  SELECT RAISE(ABORT, 'coin_ledger: more coins back than the order spent');
END;
