/**
 * What a source channel may be (spec §3 sourceChannel; the login call's `channel`): a campaign's tag. Its own module:
 * every page's start-up reads it (stores/session-keys.ts), and the contract's constants would come along with it.
 */
export const SOURCE_CHANNEL_PATTERN = /^[A-Za-z0-9_.-]{1,32}$/;
