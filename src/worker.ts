import { Hono } from 'hono';
import { handle } from '@astrojs/cloudflare/handler';
import { createBff, unexpectedApiError } from '../functions/bff/app';
import { devApp } from '../functions/dev/app';
import { standIns } from '../functions/dev/stand-ins';
import { commerce } from '../functions/commerce/app';
import { closeOverdue, EVERY_MINUTE, runScheduledJobs } from '../functions/commerce/jobs';
import { buryOrders, DEAD_ORDER_QUEUE, ORDER_QUEUE, type QueuedOrder, takeOrders } from '../functions/commerce/order/flash/intake';
import { notFoundInstead } from '../functions/edge/not-found';
import { servePage } from '../functions/edge/page-cache';
import { rememberedLanguageRedirect } from '../functions/edge/remembered-language';
import { withSecurityHeaders } from '../functions/edge/security-headers';
import { buryMessages, DEAD_MESSAGE_QUEUE, deliverMessages } from '../functions/providers/messaging/delivery';
import type { OutboundMessage } from '../functions/providers/messaging/message';
import { whatsappWebhook } from '../functions/providers/messaging/webhook';
import { installStandIns } from '../functions/providers/outbound';
import { inRequest, logEvent } from '../functions/platform/telemetry';
import { t } from './shared/i18n';

export { FlashPool } from '../functions/commerce/order/flash/stock-pool';
export { FlashStock } from '../functions/commerce/order/flash/stock-shard';
import { langFromPath } from './shared/lang';

/**
 * The composition root: the development stand-ins serve where ENVIRONMENT is 'development' and a service has no keys
 * (functions/providers/outbound.ts decides, per call, from the environment); nothing else imports functions/dev.
 */
installStandIns(standIns);

/** One Worker: the BFF on /api, providers' webhooks that want plain answers on /hooks, Astro for everything else. */
const app = new Hono<{ Bindings: Env }>();

app.route(
  '/api',
  createBff((req, env, ctx) => Promise.resolve(commerce.fetch(req, env, ctx))),
);
app.route('/hooks/whatsapp', whatsappWebhook);
// Development tools exist only when ENVIRONMENT is 'development'; unset (as deployed) or any other value is
// production, where /dev/* falls through to the 404 page.
app.all('/dev/*', async (c, next) => {
  if (c.env.ENVIRONMENT !== 'development') return next();
  const res = await devApp.fetch(new Request(c.req.url.replace('/dev/', '/'), c.req.raw), c.env, c.executionCtx);
  return res.status === 404 ? next() : res;
});
app.all('*', (c) => {
  const ctx = c.executionCtx as ExecutionContext;
  const url = new URL(c.req.url);
  const render = (request = c.req.raw) => handle(request, c.env, ctx);
  const notFound = notFoundInstead(c.req.raw, url);
  if (notFound) return render(notFound);
  const redirect = rememberedLanguageRedirect(c.req.raw, url);
  if (redirect) return redirect;
  // `astro dev` shows every edit at once; built workers (preview, tests, production) cache catalog pages.
  return import.meta.env.DEV ? render() : servePage(c.req.raw, ctx, render, undefined, url);
});

/**
 * What escapes every handler. Under /api it is the API's answer (1109011). Elsewhere it is our edge code failing around
 * Astro (Astro answers its own rendering errors with the 500 page): a plain 500 in the path's language, no detail, since
 * rendering a page again could fail the same way.
 */
app.onError((err, c) => {
  if (/^\/api(\/|$)/.test(c.req.path)) return unexpectedApiError(err, c);
  logEvent('error', 'unexpected error', { path: c.req.path, error: String(err), stack: err.stack });
  return c.text(t(langFromPath(c.req.path), 'error.page.title'), 500);
});

export default {
  // Every answer, whoever made it (BFF, Astro, the ASSETS binding, the edge cache, an error), leaves with the headers.
  fetch: (request: Request, env: Env, ctx: ExecutionContext) =>
    inRequest(request, async () => withSecurityHeaders(await app.fetch(request, env, ctx))),
  scheduled(controller, env, ctx) {
    ctx.waitUntil(controller.cron === EVERY_MINUTE ? closeOverdue(env) : runScheduledJobs(env));
  },
  // Messages to shoppers (functions/providers/messaging/delivery.ts) and flash sales' orders (order/flash/intake.ts):
  // each queue, and what ran out of retries.
  queue(batch, env) {
    switch (batch.queue) {
      case ORDER_QUEUE:
        return takeOrders(batch as MessageBatch<QueuedOrder>, env);
      case DEAD_ORDER_QUEUE:
        return buryOrders(batch as MessageBatch<QueuedOrder>, env);
      case DEAD_MESSAGE_QUEUE:
        return buryMessages(batch as MessageBatch<OutboundMessage>, env);
      default:
        return deliverMessages(batch as MessageBatch<OutboundMessage>, env);
    }
  },
} satisfies ExportedHandler<Env, OutboundMessage | QueuedOrder>;
