/**
 * The one place a message row becomes what the centre shows: its title and body come from locale keys
 * message.<kind>.<event>.title/.body in the reader's language, the row's params filled in. A message whose texts are
 * missing (a kind or event added without them, a placeholder with no value) shows a generic text and is logged: it
 * never breaks the page, and never shows another language.
 */
import { MESSAGE_KINDS, type MessageKind } from '../../../src/shared/contract/constants';
import type { MessageAbout, MessageItem } from '../../../src/shared/contract/message';
import { ownText, t } from '../../../src/shared/i18n';
import type { Lang } from '../../../src/shared/lang';
import type { messages, productTexts } from '../../platform/schema';

/** A message with the name of the product its params name, in the reader's language (back-in-stock). */
type MessageRow = Pick<typeof messages.$inferSelect, 'msgNo' | 'kind' | 'params' | 'readAt' | 'createdAt'> & {
  productName: (typeof productTexts.$inferSelect)['name'] | null;
};

const ABOUT_KEYS = ['order_no', 'after_sale_no', 'product_no', 'coupon_no'] as const;

export interface MessageTexts {
  title: string;
  body: string;
}

function fill(text: string, values: Record<string, string>): string | null {
  let missing = false;
  const out = text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? null : out;
}

/**
 * The texts of (kind, event) in `lang` with `values` filled in, or null when the language lacks one or a placeholder
 * has no value. A `reason` picks its own body (message.order.closed.body.timeout) where the language has one.
 */
export function messageTexts(lang: Lang, kind: string, event: string, values: Record<string, string>): MessageTexts | null {
  const base = `message.${kind}.${event}`;
  const title = ownText(lang, `${base}.title`);
  const body = (values.reason !== undefined ? ownText(lang, `${base}.body.${values.reason}`) : undefined) ?? ownText(lang, `${base}.body`);
  if (title === undefined || body === undefined) return null;
  const filled = { title: fill(title, values), body: fill(body, values) };
  return filled.title === null || filled.body === null ? null : (filled as MessageTexts);
}

function paramsOf(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const isKind = (kind: string): kind is MessageKind => (MESSAGE_KINDS as readonly string[]).includes(kind);

export function messageView(row: MessageRow, lang: Lang): MessageItem {
  const params = paramsOf(row.params);
  const values: Record<string, string> = { store: t(lang, 'common.storeName') };
  for (const [k, v] of Object.entries(params)) if (typeof v === 'string' || typeof v === 'number') values[k] = String(v);
  if (row.productName !== null) values.product = row.productName;
  const event = values.event ?? '';
  const about: MessageAbout = {};
  for (const k of ABOUT_KEYS) if (values[k] !== undefined) about[k] = values[k];
  let texts = isKind(row.kind) ? messageTexts(lang, row.kind, event, values) : null;
  if (!texts) {
    console.warn(JSON.stringify({ msg: 'message without texts', kind: row.kind, event, lang, msg_no: row.msgNo }));
    texts = { title: t(lang, 'message.generic.title'), body: t(lang, 'message.generic.body') };
  }
  return {
    msg_no: row.msgNo,
    kind: isKind(row.kind) ? row.kind : 'system',
    event,
    ...texts,
    about,
    read: row.readAt !== null,
    created_at: row.createdAt,
  };
}
