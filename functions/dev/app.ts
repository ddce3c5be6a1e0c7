/**
 * Development tools, served only when ENVIRONMENT is 'development' (src/worker.ts): the messaging outbox, captcha
 * answers, stock, vouchers and messages for end-to-end tests, the OpenAPI document, the stand-in for Google's sign-in page, the
 * payment gateway's stand-in (./xendit.ts), the logistics
 * aggregator's (./logistics.ts), the after-sales reviewer (./aftersale.ts) and running the scheduled jobs on demand. Everywhere else /dev/* is the 404
 * page.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { toCountry } from '../../src/shared/countries';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../src/shared/contract/constants';
import { LANGS, type Lang } from '../../src/shared/lang';
import { dbFor, globalDb } from '../platform/db';
import { captchas, coinLedger, members, memberVouchers, messages, orders, outbox, skus, vouchers, voucherTexts } from '../platform/schema';
import { runScheduledJobs } from '../commerce/jobs';
import { randomToken } from '../platform/tokens';
import { afterSaleReviewer } from './aftersale';
import { flashAids, recentShards } from './flash';
import { googlePages } from './google';
import { page } from './page';
import { logisticsStandIn } from './logistics';
import { xenditStandIn } from './xendit';

export const devApp = new Hono<{ Bindings: Env }>();

type OutboxRow = Omit<typeof outbox.$inferSelect, 'id'>;

/** What the messaging stand-ins received (./messaging.ts), newest first; `to` in any account form (+62 0812…, E-Mail). */
async function received(env: Env, to: string | undefined): Promise<OutboxRow[]> {
  const key = to?.includes('@') ? to.trim().toLowerCase() : to?.replace(/\D/g, '');
  const { id: _, ...columns } = getTableColumns(outbox);
  return globalDb(env)
    .select(columns)
    .from(outbox)
    .where(key ? eq(outbox.recipient, key) : undefined)
    .orderBy(desc(outbox.id))
    .limit(50);
}

devApp.get('/outbox', async (c) => {
  const rows = await received(c.env, c.req.query('to'));
  const list = rows.map(
    (r) =>
      html`<tr><td>${new Date(r.createdAt).toISOString()}</td><td>${r.channel}</td><td>${r.recipient}</td><td><strong>${r.subject}</strong><br>${r.body}</td></tr>`,
  );
  return c.html(
    page(
      'Outbox',
      html`<h1>Message outbox (development)</h1><p class="note">What the messaging stand-ins received: WhatsApp, SMS and e-mail, newest first.</p><table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Message</th></tr></thead><tbody>${list.length ? list : html`<tr><td colspan="4">Nothing sent yet.</td></tr>`}</tbody></table>`,
    ),
  );
});

devApp.get('/outbox.json', async (c) => {
  const rows = await received(c.env, c.req.query('to'));
  return c.json(rows.map(({ createdAt, ...r }) => ({ ...r, created_at: createdAt, code: r.body.match(/\b\d{6}\b/)?.[0] ?? null })));
});

/** The published contract (docs/openapi.json), generated from the call definitions as they are now. */
devApp.get('/openapi.json', async (c) => {
  // Loaded on request: the generator and its JSON Schema converter stay out of the worker's start-up.
  const { openApiDocument } = await import('../commerce/openapi');
  return c.json(openApiDocument());
});

devApp.get('/captcha.json', async (c) => {
  const id = c.req.query('id') ?? '';
  const row = await globalDb(c.env).select({ answer: captchas.answer }).from(captchas).where(eq(captchas.id, id)).get();
  return row ? c.json({ answer: row.answer }) : c.json({ answer: null }, 404);
});

/**
 * Sets a SKU's stock in one country's database, as the warehouse feed will: the back-in-stock trigger runs exactly as
 * it would for a real restock, so end-to-end tests can show the message arriving.
 */
devApp.post('/stock', async (c) => {
  const body = await c.req.json<{ country?: string; sku_no?: unknown; stock?: unknown }>().catch(() => null);
  const stock = Number(body?.stock);
  if (typeof body?.sku_no !== 'string' || !Number.isInteger(stock) || stock < 0) return c.text('Bad request', 400);
  const { meta } = await dbFor(c.env, toCountry(body.country)).update(skus).set({ stock }).where(eq(skus.skuNo, body.sku_no)).run();
  return meta.changes ? c.json({ sku_no: body.sku_no, stock }) : c.text('Unknown SKU', 404);
});

/** The member an aid is for, by e-mail, in the country the request names (default Indonesia). */
async function memberByEmail(env: Env, country: string | undefined, email: string): Promise<{ id: number } | undefined> {
  return dbFor(env, toCountry(country)).select({ id: members.id }).from(members).where(eq(members.email, email.trim().toLowerCase())).get();
}

/**
 * Gives a member (by e-mail) a voucher of a campaign made for it: a fixed discount with a minimum spend, so
 * end-to-end tests can show what vouchers do at the cart and the checkout without depending on the seed's campaigns.
 * The campaign is not claimable: the claim centre does not list it. `title` names it in every language (default: a
 * test voucher's name in each), so a test holding several can tell them apart.
 */
devApp.post('/voucher', async (c) => {
  const body = await c.req
    .json<{ country?: string; email?: unknown; amount_off?: unknown; min_spend?: unknown; title?: unknown }>()
    .catch(() => null);
  const amountOff = Number(body?.amount_off);
  const minSpend = Number(body?.min_spend);
  const title = body?.title;
  if (
    typeof body?.email !== 'string' ||
    !Number.isInteger(amountOff) ||
    amountOff <= 0 ||
    !Number.isInteger(minSpend) ||
    minSpend < 0 ||
    (title !== undefined && (typeof title !== 'string' || title.length < 1 || title.length > 40))
  ) {
    return c.text('Bad request', 400);
  }
  const db = dbFor(c.env, toCountry(body.country));
  const member = await memberByEmail(c.env, body.country, body.email);
  if (!member) return c.text('Unknown member', 404);
  const now = Date.now();
  const tag = randomToken(8);
  const voucherNo = `DEV-${tag}`;
  const couponNo = `DEVC-${tag}`;
  const voucherId = sql<number>`${db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.voucherNo, voucherNo))}`;
  const named: Partial<Record<Lang, string>> = { en: 'Test voucher', id: 'Voucher uji', 'zh-CN': '测试优惠券' };
  const titleIn = (lang: Lang) => (typeof title === 'string' ? title : (named[lang] ?? 'Test voucher'));
  await db.batch([
    db.insert(vouchers).values({
      voucherNo,
      kind: 'discount',
      amountOff,
      minSpend,
      claimStartAt: now - 1000,
      claimEndAt: now + 30 * 86_400_000,
      validDays: 30,
      totalQuantity: 1,
      claimed: 1,
      claimable: 0,
      createdAt: now,
    }),
    db.insert(voucherTexts).values(LANGS.map((lang) => ({ voucherId, lang, title: titleIn(lang) }))),
    db.insert(memberVouchers).values({ couponNo, memberId: member.id, voucherId, claimedAt: now, validUntil: now + 30 * 86_400_000 }),
  ]);
  return c.json({ coupon_no: couponNo });
});

/** Gives a member (by e-mail) `coins` coins, booked as an opening balance, as a member who has shopped before holds. */
devApp.post('/coins', async (c) => {
  const body = await c.req.json<{ country?: string; email?: unknown; coins?: unknown }>().catch(() => null);
  const coins = Number(body?.coins);
  if (typeof body?.email !== 'string' || !Number.isInteger(coins) || coins < 1 || coins > 1_000_000) return c.text('Bad request', 400);
  const member = await memberByEmail(c.env, body.country, body.email);
  if (!member) return c.text('Unknown member', 404);
  await dbFor(c.env, toCountry(body.country))
    .insert(coinLedger)
    .values({ memberId: member.id, delta: coins, kind: 'opening', createdAt: Date.now() })
    .run();
  return c.json({ coins });
});

const MESSAGES_A_STATEMENT = 20;

/**
 * Writes `count` system messages (the welcome note) to a member (by e-mail), newest last, so end-to-end tests can show
 * the bell's badge past 99 without a hundred restocks.
 */
devApp.post('/messages', async (c) => {
  const body = await c.req.json<{ country?: string; email?: unknown; count?: unknown }>().catch(() => null);
  const count = Number(body?.count);
  if (typeof body?.email !== 'string' || !Number.isInteger(count) || count < 1 || count > 500) return c.text('Bad request', 400);
  const db = dbFor(c.env, toCountry(body.country));
  const member = await memberByEmail(c.env, body.country, body.email);
  if (!member) return c.text('Unknown member', 404);
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    msgNo: sql<string>`'N' || lower(hex(randomblob(8)))`,
    memberId: member.id,
    kind: 'system',
    params: JSON.stringify({ event: 'welcome' }),
    createdAt: now - count + i + 1,
  }));
  // D1 binds at most 100 values a statement (four a row here): the rows go in slices, all in one batch.
  const slice = (i: number) => db.insert(messages).values(rows.slice(i * MESSAGES_A_STATEMENT, (i + 1) * MESSAGES_A_STATEMENT));
  await db.batch([slice(0), ...Array.from({ length: Math.ceil(count / MESSAGES_A_STATEMENT) - 1 }, (_, i) => slice(i + 1))]);
  return c.json({ written: count });
});

/**
 * Runs the scheduled jobs now, as the Cron Trigger would (closing overdue unpaid orders among them). `expire_order_no`
 * first lets that unpaid order's time to pay run out, so a test can see the close without waiting half an hour, and
 * without touching any other order. `expire_unpaid` lets every unpaid order's time run out, in D1 and in the flash
 * sales' shards (whose alarms then release their units): the load simulation sees every release at once.
 */
devApp.post('/jobs', async (c) => {
  const body = await c.req.json<{ country?: string; expire_order_no?: unknown; expire_unpaid?: unknown }>().catch(() => null);
  if (body === null) return c.text('Bad request', 400);
  const now = Date.now();
  if (body.expire_unpaid === true) {
    const country = toCountry(body.country);
    await dbFor(c.env, country)
      .update(orders)
      .set({ payDeadline: now - 1 })
      .where(eq(orders.status, ORDER_STATUS.pendingPayment));
    await Promise.all((await recentShards(c.env, country, now)).map((shard) => shard.expireAll(now)));
  }
  if (typeof body.expire_order_no === 'string') {
    const { meta } = await dbFor(c.env, toCountry(body.country))
      .update(orders)
      .set({ payDeadline: now - 1 })
      .where(and(eq(orders.orderNo, body.expire_order_no), eq(orders.status, ORDER_STATUS.pendingPayment)))
      .run();
    if (!meta.changes) return c.text('Unknown or not unpaid order', 404);
  }
  await runScheduledJobs(c.env, now);
  return c.json({ ran_at: now });
});

devApp.route('/flash', flashAids);
devApp.route('/oauth', googlePages);
devApp.route('/xendit', xenditStandIn);
devApp.route('/logistics', logisticsStandIn);
devApp.route('/aftersale', afterSaleReviewer);
