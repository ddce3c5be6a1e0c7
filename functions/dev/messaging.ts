/**
 * Stand-ins for the messaging providers, used in development in place of WhatsApp's Cloud API, Twilio and Resend.
 * Each gets the very request the real service would (functions/providers/outbound.ts), checks it as the service does
 * (credentials, the fields it requires), answers in the service's shape, and writes what it would have delivered to
 * the `outbox` table, which /dev/outbox shows. Two WhatsApp behaviours are played out, like the test numbers real
 * sandboxes keep: a number ending in 0000 is "not on WhatsApp", so the send is accepted and then reported failed
 * (131026) through our signed status webhook, as Meta does; for a number ending in 5030 WhatsApp is down (503, 131016)
 * however often it is tried. Either way the code arrives by SMS.
 */
import { Hono } from 'hono';
import { globalDb } from '../platform/db';
import { outbox } from '../platform/schema';
import { CODE_TTL_MS } from '../commerce/member/otp';
import { toLang } from '../../src/shared/lang';
import { EMAIL_STAND_IN } from '../providers/messaging/email';
import { subjectOf, textOf, type Channel, type Content } from '../providers/messaging/message';
import { SMS_STAND_IN } from '../providers/messaging/sms';
import { whatsappWebhook } from '../providers/messaging/webhook';
import { TEMPLATE_LANGUAGE, WHATSAPP_STAND_IN, webhookSignature } from '../providers/messaging/whatsapp';

/** What a stand-in would have delivered, in the global database's outbox, which /dev/outbox reads. */
async function deliver(env: Env, channel: Channel, recipient: string, subject: string, body: string): Promise<void> {
  await globalDb(env).insert(outbox).values({ channel, recipient, subject, body, createdAt: Date.now() });
}

const hex = (bytes: number) => [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** WhatsApp Business Cloud API: POST /{version}/{phone-number-id}/messages. */
export const whatsappStandIn = new Hono<{ Bindings: Env }>();

const graphError = (message: string, code: number, type = 'OAuthException') => ({ error: { message, type, code, fbtrace_id: hex(8) } });
const languageOfTemplate = (code: unknown) => Object.entries(TEMPLATE_LANGUAGE).find(([, c]) => c === code)?.[0];

whatsappStandIn.post('/:version/:phoneNumberId/messages', async (c) => {
  if (c.req.header('Authorization') !== `Bearer ${WHATSAPP_STAND_IN.accessToken}`) {
    return c.json(graphError('Invalid OAuth access token - Cannot parse access token', 190), 401);
  }
  if (c.req.param('phoneNumberId') !== WHATSAPP_STAND_IN.phoneNumberId) {
    return c.json(graphError('Unsupported post request.', 100, 'GraphMethodException'), 400);
  }
  const body = await c.req.json<Record<string, unknown>>().catch(() => null);
  const template = body?.template as { name?: unknown; language?: { code?: unknown }; components?: unknown } | undefined;
  const to = typeof body?.to === 'string' ? body.to : '';
  const lang = languageOfTemplate(template?.language?.code);
  if (body?.messaging_product !== 'whatsapp' || body.type !== 'template' || !/^\d{8,15}$/.test(to) || !lang) {
    return c.json(graphError('(#100) Invalid parameter', 100), 400);
  }
  let content: Content;
  if (template?.name === WHATSAPP_STAND_IN.codeTemplate) {
    const components = Array.isArray(template.components)
      ? (template.components as { type?: unknown; parameters?: { text?: unknown }[] }[])
      : [];
    const codes = components.map((p) => p.parameters?.[0]?.text);
    if (components.length !== 2 || codes[0] !== codes[1] || typeof codes[0] !== 'string') {
      return c.json(graphError('(#132000) Number of parameters does not match the expected number of params', 132000), 400);
    }
    content = { kind: 'code', code: codes[0], minutes: CODE_TTL_MS / 60_000 };
  } else if (template?.name === WHATSAPP_STAND_IN.noticeTemplate) {
    content = { kind: 'account_in_use' };
  } else {
    return c.json(graphError('(#132001) Template name does not exist in the translation', 132001), 404);
  }
  if (to.endsWith('5030')) return c.json(graphError('Service temporarily unavailable', 131016, 'OAuthException'), 503);
  const id = `wamid.${hex(16)}`;
  if (to.endsWith('0000')) {
    await reportFailed(c.env, id, to, body.biz_opaque_callback_data);
  } else {
    await deliver(c.env, 'whatsapp', to, subjectOf({ lang: toLang(lang), content }), textOf({ lang: toLang(lang), content }));
  }
  return c.json({ messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id, message_status: 'accepted' }] });
});

/** What Meta posts when a message cannot be delivered, signed with the app secret, to our webhook. */
async function reportFailed(env: Env, id: string, to: string, callback: unknown): Promise<void> {
  const payload = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '100000000000002',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '6560000000', phone_number_id: WHATSAPP_STAND_IN.phoneNumberId },
              statuses: [
                {
                  id,
                  status: 'failed',
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: to,
                  ...(typeof callback === 'string' ? { biz_opaque_callback_data: callback } : {}),
                  errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }],
                },
              ],
            },
          },
        ],
      },
    ],
  });
  await whatsappWebhook.request(
    '/',
    { method: 'POST', headers: { 'X-Hub-Signature-256': await webhookSignature(WHATSAPP_STAND_IN.appSecret, payload) }, body: payload },
    env,
  );
}

/** Twilio Programmable Messaging: POST /2010-04-01/Accounts/{AccountSid}/Messages.json. */
export const smsStandIn = new Hono<{ Bindings: Env }>();

const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

smsStandIn.post('/2010-04-01/Accounts/:accountSid/Messages.json', async (c) => {
  const sid = c.req.param('accountSid');
  if (sid !== SMS_STAND_IN.accountSid || c.req.header('Authorization') !== `Basic ${btoa(`${sid}:${SMS_STAND_IN.authToken}`)}`) {
    return c.json(twilioError(401, 20003, 'Authenticate'), 401);
  }
  const form = await c.req.parseBody();
  const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  const to = field('To');
  const text = field('Body');
  if (!/^\+\d{8,15}$/.test(to)) return c.json(twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`), 400);
  if (!field('From') && !field('MessagingServiceSid')) {
    return c.json(twilioError(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message."), 400);
  }
  if (!text) return c.json(twilioError(400, 21602, 'Message body is required.'), 400);
  await deliver(c.env, 'sms', to.slice(1), 'SMS', text);
  const messageSid = `SM${hex(16)}`;
  return c.json(
    {
      sid: messageSid,
      account_sid: sid,
      to,
      from: field('From') || null,
      messaging_service_sid: field('MessagingServiceSid') || null,
      body: text,
      status: 'accepted',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${sid}/Messages/${messageSid}.json`,
    },
    201,
  );
});

/** Resend: POST /emails. */
export const emailStandIn = new Hono<{ Bindings: Env }>();

const resendError = (statusCode: 401 | 422, name: string, message: string) => ({ statusCode, name, message });

emailStandIn.post('/emails', async (c) => {
  if (c.req.header('Authorization') !== `Bearer ${EMAIL_STAND_IN.apiKey}`) {
    return c.json(resendError(401, 'missing_api_key', 'Missing API key in the authorization header'), 401);
  }
  const body = await c.req.json<Record<string, unknown>>().catch(() => null);
  const to = Array.isArray(body?.to) ? body.to : [body?.to];
  const valid =
    typeof body?.from === 'string' &&
    typeof body.subject === 'string' &&
    (typeof body.text === 'string' || typeof body.html === 'string') &&
    to.length >= 1 &&
    to.length <= 50 &&
    to.every((a) => typeof a === 'string' && /^[^\s@]+@[^\s@]+$/.test(a));
  if (!valid || !body) return c.json(resendError(422, 'validation_error', 'Invalid `to`, `from`, `subject` or content'), 422);
  for (const address of to as string[]) {
    await deliver(c.env, 'email', address.toLowerCase(), String(body.subject), String(body.text ?? body.html));
  }
  return c.json({ id: crypto.randomUUID() });
});
