/**
 * After-sales (issue 16; spec §2 /applyRefund, /afterSaleOrder, /afterSaleOrderDetail/{id}, /refunds, §3, §4): a
 * member applies for one order line (refund only, or return and refund once delivered), the merchant's side reviews
 * it through the statuses of §4, and the money goes back to the payment's method (cash on delivery: the member's
 * default refund card). Every figure is the server's: the preview answers what a line and quantity would give back,
 * the application stores it, the browser only shows it. Spec §7 lists these calls as "not shown": ours, under
 * /aftersale/ (docs/decisions/aftersale-api.md).
 */
import * as v from 'valibot';
import { defineCall } from './call';
import { CurrencyCode, Money, NoOutput, PageRequest, text } from './common';
import {
  AFTER_SALE_ACTIONS,
  AFTER_SALE_END_REASONS,
  AFTER_SALE_EVENTS,
  AFTER_SALE_REASONS,
  AFTER_SALE_STATUS,
  AFTER_SALE_TYPES,
  REFUND_METHODS,
  REFUND_STATUSES,
} from './constants';
import { OrderLine } from './order';
import { IMAGE_MAX_PIXELS, TrackingNo } from './rules';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const OrderNo = text(1, 32);
const SkuNo = text(1, 64);
export const AfterSaleNo = v.pipe(v.string(), v.regex(/^AS[A-Z]{2}[0-9A-Za-z]{6,40}$/));
const PhotoNo = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

/** The shopper's own words (spec §3 additional description). */
export const AFTER_SALE_DESCRIPTION_MAX = 500;
/** A return's courier as the shopper types it. */
export const RETURN_COMPANY_MAX = 50;

export const AfterSaleType = v.picklist(AFTER_SALE_TYPES);
export const AfterSaleReason = v.picklist(AFTER_SALE_REASONS);
const Status = v.picklist(Object.values(AFTER_SALE_STATUS));

/** Where the money of a refund goes: the method and a destination the shopper recognises (OVO, VISA •••• 1234, BCA •••• 6789). */
export const RefundDestination = v.object({
  method: v.picklist(REFUND_METHODS),
  /** The payment channel or the card's brand, or the bank's name; null when a cash-on-delivery member has no refund card yet. */
  destination: v.nullable(v.string()),
  /** The last four digits of the card or account, when there are any. */
  last_four: v.nullable(v.string()),
});
export type RefundDestination = v.InferOutput<typeof RefundDestination>;

/** What an application of a line would be: the limits, and what the server would give back for `quantity`. */
export const AfterSalePreview = v.object({
  order_no: v.string(),
  line: OrderLine,
  currency_code: CurrencyCode,
  /** Units that may still be asked for: the line's quantity less those refunded. */
  max_quantity: count,
  /** The quantity the figures are for (the asked one, or max_quantity). */
  quantity: count,
  /** The line's share of what was paid for these units, after its share of vouchers and coins, with refund_shipping. */
  refund_amount: Money,
  /** Of refund_amount, the shipping fee given back: the last units of an order that never shipped (else 0). */
  refund_shipping: Money,
  /** Coins the shopper spent on these units, given back with the refund. */
  refund_coins: count,
  /** The types the order allows now: return and refund only once delivered; refund only until then. */
  types: v.array(AfterSaleType),
  reasons: v.array(AfterSaleReason),
  /** At most this many photos per application, each an image of at most photo_max_bytes. */
  photo_limit: count,
  photo_max_bytes: count,
  description_max: count,
  /** The end of the after-sales period (ms since the epoch); null until the order is delivered. */
  deadline: v.nullable(v.number()),
  refund_to: RefundDestination,
});
export type AfterSalePreview = v.InferOutput<typeof AfterSalePreview>;

export const afterSalePreview = defineCall({
  method: 'POST',
  path: '/aftersale/preview',
  summary:
    'What an application for one line of an order would give back (amount and coins for the quantity, or for all that is left), the types, reasons and photo limit it allows, and where the money would go. 1103016 while one is open for the line, 1103018 past the time limit, 1103042 past the number of applications, 1103064 when nothing is left to refund, 1103006 when the order allows none; 1103001 / 1103003 for an order or line that is not theirs.',
  access: 'member',
  input: v.object({ order_no: OrderNo, sku_no: SkuNo, quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) }),
  output: AfterSalePreview,
  ours: true,
});

export const AfterSalePhoto = v.object({ photo_no: v.string(), url: v.string() });
export type AfterSalePhoto = v.InferOutput<typeof AfterSalePhoto>;

export const afterSalePhotoUpload = defineCall({
  method: 'POST',
  path: '/aftersale/photo/upload',
  summary:
    "Uploads one photo for an application (multipart field file): PNG, JPEG or WebP by its bytes, at most the preview's photo_max_bytes and " +
    `${IMAGE_MAX_PIXELS} pixels, else 1103065; kept re-encoded from its pixels (PNG, or JPEG), never as sent. Answers its number for apply and ` +
    'its address (readable by its owner only).',
  access: 'member',
  multipart: true,
  input: v.object({ file: v.file() }),
  output: AfterSalePhoto,
  ours: true,
});

export const afterSalePhoto = defineCall({
  method: 'GET',
  path: '/aftersale/photo/{photo_no}',
  summary: "One of the member's after-sales photos; 1103002 for another member's or an unknown one.",
  access: 'member',
  input: v.object({ photo_no: PhotoNo }),
  output: 'image',
  ours: true,
});

export const RefundRecord = v.object({
  refund_no: v.string(),
  after_sale_no: v.string(),
  order_no: v.string(),
  currency_code: CurrencyCode,
  amount: Money,
  coins: count,
  ...RefundDestination.entries,
  status: v.picklist(REFUND_STATUSES),
  created_at: v.number(),
  /** When the money was confirmed gone back; null until then. */
  refunded_at: v.nullable(v.number()),
});
export type RefundRecord = v.InferOutput<typeof RefundRecord>;

/** An application in the member's list. */
export const AfterSaleListItem = v.object({
  after_sale_no: v.string(),
  order_no: v.string(),
  type: AfterSaleType,
  status: Status,
  /** Why status 5 ended it; null otherwise. */
  end_reason: v.nullable(v.picklist(AFTER_SALE_END_REASONS)),
  line: OrderLine,
  quantity: count,
  currency_code: CurrencyCode,
  refund_amount: Money,
  refund_coins: count,
  created_at: v.number(),
  actions: v.array(v.picklist(AFTER_SALE_ACTIONS)),
});
export type AfterSaleListItem = v.InferOutput<typeof AfterSaleListItem>;

/** Every after-sales field of spec §3, the timeline, where to send a return, and the refund once there is one. */
export const AfterSaleDetail = v.object({
  ...AfterSaleListItem.entries,
  reason: AfterSaleReason,
  description: v.string(),
  photos: v.array(AfterSalePhoto),
  /** The merchant's words when refusing (the shopper's language is not known to them: shown as written). */
  end_note: v.nullable(v.string()),
  /** The return's courier and tracking number (status 6 asks for them). */
  logistics_company: v.nullable(v.string()),
  tracking_no: v.nullable(v.string()),
  /** Where a return is sent (status 6); null for refund only. */
  return_address: v.nullable(v.string()),
  updated_at: v.number(),
  /** Oldest first. */
  timeline: v.array(v.object({ event: v.picklist(AFTER_SALE_EVENTS), at: v.number() })),
  refund: v.nullable(RefundRecord),
});
export type AfterSaleDetail = v.InferOutput<typeof AfterSaleDetail>;

export const afterSaleApply = defineCall({
  method: 'POST',
  path: '/aftersale/apply',
  summary:
    'Applies for one line: type, reason, quantity, optional description and photos (numbers from photo/upload). The refund amount and coins are computed here (see preview); expected_amount, when sent, must equal it (else 1103014, refresh). Also the way to apply again after a cancel or a failure. The codes of preview, and 1103007 for a type the order does not allow now, more photos than allowed or one that is not theirs.',
  access: 'member',
  input: v.object({
    order_no: OrderNo,
    sku_no: SkuNo,
    type: AfterSaleType,
    reason: AfterSaleReason,
    quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
    description: v.optional(v.pipe(v.string(), v.maxLength(AFTER_SALE_DESCRIPTION_MAX)), ''),
    photo_nos: v.optional(v.pipe(v.array(PhotoNo), v.maxLength(20)), []),
    expected_amount: v.optional(Money),
  }),
  output: AfterSaleDetail,
  ours: true,
});

export const AFTER_SALE_TAB = { all: 'all', open: 'open', ended: 'ended' } as const;
export const AFTER_SALE_PAGE_SIZE = 10;

export const afterSalePage = defineCall({
  method: 'POST',
  path: '/aftersale/page',
  summary: "A page of the member's applications, newest first: all, open (statuses 1, 2, 3, 6, 7) or ended (4, 5).",
  access: 'member',
  input: v.object({ tab: v.optional(v.picklist(Object.values(AFTER_SALE_TAB)), AFTER_SALE_TAB.all), ...PageRequest }),
  output: v.object({ total: count, list: v.array(AfterSaleListItem) }),
  ours: true,
});

export const afterSaleDetail = defineCall({
  method: 'GET',
  path: '/aftersale/detail/{after_sale_no}',
  summary: "One of the member's applications with every field of spec §3, its timeline and refund; 1103002 for one that is not theirs.",
  access: 'member',
  input: v.object({ after_sale_no: AfterSaleNo }),
  output: AfterSaleDetail,
  ours: true,
});

export const afterSaleCancel = defineCall({
  method: 'POST',
  path: '/aftersale/cancel',
  summary:
    'Cancels an application awaiting review, interception or the return (statuses 1, 2, 6): it ends in 5 (cancelled). 1103006 otherwise.',
  access: 'member',
  input: v.object({ after_sale_no: AfterSaleNo }),
  output: NoOutput,
  ours: true,
});

export const afterSaleReturnShipment = defineCall({
  method: 'POST',
  path: '/aftersale/return_shipment',
  summary: 'The return is on its way (status 6 → 7): the courier and tracking number the shopper sent it with. 1103006 in another status.',
  access: 'member',
  input: v.object({
    after_sale_no: AfterSaleNo,
    /** The form sends it trimmed. */
    logistics_company: v.pipe(v.string(), v.minLength(1), v.maxLength(RETURN_COMPANY_MAX), v.regex(/\S/)),
    tracking_no: TrackingNo,
  }),
  output: NoOutput,
  ours: true,
});

export const refundRecords = defineCall({
  method: 'POST',
  path: '/aftersale/refunds',
  summary: "A page of the member's refund records, newest first: amount, coins, where the money went, status and times.",
  access: 'member',
  input: v.object(PageRequest),
  output: v.object({ total: count, list: v.array(RefundRecord) }),
  ours: true,
});
