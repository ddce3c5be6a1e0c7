/**
 * The messaging provider: one-time codes go out by WhatsApp (phone accounts), SMS (the fallback channel) or e-mail.
 * The `outbox` table is the provider's queue; locally nothing drains it and /dev/outbox shows it, in production the
 * provider integration drains it and the cron job deletes rows after a day.
 */
import { t } from '../../../src/shared/i18n';
import type { CommerceContext } from '../context';

export type Channel = 'whatsapp' | 'sms' | 'email';

export async function sendCode(c: CommerceContext, channel: Channel, recipient: string, code: string, minutes: number): Promise<void> {
  const lang = c.get('lang');
  const store = t(lang, 'common.storeName');
  await c
    .get('d1')
    .prepare('INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(channel, recipient, t(lang, 'otp.subject', { store }), t(lang, 'otp.body', { code, minutes, store }), Date.now())
    .run();
}
