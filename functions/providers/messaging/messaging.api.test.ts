// The messaging providers against their published references (Meta's WhatsApp Cloud API, Twilio's Messages resource,
// Resend's send-email call), the Queue that delivers through them, and a production worker that signs shoppers in with
// the codes they sent. Requests to the real services are caught by a recorder standing in for the network.
import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../../src/worker';
import type { CallInput } from '../../../src/shared/contract/call';
import type * as identity from '../../../src/shared/contract/identity';
import { login, randomCodeCheck, sendEmailCode, sendSmsCode } from '../../../src/shared/contract/refs/identity';
import { ERR } from '../../../src/shared/errors';
import { messagesSettled, received } from '../../../tests/api/messages';
import { interceptFetch, type Network, type Sent } from '../../../tests/api/network';
import { sendThrough } from '../../../tests/api/shopper';
import { buryMessages, DEAD_MESSAGE_QUEUE, deliverMessages, MESSAGE_QUEUE, retryDelay } from './delivery';
import { sendEmail } from './email';
import type { OutboundMessage } from './message';
import { sendSms } from './sms';
import { GRAPH_VERSION, sendWhatsApp, WHATSAPP_STAND_IN, webhookSignature } from './whatsapp';

const ORIGIN = 'https://shop.test';

/** A deployed worker's configuration: no ENVIRONMENT, every provider's keys, every base URL at the recorder. */
const LIVE = {
  WHATSAPP_ACCESS_TOKEN: 'EAAJB-live-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'live-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'live-verify-token',
  WHATSAPP_BASE_URL: 'https://recorder.test/graph',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'live-auth-token',
  TWILIO_SENDER: 'MG0123456789abcdef0123456789abcdef',
  SMS_BASE_URL: 'https://recorder.test/twilio',
  RESEND_API_KEY: 're_live_key',
  EMAIL_FROM: 'Storefront <codes@shop.test>',
  EMAIL_BASE_URL: 'https://recorder.test/resend',
} as const;

/** Queues each answer, in turn, for the next request to a provider. */
function network(...answers: Answer[]): Network {
  const net = interceptFetch();
  for (const [body, status] of answers) net.answer(body, status);
  return net;
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The references' own example answers.
type Answer = [body: unknown, status: number];
const WHATSAPP_SENT: Answer = [
  {
    messaging_product: 'whatsapp',
    contacts: [{ input: '6281234567890', wa_id: '6281234567890' }],
    messages: [{ id: 'wamid.HBgLMTY1MDUwNzY1MjAVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA', message_status: 'accepted' }],
  },
  200,
];
const TWILIO_QUEUED: Answer = [
  {
    account_sid: LIVE.TWILIO_ACCOUNT_SID,
    api_version: '2010-04-01',
    body: 'text',
    direction: 'outbound-api',
    error_code: null,
    messaging_service_sid: LIVE.TWILIO_SENDER,
    sid: 'SMaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    status: 'accepted',
    to: '+6281234567890',
  },
  201,
];
const RESEND_SENT: Answer = [{ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' }, 200];
const UNAVAILABLE: Answer = [{ error: { message: 'Service temporarily unavailable', code: 131016 } }, 503];

const live = { ...env, ENVIRONMENT: undefined, ...LIVE } as Env;

function message(channel: OutboundMessage['channel'], to: string, lang: OutboundMessage['lang'] = 'id'): OutboundMessage {
  return { id: crypto.randomUUID(), country: 'ID', channel, to, lang, content: { kind: 'code', code: '482913', minutes: 5 } };
}

describe('the request each provider gets is the one its reference shows', () => {
  it('WhatsApp: an authentication template with the code in its body and its copy-code button, Bearer token', async () => {
    const { sent: seen } = network(WHATSAPP_SENT);
    const m = message('whatsapp', '6281234567890', 'zh-CN');
    expect(await sendWhatsApp(live, m)).toEqual({ ok: true, providerId: 'wamid.HBgLMTY1MDUwNzY1MjAVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA' });
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe(`https://recorder.test/graph/${GRAPH_VERSION}/${LIVE.WHATSAPP_PHONE_NUMBER_ID}/messages`);
    expect(req!.headers['authorization']).toBe(`Bearer ${LIVE.WHATSAPP_ACCESS_TOKEN}`);
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '6281234567890',
      type: 'template',
      template: {
        name: 'login_code',
        language: { code: 'zh_CN' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
        ],
      },
      biz_opaque_callback_data: `ID:${m.id}`,
    });
  });

  it('SMS: Twilio’s form with To in E.164, the text and the Messaging Service, HTTP Basic', async () => {
    const { sent: seen } = network(TWILIO_QUEUED);
    expect(await sendSms(live, message('sms', '6281234567890'))).toEqual({ ok: true, providerId: 'SMaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' });
    const [req] = seen;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe(`https://recorder.test/twilio/2010-04-01/Accounts/${LIVE.TWILIO_ACCOUNT_SID}/Messages.json`);
    expect(req!.headers['authorization']).toBe(`Basic ${btoa(`${LIVE.TWILIO_ACCOUNT_SID}:${LIVE.TWILIO_AUTH_TOKEN}`)}`);
    expect(req!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = Object.fromEntries(new URLSearchParams(req!.body as string));
    expect(Object.keys(form).sort()).toEqual(['Body', 'MessagingServiceSid', 'To']);
    expect(form.To).toBe('+6281234567890');
    expect(form.MessagingServiceSid).toBe(LIVE.TWILIO_SENDER);
    expect(form.Body).toContain('482913');
  });

  it('SMS: a sender that is not a Messaging Service goes as From', async () => {
    const { sent: seen } = network(TWILIO_QUEUED);
    await sendSms({ ...live, TWILIO_SENDER: 'SHOP' }, message('sms', '6591234567'));
    const form = Object.fromEntries(new URLSearchParams(seen[0]!.body as string));
    expect(form.From).toBe('SHOP');
    expect(form.MessagingServiceSid).toBeUndefined();
  });

  it('E-mail: Resend’s JSON with from, to, subject and text, Bearer key and our id as the idempotency key', async () => {
    const { sent: seen } = network(RESEND_SENT);
    const m = message('email', 'ana@example.com', 'en');
    expect(await sendEmail(live, m)).toEqual({ ok: true, providerId: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' });
    const [req] = seen;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('https://recorder.test/resend/emails');
    expect(req!.headers['authorization']).toBe(`Bearer ${LIVE.RESEND_API_KEY}`);
    expect(req!.headers['idempotency-key']).toBe(m.id);
    const body = req!.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['from', 'subject', 'text', 'to']);
    expect(body.from).toBe(LIVE.EMAIL_FROM);
    expect(body.to).toEqual(['ana@example.com']);
    expect(body.text).toContain('482913');
  });

  it('logs each call as one line with provider, path, status, outcome and duration, never the code, recipient or key', async () => {
    network(WHATSAPP_SENT);
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    await sendWhatsApp(live, message('whatsapp', '6281234567890'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      event: 'provider call',
      provider: 'whatsapp',
      method: 'POST',
      path: `/${GRAPH_VERSION}/${LIVE.WHATSAPP_PHONE_NUMBER_ID}/messages`,
      status: 200,
      outcome: 'ok',
    });
    for (const secret of ['482913', '6281234567890', LIVE.WHATSAPP_ACCESS_TOKEN]) expect(lines[0]).not.toContain(secret);
  });

  it('tells a provider’s refusal from its outage: only an outage or a throttle is tried again', async () => {
    network([{ code: 21211, message: "Invalid 'To' Phone Number", status: 400 }, 400]);
    expect(await sendSms(live, message('sms', '62'))).toMatchObject({ ok: false, retry: false });
    vi.restoreAllMocks();
    network([{ statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' }, 429]);
    expect(await sendEmail(live, message('email', 'ana@example.com'))).toMatchObject({ ok: false, retry: true });
    vi.restoreAllMocks();
    network([{ error: { message: 'Message failed to send because of an unknown error', code: 131000 } }, 400]);
    expect(await sendWhatsApp(live, message('whatsapp', '6281234567890'))).toMatchObject({ ok: false, retry: true });
  });
});

/** Meta's example status notification, for one of our sends. */
function statusWebhook(status: 'delivered' | 'failed', callback: string): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses: [
                {
                  id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA',
                  status,
                  timestamp: '1750263773',
                  recipient_id: '6281234567890',
                  biz_opaque_callback_data: callback,
                  ...(status === 'failed'
                    ? {
                        errors: [
                          {
                            code: 131026,
                            title: 'Message undeliverable',
                            message: 'Message undeliverable',
                            error_data: { details: 'Message Undeliverable.' },
                          },
                        ],
                      }
                    : {
                        pricing: { billable: true, pricing_model: 'PMP', category: 'authentication' },
                      }),
                },
              ],
            },
            field: 'messages',
          },
        ],
      },
    ],
  });
}

async function hook(init: RequestInit, path = '/hooks/whatsapp', testEnv: Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, init), testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const signed = async (body: string, secret = WHATSAPP_STAND_IN.appSecret) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': await webhookSignature(secret, body) },
  body,
});

async function sendRow(id: string) {
  return env.DB_ID.prepare('SELECT channel, status, fallback_of, payload FROM message_sends WHERE id = ?').bind(id).first();
}

/** A WhatsApp send as the queue recorded it, then accepted by Meta. */
async function sentWhatsApp(to: string): Promise<OutboundMessage> {
  const m = message('whatsapp', to);
  const now = Date.now();
  await env.DB_ID.prepare(
    "INSERT INTO message_sends (id, channel, recipient, status, provider_id, payload, created_at, updated_at) VALUES (?, 'whatsapp', ?, 'sent', 'wamid.x', ?, ?, ?)",
  )
    .bind(m.id, to, JSON.stringify(m), now, now)
    .run();
  return m;
}

describe('the WhatsApp status webhook', () => {
  it('answers the subscription handshake only with our verify token', async () => {
    const q = (token: string) => `/hooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const ok = await hook({}, q(WHATSAPP_STAND_IN.verifyToken));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    expect((await hook({}, q('guess'))).status).toBe(403);
  });

  it('refuses a report with a wrong signature or none, and changes nothing', async () => {
    const m = await sentWhatsApp('6281200000001');
    const body = statusWebhook('failed', `ID:${m.id}`);
    expect((await hook(await signed(body, 'not-the-app-secret'))).status).toBe(403);
    expect((await hook({ method: 'POST', body })).status).toBe(403);
    expect(await sendRow(m.id)).toMatchObject({ status: 'sent' });
  });

  it('accepts the reference’s example report, and a delivered code is no longer kept', async () => {
    const m = await sentWhatsApp('6281200000002');
    expect((await hook(await signed(statusWebhook('delivered', `ID:${m.id}`)))).status).toBe(200);
    expect(await sendRow(m.id)).toMatchObject({ status: 'delivered', payload: null });
  });

  it('a failed delivery sends the code by SMS instead, once however often Meta reports it', async () => {
    const to = '6281200000003';
    const m = await sentWhatsApp(to);
    const body = statusWebhook('failed', `ID:${m.id}`);
    expect((await hook(await signed(body))).status).toBe(200);
    expect((await hook(await signed(body))).status).toBe(200);
    expect(await sendRow(m.id)).toMatchObject({ status: 'failed', payload: null });
    const sms = (await received(to)).filter((r) => r.channel === 'sms');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('482913');
  });

  it('is not available on a worker without WhatsApp’s keys', async () => {
    const body = statusWebhook('delivered', 'ID:x');
    expect((await hook(await signed(body), '/hooks/whatsapp', { ...env, ENVIRONMENT: undefined } as Env)).status).toBe(503);
  });
});

/** One queue message as the broker hands it to the consumer, on its nth attempt. */
function batchOf(queue: string, m: OutboundMessage, attempts: number) {
  return createMessageBatch<OutboundMessage>(queue, [{ id: m.id, timestamp: new Date(), attempts, body: m }]);
}

async function consume(queue: string, m: OutboundMessage, attempts: number, testEnv: Env) {
  const batch = batchOf(queue, m, attempts);
  const ctx = createExecutionContext();
  await (queue === DEAD_MESSAGE_QUEUE ? buryMessages(batch, testEnv) : deliverMessages(batch, testEnv));
  return getQueueResult(batch, ctx);
}

async function queued(m: OutboundMessage): Promise<void> {
  const now = Date.now();
  await env.DB_ID.prepare(
    "INSERT INTO message_sends (id, channel, recipient, status, payload, created_at, updated_at) VALUES (?, ?, ?, 'queued', ?, ?, ?)",
  )
    .bind(m.id, m.channel, m.to, JSON.stringify(m), now, now)
    .run();
}

describe('the message queue', () => {
  it('a provider that fails twice then succeeds delivers once', async () => {
    const { sent: seen } = network(UNAVAILABLE, UNAVAILABLE, RESEND_SENT);
    const m = message('email', 'twice@example.com');
    await queued(m);
    expect((await consume(MESSAGE_QUEUE, m, 1, live)).retryMessages.map((r) => r.msgId)).toEqual([m.id]);
    expect((await consume(MESSAGE_QUEUE, m, 2, live)).retryMessages.map((r) => r.msgId)).toEqual([m.id]);
    const third = await consume(MESSAGE_QUEUE, m, 3, live);
    expect(third.retryMessages).toEqual([]);
    expect(third.explicitAcks).toEqual([m.id]);
    expect(seen.filter((r) => r.url.endsWith('/emails'))).toHaveLength(3);
    expect(await sendRow(m.id)).toMatchObject({ status: 'sent' });
  });

  it('waits longer before each retry, as deployed: 5, 10, 20, 40 seconds', () => {
    const deployed = { ...live, MESSAGE_RETRY_SECONDS: undefined } as Env;
    expect([1, 2, 3, 4].map((attempts) => retryDelay(deployed, attempts))).toEqual([5, 10, 20, 40]);
  });

  it('a message every retry failed is recorded dead, and a WhatsApp code goes by SMS', async () => {
    const to = '6281200000004';
    const m = message('whatsapp', to);
    await queued(m);
    await consume(DEAD_MESSAGE_QUEUE, m, 1, env);
    expect(await sendRow(m.id)).toMatchObject({ status: 'dead', payload: null });
    expect((await received(to)).map((r) => r.channel)).toEqual(['sms']);
  });

  it('through the local queue: a code send answers at once while WhatsApp is down, the message dies, the SMS arrives', async () => {
    // The stand-in plays a WhatsApp outage for numbers ending in 5030 (functions/dev/messaging.ts).
    const national = `812${String(Date.now() % 1e5).padStart(5, '0')}5030`;
    const key = `62${national}`;
    expect((await sendPhoneCode(env, national, 'whatsapp')).code).toBe(0);
    await messagesSettled();
    const row = await env.DB_ID.prepare("SELECT status FROM message_sends WHERE recipient = ? AND channel = 'whatsapp'").bind(key).first();
    expect(row).toEqual({ status: 'dead' });
    const got = await received(key);
    expect(got.map((r) => r.channel)).toEqual(['sms']);
  });
});

let ip = 0;

/** Calls of the contract to the whole worker of `testEnv`, as the browser makes them at /api, each from an address of its own. */
const sendTo = (testEnv: Env) =>
  sendThrough(async (path, request) => {
    const headers = new Headers(request.headers);
    headers.set('CF-Connecting-IP', `10.77.${(++ip >> 8) & 255}.${ip & 255}`);
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}/api/${path}`, { ...request, headers }), testEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  });

/** A captcha solved as a shopper would (its answer read from the database), then the code sent. */
async function sendPhoneCode(testEnv: Env, national: string, channel: 'whatsapp' | 'sms') {
  const account: CaptchaAccount = { type_id: 2, account: national, country_code: '62' };
  const nonce = await solvedNonce(testEnv, account);
  const sent = await sendTo(testEnv)(sendSmsCode, { code_type: 1, phone: national, country_code: '62', channel, image_nonce: nonce });
  return sent.body;
}

type CaptchaAccount = Pick<CallInput<typeof identity.randomCodeCheck>, 'type_id' | 'account' | 'country_code'>;

async function solvedNonce(testEnv: Env, account: CaptchaAccount): Promise<string> {
  const q = new URLSearchParams(Object.entries(account).map(([k, v]) => [k, String(v)]));
  const ctx = createExecutionContext();
  const img = await worker.fetch(
    new Request(`${ORIGIN}/api/member/user/random_code?${q}`, {
      headers: { 'X-Locale': 'ID', 'CF-Connecting-IP': `10.78.0.${++ip & 255}` },
    }),
    testEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const id = img.headers.get('x-image-id')!;
  const { answer } = (await env.DB_AUTH.prepare('SELECT answer FROM captchas WHERE id = ?').bind(id).first<{ answer: string }>())!;
  const { body: checked } = await sendTo(testEnv)(randomCodeCheck, { ...account, check_code: answer, image_id: id });
  expect(checked.code).toBe(0);
  return checked.data;
}

describe('a production worker (no ENVIRONMENT, every provider at the recorder)', () => {
  /** The live configuration, its queue handing each message straight to the consumer as the broker would. */
  function liveWorker(): Env {
    const testEnv = { ...live } as Env;
    testEnv.MESSAGES = {
      send: async (body: OutboundMessage) => {
        await deliverMessages(batchOf(MESSAGE_QUEUE, body, 1), testEnv);
      },
    } as unknown as Queue;
    return testEnv;
  }

  const codeIn = (text: string) => text.match(/\b\d{6}\b/)![0];

  it.each([
    [
      'WhatsApp',
      'whatsapp',
      WHATSAPP_SENT,
      (r: Sent) =>
        (r.body as { template: { components: { parameters: { text: string }[] }[] } }).template.components[0]!.parameters[0]!.text,
    ],
    ['SMS', 'sms', TWILIO_QUEUED, (r: Sent) => codeIn(new URLSearchParams(r.body as string).get('Body')!)],
  ] as const)(
    'a %s code login sends one request of the reference’s shape, and its code signs the member in',
    async (_, channel, answer, read) => {
      const testEnv = liveWorker();
      const { sent: seen } = network(answer);
      const national = `813${String(Date.now() % 1e6).padStart(6, '0')}${++ip % 10}`;
      expect((await sendPhoneCode(testEnv, national, channel)).code).toBe(0);
      expect(seen).toHaveLength(1);
      expect(seen[0]!.url).toMatch(channel === 'whatsapp' ? /^https:\/\/recorder\.test\/graph\// : /^https:\/\/recorder\.test\/twilio\//);
      const signedIn = await sendTo(testEnv)(login, {
        login_type: 3,
        account: national,
        country_code: '62',
        check_code: read(seen[0]!),
      });
      expect(signedIn.body.code).toBe(0);
    },
  );

  it('an e-mail code login sends one request of the reference’s shape, and its code signs the member in', async () => {
    const testEnv = liveWorker();
    const { sent: seen } = network(RESEND_SENT);
    const address = `live${Date.now()}@example.com`;
    const nonce = await solvedNonce(testEnv, { type_id: 1, account: address });
    expect((await sendTo(testEnv)(sendEmailCode, { code_type: 1, email: address, image_nonce: nonce })).body.code).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('https://recorder.test/resend/emails');
    const signedIn = await sendTo(testEnv)(login, {
      login_type: 4,
      account: address,
      check_code: codeIn((seen[0]!.body as { text: string }).text),
    });
    expect(signedIn.body.code).toBe(0);
  });

  it('a code send is answered without waiting on any provider: the queue sends', async () => {
    const testEnv = { ...live } as Env;
    const queuedMessages: OutboundMessage[] = [];
    testEnv.MESSAGES = { send: async (body: OutboundMessage) => void queuedMessages.push(body) } as unknown as Queue;
    const { sent: seen } = network(UNAVAILABLE);
    const national = `815${String(Date.now() % 1e6).padStart(6, '0')}1`;
    expect((await sendPhoneCode(testEnv, national, 'whatsapp')).code).toBe(0);
    expect(seen).toHaveLength(0);
    expect(queuedMessages.map((m) => [m.channel, m.to])).toEqual([['whatsapp', `62${national}`]]);
  });

  it('without a channel’s keys the stand-ins do not serve it: the send is refused as not available, nothing queued', async () => {
    const testEnv = { ...env, ENVIRONMENT: undefined } as Env;
    const national = `814${String(Date.now() % 1e6).padStart(6, '0')}1`;
    const res = await sendPhoneCode(testEnv, national, 'sms');
    expect(res.code).toBe(ERR.MISCONFIGURATION);
    expect(res.msg).toMatch(/not available/);
    expect(await env.DB_ID.prepare('SELECT count(*) AS n FROM message_sends WHERE recipient = ?').bind(`62${national}`).first()).toEqual({
      n: 0,
    });
  });
});
