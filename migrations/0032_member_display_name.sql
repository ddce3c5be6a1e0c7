-- Whether a member has chosen the name they are greeted by (issue 29, docs/decisions/member-display-name.md). A first
-- login gives every member a user name at once (spec §6: log out needs one), made by the shop: the store name and the
-- phone's last four digits, or the e-mail's local part. That name is not the member's own, so the header and the
-- account greet them neutrally ("Hi there") until they choose one. NULL: not chosen yet; else when they last saved a
-- name of their own (update_name, update_info), or when a first login brought one (Google's profile name).
ALTER TABLE members ADD COLUMN name_chosen_at INTEGER;

-- Members from before: their name counts as chosen unless it is the one the shop made for them (the rule of
-- functions/commerce/member/accounts.ts defaultUserName, whose store name is KedaiKita in every language).
UPDATE members
  SET name_chosen_at = created_at
  WHERE coalesce(user_name, '') <> ''
    AND user_name IS NOT substr(substr(email, 1, instr(email, '@') - 1), 1, 24)
    AND user_name IS NOT 'KedaiKita' || substr(phone, -4);
