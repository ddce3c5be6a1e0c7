/**
 * SMS through Twilio's Programmable Messaging API (docs/decisions/messaging-providers.md): `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded `To`, `Body` and the sender (`MessagingServiceSid`
 * for a Messaging Service, which picks the registered sender per country, else `From`), HTTP Basic with the account
 * SID and auth token. It answers 201 with the message's `sid`; errors carry Twilio's numeric `code`.
 *
 * Secrets: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_SENDER (an MG… Messaging Service SID, a number or an
 * alphanumeric sender ID); optional SMS_BASE_URL.
 */
import { service } from '../outbound';
import { answerOf, type OutboundMessage, type SendOutcome, retryable, textOf } from './message';

const TWILIO_API = 'https://api.twilio.com';

export interface SmsConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  sender: string;
}

/** The development stand-in's settings: public by design, they open nothing but the stand-in. */
export const SMS_STAND_IN: SmsConfig = {
  baseUrl: TWILIO_API,
  accountSid: 'AC00000000000000000000000000000000',
  authToken: 'development-sms-auth-token',
  sender: 'MG00000000000000000000000000000000',
};

function configured(env: Env): SmsConfig | null {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_SENDER) return null;
  return {
    baseUrl: env.SMS_BASE_URL ?? TWILIO_API,
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    sender: env.TWILIO_SENDER,
  };
}

export const sms = (env: Env) => service(env, 'sms', configured(env), SMS_STAND_IN, 10_000);

/** The form Twilio takes: E.164 recipient, the text, and the sender under the parameter its kind needs. */
export function smsForm(config: SmsConfig, m: OutboundMessage): URLSearchParams {
  const form = new URLSearchParams({ To: `+${m.to}`, Body: textOf(m) });
  form.set(config.sender.startsWith('MG') ? 'MessagingServiceSid' : 'From', config.sender);
  return form;
}

export async function sendSms(env: Env, m: OutboundMessage): Promise<SendOutcome> {
  const s = sms(env);
  const res = await s.send(`/2010-04-01/Accounts/${encodeURIComponent(s.config.accountSid)}/Messages.json`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${btoa(`${s.config.accountSid}:${s.config.authToken}`)}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: smsForm(s.config, m).toString(),
  });
  const answer = await answerOf(res);
  if (res.ok && typeof answer?.sid === 'string') return { ok: true, providerId: answer.sid };
  return { ok: false, retry: retryable(res.status), reason: `sms ${res.status} ${answer?.code ?? ''}`.trim() };
}
