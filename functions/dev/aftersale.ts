/**
 * The merchant's after-sales reviewer, standing in for the back office (development only, under /dev/aftersale): the
 * open applications of a country with a button for each decision their status allows, each calling the same
 * state-machine function the back office would (commerce/aftersale/review.ts). The scheduled job's automatic rule
 * approves refund-only applications before shipment on its own (POST /dev/jobs runs it now). JSON for tests:
 * POST {country, after_sale_no, action, note?}.
 */
import { desc, eq, notInArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { AFTER_SALE_STATUS, type AfterSaleStatus } from '../../src/shared/contract/constants';
import { type CountryCode, toCountry } from '../../src/shared/countries';
import { ApiError } from '../../src/shared/errors';
import { type ReviewDecision, review } from '../commerce/aftersale/review';
import { dbFor } from '../platform/db';
import { afterSaleRefunds, afterSales, orderLines, orders } from '../platform/schema';
import { page } from './page';

export const afterSaleReviewer = new Hono<{ Bindings: Env }>();

const S = AFTER_SALE_STATUS;

const DECISIONS: Record<string, { label: string; from: AfterSaleStatus; decision: (note: string) => ReviewDecision }> = {
  approve: { label: 'Approve', from: S.awaitingReview, decision: () => ({ action: 'approve' }) },
  reject: { label: 'Reject', from: S.awaitingReview, decision: (note) => ({ action: 'reject', note: note || 'Rejected by the reviewer' }) },
  intercepted: { label: 'Interception succeeded', from: S.interceptionRequested, decision: () => ({ action: 'interception', ok: true }) },
  interception_failed: {
    label: 'Interception failed',
    from: S.interceptionRequested,
    decision: () => ({ action: 'interception', ok: false }),
  },
  inspection_passed: {
    label: 'Return received, inspection passed',
    from: S.pendingInspection,
    decision: () => ({ action: 'inspection', ok: true, note: null }),
  },
  inspection_failed: {
    label: 'Inspection failed',
    from: S.pendingInspection,
    decision: (note) => ({ action: 'inspection', ok: false, note: note || 'The item did not pass inspection' }),
  },
  payout: { label: 'Refund card payout sent', from: S.refundPending, decision: () => ({ action: 'payout' }) },
};

const STATUS_WORDS: Record<AfterSaleStatus, string> = {
  1: 'awaiting review',
  2: 'interception requested',
  3: 'refund pending',
  4: 'success',
  5: 'failure',
  6: 'awaiting return',
  7: 'pending inspection',
};

afterSaleReviewer.get('/', async (c) => {
  const country = toCountry(c.req.query('country'));
  const open = await dbFor(c.env, country)
    .select({
      afterSaleNo: afterSales.afterSaleNo,
      orderNo: orders.orderNo,
      type: afterSales.type,
      status: afterSales.status,
      reason: afterSales.reason,
      quantity: afterSales.quantity,
      refundAmount: afterSales.refundAmount,
      currency: orders.currency,
      productName: orderLines.productName,
      refundMethod: afterSaleRefunds.method,
      returnTrackingNo: afterSales.returnTrackingNo,
    })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(orderLines, eq(orderLines.id, afterSales.lineId))
    .leftJoin(afterSaleRefunds, eq(afterSaleRefunds.afterSaleId, afterSales.id))
    .where(notInArray(afterSales.status, [S.success, S.failure]))
    .orderBy(desc(afterSales.createdAt))
    .limit(100);
  const rows = open.map((r) => {
    const buttons = Object.entries(DECISIONS)
      .filter(([action, d]) => d.from === r.status && (action !== 'payout' || r.refundMethod === 'refund_card'))
      .map(([action, d]) => html`<button type="submit" name="action" value="${action}">${d.label}</button> `);
    const note = r.status === S.awaitingReview || r.status === S.pendingInspection;
    return html`<tr><td>${r.afterSaleNo}<br>${r.orderNo}</td><td>${r.productName} × ${r.quantity}<br>${r.type}, ${r.reason}<br>${r.refundAmount} ${r.currency}${r.returnTrackingNo ? html`<br>return ${r.returnTrackingNo}` : ''}</td><td>${STATUS_WORDS[r.status]}</td><td><form method="post" action="/dev/aftersale"><input type="hidden" name="country" value="${country}"><input type="hidden" name="after_sale_no" value="${r.afterSaleNo}">${note ? html`<label for="note-${r.afterSaleNo}">Reason (when refusing)</label><input id="note-${r.afterSaleNo}" name="note" maxlength="200">` : ''}${buttons.length ? buttons : 'Waiting for the shopper or the gateway.'}</form></td></tr>`;
  });
  return c.html(
    page(
      'After-sales reviewer',
      html`<h1>After-sales reviewer (development)</h1><p class="note">The merchant's side of after-sales in ${country}: open applications, newest first. Refund-only applications before shipment are approved by the scheduled job (POST /dev/jobs runs it now).</p><table><thead><tr><th>Application</th><th>Item</th><th>Status</th><th>Decision</th></tr></thead><tbody>${rows.length ? rows : html`<tr><td colspan="4">No open applications.</td></tr>`}</tbody></table>`,
    ),
  );
});

afterSaleReviewer.post('/', async (c) => {
  const isJson = c.req.header('Content-Type')?.includes('application/json');
  const body = (isJson ? await c.req.json().catch(() => ({})) : await c.req.parseBody()) as Record<string, unknown>;
  const field = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).trim() : '');
  const country: CountryCode = toCountry(field('country'));
  const d = DECISIONS[field('action')];
  const db = dbFor(c.env, country);
  const row = await db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(eq(afterSales.afterSaleNo, field('after_sale_no')))
    .get();
  if (!d || !row) return c.text('Bad request', 400);
  try {
    await review(c.env, db, country, row.id, d.decision(field('note').slice(0, 200)), Date.now());
  } catch (err) {
    if (err instanceof ApiError) return isJson ? c.json({ code: err.code }, 409) : c.text(`Not allowed now (${err.code})`, 409);
    throw err;
  }
  const after = await db.select({ status: afterSales.status }).from(afterSales).where(eq(afterSales.id, row.id)).get();
  return isJson
    ? c.json({ after_sale_no: field('after_sale_no'), status: after?.status })
    : c.redirect(`/dev/aftersale?country=${country}`, 303);
});
