/**
 * The spec's §8 error catalogue as one typed table. Messages live in locales/*.json under
 * `error.<code>`; a test checks that every code has one in every language.
 * Where the spec lists meanings without numbers (order, product, search ranges) the numbering is ours:
 * see docs/decisions/error-codes.md.
 */
import { SYSTEM_ERROR_CODE, UNAUTHORIZED_CODE } from './api-error';
import type { MessageKey } from './messages';

export { ApiError, type Envelope, isEnvelope } from './api-error';

export const ERROR_STATUS = {
  // HTTP-level
  UNAUTHORIZED: [UNAUTHORIZED_CODE, 401],
  FORBIDDEN: [403, 403],
  // Account 1101xxx
  NAME_EXISTS: [1101001, 409],
  INVALID_CODE: [1101002, 400],
  VERIFY_OLD_EMAIL_FIRST: [1101003, 403],
  VERIFY_OLD_PHONE_FIRST: [1101004, 403],
  MEMBER_MISSING: [1101005, 404],
  LOGIN_FAILED: [1101006, 400],
  WRONG_ACCOUNT_OR_PASSWORD: [1101007, 400],
  WRONG_PASSWORD: [1101008, 400],
  ACCOUNT_DISABLED: [1101009, 403],
  EMAIL_ALREADY_BOUND: [1101010, 409],
  BIRTHDAY_ONCE_A_YEAR: [1101011, 409],
  TOO_MANY_FAILURES: [1101019, 429],
  INVALID_PARAMETER: [1101020, 400],
  ADDRESS_MISSING: [1101021, 404],
  UNSAFE_DEVICE: [1101023, 429],
  PHONE_ALREADY_BOUND: [1101024, 409],
  ACCOUNT_ABNORMAL: [1101025, 403],
  UNFINISHED_ORDERS: [1101026, 409],
  ACCOUNT_NOT_FOUND: [1101027, 404],
  // Ours (docs/decisions/avatars.md): an avatar that is not a PNG, JPEG or WebP of at most 800 KB (spec §5, §9) and 4 megapixels.
  AVATAR_INVALID: [1101028, 400],
  // Voucher 1101030–1101049
  VOUCHER_NOT_ELIGIBLE: [1101030, 409],
  VOUCHER_CLAIM_LIMIT: [1101037, 409],
  VOUCHER_TOO_MANY_ATTEMPTS: [1101039, 429],
  VOUCHER_EVENT_EXPIRED: [1101040, 409],
  VOUCHER_EVENT_NOT_STARTED: [1101041, 409],
  VOUCHER_MISSING: [1101042, 404],
  USER_VOUCHER_MISSING: [1101043, 404],
  ORDER_VOUCHER_MISSING: [1101044, 404],
  VOUCHER_FULLY_CLAIMED: [1101045, 409],
  VOUCHER_APP_ONLY: [1101047, 403],
  VOUCHER_NEW_USERS_ONLY: [1101049, 403],
  // Order 1103xxx
  ORDER_NOT_FOUND: [1103001, 404],
  AFTER_SALE_NOT_FOUND: [1103002, 404],
  ORDER_ITEM_NOT_FOUND: [1103003, 404],
  ORDER_ADDRESS_NOT_FOUND: [1103004, 404],
  ORDER_UNAUTHORIZED: [1103005, 403],
  ORDER_STATUS_MISMATCH: [1103006, 409],
  ORDER_INVALID_PARAMETERS: [1103007, 400],
  UNSUPPORTED_SHIPPING_ADDRESS: [1103008, 409],
  UNSUPPORTED_DELIVERY_METHOD: [1103009, 409],
  UNSUPPORTED_VOUCHER_PAYMENT: [1103010, 409],
  NO_PRODUCT_SELECTED: [1103011, 400],
  STOCK_LOCK_FAILED: [1103012, 409],
  VOUCHER_LOCK_FAILED: [1103013, 409],
  PRICE_CHANGED: [1103014, 409],
  ACTION_TOO_FAST: [1103015, 429],
  AFTER_SALE_EXISTS: [1103016, 409],
  AFTER_SALE_IN_PROGRESS: [1103017, 409],
  AFTER_SALE_TIME_LIMIT: [1103018, 409],
  ORDER_ACCOUNT_DISABLED: [1103019, 403],
  COIN_APPLICATION_FAILED: [1103020, 409],
  COIN_RULES_MISMATCH: [1103021, 409],
  COINS_ALREADY_RETURNED: [1103022, 409],
  VOUCHER_RETURNED: [1103023, 409],
  SHIPPING_TEMPLATE_ERROR: [1103024, 409],
  EXTERNAL_API_FAILURE: [1103025, 502],
  // A service this deployment has no keys for: "not available right now" (503), never the 500 page.
  MISCONFIGURATION: [1103026, 503],
  AFTER_SALE_MAXIMUM: [1103042, 409],
  DAILY_ORDER_LIMIT: [1103045, 409],
  SKU_COUNT_LIMIT: [1103046, 409],
  PER_ITEM_PURCHASE_LIMIT: [1103056, 409],
  AFTER_SALE_MAXIMUM_QUANTITY: [1103064, 409],
  // Ours (docs/decisions/aftersale-api.md): an after-sales photo that is not a PNG, JPEG or WebP of the allowed size and 4 megapixels.
  AFTER_SALE_PHOTO_INVALID: [1103065, 400],
  // Payment 1104xxx
  PAYMENT_INVALID: [1104001, 400],
  PAYMENT_NOT_FOUND: [1104002, 404],
  PAYMENT_ORDER_ERROR: [1104003, 409],
  PAYMENT_PROCESSING: [1104004, 409],
  PAYMENT_FAILED: [1104005, 409],
  PAYMENT_SUCCESSFUL: [1104006, 409],
  PAYMENT_CANCELLED: [1104007, 409],
  PAYMENT_REFUNDED: [1104008, 409],
  PAYMENT_AMOUNT_WRONG: [1104009, 409],
  // Product and cart 1105xxx
  NOT_LOGGED_IN: [1105001, 401],
  PRODUCT_NOT_FOUND: [1105002, 404],
  PRODUCT_INTERNAL_ERROR: [1105003, 500],
  SKU_NOT_FOUND: [1105004, 404],
  CART_ITEM_NOT_FOUND: [1105005, 404],
  PRODUCT_REMOVED: [1105006, 409],
  INSUFFICIENT_STOCK: [1105007, 409],
  MAX_PURCHASE_EXCEEDED: [1105008, 409],
  // Search 1106xxx
  SEARCH_FAILED: [1106001, 500],
  SEARCH_KEYWORD_INVALID: [1106002, 400],
  SEARCH_HISTORY_FAILED: [1106003, 500],
  SEARCH_SUGGEST_FAILED: [1106004, 500],
  SEARCH_RANK_FAILED: [1106005, 500],
  // Others
  SITE_MESSAGE_FAILURE: [1107001, 500],
  // Ours (docs/decisions/message-not-found.md): a message that is not the member's, or none at all; 1107001 is a failure, not a miss.
  MESSAGE_NOT_FOUND: [1107002, 404],
  CONTENT_NOT_FOUND: [1108001, 404],
  COUPON_NOT_FOUND: [1109003, 404],
  QUERY_EXCEPTION: [1109009, 500],
  SYSTEM_CALL_EXCEPTION: [SYSTEM_ERROR_CODE, 500],
  // Ours (docs/decisions/peak-day.md): the database is too busy right now even after retries; nothing was written.
  SERVICE_BUSY: [1109012, 503],
  PRODUCT_DOES_NOT_EXIST: [1125101, 404],
  PRODUCT_INFO_FAILURE: [1125102, 500],
} as const satisfies Record<string, readonly [number, number]>;

export type ErrorName = keyof typeof ERROR_STATUS;

export const ERR = Object.fromEntries(Object.entries(ERROR_STATUS).map(([name, [code]]) => [name, code])) as {
  [K in ErrorName]: (typeof ERROR_STATUS)[K][0];
};

export type ErrorCode = (typeof ERROR_STATUS)[ErrorName][0];

export const ALL_ERROR_CODES: ErrorCode[] = Object.values(ERROR_STATUS).map(([code]) => code);

const KNOWN_CODES = new Set<number>(ALL_ERROR_CODES);

export function isErrorCode(code: number): code is ErrorCode {
  return KNOWN_CODES.has(code);
}

/**
 * The message key of a code: `error.<code>` for a code of the catalogue (typed, so a code without an English message
 * fails tsc), the generic system error for any other.
 */
export function errorKey(code: number): MessageKey {
  return `error.${isErrorCode(code) ? code : ERR.SYSTEM_CALL_EXCEPTION}`;
}

const STATUS_BY_CODE = new Map<number, number>(Object.values(ERROR_STATUS).map(([code, status]) => [code, status]));

export function httpStatusFor(code: number): number {
  return STATUS_BY_CODE.get(code) ?? 400;
}

export const SUCCESS_CODE = 0;
