-- Member addresses (spec §3 Address): the recipient, where to deliver, and which one is the default.
-- address_id is the public id the API answers with (never the row id); every lookup also names the member.

CREATE TABLE addresses (
  id            INTEGER PRIMARY KEY,
  address_id    TEXT NOT NULL UNIQUE CHECK (length(address_id) BETWEEN 1 AND 32),
  member_id     INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- The form's first name ("Surname") and last name ("Name"); a single-name recipient leaves last_name empty.
  first_name    TEXT NOT NULL CHECK (length(trim(first_name)) BETWEEN 1 AND 64),
  last_name     TEXT NOT NULL DEFAULT '' CHECK (length(last_name) <= 64),
  -- An account key like members.phone (src/shared/validation.ts accountKey): dial code + national number.
  phone         TEXT NOT NULL CHECK (phone GLOB '6[025]*' AND phone NOT GLOB '*[^0-9]*' AND length(phone) BETWEEN 10 AND 14),
  country       TEXT NOT NULL CHECK (country IN ('ID', 'SG', 'MY')),
  -- Province, city and district are chosen in the form (spec §5), so none is empty; address_line2 is optional.
  state         TEXT NOT NULL CHECK (length(trim(state)) BETWEEN 1 AND 100),
  city          TEXT NOT NULL CHECK (length(trim(city)) BETWEEN 1 AND 100),
  area          TEXT NOT NULL CHECK (length(trim(area)) BETWEEN 1 AND 100),
  address_line1 TEXT NOT NULL CHECK (length(trim(address_line1)) BETWEEN 1 AND 200),
  address_line2 TEXT NOT NULL DEFAULT '' CHECK (length(address_line2) <= 200),
  -- Five digits in Indonesia and Malaysia, six in Singapore.
  postal_code   TEXT NOT NULL CHECK (
    postal_code NOT GLOB '*[^0-9]*'
    AND length(postal_code) = CASE country WHEN 'SG' THEN 6 ELSE 5 END
  ),
  is_default    INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL CHECK (updated_at >= created_at)
);
-- A member's addresses, and the cascade when a member is deleted.
CREATE INDEX addresses_member ON addresses(member_id);
-- At most one default per member: making another one the default must clear the old flag in the same batch.
CREATE UNIQUE INDEX addresses_one_default ON addresses(member_id) WHERE is_default = 1;
