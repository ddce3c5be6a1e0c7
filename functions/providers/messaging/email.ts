/**
 * E-mail through Resend's API (docs/decisions/messaging-providers.md): `POST /emails`, JSON `from`, `to`, `subject`,
 * `text`, a Bearer API key, and our message id as the `Idempotency-Key`, so a retry after a lost answer sends nothing
 * twice. It answers 200 with the e-mail's `id`; errors carry `statusCode`, `name` and `message`.
 *
 * Secrets: RESEND_API_KEY, EMAIL_FROM (an address on a domain verified with Resend); optional EMAIL_BASE_URL.
 */
import { service } from '../outbound';
import { answerOf, type OutboundMessage, type SendOutcome, retryable, subjectOf, textOf } from './message';

const RESEND_API = 'https://api.resend.com';

export interface EmailConfig {
  baseUrl: string;
  apiKey: string;
  from: string;
}

/** The development stand-in's settings: public by design, they open nothing but the stand-in. */
export const EMAIL_STAND_IN: EmailConfig = {
  baseUrl: RESEND_API,
  apiKey: 're_development_stand_in',
  from: 'Storefront <no-reply@storefront.test>',
};

function configured(env: Env): EmailConfig | null {
  if (!env.RESEND_API_KEY || !env.EMAIL_FROM) return null;
  return { baseUrl: env.EMAIL_BASE_URL ?? RESEND_API, apiKey: env.RESEND_API_KEY, from: env.EMAIL_FROM };
}

export const email = (env: Env) => service(env, 'email', configured(env), EMAIL_STAND_IN, 10_000);

export function emailBody(config: EmailConfig, m: OutboundMessage): Record<string, unknown> {
  return { from: config.from, to: [m.to], subject: subjectOf(m), text: textOf(m) };
}

export async function sendEmail(env: Env, m: OutboundMessage): Promise<SendOutcome> {
  const s = email(env);
  const res = await s.send('/emails', {
    method: 'POST',
    headers: { Authorization: `Bearer ${s.config.apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': m.id },
    body: JSON.stringify(emailBody(s.config, m)),
  });
  const answer = await answerOf(res);
  if (res.ok && typeof answer?.id === 'string') return { ok: true, providerId: answer.id };
  return { ok: false, retry: retryable(res.status), reason: `email ${res.status} ${answer?.name ?? ''}`.trim() };
}
