-- The welcome pack (issue 14): a member created by their first sign-in is given one voucher of each campaign flagged
-- here, in the batch that creates them, while the campaign is claimable and has vouchers left.
ALTER TABLE vouchers ADD COLUMN grant_on_signup INTEGER NOT NULL DEFAULT 0 CHECK (grant_on_signup IN (0, 1));
