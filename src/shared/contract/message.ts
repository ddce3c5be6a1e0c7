/** Message centre calls of spec §7. */
import * as v from 'valibot';
import { defineCall } from './call';
import { NoInput, PageRequest, text } from './common';
import { MESSAGE_KINDS } from './constants';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const messageCount = defineCall({
  method: 'POST',
  path: '/message/count',
  summary: "The member's unread messages (the bell's badge).",
  access: 'member',
  input: NoInput,
  output: v.object({ count }),
});

/** The ids of what a message is about: the screen it opens (an order, an after-sales case, a product, a voucher). */
export const MessageAbout = v.object({
  order_no: v.optional(v.string()),
  after_sale_no: v.optional(v.string()),
  product_no: v.optional(v.string()),
  coupon_no: v.optional(v.string()),
});
export type MessageAbout = v.InferOutput<typeof MessageAbout>;

/** A message as the centre lists it: title and body already in the request's language. */
export const MessageItem = v.object({
  msg_no: v.string(),
  kind: v.picklist(MESSAGE_KINDS),
  /** What happened (order: paid, shipped…; back_in_stock: restocked); the texts are chosen by kind and event. */
  event: v.string(),
  title: v.string(),
  body: v.string(),
  about: MessageAbout,
  read: v.boolean(),
  /** ms since the epoch. */
  created_at: v.number(),
});
export type MessageItem = v.InferOutput<typeof MessageItem>;

export const MessagePage = v.object({ total: count, list: v.array(MessageItem) });
export type MessagePage = v.InferOutput<typeof MessagePage>;

/** The list's page size when the call names none. */
export const MESSAGE_PAGE_SIZE = 20;

export const messagePage = defineCall({
  method: 'POST',
  path: '/message/page',
  summary: "A page of the member's messages, newest first, each rendered in the request's language.",
  access: 'member',
  input: v.object({ ...PageRequest }),
  output: MessagePage,
});

/** The unread count after a read: the bell follows at once without asking again. */
const Unread = v.object({ count });

export const messageRead = defineCall({
  method: 'POST',
  path: '/message/read',
  summary: "Marks one of the member's messages read and answers the unread count; 1107002 for a message that is not theirs.",
  access: 'member',
  input: v.object({ msg_no: text(1, 64) }),
  output: Unread,
});

export const messageReadAll = defineCall({
  method: 'POST',
  path: '/message/read_all',
  summary: "Marks all the member's messages read; answers the unread count (0).",
  access: 'member',
  input: NoInput,
  output: Unread,
  ours: true,
});
