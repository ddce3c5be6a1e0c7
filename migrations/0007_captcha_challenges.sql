-- Proof-of-work challenges, the image captcha's accessible alternative (functions/commerce/member/captcha.ts): one per
-- request, for one account, single use (used_at set by the one check that consumes it), 2 minutes. A right solution
-- yields the same captcha nonce as a right image answer.
CREATE TABLE captcha_challenges (
  challenge   TEXT PRIMARY KEY,
  account_key TEXT NOT NULL,
  difficulty  INTEGER NOT NULL CHECK (difficulty BETWEEN 1 AND 32),
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
) WITHOUT ROWID;
