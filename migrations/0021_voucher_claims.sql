-- The claim centre and the wallet (issue 17). A claim is one D1 batch: the campaign's `claimed` counter (its CHECK
-- refuses a claim past total_quantity) and the member's voucher row. The row is numbered per member and campaign, the
-- number counted inside the insert: the unique key makes two claims of the same number impossible, and the trigger
-- refuses a number past the campaign's per-member limit, so a member claiming many times at once gets at most that.
-- Rows given without a claim (the welcome pack, development vouchers, the seed) keep NULL and still count.
ALTER TABLE member_vouchers ADD COLUMN nth INTEGER CHECK (nth >= 1);
CREATE UNIQUE INDEX member_vouchers_claim_nth ON member_vouchers(member_id, voucher_id, nth) WHERE nth IS NOT NULL;
CREATE TRIGGER member_vouchers_claim_limit BEFORE INSERT ON member_vouchers
WHEN NEW.nth IS NOT NULL AND NEW.nth > (SELECT per_member_limit FROM vouchers WHERE id = NEW.voucher_id)
BEGIN
  SELECT RAISE(ABORT, 'voucher claim limit');
END;

-- Set when the scheduled job wrote the "expires soon" message of an unused voucher: it is written once.
ALTER TABLE member_vouchers ADD COLUMN reminded_at INTEGER;
CREATE INDEX member_vouchers_unreminded ON member_vouchers(valid_until) WHERE uses = 0 AND reminded_at IS NULL;

-- 0: a campaign given, never claimed (a voucher made for one member, as the development tools make them): the claim
-- centre does not list it and a claim of it is refused as not eligible (1101030).
ALTER TABLE vouchers ADD COLUMN claimable INTEGER NOT NULL DEFAULT 1 CHECK (claimable IN (0, 1));
UPDATE vouchers SET claimable = 0 WHERE voucher_no LIKE 'DEV-%';

-- The claim centre lists the campaigns open for claims.
CREATE INDEX vouchers_claim_window ON vouchers(claim_end_at, claim_start_at);
