-- Issue 13, the account centre's refund cards and account deletion.

-- Account data deletion requests (spec §2 /delete, §9): why, when, and the day after which the scheduled job erases
-- the member's personal data (functions/commerce/deletion/erase.ts). The member row stays, anonymised, because
-- orders keep referring to it; erased_at marks the requests the job has done.
CREATE TABLE member_deletions (
  member_id    INTEGER PRIMARY KEY REFERENCES members(id),
  -- DELETION_REASON in src/shared/contract/constants.ts.
  reason       INTEGER NOT NULL CHECK (reason BETWEEN 1 AND 4),
  requested_at INTEGER NOT NULL,
  erase_after  INTEGER NOT NULL CHECK (erase_after > requested_at),
  erased_at    INTEGER
);
-- The job's lookup: requests still waiting, by due time.
CREATE INDEX member_deletions_due ON member_deletions(erase_after) WHERE erased_at IS NULL;

-- A deletion is confirmed with a code to the member's current phone or e-mail (code_type 6): SQLite cannot change a
-- CHECK in place, so otp_codes is rebuilt with the new purpose and its live codes kept.
CREATE TABLE otp_codes_new (
  account_key      TEXT NOT NULL,
  purpose          INTEGER NOT NULL CHECK (purpose IN (1, 3, 4, 5, 6)),
  code_hash        TEXT,
  expires_at       INTEGER NOT NULL,
  used_at          INTEGER,
  failures         INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),
  first_failure_at INTEGER,
  PRIMARY KEY (account_key, purpose)
) WITHOUT ROWID;
INSERT INTO otp_codes_new SELECT account_key, purpose, code_hash, expires_at, used_at, failures, first_failure_at FROM otp_codes;
DROP TABLE otp_codes;
ALTER TABLE otp_codes_new RENAME TO otp_codes;

-- Refund cards (spec §2 /refund-settings): the bank account a cash-on-delivery order's refund is paid to. card_id is
-- the public id (never the row id); every lookup also names the member. Erased with the member's other data.
CREATE TABLE refund_cards (
  id             INTEGER PRIMARY KEY,
  card_id        TEXT NOT NULL UNIQUE CHECK (length(card_id) BETWEEN 1 AND 32),
  member_id      INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- A code of src/shared/banks.ts for this database's country, checked by the API.
  bank_code      TEXT NOT NULL CHECK (length(bank_code) BETWEEN 1 AND 16),
  account_number TEXT NOT NULL CHECK (account_number NOT GLOB '*[^0-9]*' AND length(account_number) BETWEEN 6 AND 20),
  holder_name    TEXT NOT NULL CHECK (length(trim(holder_name)) BETWEEN 1 AND 64),
  is_default     INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL CHECK (updated_at >= created_at)
);
CREATE INDEX refund_cards_member ON refund_cards(member_id, created_at);
-- At most one default per member: making another one the default clears the old flag in the same batch.
CREATE UNIQUE INDEX refund_cards_one_default ON refund_cards(member_id) WHERE is_default = 1;
