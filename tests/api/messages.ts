// What the development messaging stand-ins received, read once the messaging Queue has done its work: a send answers
// before its message is delivered (functions/providers/messaging/delivery.ts), so tests wait for the queue to settle.
import { env } from 'cloudflare:workers';

const DBS = [env.DB_ID, env.DB_SG, env.DB_MY];
const SETTLE_LIMIT_MS = 15_000;

/** Waits until no send is still queued in any country (each sent, failed or dead, fallbacks included). */
export async function messagesSettled(): Promise<void> {
  const limit = Date.now() + SETTLE_LIMIT_MS;
  for (;;) {
    const counts = await Promise.all(
      DBS.map((d1) => d1.prepare("SELECT count(*) AS n FROM message_sends WHERE status = 'queued'").first<{ n: number }>()),
    );
    if (counts.every((c) => c?.n === 0)) return;
    if (Date.now() > limit) throw new Error('messages still queued');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface Received {
  channel: string;
  subject: string;
  body: string;
}

/** Every message delivered to a recipient (digits with dial code, or an e-mail address), newest first. */
export async function received(recipient: string): Promise<Received[]> {
  await messagesSettled();
  const { results } = await env.DB_AUTH.prepare('SELECT channel, subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC')
    .bind(recipient)
    .all<Received>();
  return results;
}

/** The one-time code in a message. */
export const codeOf = (m: Received): string => m.body.match(/\b\d{6}\b/)![0];

/** The newest code delivered to a recipient. */
export async function latestCode(recipient: string): Promise<string> {
  const [newest] = await received(recipient);
  if (!newest) throw new Error(`no message to ${recipient}`);
  return codeOf(newest);
}
