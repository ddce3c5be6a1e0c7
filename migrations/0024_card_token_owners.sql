-- Issue 25: a saved card's gateway token is bound to the member who first saved it (docs/decisions/card-token-owner.md).
-- A multiple-use token is all a charge needs, so another member who came by it (a shared device, a leaked request)
-- must not save it and pay with someone else's card. The binding outlives the card and the account: removing the card
-- or erasing the member does not free the token for anyone else. It holds the token's SHA-256, not the token, so a
-- removed card leaves nothing here that could still be charged. No foreign key: the binding must outlive any row.
CREATE TABLE card_token_owners (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  member_id  INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
