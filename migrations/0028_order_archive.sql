-- Orders past their age in R2 (issue 27, functions/commerce/order/archive.ts, docs/decisions/order-archive.md):
-- completed and closed orders leave their country's database for one JSON document each in the ARCHIVE bucket, and the
-- member's order list still shows them. What the job and the list need here.

-- The job's scan: orders by the moment they became final (completed, or closed), oldest first, one range for both.
-- Orders not final have neither time, so their key is NULL and no range the job asks for reaches them.
CREATE INDEX orders_final_at ON orders(coalesce(completed_at, closed_at));
-- Orders with after-sales stay in D1 (the applications and refunds name the order and its lines): found by order.
CREATE INDEX after_sales_order ON after_sales(order_id);
-- Removing an order and its payments checks that no refund names them: by index, not by reading every refund.
CREATE INDEX after_sale_refunds_order ON after_sale_refunds(order_id);
CREATE INDEX after_sale_refunds_payment ON after_sale_refunds(payment_id) WHERE payment_id IS NOT NULL;
-- An archived order's ledger rows stay (they are the balance) and lose the order they named: found by order.
CREATE INDEX coin_ledger_order ON coin_ledger(order_id) WHERE order_id IS NOT NULL;

-- Per member, what the archive holds: the list's totals per tab without listing the bucket; whether an archived order
-- was a purchase (paid or completed), so a member whose orders are all archived is not new again (first-order free
-- shipping, new-user vouchers); and the erasure of the account that the archived documents were cleared for.
CREATE TABLE order_archive_members (
  member_id  INTEGER PRIMARY KEY REFERENCES members(id),
  completed  INTEGER NOT NULL DEFAULT 0 CHECK (completed >= 0),
  closed     INTEGER NOT NULL DEFAULT 0 CHECK (closed >= 0),
  purchases  INTEGER NOT NULL DEFAULT 0 CHECK (purchases >= 0),
  erased_at  INTEGER
);

-- How far the job's scan got (one row; none: from the start). Orders the job passes over (after-sales, a refund not
-- sent, a voucher of a campaign still open, an account being deleted) are looked at again on the next pass.
CREATE TABLE order_archive_cursor (
  id        INTEGER PRIMARY KEY CHECK (id = 1),
  final_at  INTEGER NOT NULL,
  order_id  INTEGER NOT NULL
);
