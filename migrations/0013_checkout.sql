-- Cart, order confirmation and payment (issue 14): coins as a ledger, vouchers, orders with their lines and money,
-- and payments. Every reservation is a conditional change a CHECK guards, so of two racing orders one fails whole
-- (its D1 batch rolls back) instead of overselling stock, spending a voucher twice or taking coins below zero.

-- The price a cart line had when it was added: the cart marks a line whose price changed since (spec §5).
ALTER TABLE cart_items ADD COLUMN price_at_add INTEGER CHECK (price_at_add > 0);

-- Coins (spec §3 points). The ledger is the only source of a balance: members.points is its running sum, kept by
-- the trigger below and never written anywhere else, and its CHECK (points >= 0) refuses a spend beyond the balance.
CREATE TABLE coin_ledger (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  delta      INTEGER NOT NULL CHECK (delta <> 0),
  -- opening: a balance from before the ledger; spend/release: held by an order and given back when it closes unpaid;
  -- earn: credited when receipt is confirmed; refund: returned by after-sales; expire: coins that ran out.
  kind       TEXT NOT NULL CHECK (kind IN ('opening', 'spend', 'release', 'earn', 'refund', 'expire')),
  order_id   INTEGER REFERENCES orders(id),
  created_at INTEGER NOT NULL,
  CHECK ((kind IN ('spend', 'expire')) = (delta < 0))
);
CREATE INDEX coin_ledger_member ON coin_ledger(member_id, created_at DESC);
-- An order spends, releases and earns its coins once each, however often a step is retried or raced.
CREATE UNIQUE INDEX coin_ledger_order_once ON coin_ledger(order_id, kind) WHERE order_id IS NOT NULL AND kind IN ('spend', 'release', 'earn');

INSERT INTO coin_ledger (member_id, delta, kind, created_at)
  SELECT id, points, 'opening', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM members WHERE points > 0;

CREATE TRIGGER coin_ledger_balance AFTER INSERT ON coin_ledger BEGIN
  UPDATE members SET points = points + NEW.delta WHERE id = NEW.member_id;
END;

-- Voucher campaigns (spec §3 Voucher): what a claimed voucher is worth and when it applies.
CREATE TABLE vouchers (
  id               INTEGER PRIMARY KEY,
  voucher_no       TEXT NOT NULL UNIQUE CHECK (length(voucher_no) BETWEEN 1 AND 32),
  -- discount: off the goods; shipping: off the shipping fee.
  kind             TEXT NOT NULL CHECK (kind IN ('discount', 'shipping')),
  -- Exactly one of a fixed amount (minor units) or a percentage, the percentage with an optional cap.
  amount_off       INTEGER NOT NULL DEFAULT 0 CHECK (amount_off >= 0),
  percent_off      INTEGER NOT NULL DEFAULT 0 CHECK (percent_off BETWEEN 0 AND 100),
  max_off          INTEGER CHECK (max_off > 0),
  -- Compared with the selling price of the goods it applies to.
  min_spend        INTEGER NOT NULL DEFAULT 0 CHECK (min_spend >= 0),
  -- A stackable voucher combines with one of the other kind that is stackable too.
  stackable        INTEGER NOT NULL DEFAULT 0 CHECK (stackable IN (0, 1)),
  app_only         INTEGER NOT NULL DEFAULT 0 CHECK (app_only IN (0, 1)),
  -- Not for cash on delivery.
  online_only      INTEGER NOT NULL DEFAULT 0 CHECK (online_only IN (0, 1)),
  new_user_only    INTEGER NOT NULL DEFAULT 0 CHECK (new_user_only IN (0, 1)),
  -- 0: only the products of voucher_products.
  all_products     INTEGER NOT NULL DEFAULT 1 CHECK (all_products IN (0, 1)),
  claim_start_at   INTEGER NOT NULL,
  claim_end_at     INTEGER NOT NULL CHECK (claim_end_at > claim_start_at),
  -- A claimed voucher is valid this many days (spec §9 validity after claim).
  valid_days       INTEGER NOT NULL CHECK (valid_days > 0),
  total_quantity   INTEGER NOT NULL CHECK (total_quantity >= 0),
  claimed          INTEGER NOT NULL DEFAULT 0 CHECK (claimed >= 0 AND claimed <= total_quantity),
  per_member_limit INTEGER NOT NULL DEFAULT 1 CHECK (per_member_limit >= 1),
  created_at       INTEGER NOT NULL,
  CHECK ((amount_off > 0) <> (percent_off > 0)),
  CHECK (max_off IS NULL OR percent_off > 0)
);

CREATE TABLE voucher_texts (
  voucher_id INTEGER NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  lang       TEXT NOT NULL CHECK (lang IN ('en', 'id', 'zh-CN')),
  title      TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  PRIMARY KEY (voucher_id, lang)
) WITHOUT ROWID;

CREATE TABLE voucher_products (
  voucher_id INTEGER NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  PRIMARY KEY (voucher_id, product_id)
) WITHOUT ROWID;

-- Orders as the checkout makes them. The table of migration 0003 held only whose and which status; it is rebuilt
-- with the money, the address as it was at the order, and the payment deadline.
CREATE TABLE orders_new (
  id                  INTEGER PRIMARY KEY,
  order_no            TEXT NOT NULL UNIQUE,
  member_id           INTEGER NOT NULL REFERENCES members(id),
  status              TEXT NOT NULL CHECK (status IN ('unpaid', 'to_ship', 'shipped', 'completed', 'cancelled')),
  after_sale          INTEGER NOT NULL DEFAULT 0 CHECK (after_sale IN (0, 1)),
  created_at          INTEGER NOT NULL,
  -- The browser's key for one press of Place order: a retry or a double click finds the order it made.
  idempotency_key     TEXT CHECK (length(idempotency_key) BETWEEN 8 AND 64),
  currency            TEXT NOT NULL DEFAULT 'IDR' CHECK (currency IN ('IDR', 'SGD', 'MYR')),
  -- The breakdown (spec §3), minor units: retail (struck-through) prices, the product discount to the selling
  -- prices, their subtotal, vouchers, shipping and its discount, coins; total is what the shopper pays.
  retail_total        INTEGER NOT NULL DEFAULT 0 CHECK (retail_total >= 0),
  product_discount    INTEGER NOT NULL DEFAULT 0 CHECK (product_discount >= 0),
  subtotal            INTEGER NOT NULL DEFAULT 0 CHECK (subtotal >= 0),
  voucher_discount    INTEGER NOT NULL DEFAULT 0 CHECK (voucher_discount >= 0),
  shipping_fee        INTEGER NOT NULL DEFAULT 0 CHECK (shipping_fee >= 0),
  shipping_discount   INTEGER NOT NULL DEFAULT 0 CHECK (shipping_discount >= 0 AND shipping_discount <= shipping_fee),
  coins_used          INTEGER NOT NULL DEFAULT 0 CHECK (coins_used >= 0),
  coins_value         INTEGER NOT NULL DEFAULT 0 CHECK (coins_value >= 0),
  total               INTEGER NOT NULL DEFAULT 0 CHECK (total >= 0),
  -- Credited when receipt is confirmed (spec §4).
  coins_earned        INTEGER NOT NULL DEFAULT 0 CHECK (coins_earned >= 0),
  -- 1 when this order took the member's first-order free shipping (spec §1, not given back on refund, §9).
  first_order_free    INTEGER NOT NULL DEFAULT 0 CHECK (first_order_free IN (0, 1)),
  delivery_method     TEXT NOT NULL DEFAULT 'standard' CHECK (delivery_method IN ('standard')),
  -- 1: the destination is in the warehouse's city (1–2 days); 0: outside it (4–7 days), spec §9.
  in_city             INTEGER NOT NULL DEFAULT 1 CHECK (in_city IN (0, 1)),
  weight_g            INTEGER NOT NULL DEFAULT 0 CHECK (weight_g >= 0),
  -- The delivery address as it was when the order was placed (the book may change later), as the address API answers it.
  address             TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(address)),
  note                TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 200),
  language            TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'id', 'zh-CN')),
  payment_method      TEXT CHECK (payment_method IN ('ewallet', 'card', 'qr', 'cod')),
  -- An unpaid order closes at its deadline (spec §4), by the scheduled job.
  pay_deadline        INTEGER,
  paid_at             INTEGER,
  closed_at           INTEGER,
  close_reason        TEXT CHECK (close_reason IN ('timeout', 'cancelled')),
  -- Set in the batch that gave a closed order's stock, vouchers and coins back: a second close gives nothing.
  released_at         INTEGER CHECK (released_at IS NULL OR status = 'cancelled'),
  CHECK (total = subtotal - voucher_discount + shipping_fee - shipping_discount - coins_value),
  CHECK (subtotal = retail_total - product_discount)
);
INSERT INTO orders_new (id, order_no, member_id, status, after_sale, created_at)
  SELECT id, order_no, member_id, status, after_sale, created_at FROM orders;
DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;
CREATE INDEX orders_member_status ON orders(member_id, status);
CREATE INDEX orders_member_created ON orders(member_id, created_at DESC);
CREATE UNIQUE INDEX orders_idempotency ON orders(member_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX orders_unpaid_deadline ON orders(pay_deadline) WHERE status = 'unpaid';
-- First-order free shipping once per member: of two first orders placed at once one fails. An order closed before
-- it was paid never happened, so it gives the benefit back; a paid one keeps it even when refunded (spec §9).
CREATE UNIQUE INDEX orders_first_free_once ON orders(member_id)
  WHERE first_order_free = 1 AND NOT (status = 'cancelled' AND paid_at IS NULL);

-- What an order holds of each SKU, with the prices and names as they were: the order never changes with the catalog.
CREATE TABLE order_lines (
  id             INTEGER PRIMARY KEY,
  order_id       INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  sku_id         INTEGER NOT NULL REFERENCES skus(id),
  product_no     TEXT NOT NULL,
  sku_no         TEXT NOT NULL,
  product_name   TEXT NOT NULL,
  spec_value     TEXT NOT NULL DEFAULT '',
  image_url      TEXT NOT NULL,
  quantity       INTEGER NOT NULL CHECK (quantity > 0),
  unit_price     INTEGER NOT NULL CHECK (unit_price > 0),
  unit_retail    INTEGER NOT NULL CHECK (unit_retail >= unit_price),
  -- The line's share of the vouchers and of the coins' value: what an after-sales refund of the line gives back.
  voucher_share  INTEGER NOT NULL DEFAULT 0 CHECK (voucher_share >= 0),
  coins_share    INTEGER NOT NULL DEFAULT 0 CHECK (coins_share >= 0),
  UNIQUE (order_id, sku_id)
);

-- A member's claimed vouchers (spec §3, §4 unused/used/expired).
CREATE TABLE member_vouchers (
  id          INTEGER PRIMARY KEY,
  coupon_no   TEXT NOT NULL UNIQUE CHECK (length(coupon_no) BETWEEN 1 AND 32),
  member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  voucher_id  INTEGER NOT NULL REFERENCES vouchers(id),
  claimed_at  INTEGER NOT NULL,
  valid_until INTEGER NOT NULL CHECK (valid_until > claimed_at),
  -- 1 while an order holds it (locked at the order, used once paid). Locking adds 1 without a condition, so the
  -- second of two orders racing for one voucher breaks the CHECK and its whole batch rolls back.
  uses        INTEGER NOT NULL DEFAULT 0 CHECK (uses IN (0, 1)),
  order_id    INTEGER REFERENCES orders(id),
  CHECK ((uses = 1) = (order_id IS NOT NULL))
);
CREATE INDEX member_vouchers_member ON member_vouchers(member_id, uses, valid_until);
CREATE INDEX member_vouchers_order ON member_vouchers(order_id) WHERE order_id IS NOT NULL;

-- Attempts to pay an order (spec §4 payment states). payment_no is the reference the gateway knows us by.
CREATE TABLE payments (
  id             INTEGER PRIMARY KEY,
  payment_no     TEXT NOT NULL UNIQUE CHECK (length(payment_no) BETWEEN 1 AND 64),
  order_id       INTEGER NOT NULL REFERENCES orders(id),
  member_id      INTEGER NOT NULL REFERENCES members(id),
  method         TEXT NOT NULL CHECK (method IN ('ewallet', 'card', 'qr', 'cod')),
  -- OVO, DANA, QRIS, PAYNOW, a card's brand …; empty for cash on delivery.
  channel        TEXT NOT NULL DEFAULT '',
  -- What we asked the gateway for: a callback with another amount or currency is refused (1104009).
  amount         INTEGER NOT NULL CHECK (amount >= 0),
  currency       TEXT NOT NULL CHECK (currency IN ('IDR', 'SGD', 'MYR')),
  -- The gateway's id of the request or charge.
  gateway_id     TEXT UNIQUE,
  status         TEXT NOT NULL CHECK (status IN ('processing', 'failed', 'successful', 'cancelled', 'refunded')),
  failure_code   TEXT,
  refund_id      TEXT,
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL
);
CREATE INDEX payments_order ON payments(order_id, created_at DESC);
-- One payment pays an order; any other that succeeds for it is refunded.
CREATE UNIQUE INDEX payments_one_success ON payments(order_id) WHERE status = 'successful';

-- Gateway callbacks already handled: a replay is answered without being applied again.
CREATE TABLE payment_events (
  event_id    TEXT PRIMARY KEY,
  payment_no  TEXT NOT NULL,
  kind        TEXT NOT NULL,
  received_at INTEGER NOT NULL
) WITHOUT ROWID;
