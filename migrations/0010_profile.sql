-- Profile (issue 13 item 1): the birth date and when it was last changed (spec §9: once a year).
-- 'YYYY-MM-DD'; NULL until the member gives one.
ALTER TABLE members ADD COLUMN birthday TEXT;
-- Epoch milliseconds of the last change; a change is refused (1101011) until a year has passed.
ALTER TABLE members ADD COLUMN birthday_changed_at INTEGER;
-- The R2 key of the avatar the member uploaded (avatar_url points at our origin's copy of it); the previous object
-- is deleted when a new one replaces it.
ALTER TABLE members ADD COLUMN avatar_key TEXT;
