/**
 * Meta's WhatsApp webhook, mounted by the composition root outside /api (Meta wants plain answers, not our envelope):
 * GET is the subscription handshake (the verify token we set in the app dashboard, answered with `hub.challenge`);
 * POST carries status reports, accepted only with a valid `X-Hub-Signature-256`. A failed delivery of one of our
 * sends falls back to SMS (./delivery.ts). Every signed report is answered 200 so Meta stops resending it.
 */
import { Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { applyWhatsAppStatus } from './delivery';
import { isWebhookSignature, statusesOf, type WhatsAppConfig, whatsapp } from './whatsapp';

export const whatsappWebhook = new Hono<{ Bindings: Env; Variables: { config: WhatsAppConfig } }>();

whatsappWebhook.use(async (c, next) => {
  let config: WhatsAppConfig;
  try {
    config = whatsapp(c.env).config;
  } catch {
    return c.text('Not available', 503);
  }
  c.set('config', config);
  await next();
});

whatsappWebhook.get('/', async (c) => {
  const q = c.req.query();
  const ok = q['hub.mode'] === 'subscribe' && (await timingSafeEqual(c.get('config').verifyToken, q['hub.verify_token'] ?? ''));
  return ok ? c.text(q['hub.challenge'] ?? '') : c.text('Forbidden', 403);
});

whatsappWebhook.post('/', async (c) => {
  const raw = await c.req.text();
  if (!(await isWebhookSignature(c.get('config').appSecret, raw, c.req.header('X-Hub-Signature-256')))) return c.text('Forbidden', 403);
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return c.text('Bad request', 400);
  }
  for (const s of statusesOf(payload)) {
    if (s.callback) await applyWhatsAppStatus(c.env, s.callback, s.status);
  }
  return c.text('OK');
});
