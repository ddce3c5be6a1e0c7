/**
 * Payment options (spec §2 /payment-option, §3 Payment card; §7 lists payment calls as "not shown", so they are named
 * in the spec's style, docs/decisions/payment-cards.md). The card number and CVN never come here: the browser tokenises them with
 * the gateway and these calls carry the gateway's token, the brand, the last four digits, the expiry and the holder.
 */
import * as v from 'valibot';
import { defineCall } from './call';
import { NoInput, text } from './common';
import { BANKS } from '../banks';
import { CURRENCY_CODES } from '../countries';
import {
  CARD_BRANDS,
  EWALLET_CHANNELS,
  ORDER_STATUS,
  PAY_EWALLET_CHANNELS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  QR_CHANNELS,
} from './constants';
import { CardName, DialCode, Email } from './rules';

/** A saved card as the API answers it: never the token, never more of the number than its last four digits. */
export const PaymentCard = v.object({
  card_id: v.string(),
  brand: v.picklist(CARD_BRANDS),
  last_four: v.string(),
  exp_month: v.number(),
  exp_year: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  /** Account-key form: dial code and national number ('6281234567890'). */
  phone: v.string(),
  email: v.string(),
  bank: v.string(),
});
export type PaymentCard = v.InferOutput<typeof PaymentCard>;

export const listCards = defineCall({
  method: 'GET',
  path: '/payment/card/list',
  summary: "The member's saved cards, newest first.",
  access: 'member',
  input: NoInput,
  output: v.array(PaymentCard),
  ours: true,
});

const CURRENT_CENTURY = { min: 2000, max: 2100 } as const;

/**
 * A card as it is saved (spec §3 Payment card, §5): what the gateway's token stands for and the holder. The same fields
 * whether the card is added on payment options or kept after paying with it at checkout (payOrder's `save_card`).
 */
export const CardToSave = v.object({
  brand: v.picklist(CARD_BRANDS),
  last_four: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  exp_month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  exp_year: v.pipe(v.number(), v.integer(), v.minValue(CURRENT_CENTURY.min), v.maxValue(CURRENT_CENTURY.max)),
  first_name: CardName,
  last_name: CardName,
  // The phone's rule depends on its dial code: the route checks it with isValidPhone (one schema per field here).
  country_code: DialCode,
  phone: v.pipe(v.string(), v.regex(/^\d{8,13}$/)),
  email: Email,
  /** The issuing bank, a code of Indonesia's bank list (src/shared/banks.ts): cards are offered there only (§2). */
  bank: v.picklist(BANKS.ID.map((b) => b.code)),
});
export type CardToSave = v.InferOutput<typeof CardToSave>;

/** The gateway's multiple-use token id (Xendit credit_card_tokens with is_multiple_use). */
const CardTokenId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));

export const addCard = defineCall({
  method: 'POST',
  path: '/payment/card/add',
  summary:
    'Saves a card the browser has tokenised with the gateway: verified with a small charge the gateway refunds at once (spec §9). 1104005 when the card is declined; 1104001 when the member already saved that card (the same token, or the same brand, last four digits and expiry).',
  access: 'member',
  input: v.object({ token_id: CardTokenId, ...CardToSave.entries }),
  output: PaymentCard,
  ours: true,
});

export const deleteCard = defineCall({
  method: 'POST',
  path: '/payment/card/delete',
  summary: "Removes one of the member's saved cards; 1104002 for an id that is not theirs.",
  access: 'member',
  input: v.object({ card_id: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) }),
  output: v.null(),
  ours: true,
});

/** A linked e-wallet account: the e-wallet and the account as the gateway shows it, masked. */
export const EwalletAccount = v.object({
  link_id: v.string(),
  channel: v.picklist(EWALLET_CHANNELS),
  account: v.string(),
});
export type EwalletAccount = v.InferOutput<typeof EwalletAccount>;

export const listEwallets = defineCall({
  method: 'GET',
  path: '/payment/ewallet/list',
  summary: "The member's linked e-wallet accounts (links still waiting for approval are not listed).",
  access: 'member',
  input: NoInput,
  output: v.array(EwalletAccount),
  ours: true,
});

export const linkEwallet = defineCall({
  method: 'POST',
  path: '/payment/ewallet/link',
  summary:
    "Starts linking an e-wallet: answers the gateway's page where the shopper approves it; the gateway's callback completes the link. 1104001 when that e-wallet is already linked.",
  access: 'member',
  input: v.object({ channel: v.picklist(EWALLET_CHANNELS) }),
  output: v.object({ authorizer_url: v.string() }),
  ours: true,
});

export const unlinkEwallet = defineCall({
  method: 'POST',
  path: '/payment/ewallet/unlink',
  summary: "Unlinks one of the member's e-wallet accounts at the gateway and here; 1104002 for an id that is not theirs.",
  access: 'member',
  input: v.object({ link_id: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) }),
  output: v.null(),
  ours: true,
});

export const ewalletCallback = defineCall({
  method: 'POST',
  path: '/payment/ewallet/callback',
  summary:
    "The gateway's linked-account callback (Xendit linked_account_token.*), accepted only with our callback token in x-callback-token (403 otherwise).",
  access: 'public',
  input: v.object({
    event: v.pipe(v.string(), v.maxLength(64)),
    /** The linked account token id (lat-…). */
    id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    accounts: v.optional(v.array(v.object({ account_details: v.pipe(v.string(), v.maxLength(64)) })), []),
  }),
  output: v.null(),
  ours: true,
});

export const PaymentState = v.object({
  payment_no: v.string(),
  order_no: v.string(),
  method: v.picklist(PAYMENT_METHODS),
  /** The e-wallet or QR scheme (OVO, GRABPAY, PAYNOW …) or a card's brand; empty for cash on delivery. */
  channel: v.string(),
  /** What the payment asks for, in minor units of its currency: always the order's total. */
  amount: v.number(),
  currency: v.picklist(CURRENCY_CODES),
  status: v.picklist(PAYMENT_STATUSES),
  order_status: v.picklist(Object.values(ORDER_STATUS)),
  /** Where the shopper approves the payment (the e-wallet's or the bank's page); null when nothing is to do. */
  action_url: v.nullable(v.string()),
  /** The QR code's content for a QR payment. */
  qr_string: v.nullable(v.string()),
  /**
   * Who a QR payment pays, as the payer's app will show it: the business the gateway's account is registered to
   * (XENDIT_MERCHANT_NAME, the shop's name by default). Null without a QR code.
   */
  merchant_name: v.nullable(v.string()),
  /** When the QR code or e-wallet request stops taking payment (ms since the epoch), where the gateway says. */
  expires_at: v.nullable(v.number()),
  /** The message code of a payment that did not pay (1104005 failed, 1104007 timed out, 1104008 refunded, 1104009 wrong amount). */
  error_code: v.nullable(v.number()),
});
export type PaymentState = v.InferOutput<typeof PaymentState>;

/** Why cash on delivery is not offered for an order (the checkout says so). */
export const COD_REFUSALS = ['country', 'area', 'order_value', 'online_only_voucher'] as const;

export const PaymentOptions = v.object({
  ewallets: v.array(v.picklist(PAY_EWALLET_CHANNELS)),
  qr: v.picklist(QR_CHANNELS),
  /** The member's saved cards (Indonesia only, spec §2); a new card can be used in every country. */
  cards: v.array(PaymentCard),
  cod: v.object({ available: v.boolean(), reason: v.nullable(v.picklist(COD_REFUSALS)) }),
  /**
   * A QR or e-wallet payment of the order still waiting for the shopper, with where they approve it (the QR code, the
   * e-wallet's page) and until when, as it stood at the gateway just now: the checkout shows it again. Null when none.
   */
  open_payment: v.nullable(PaymentState),
});
export type PaymentOptions = v.InferOutput<typeof PaymentOptions>;

const OrderNo = text(1, 32);

export const paymentOptions = defineCall({
  method: 'GET',
  path: '/payment/options',
  summary:
    "How an unpaid order of the member's can be paid, whether cash on delivery is offered (and why not), and the QR or e-wallet payment still waiting for the shopper, to be resumed.",
  access: 'member',
  input: v.object({ order_no: OrderNo }),
  output: PaymentOptions,
  ours: true,
});

/** Why a card's bank refused a charge, in words a shopper can act on: the `data` of a card payment's 1104005. */
export const CARD_DECLINES = ['declined', 'funds', 'expired', 'cvn'] as const;
export const CardDeclined = v.object({ decline: v.picklist(CARD_DECLINES) });
export type CardDecline = (typeof CARD_DECLINES)[number];

export const payOrder = defineCall({
  method: 'POST',
  path: '/payment/pay',
  summary:
    "Pays an unpaid order of the member's with the gateway: an e-wallet or the country's QR (the shopper approves on the answered page), a saved or new card (charged at once), or cash on delivery where offered. Always the order's total. 1104004 while a payment is processing, 1104006 when already paid, 1103006 when the order is not unpaid; a card its bank declines is 1104005 with data {decline: declined | funds | expired | cvn}.",
  access: 'member',
  input: v.variant('method', [
    v.object({ order_no: OrderNo, method: v.literal('ewallet'), channel: v.picklist(PAY_EWALLET_CHANNELS) }),
    v.object({ order_no: OrderNo, method: v.literal('qr') }),
    v.object({ order_no: OrderNo, method: v.literal('card'), card_id: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) }),
    v.object({
      order_no: OrderNo,
      method: v.literal('card'),
      /** A card the browser has just tokenised with the gateway (a multiple-use token when it is to be saved). */
      token_id: CardTokenId,
      /**
       * "Save this card for next time" (Indonesia, where cards are saved): kept among the member's cards once the
       * payment succeeds, as payment/card/add keeps one, the payment's charge standing in for the verification charge.
       * A declined payment, or a card the member already saved, saves nothing.
       */
      save_card: v.optional(CardToSave),
    }),
    v.object({ order_no: OrderNo, method: v.literal('cod') }),
  ]),
  output: PaymentState,
  ours: true,
});

export const paymentStatus = defineCall({
  method: 'GET',
  path: '/payment/status',
  summary: "The state of one of the member's payments (the checkout polls it while the shopper approves).",
  access: 'member',
  input: v.object({ payment_no: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) }),
  output: PaymentState,
  ours: true,
});

export const cancelPayment = defineCall({
  method: 'POST',
  path: '/payment/cancel',
  summary:
    "Cancels one of the member's QR or e-wallet payments still waiting for the shopper, at the gateway and here, so the order can be paid another way (the checkout's 'Change payment method'); answers the payment's state. Idempotent: a payment already over answers its state. 1104006 when the order is paid (also by this payment, had the gateway taken it first), 1104007 when it closed, 1104004 while the gateway has not yet answered the request, 1104001 for a card or cash on delivery, 1104002 for a payment that is not the member's.",
  access: 'member',
  input: v.object({ payment_no: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) }),
  output: PaymentState,
  ours: true,
});

export const paymentCallback = defineCall({
  method: 'POST',
  path: '/payment/callback',
  summary:
    "The gateway's payment callback (Xendit Payment Requests events), accepted only with our callback token in x-callback-token (403 otherwise). Idempotent: a replayed or out-of-order event changes nothing; an amount or currency other than the one asked for is refused.",
  access: 'public',
  // The event's own fields are read by the gateway module (readPaymentCallback), which knows its protocol.
  input: v.object({
    event: v.pipe(v.string(), v.maxLength(64)),
    created: v.optional(v.pipe(v.string(), v.maxLength(64))),
    data: v.optional(v.record(v.string(), v.unknown()), {}),
  }),
  output: v.null(),
  ours: true,
});
