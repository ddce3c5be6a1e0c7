-- Captcha purposes and proofs (issue 25, functions/providers/captcha/captcha.ts): an image or proof-of-work challenge
-- is asked for one purpose (a code send of one code_type, or a password check), and its nonce is spent only on that.
-- Rows from before have no purpose, and their nonces unlock nothing: a shopper in the middle of one solves another.
ALTER TABLE captchas ADD COLUMN purpose TEXT;
ALTER TABLE captcha_challenges ADD COLUMN purpose TEXT;
ALTER TABLE captcha_nonces ADD COLUMN purpose TEXT;
-- What earned the nonce: sends unlocked by proof of work have a budget of their own per IP.
ALTER TABLE captcha_nonces ADD COLUMN solved_by TEXT CHECK (solved_by IN ('image', 'pow'));
