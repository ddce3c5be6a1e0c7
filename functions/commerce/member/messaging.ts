/**
 * The messaging provider: one-time codes go out by WhatsApp (phone accounts), SMS (the fallback channel) or e-mail.
 * The `outbox` table is the provider's queue; locally nothing drains it and /dev/outbox shows it, in production the
 * provider integration drains it and the cron job deletes rows after a day.
 */
import { t } from '../../../src/shared/i18n';
import type { CommerceContext } from '../context';

export type Channel = 'whatsapp' | 'sms' | 'email';

async function enqueue(c: CommerceContext, channel: Channel, recipient: string, subject: string, body: string): Promise<void> {
  await c
    .get('d1')
    .prepare('INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(channel, recipient, subject, body, Date.now())
    .run();
}

export async function sendCode(c: CommerceContext, channel: Channel, recipient: string, code: string, minutes: number): Promise<void> {
  const lang = c.get('lang');
  const store = t(lang, 'common.storeName');
  await enqueue(c, channel, recipient, t(lang, 'otp.subject', { store }), t(lang, 'otp.body', { code, minutes, store }));
}

/**
 * Instead of a code, to a phone or e-mail another member already has when someone asks to bind it: its owner learns
 * why no code came, and the one who asked learns nothing (the send answers alike).
 */
export async function sendAccountInUse(c: CommerceContext, channel: Channel, recipient: string): Promise<void> {
  const lang = c.get('lang');
  const store = t(lang, 'common.storeName');
  await enqueue(c, channel, recipient, t(lang, 'otp.inUse.subject', { store }), t(lang, 'otp.inUse.body', { store }));
}
