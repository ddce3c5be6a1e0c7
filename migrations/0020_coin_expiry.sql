-- Coin expiry (issue 17, docs/decisions/coin-expiry.md): coins earned (kinds opening and earn) run out at the end of the 12th month
-- after the month they were earned, the oldest first. The scheduled job writes what ran out as one 'expire' row per
-- member and expiry date; expiry_at is that date (the instant the coins stopped counting), NULL on every other row.
-- Only added columns and indexes: after-sales (0018) changes this table too, and the two must compose.
ALTER TABLE coin_ledger ADD COLUMN expiry_at INTEGER;
-- Exactly once: a retried or overlapping run of the job finds the row already there (INSERT OR IGNORE).
CREATE UNIQUE INDEX coin_ledger_expiry_once ON coin_ledger(member_id, expiry_at) WHERE kind = 'expire';
-- The job's scan: members with coins earned before a date.
CREATE INDEX coin_ledger_earned ON coin_ledger(created_at, member_id) WHERE kind IN ('opening', 'earn');
