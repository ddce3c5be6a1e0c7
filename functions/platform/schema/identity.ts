import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Lang } from '../../../src/shared/lang';

/** devices (0001_core.sql). */
export const devices = sqliteTable('devices', {
  deviceId: text('device_id').primaryKey(),
  language: text('language').$type<Lang>().notNull().default('en'),
  visitCount: integer('visit_count').notNull().default(0),
  firstSeenAt: integer('first_seen_at').notNull(),
  lastSeenAt: integer('last_seen_at').notNull(),
});

/** members (0001_core.sql, then 0003_identity.sql, 0010_profile.sql, 0030_attribution.sql, 0032_member_display_name.sql). */
export const members = sqliteTable('members', {
  id: integer('id').primaryKey(),
  memberNo: text('member_no').notNull(),
  phone: text('phone'),
  email: text('email'),
  userName: text('user_name'),
  avatarUrl: text('avatar_url'),
  points: integer('points').notNull().default(0),
  status: integer('status').notNull().default(1),
  createdAt: integer('created_at').notNull(),
  countryCode: text('country_code'),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub'),
  phoneCheckedAt: integer('phone_checked_at'),
  emailCheckedAt: integer('email_checked_at'),
  birthday: text('birthday'),
  birthdayChangedAt: integer('birthday_changed_at'),
  avatarKey: text('avatar_key'),
  sourceChannel: text('source_channel'),
  /** When the member last saved a name of their own; null while the name is the one the shop made for them. */
  nameChosenAt: integer('name_chosen_at'),
});

/** sessions (0001_core.sql). */
export const sessions = sqliteTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  deviceId: text('device_id'),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/** captchas (0003_identity.sql, then 0025_captcha_purposes.sql). */
export const captchas = sqliteTable('captchas', {
  id: text('id').primaryKey(),
  answer: text('answer').notNull(),
  accountKey: text('account_key').notNull(),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
  purpose: text('purpose'),
});

/** captcha_nonces (0003_identity.sql, then 0025_captcha_purposes.sql). */
export const captchaNonces = sqliteTable('captcha_nonces', {
  nonceHash: text('nonce_hash').primaryKey(),
  accountKey: text('account_key').notNull(),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
  purpose: text('purpose'),
  solvedBy: text('solved_by'),
});

/** captcha_challenges (0007_captcha_challenges.sql, then 0025_captcha_purposes.sql). */
export const captchaChallenges = sqliteTable('captcha_challenges', {
  challenge: text('challenge').primaryKey(),
  accountKey: text('account_key').notNull(),
  difficulty: integer('difficulty').notNull(),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
  purpose: text('purpose'),
});

/** otp_codes (0003_identity.sql, then 0012_account_centre.sql). */
export const otpCodes = sqliteTable(
  'otp_codes',
  {
    accountKey: text('account_key').notNull(),
    purpose: integer('purpose').notNull(),
    codeHash: text('code_hash'),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    failures: integer('failures').notNull().default(0),
    firstFailureAt: integer('first_failure_at'),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.purpose] })],
);

/** password_failures (0003_identity.sql). */
export const passwordFailures = sqliteTable('password_failures', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull(),
  firstFailureAt: integer('first_failure_at').notNull(),
});

/** rate_events (0003_identity.sql). */
export const rateEvents = sqliteTable('rate_events', {
  id: integer('id').primaryKey(),
  bucket: text('bucket').notNull(),
  at: integer('at').notNull(),
});

/** oauth_states (0003_identity.sql). */
export const oauthStates = sqliteTable('oauth_states', {
  state: text('state').primaryKey(),
  verifier: text('verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/** member_deletions (0012_account_centre.sql). */
export const memberDeletions = sqliteTable('member_deletions', {
  memberId: integer('member_id').primaryKey(),
  reason: integer('reason').notNull(),
  requestedAt: integer('requested_at').notNull(),
  eraseAfter: integer('erase_after').notNull(),
  erasedAt: integer('erased_at'),
});
