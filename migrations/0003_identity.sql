-- Identity (issue 3): passwords, Google, image captchas, one-time codes, rate limits, the messaging outbox,
-- in-app messages and the order statuses the personal centre counts.

-- A phone is stored as its account key: dial code + national number without the trunk 0 (src/shared/validation.ts).
ALTER TABLE members ADD COLUMN country_code TEXT CHECK (country_code IN ('62', '60', '65'));
-- 'pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>' (functions/commerce/member/password.ts); NULL until one is set.
ALTER TABLE members ADD COLUMN password_hash TEXT;
ALTER TABLE members ADD COLUMN google_sub TEXT;
-- When the member last proved the current phone / e-mail with a code (changing it needs that within 10 minutes).
ALTER TABLE members ADD COLUMN phone_checked_at INTEGER;
ALTER TABLE members ADD COLUMN email_checked_at INTEGER;
CREATE UNIQUE INDEX members_google_sub ON members(google_sub) WHERE google_sub IS NOT NULL;

-- Image captchas: single use (used_at set by the one check that consumes it), 5 minutes.
CREATE TABLE captchas (
  id          TEXT PRIMARY KEY,
  answer      TEXT NOT NULL,
  account_key TEXT NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
) WITHOUT ROWID;

-- Proof of a solved captcha for one account, spent by one code send or password login. Only its SHA-256 is kept.
CREATE TABLE captcha_nonces (
  nonce_hash  TEXT PRIMARY KEY,
  account_key TEXT NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
) WITHOUT ROWID;

-- The live one-time code per account and purpose (code_type). Failures survive a resend: they are counted from
-- first_failure_at for 30 minutes.
CREATE TABLE otp_codes (
  account_key      TEXT NOT NULL,
  purpose          INTEGER NOT NULL CHECK (purpose IN (1, 3, 4, 5)),
  code_hash        TEXT,
  expires_at       INTEGER NOT NULL,
  used_at          INTEGER,
  failures         INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),
  first_failure_at INTEGER,
  PRIMARY KEY (account_key, purpose)
) WITHOUT ROWID;

-- Wrong passwords per account key (known or not, so answers do not tell them apart).
CREATE TABLE password_failures (
  account_key      TEXT PRIMARY KEY,
  failures         INTEGER NOT NULL CHECK (failures >= 0),
  first_failure_at INTEGER NOT NULL
) WITHOUT ROWID;

-- One row per counted event (code sends per account, device and IP; captcha images per IP).
CREATE TABLE rate_events (
  id     INTEGER PRIMARY KEY,
  bucket TEXT NOT NULL,
  at     INTEGER NOT NULL
);
CREATE INDEX rate_events_bucket ON rate_events(bucket, at);

-- What the messaging provider is asked to deliver (WhatsApp, SMS, e-mail). Locally this table is the provider.
CREATE TABLE outbox (
  id         INTEGER PRIMARY KEY,
  channel    TEXT NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email')),
  recipient  TEXT NOT NULL,
  subject    TEXT NOT NULL,
  body       TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_recipient ON outbox(recipient, created_at);

-- Google sign-in in progress: state, PKCE verifier and OpenID nonce, single use, 10 minutes.
CREATE TABLE oauth_states (
  state        TEXT PRIMARY KEY,
  verifier     TEXT NOT NULL,
  nonce        TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  expires_at   INTEGER NOT NULL
) WITHOUT ROWID;

-- Codes issued by the development identity page (/dev/oauth), exchanged like Google's.
CREATE TABLE dev_oauth_codes (
  code           TEXT PRIMARY KEY,
  sub            TEXT NOT NULL,
  email          TEXT NOT NULL,
  name           TEXT NOT NULL,
  nonce          TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  redirect_uri   TEXT NOT NULL,
  expires_at     INTEGER NOT NULL
) WITHOUT ROWID;

-- In-app messages (message centre, back-in-stock). Title and body come from locale keys message.<kind>.title/.body.
CREATE TABLE messages (
  id         INTEGER PRIMARY KEY,
  msg_no     TEXT NOT NULL UNIQUE,
  member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind       TEXT NOT NULL,
  params     TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(params)),
  read_at    INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX messages_member_unread ON messages(member_id, read_at, created_at DESC);

-- Orders as far as the personal centre needs them today: whose, and in which status.
CREATE TABLE orders (
  id         INTEGER PRIMARY KEY,
  order_no   TEXT NOT NULL UNIQUE,
  member_id  INTEGER NOT NULL REFERENCES members(id),
  status     TEXT NOT NULL CHECK (status IN ('unpaid', 'to_ship', 'shipped', 'completed', 'cancelled')),
  after_sale INTEGER NOT NULL DEFAULT 0 CHECK (after_sale IN (0, 1)),
  created_at INTEGER NOT NULL
);
CREATE INDEX orders_member_status ON orders(member_id, status);
