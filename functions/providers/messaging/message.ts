/**
 * A message to a shopper as it travels on the messaging Queue: everything its delivery needs (recipient, language,
 * content), so the consumer sends without reading a database. Its words come from the locale files; WhatsApp, which
 * sends only templates Meta approved, carries the code into the template instead.
 */
import type { CountryCode } from '../../../src/shared/countries';
import { t } from '../../../src/shared/i18n';
import type { Lang } from '../../../src/shared/lang';

export type Channel = 'whatsapp' | 'sms' | 'email';

/** A one-time code, or the notice to the owner of a phone or e-mail someone else tried to bind (no code). */
export type Content = { kind: 'code'; code: string; minutes: number } | { kind: 'account_in_use' };

export interface OutboundMessage {
  /** Ours: the message_sends row, and the idempotency key where the provider takes one. */
  id: string;
  country: CountryCode;
  channel: Channel;
  /** Digits with the dial code for WhatsApp and SMS (6281234567890), the address for e-mail. */
  to: string;
  lang: Lang;
  content: Content;
  /** The WhatsApp message this SMS stands in for. */
  fallbackOf?: string;
}

/** What a provider made of one send: its message id, or why not and whether trying again can help. */
export type SendOutcome = { ok: true; providerId: string } | { ok: false; retry: boolean; reason: string };

export function subjectOf(m: Pick<OutboundMessage, 'lang' | 'content'>): string {
  const store = t(m.lang, 'common.storeName');
  return m.content.kind === 'code' ? t(m.lang, 'otp.subject', { store }) : t(m.lang, 'otp.inUse.subject', { store });
}

export function textOf(m: Pick<OutboundMessage, 'lang' | 'content'>): string {
  const store = t(m.lang, 'common.storeName');
  const c = m.content;
  return c.kind === 'code' ? t(m.lang, 'otp.body', { code: c.code, minutes: c.minutes, store }) : t(m.lang, 'otp.inUse.body', { store });
}

/** An answer's JSON, or null when it has none; providers read their error codes from it. */
export async function answerOf(res: Response): Promise<Record<string, unknown> | null> {
  const body = (await res.json().catch(() => null)) as unknown;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** The usual rule: the provider's fault or its throttle is worth another try; our request's fault is not. */
export const retryable = (status: number) => status >= 500 || status === 429 || status === 408;
