/** Spec §9 constants used on both sides. */
export const API_TIMEOUT_MS = 8000;
export const PERSIST_TIMEOUT_MS = 5000;
/** Ours: how long a page inside the native app waits for the host's appMessage before it starts without one. */
export const APP_MESSAGE_TIMEOUT_MS = 5000;
export const DESKTOP_BREAKPOINT_PX = 750;
/** The desktop layout's media query (spec §9 breakpoint). */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;
export const DESKTOP_CONTENT_WIDTH_PX = 1200;
export const STORE_NO = 'SC001';
export const PLATFORM = 'H5';
/**
 * The platform header of a request from inside our native app's webview: the edge sets it from the app's user-agent
 * token (functions/bff/app.ts); app-only vouchers are claimed only with it (docs/decisions/app-platform-header.md).
 */
export const APP_PLATFORM = 'APP';
export const UNREAD_BADGE_CAP = 99;
export const LIST_THROTTLE_MS = 100;
export const CODE_RESEND_SECONDS = 60;
export const LOGIN_REDIRECT_DELAY_MS = 1000;
export const KEYWORD_ROTATE_MS = 3500;
/** Ours (issue 18): home banners advance every 5 s unless paused (hover, focus, reduced motion, the stop button). */
export const BANNER_ROTATE_MS = 5000;
/** Ours (issue 18): a card says "Best seller" from this many units sold (about one product in fifteen of the seed). */
export const BESTSELLER_MIN_SOLD = 15_000;
export const RECOMMEND_PAGE_SIZE = 12;
export const RECOMMEND_SKELETONS = 6;
/** Similar products on the detail page, and the placeholders holding their place (a row on desktop, two on phones). */
export const SIMILAR_PAGE_SIZE = 8;
export const SIMILAR_SKELETONS = 4;
export const SEARCH_HISTORY_MAX = 10;
export const RANK_LIST_SIZE = 10;
/** Ours: the most of one SKU a cart holds (migrations/0005_cart.sql checks the same). */
export const MAX_CART_QUANTITY = 99;
/** Store policies (spec §9), written once and quoted by the policy pages. */
export const ORDER_PROCESSING_HOURS = 48;
export const DELIVERY_DAYS_IN_CITY = '1–2';
export const DELIVERY_DAYS_OUT_OF_CITY = '4–7';
export const DATA_DELETION_WORKING_DAYS = '3–7';
export const AVATAR_MAX_KB = 800;

/**
 * The BFF's marker cookie that a session exists (the session cookie itself is HttpOnly): page scripts and member
 * pages read it to know a guest from a member before any call.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** The root element's class while the native app's webview shows its loading spinner (src/layouts/security.ts). */
export const APP_LOADING_CLASS = 'is-app-loading';

/** The `message` of the LOGIN window message our log-out posts (spec §4), which must not open the login again. */
export const LOGGED_OUT_MESSAGE = 'User logged out';

/** Ours: document events that wake islands hydrated by client:interaction from outside them (src/directives). */
export const LOGIN_MODAL_WAKE_EVENT = 'storefront:login-modal';
export const SEARCH_DROPDOWN_WAKE_EVENT = 'storefront:search-dropdown';
