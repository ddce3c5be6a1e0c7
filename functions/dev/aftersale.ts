/**
 * The merchant's after-sales reviewer, standing in for the back office (development only, under /dev/aftersale): the
 * open applications of a country with a button for each decision their status allows, each calling the same
 * state-machine function the back office would (commerce/aftersale/review.ts). The scheduled job's automatic rule
 * approves refund-only applications before shipment on its own (POST /dev/jobs runs it now). JSON for tests:
 * POST {country, after_sale_no, action, note?}.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { AFTER_SALE_STATUS, type AfterSaleStatus } from '../../src/shared/contract/constants';
import { type CountryCode, toCountry } from '../../src/shared/countries';
import { ApiError } from '../../src/shared/errors';
import { type ReviewDecision, review } from '../commerce/aftersale/review';
import { d1For } from '../platform/db';
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

interface OpenRow {
  after_sale_no: string;
  order_no: string;
  type: string;
  status: AfterSaleStatus;
  reason: string;
  quantity: number;
  refund_amount: number;
  currency: string;
  product_name: string;
  refund_method: string | null;
  return_tracking_no: string | null;
}

afterSaleReviewer.get('/', async (c) => {
  const country = toCountry(c.req.query('country'));
  const { results } = await d1For(c.env, country)
    .prepare(
      `SELECT a.after_sale_no, o.order_no, a.type, a.status, a.reason, a.quantity, a.refund_amount, o.currency, l.product_name,
         r.method AS refund_method, a.return_tracking_no
       FROM after_sales a JOIN orders o ON o.id = a.order_id JOIN order_lines l ON l.id = a.line_id
       LEFT JOIN after_sale_refunds r ON r.after_sale_id = a.id
       WHERE a.status NOT IN (4, 5) ORDER BY a.created_at DESC LIMIT 100`,
    )
    .all<OpenRow>();
  const rows = results.map((r) => {
    const buttons = Object.entries(DECISIONS)
      .filter(([action, d]) => d.from === r.status && (action !== 'payout' || r.refund_method === 'refund_card'))
      .map(([action, d]) => html`<button type="submit" name="action" value="${action}">${d.label}</button> `);
    const note = r.status === S.awaitingReview || r.status === S.pendingInspection;
    return html`<tr><td>${r.after_sale_no}<br>${r.order_no}</td><td>${r.product_name} × ${r.quantity}<br>${r.type}, ${r.reason}<br>${r.refund_amount} ${r.currency}${r.return_tracking_no ? html`<br>return ${r.return_tracking_no}` : ''}</td><td>${STATUS_WORDS[r.status]}</td><td><form method="post" action="/dev/aftersale"><input type="hidden" name="country" value="${country}"><input type="hidden" name="after_sale_no" value="${r.after_sale_no}">${note ? html`<label for="note-${r.after_sale_no}">Reason (when refusing)</label><input id="note-${r.after_sale_no}" name="note" maxlength="200">` : ''}${buttons.length ? buttons : 'Waiting for the shopper or the gateway.'}</form></td></tr>`;
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
  const d1 = d1For(c.env, country);
  const row = await d1.prepare('SELECT id FROM after_sales WHERE after_sale_no = ?').bind(field('after_sale_no')).first<{ id: number }>();
  if (!d || !row) return c.text('Bad request', 400);
  try {
    await review(c.env, d1, country, row.id, d.decision(field('note').slice(0, 200)), Date.now());
  } catch (err) {
    if (err instanceof ApiError) return isJson ? c.json({ code: err.code }, 409) : c.text(`Not allowed now (${err.code})`, 409);
    throw err;
  }
  const after = await d1.prepare('SELECT status FROM after_sales WHERE id = ?').bind(row.id).first<{ status: number }>();
  return isJson
    ? c.json({ after_sale_no: field('after_sale_no'), status: after?.status })
    : c.redirect(`/dev/aftersale?country=${country}`, 303);
});
