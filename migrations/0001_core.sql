-- Devices seen by the storefront: the language they chose and their visits (spec §7 device_language, visit).
CREATE TABLE devices (
  device_id    TEXT PRIMARY KEY CHECK (length(device_id) BETWEEN 1 AND 128),
  language     TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'id', 'zh-CN')),
  visit_count  INTEGER NOT NULL DEFAULT 0 CHECK (visit_count >= 0),
  first_seen_at INTEGER NOT NULL,
  last_seen_at  INTEGER NOT NULL
);

CREATE TABLE members (
  id          INTEGER PRIMARY KEY,
  member_no   TEXT NOT NULL UNIQUE,
  phone       TEXT UNIQUE,
  email       TEXT UNIQUE,
  user_name   TEXT,
  avatar_url  TEXT,
  points      INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  status      INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at  INTEGER NOT NULL
);

-- Sessions are opaque random tokens; only their SHA-256 is stored.
CREATE TABLE sessions (
  token_hash  TEXT PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  device_id   TEXT,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL
);
CREATE INDEX sessions_member ON sessions(member_id);
CREATE INDEX sessions_expiry ON sessions(expires_at);
