/**
 * WhatsApp, through Meta's WhatsApp Business Cloud API (Graph API): `POST /{version}/{phone-number-id}/messages` with
 * a Bearer token. A code goes as an authentication template (Meta's fixed "<code> is your verification code" text
 * and a copy-code button, the code given to both); the account-in-use notice as a utility template with no
 * parameters. Each send carries `biz_opaque_callback_data` (country and our id), which Meta hands back in the status
 * webhook, so a failed delivery finds its send without a lookup in every country. The webhook is signed with the app
 * secret in `X-Hub-Signature-256`.
 *
 * Secrets: WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN (the webhook
 * subscription's handshake); optional WHATSAPP_CODE_TEMPLATE, WHATSAPP_NOTICE_TEMPLATE, WHATSAPP_BASE_URL.
 */
import { timingSafeEqual } from 'hono/utils/buffer';
import { type Lang, LANGS } from '../../../src/shared/lang';
import { service } from '../outbound';
import { answerOf, type OutboundMessage, type SendOutcome, retryable } from './message';

const GRAPH_API = 'https://graph.facebook.com';
/** The Graph API version this module follows; Meta keeps a version for about two years. */
export const GRAPH_VERSION = 'v23.0';

export interface WhatsAppConfig {
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  codeTemplate: string;
  noticeTemplate: string;
}

/** The development stand-in's settings: public by design, they open nothing but the stand-in. */
export const WHATSAPP_STAND_IN: WhatsAppConfig = {
  baseUrl: GRAPH_API,
  phoneNumberId: '100000000000001',
  accessToken: 'development-whatsapp-token',
  appSecret: 'development-whatsapp-app-secret',
  verifyToken: 'development-whatsapp-verify-token',
  codeTemplate: 'login_code',
  noticeTemplate: 'account_in_use',
};

function configured(env: Env): WhatsAppConfig | null {
  const { WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } = env;
  if (!WHATSAPP_ACCESS_TOKEN || !WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_APP_SECRET || !WHATSAPP_VERIFY_TOKEN) return null;
  return {
    baseUrl: env.WHATSAPP_BASE_URL ?? GRAPH_API,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    accessToken: WHATSAPP_ACCESS_TOKEN,
    appSecret: WHATSAPP_APP_SECRET,
    verifyToken: WHATSAPP_VERIFY_TOKEN,
    codeTemplate: env.WHATSAPP_CODE_TEMPLATE ?? WHATSAPP_STAND_IN.codeTemplate,
    noticeTemplate: env.WHATSAPP_NOTICE_TEMPLATE ?? WHATSAPP_STAND_IN.noticeTemplate,
  };
}

export const whatsapp = (env: Env) => service(env, 'whatsapp', configured(env), WHATSAPP_STAND_IN, 10_000);

/** Meta's template language codes for ours: the same tag with an underscore (zh-CN → zh_CN). */
export const TEMPLATE_LANGUAGE = Object.fromEntries(LANGS.map((lang) => [lang, lang.replace('-', '_')])) as Record<Lang, string>;

/** The send request's body, as the Cloud API reference shows it for authentication and utility templates. */
export function whatsappBody(config: WhatsAppConfig, m: OutboundMessage): Record<string, unknown> {
  const language = { code: TEMPLATE_LANGUAGE[m.lang] };
  const template =
    m.content.kind === 'code'
      ? {
          name: config.codeTemplate,
          language,
          components: [
            { type: 'body', parameters: [{ type: 'text', text: m.content.code }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: m.content.code }] },
          ],
        }
      : { name: config.noticeTemplate, language };
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: m.to,
    type: 'template',
    template,
    biz_opaque_callback_data: `${m.country}:${m.id}`,
  };
}

/**
 * Graph API error codes that a later try can get past (throttles, Meta's own outages): the reference's "retry" advice.
 * Anything else (a number not on WhatsApp, a template not approved, a bad token) will fail the same way again.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

export async function sendWhatsApp(env: Env, m: OutboundMessage): Promise<SendOutcome> {
  const s = whatsapp(env);
  const res = await s.send(`/${GRAPH_VERSION}/${encodeURIComponent(s.config.phoneNumberId)}/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${s.config.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(whatsappBody(s.config, m)),
  });
  const answer = await answerOf(res);
  const id = (answer?.messages as { id?: unknown }[] | undefined)?.[0]?.id;
  if (res.ok && typeof id === 'string') return { ok: true, providerId: id };
  const code = Number((answer?.error as { code?: unknown } | undefined)?.code);
  return { ok: false, retry: retryable(res.status) || RETRYABLE_CODES.has(code), reason: `whatsapp ${res.status} ${code || ''}`.trim() };
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** `X-Hub-Signature-256: sha256=<hex>`, Meta's HMAC-SHA256 of the raw body under the app secret; the stand-in signs the same way. */
export async function webhookSignature(appSecret: string, rawBody: string): Promise<string> {
  return `sha256=${await hmacHex(appSecret, rawBody)}`;
}

export async function isWebhookSignature(appSecret: string, rawBody: string, header: string | undefined): Promise<boolean> {
  return timingSafeEqual(await webhookSignature(appSecret, rawBody), header ?? '');
}

export interface DeliveryStatus {
  /** Meta's message id (wamid). */
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** Our `biz_opaque_callback_data`: country and send id. */
  callback: string | null;
  errorCodes: number[];
}

/** The statuses a `messages` webhook reports; anything else it may carry (incoming messages) is not ours to read. */
export function statusesOf(payload: unknown): DeliveryStatus[] {
  const entries = (payload as { object?: unknown; entry?: unknown } | null)?.entry;
  if (!Array.isArray(entries)) return [];
  const statuses: DeliveryStatus[] = [];
  for (const entry of entries as { changes?: unknown }[]) {
    for (const change of Array.isArray(entry?.changes) ? (entry.changes as { field?: unknown; value?: unknown }[]) : []) {
      const value = change?.value as { statuses?: unknown } | undefined;
      if (change?.field !== 'messages' || !Array.isArray(value?.statuses)) continue;
      for (const s of value.statuses as Record<string, unknown>[]) {
        if (typeof s.id !== 'string' || !['sent', 'delivered', 'read', 'failed'].includes(String(s.status))) continue;
        statuses.push({
          id: s.id,
          status: s.status as DeliveryStatus['status'],
          callback: typeof s.biz_opaque_callback_data === 'string' ? s.biz_opaque_callback_data : null,
          errorCodes: Array.isArray(s.errors) ? (s.errors as { code?: unknown }[]).map((e) => Number(e.code)).filter(Number.isFinite) : [],
        });
      }
    }
  }
  return statuses;
}
