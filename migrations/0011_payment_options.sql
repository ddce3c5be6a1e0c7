-- Payment options (issue 13). Saved payment cards (spec §3 Payment card): only what the gateway's token stands for. The card number and
-- CVN never reach us (the browser tokenises them with the gateway), so no column could hold them: last_four is four
-- digits and nothing else, and the token is the gateway's id, never card data.

CREATE TABLE payment_cards (
  id            INTEGER PRIMARY KEY,
  -- The public id the API answers with (never the row id); every lookup also names the member.
  card_id       TEXT NOT NULL UNIQUE CHECK (length(card_id) BETWEEN 1 AND 32),
  member_id     INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- The gateway's multiple-use token (Xendit credit_card_tokens id): what a later charge is made with.
  gateway_token TEXT NOT NULL CHECK (length(gateway_token) BETWEEN 1 AND 64),
  brand         TEXT NOT NULL CHECK (brand IN ('VISA', 'MASTERCARD', 'JCB', 'AMEX')),
  last_four     TEXT NOT NULL CHECK (length(last_four) = 4 AND last_four NOT GLOB '*[^0-9]*'),
  exp_month     INTEGER NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year      INTEGER NOT NULL CHECK (exp_year BETWEEN 2000 AND 2100),
  first_name    TEXT NOT NULL CHECK (length(trim(first_name)) BETWEEN 1 AND 64),
  last_name     TEXT NOT NULL CHECK (length(trim(last_name)) BETWEEN 1 AND 64),
  -- An account key like members.phone: dial code and national number.
  phone         TEXT NOT NULL CHECK (phone GLOB '6[025]*' AND phone NOT GLOB '*[^0-9]*' AND length(phone) BETWEEN 10 AND 14),
  email         TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 64),
  bank          TEXT NOT NULL CHECK (length(bank) BETWEEN 1 AND 32),
  created_at    INTEGER NOT NULL
);
CREATE INDEX payment_cards_member ON payment_cards(member_id);
-- The same token saved twice would be one card listed twice.
CREATE UNIQUE INDEX payment_cards_token ON payment_cards(member_id, gateway_token);

-- Linked e-wallet accounts (issue 13): the gateway's linked-account token once the shopper has approved the link in
-- the e-wallet. A row is PENDING from the link request until the gateway's callback says the shopper approved it.
CREATE TABLE ewallet_links (
  id            INTEGER PRIMARY KEY,
  link_id       TEXT NOT NULL UNIQUE CHECK (length(link_id) BETWEEN 1 AND 32),
  member_id     INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  channel       TEXT NOT NULL CHECK (channel IN ('OVO', 'DANA', 'SHOPEEPAY', 'GOPAY')),
  -- Xendit's linked account token id (lat-…): what the callback names and an unlink deletes.
  gateway_token TEXT NOT NULL UNIQUE CHECK (length(gateway_token) BETWEEN 1 AND 64),
  status        TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE')),
  -- The account as the e-wallet shows it, masked by the gateway (+62 •••• 2222); empty while pending.
  account       TEXT NOT NULL DEFAULT '' CHECK (length(account) <= 64),
  created_at    INTEGER NOT NULL
);
CREATE INDEX ewallet_links_member ON ewallet_links(member_id);
-- One linked account per e-wallet per member.
CREATE UNIQUE INDEX ewallet_links_one_active ON ewallet_links(member_id, channel) WHERE status = 'ACTIVE';
