/**
 * Delivering messages to shoppers through a Cloudflare Queue (docs/decisions/message-queue.md). The request that
 * asks for a code records the send and puts it on the queue: it never waits on a provider. The queue's consumer (this
 * worker's `queue` handler) sends each message to its channel's provider; a provider that is down or throttling is
 * tried again with exponential backoff, and after the queue's last retry the message lands in the dead-letter queue,
 * whose consumer records it as dead. A WhatsApp message that cannot be delivered (refused at once, dead, or reported
 * failed by Meta's status webhook) falls back to SMS, once, as the spec's channel rules allow for phone accounts.
 */
import { type CountryCode, isCountry } from '../../../src/shared/countries';
import { ApiError } from '../../../src/shared/errors';
import { and, eq, inArray } from 'drizzle-orm';
import { dbFor } from '../../platform/db';
import { count, logEvent } from '../../platform/telemetry';
import { messageSends } from '../../platform/schema';
import { email, sendEmail } from './email';
import type { Channel, OutboundMessage, SendOutcome } from './message';
import { sendSms, sms } from './sms';
import { sendWhatsApp, whatsapp } from './whatsapp';

/** The queues of wrangler.toml: messages, and those that ran out of retries. */
export const MESSAGE_QUEUE = 'storefront-messages';
export const DEAD_MESSAGE_QUEUE = 'storefront-messages-dlq';

const PROVIDERS: Record<Channel, { service: (env: Env) => unknown; send: (env: Env, m: OutboundMessage) => Promise<SendOutcome> }> = {
  whatsapp: { service: whatsapp, send: sendWhatsApp },
  sms: { service: sms, send: sendSms },
  email: { service: email, send: sendEmail },
};

/** Seconds before the nth try: 5, 10, 20, 40 (MESSAGE_RETRY_SECONDS sets the first; the API tests set 0). */
export function retryDelay(env: Env, attempts: number): number {
  const base = Number(env.MESSAGE_RETRY_SECONDS ?? 5);
  return Math.min(base * 2 ** (attempts - 1), 300);
}

type Status = (typeof messageSends.$inferSelect)['status'];

/**
 * Records the send and queues it. Only a WhatsApp send keeps its content (the code) on its row, and only until it is
 * delivered or given up: Meta's failure report needs it to send the SMS instead.
 */
export async function enqueueMessage(env: Env, message: Omit<OutboundMessage, 'id'>): Promise<void> {
  // A channel this worker cannot send on is refused now (1103026, "not available"), not found out by the consumer.
  PROVIDERS[message.channel].service(env);
  const m: OutboundMessage = { id: crypto.randomUUID(), ...message };
  const now = Date.now();
  await dbFor(env, m.country)
    .insert(messageSends)
    .values({
      id: m.id,
      channel: m.channel,
      recipient: m.to,
      status: 'queued',
      fallbackOf: m.fallbackOf ?? null,
      payload: m.channel === 'whatsapp' ? JSON.stringify(m) : null,
      createdAt: now,
      updatedAt: now,
    });
  await env.MESSAGES.send(m, { contentType: 'json' });
  count(env, 'code_send', { country: m.country, detail: m.channel });
}

/**
 * A send's new state. Sent only from queued: Meta's status webhook can report a failure before the send's own answer
 * is recorded, and that report stands.
 */
async function record(env: Env, country: CountryCode, id: string, status: Status, providerId?: string): Promise<void> {
  const from: Status[] = status === 'sent' ? ['queued'] : ['queued', 'sent'];
  await dbFor(env, country)
    .update(messageSends)
    .set({ status, providerId, updatedAt: Date.now(), payload: status === 'sent' ? undefined : null })
    .where(and(eq(messageSends.id, id), inArray(messageSends.status, from)));
}

/** The SMS in place of an undeliverable WhatsApp message: same recipient, language and content. */
async function fallBackToSms(env: Env, m: OutboundMessage): Promise<void> {
  if (m.channel !== 'whatsapp') return;
  await enqueueMessage(env, { country: m.country, channel: 'sms', to: m.to, lang: m.lang, content: m.content, fallbackOf: m.id });
}

async function attempt(env: Env, m: OutboundMessage): Promise<SendOutcome> {
  try {
    return await PROVIDERS[m.channel].send(env, m);
  } catch (err) {
    // A provider not configured (1103026) stays so; a network that failed may not.
    if (err instanceof ApiError) return { ok: false, retry: false, reason: err.message };
    return { ok: false, retry: true, reason: `unreachable: ${String(err)}` };
  }
}

/** The message's fate (the provider call itself is logged by outbound.ts); never the recipient or the content. */
function log(m: OutboundMessage, outcome: 'sent' | 'retry' | 'failed', attempts: number, reason?: string): void {
  logEvent(outcome === 'sent' ? 'info' : 'error', 'message', { channel: m.channel, message: m.id, outcome, attempts, reason });
}

/** The consumer of the message queue. */
export async function deliverMessages(batch: MessageBatch<OutboundMessage>, env: Env): Promise<void> {
  await Promise.all(
    batch.messages.map(async (msg) => {
      const m = msg.body;
      const outcome = await attempt(env, m);
      if (outcome.ok) {
        log(m, 'sent', msg.attempts);
        await record(env, m.country, m.id, 'sent', outcome.providerId);
        msg.ack();
      } else if (outcome.retry) {
        log(m, 'retry', msg.attempts, outcome.reason);
        msg.retry({ delaySeconds: retryDelay(env, msg.attempts) });
      } else {
        log(m, 'failed', msg.attempts, outcome.reason);
        await record(env, m.country, m.id, 'failed');
        await fallBackToSms(env, m);
        msg.ack();
      }
    }),
  );
}

/** The consumer of the dead-letter queue: messages every retry failed. */
export async function buryMessages(batch: MessageBatch<OutboundMessage>, env: Env): Promise<void> {
  for (const msg of batch.messages) {
    const m = msg.body;
    logEvent('error', 'message', { channel: m.channel, message: m.id, outcome: 'dead', attempts: msg.attempts });
    await record(env, m.country, m.id, 'dead');
    await fallBackToSms(env, m);
    msg.ack();
  }
}

/**
 * What Meta's status webhook reported for one of our WhatsApp sends (`callback` is our `biz_opaque_callback_data`).
 * A failure takes the row's content in the same statement that marks it, so a report delivered twice sends one SMS.
 */
export async function applyWhatsAppStatus(env: Env, callback: string, status: 'sent' | 'delivered' | 'read' | 'failed'): Promise<void> {
  const [country, id] = callback.split(':');
  if (!id || !isCountry(country)) return;
  const db = dbFor(env, country);
  const updatedAt = Date.now();
  const ours = and(eq(messageSends.id, id), eq(messageSends.channel, 'whatsapp'));
  if (status === 'failed') {
    // RETURNING answers the row as updated: the content goes in a second statement, once the SMS is queued.
    const row = await db
      .update(messageSends)
      .set({ status: 'failed', updatedAt })
      .where(and(ours, inArray(messageSends.status, ['queued', 'sent'])))
      .returning({ payload: messageSends.payload })
      .get();
    if (!row?.payload) return;
    await fallBackToSms(env, JSON.parse(row.payload) as OutboundMessage);
    await db.update(messageSends).set({ payload: null }).where(eq(messageSends.id, id));
  } else if (status !== 'sent') {
    await db
      .update(messageSends)
      .set({ status: 'delivered', payload: null, updatedAt })
      .where(and(ours, eq(messageSends.status, 'sent')));
  }
}
