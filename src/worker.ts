import { Hono } from 'hono';
import { handle } from '@astrojs/cloudflare/handler';
import { createBff } from '../functions/bff/app';
import { commerce } from '../functions/commerce/app';
import { runScheduledJobs } from '../functions/commerce/jobs';

/** One Worker: the BFF on /api, Astro for everything else. */
const app = new Hono<{ Bindings: Env }>();

app.route('/api', createBff((req, env, ctx) => Promise.resolve(commerce.fetch(req, env, ctx))));
app.all('*', (c) => handle(c.req.raw, c.env, c.executionCtx as ExecutionContext));

export default {
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env));
  },
} satisfies ExportedHandler<Env>;
