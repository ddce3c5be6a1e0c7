-- Addresses as each country writes them (spec §3, issue 13): Singapore has no province, city or district (a block,
-- a unit and a six-digit postal code say it all), and a Malaysian district is optional beside its state and city.
-- SQLite cannot change a CHECK in place, so the table is rebuilt with its rows, indexes and constraints.

CREATE TABLE addresses_new (
  id            INTEGER PRIMARY KEY,
  address_id    TEXT NOT NULL UNIQUE CHECK (length(address_id) BETWEEN 1 AND 32),
  member_id     INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- The form's first name ("Surname") and last name ("Name"); a single-name recipient leaves last_name empty.
  first_name    TEXT NOT NULL CHECK (length(trim(first_name)) BETWEEN 1 AND 64),
  last_name     TEXT NOT NULL DEFAULT '' CHECK (length(last_name) <= 64),
  -- An account key like members.phone (src/shared/validation.ts accountKey): dial code + national number.
  phone         TEXT NOT NULL CHECK (phone GLOB '6[025]*' AND phone NOT GLOB '*[^0-9]*' AND length(phone) BETWEEN 10 AND 14),
  country       TEXT NOT NULL CHECK (country IN ('ID', 'SG', 'MY')),
  -- Province and city are chosen in Indonesia and Malaysia; the district only in Indonesia. Singapore's may be empty.
  state         TEXT NOT NULL CHECK (length(state) <= 100 AND (country = 'SG' OR length(trim(state)) >= 1)),
  city          TEXT NOT NULL CHECK (length(city) <= 100 AND (country = 'SG' OR length(trim(city)) >= 1)),
  area          TEXT NOT NULL CHECK (length(area) <= 100 AND (country <> 'ID' OR length(trim(area)) >= 1)),
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
INSERT INTO addresses_new SELECT * FROM addresses;
DROP TABLE addresses;
ALTER TABLE addresses_new RENAME TO addresses;
-- A member's addresses, and the cascade when a member is deleted.
CREATE INDEX addresses_member ON addresses(member_id);
-- At most one default per member: making another one the default must clear the old flag in the same batch.
CREATE UNIQUE INDEX addresses_one_default ON addresses(member_id) WHERE is_default = 1;
