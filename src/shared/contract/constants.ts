/** The contract's named values, the enumerations of its fields: free of schemas, so any bundle may import them. */

/** Sort codes of a product list. */
export const SORT = { default: 0, salesHighToLow: 1, priceHighToLow: 2, priceLowToHigh: 3 } as const;
export type Sort = (typeof SORT)[keyof typeof SORT];

/** Rankings of search/rank/list. */
export const SEARCH_TYPE = { recommended: 1, hot: 2 } as const;

/** An order's status as the API stores and answers it (spec §4). */
export const ORDER_STATUS = {
  pendingPayment: 'unpaid',
  pendingShipment: 'to_ship',
  pendingReceipt: 'shipped',
  complete: 'completed',
  closed: 'cancelled',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
/** The order list's tabs (spec §4 keys), in their order on the page. */
export const ORDER_TAB = {
  all: 'all',
  toPay: 'to_pay',
  toShip: 'to_ship',
  toReceive: 'to_receive',
  complete: 'transaction_complete',
  closed: 'transaction_closed',
} as const;
export type OrderTab = (typeof ORDER_TAB)[keyof typeof ORDER_TAB];
/** What the shopper may do with an order in its status (the list's and the detail's buttons). */
export const ORDER_ACTIONS = ['pay', 'cancel', 'confirm_receipt', 'buy_again', 'after_sale'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
/** The events of an order's status timeline. */
export const ORDER_EVENTS = ['created', 'paid', 'shipped', 'delivered', 'closed', 'refunded', 'completed'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** Account kinds of the captcha, code and reset calls (spec §7 type_id, update_type). */
export const ACCOUNT_TYPE = { email: 1, phone: 2 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];
/**
 * What a one-time code is for (code_type): spec §7 login and reset; ours, prove the current account, bind a new one,
 * and confirm an account deletion with the current account.
 */
export const CODE_TYPE = { login: 1, verifyCurrent: 3, bindNew: 4, reset: 5, deleteAccount: 6 } as const;
export type CodeType = (typeof CODE_TYPE)[keyof typeof CODE_TYPE];
/**
 * What a captcha's nonce unlocks (ours, the captcha calls' `purpose`): a code send of one code_type, or a password
 * check (a password login or change). The nonce is spent on nothing else, so a captcha solved for one action cannot
 * be carried to another. Without a purpose a captcha is a login code's, the spec's first use of it.
 */
export const CAPTCHA_PURPOSE = {
  login: 'login',
  verifyCurrent: 'verify_current',
  bindNew: 'bind_new',
  reset: 'reset',
  deleteAccount: 'delete_account',
  password: 'password',
} as const;
export type CaptchaPurpose = (typeof CAPTCHA_PURPOSE)[keyof typeof CAPTCHA_PURPOSE];
/** The purpose of the captcha a code send of each code_type spends. */
export const CODE_PURPOSE = {
  [CODE_TYPE.login]: CAPTCHA_PURPOSE.login,
  [CODE_TYPE.verifyCurrent]: CAPTCHA_PURPOSE.verifyCurrent,
  [CODE_TYPE.bindNew]: CAPTCHA_PURPOSE.bindNew,
  [CODE_TYPE.reset]: CAPTCHA_PURPOSE.reset,
  [CODE_TYPE.deleteAccount]: CAPTCHA_PURPOSE.deleteAccount,
} as const satisfies Record<CodeType, CaptchaPurpose>;
/** How a member proves who they are (login_type): the password tabs (spec §4: phone 1, e-mail 2), codes, Google, the app. */
export const LOGIN_TYPE = { phonePassword: 1, emailPassword: 2, phoneCode: 3, emailCode: 4, google: 5, nativeToken: 6 } as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];
/** Where Google sends the shopper back to (google_auth's device): the desktop modal, or the mobile login route. */
export const GOOGLE_DEVICE = { desktop: 'pc', mobile: '' } as const;
/** The messaging channels a phone's code goes by; WhatsApp unless the shopper asks for SMS. */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
/** Why a member asks for their account data to be deleted (spec §9), in the order the page lists them. */
export const DELETION_REASON = { poorExperience: 1, noLongerUsing: 2, preferNotToSay: 3, other: 4 } as const;
export type DeletionReason = (typeof DELETION_REASON)[keyof typeof DELETION_REASON];

/** Card brands the gateway tokenises (Xendit card_info.brand). */
export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'JCB', 'AMEX'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
/** E-wallets a member may link in Indonesia (Xendit channel codes without their ID_ prefix). */
export const EWALLET_CHANNELS = ['OVO', 'DANA', 'SHOPEEPAY', 'GOPAY'] as const;
export type EwalletChannel = (typeof EWALLET_CHANNELS)[number];

/** E-wallets an order can be paid with, per country in the checkout's settings (Xendit channel codes). */
export const PAY_EWALLET_CHANNELS = ['OVO', 'DANA', 'SHOPEEPAY', 'GOPAY', 'GRABPAY', 'TOUCHNGO'] as const;
export type PayEwalletChannel = (typeof PAY_EWALLET_CHANNELS)[number];
/** The QR payment of each country: QRIS in Indonesia, PayNow in Singapore, DuitNow in Malaysia. */
export const QR_CHANNELS = ['QRIS', 'PAYNOW', 'DUITNOW'] as const;
export type QrChannel = (typeof QR_CHANNELS)[number];
/** How an order is paid (spec §9 e-wallet, credit or debit card, cash on delivery; and the country's QR). */
export const PAYMENT_METHODS = ['ewallet', 'card', 'qr', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** A payment's state (spec §4 payment messages). */
export const PAYMENT_STATUSES = ['processing', 'failed', 'successful', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Where a confirmation's items come from (spec §3 selectSkus buyType): the cart, or Buy now on a product. */
export const BUY_TYPE = { cart: 1, buyNow: 2 } as const;
export type BuyType = (typeof BUY_TYPE)[keyof typeof BUY_TYPE];
/** A voucher's kind (spec §3): off the goods, or off the shipping fee. */
export const VOUCHER_KINDS = ['discount', 'shipping'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];
/** The wallet's tabs (spec §4 vouchers), in the order $globalState.couponTab indexes them. */
export const COUPON_TABS = ['unused', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];
/** A shipment's tracking events, in journey order (the pages name them tracking.event.<code>). */
export const TRACKING_CODES = ['picked_up', 'in_transit', 'sorting_centre', 'out_for_delivery', 'delivered'] as const;
export type TrackingCode = (typeof TRACKING_CODES)[number];
/**
 * What a courier's note says, where it is a text we know (functions/providers/logistics/event-texts.ts): the pages
 * name it tracking.kind.<kind> in the shopper's language; a note we do not know is shown as the courier wrote it.
 */
export const TRACKING_KINDS = ['warehouse_pickup', 'line_haul', 'to_recipient', 'delivered_to_recipient'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];
/**
 * A place we know in an event's location (tracking.place.<place>): the leg between hubs and our own warehouses, one
 * per country (functions/platform/settings.ts SHIPPING_ORIGINS); any other place is shown as the courier wrote it.
 */
export const TRACKING_PLACES = ['line_haul', 'warehouse_ID', 'warehouse_SG', 'warehouse_MY'] as const;
export type TrackingPlace = (typeof TRACKING_PLACES)[number];
/** A shipment's state: booked until its first event, then its latest event's code. */
export const SHIPMENT_STATUSES = ['booked', ...TRACKING_CODES] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
/**
 * A coin ledger row's kind (migration 0013): opening (a starting balance, the welcome coins among them), spend (held by
 * an order), release (given back when it closed unpaid), earn (credited at receipt), refund (returned by after-sales),
 * expire (ran out).
 */
export const COIN_KINDS = ['opening', 'spend', 'release', 'earn', 'refund', 'expire'] as const;
export type CoinKind = (typeof COIN_KINDS)[number];
/** The coin records' tabs: all, coins in (earned, returned), coins out (spent, expired). */
export const POINTS_TABS = ['all', 'earned', 'spent'] as const;
export type PointsTab = (typeof POINTS_TABS)[number];

/** What an in-app message is about (spec §2 message centre); each has its icon and opens its own screen. */
export const MESSAGE_KINDS = ['back_in_stock', 'order', 'after_sale', 'voucher', 'system'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** An after-sales application's status (spec §4 after-sales status codes). 5 also ends a cancelled application. */
export const AFTER_SALE_STATUS = {
  awaitingReview: 1,
  interceptionRequested: 2,
  refundPending: 3,
  success: 4,
  failure: 5,
  awaitingReturn: 6,
  pendingInspection: 7,
} as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUS)[keyof typeof AFTER_SALE_STATUS];
/** What the shopper asks for (spec §4): the money only, or sending the goods back for it (once delivered). */
export const AFTER_SALE_TYPES = ['refund_only', 'return_and_refund'] as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];
/** Why (spec §9), in the order the application form lists them. */
export const AFTER_SALE_REASONS = [
  'out_of_stock',
  'wrong_product_received',
  'quality_issue',
  'shipping_delay',
  'missing_item',
  'ordered_wrong_product',
  'other',
] as const;
export type AfterSaleReason = (typeof AFTER_SALE_REASONS)[number];
/** Why an application ended in status 5: the shopper cancelled it, or the merchant's side refused at some step. */
export const AFTER_SALE_END_REASONS = ['cancelled', 'rejected', 'interception_failed', 'inspection_failed', 'refund_failed'] as const;
export type AfterSaleEndReason = (typeof AFTER_SALE_END_REASONS)[number];
/** What the shopper may do with an application in its status (the detail's buttons). */
export const AFTER_SALE_ACTIONS = ['cancel', 'submit_return', 'reapply'] as const;
export type AfterSaleAction = (typeof AFTER_SALE_ACTIONS)[number];
/**
 * The events of an application's timeline, one per status change (the member's in-app message `message.after_sale.<event>`
 * follows each, except `applied`, the shopper's own act).
 */
export const AFTER_SALE_EVENTS = [
  'applied',
  'interception_requested',
  'refund_pending',
  'succeeded',
  'failed',
  'cancelled',
  'awaiting_return',
  'return_shipped',
] as const;
export type AfterSaleEvent = (typeof AFTER_SALE_EVENTS)[number];
/** Where an after-sales refund goes: back to the payment's own method, or (cash on delivery) the member's refund card. */
export const REFUND_METHODS = ['original', 'refund_card'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** A refund record's state: sent and not yet confirmed, confirmed, or refused by the gateway. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
