/** The member's applications and refunds as the pages read them: every query names the member. */
import {
  AFTER_SALE_PAGE_SIZE,
  AFTER_SALE_TAB,
  type AfterSaleDetail,
  type AfterSaleListItem,
  type RefundRecord,
} from '../../../src/shared/contract/aftersale';
import type { AfterSaleEvent, RefundMethod } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { AFTER_SALE_SETTINGS } from './settings';
import { type DetailRow, detailView, type ListRow, listItemView, type RefundRow, refundView } from './views';

const ROW_COLUMNS = `a.id, a.after_sale_no, o.order_no, a.type, a.status, a.end_reason, a.quantity AS aftersale_quantity, o.currency,
  a.refund_amount, a.refund_coins, a.created_at, a.reason, a.description, a.end_note, a.return_company, a.return_tracking_no, a.updated_at,
  l.sku_no, l.product_no, l.product_name, l.spec_value, l.image_url, l.quantity, l.unit_price, l.unit_retail,
  NOT EXISTS (SELECT 1 FROM after_sales b WHERE b.line_id = a.line_id AND b.id > a.id) AS latest,
  (SELECT count(*) FROM after_sales b WHERE b.line_id = a.line_id) AS applications,
  (SELECT coalesce(sum(b.quantity), 0) FROM after_sales b WHERE b.line_id = a.line_id AND b.status = 4) AS refunded
  FROM after_sales a JOIN orders o ON o.id = a.order_id JOIN order_lines l ON l.id = a.line_id`;

const TAB_WHERE: Record<string, string> = {
  [AFTER_SALE_TAB.all]: '',
  [AFTER_SALE_TAB.open]: 'AND a.status NOT IN (4, 5)',
  [AFTER_SALE_TAB.ended]: 'AND a.status IN (4, 5)',
};

export async function afterSalePageOf(
  d1: D1Database,
  country: CountryCode,
  memberId: number,
  q: { tab: string; page_num?: number | undefined; page_size?: number | undefined },
): Promise<{ total: number; list: AfterSaleListItem[] }> {
  const size = q.page_size ?? AFTER_SALE_PAGE_SIZE;
  const where = `a.member_id = ?1 ${TAB_WHERE[q.tab] ?? ''}`;
  const [count, rows] = await d1.batch([
    d1.prepare(`SELECT count(*) AS total FROM after_sales a WHERE ${where}`).bind(memberId),
    d1
      .prepare(`SELECT ${ROW_COLUMNS} WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ?2 OFFSET ?3`)
      .bind(memberId, size, ((q.page_num ?? 1) - 1) * size),
  ]);
  const settings = AFTER_SALE_SETTINGS[country];
  return {
    total: (count!.results[0] as { total: number }).total,
    list: (rows!.results as ListRow[]).map((r) => listItemView(r, settings)),
  };
}

const REFUND_COLUMNS = `r.refund_no, a.after_sale_no, o.order_no, r.currency, r.amount, r.coins, r.method, r.destination, r.last_four,
  r.status, r.created_at, r.refunded_at
  FROM after_sale_refunds r JOIN after_sales a ON a.id = r.after_sale_id JOIN orders o ON o.id = r.order_id`;

export async function afterSaleDetailOf(
  d1: D1Database,
  country: CountryCode,
  memberId: number,
  afterSaleNo: string,
): Promise<AfterSaleDetail> {
  const mine = 'SELECT id FROM after_sales WHERE member_id = ?1 AND after_sale_no = ?2';
  const [row, photos, events, refund] = await d1.batch([
    d1.prepare(`SELECT ${ROW_COLUMNS} WHERE a.member_id = ?1 AND a.after_sale_no = ?2`).bind(memberId, afterSaleNo),
    d1
      .prepare(`SELECT photo_no FROM after_sale_photos WHERE member_id = ?1 AND after_sale_id = (${mine}) ORDER BY id`)
      .bind(memberId, afterSaleNo),
    d1.prepare(`SELECT event, at FROM after_sale_events WHERE after_sale_id = (${mine}) ORDER BY at, id`).bind(memberId, afterSaleNo),
    d1.prepare(`SELECT ${REFUND_COLUMNS} WHERE r.member_id = ?1 AND r.after_sale_id = (${mine})`).bind(memberId, afterSaleNo),
  ]);
  const detail = row!.results[0] as DetailRow | undefined;
  if (!detail) throw new ApiError(ERR.AFTER_SALE_NOT_FOUND);
  return detailView(
    country,
    detail,
    AFTER_SALE_SETTINGS[country],
    (photos!.results as { photo_no: string }[]).map((p) => p.photo_no),
    events!.results as { event: AfterSaleEvent; at: number }[],
    (refund!.results[0] as RefundRow | undefined) ?? null,
  );
}

export async function refundPageOf(
  d1: D1Database,
  country: CountryCode,
  memberId: number,
  q: { page_num?: number | undefined; page_size?: number | undefined },
): Promise<{ total: number; list: RefundRecord[] }> {
  const size = q.page_size ?? AFTER_SALE_PAGE_SIZE;
  const [count, rows] = await d1.batch([
    d1.prepare('SELECT count(*) AS total FROM after_sale_refunds WHERE member_id = ?').bind(memberId),
    d1
      .prepare(`SELECT ${REFUND_COLUMNS} WHERE r.member_id = ?1 ORDER BY r.created_at DESC, r.id DESC LIMIT ?2 OFFSET ?3`)
      .bind(memberId, size, ((q.page_num ?? 1) - 1) * size),
  ]);
  return {
    total: (count!.results[0] as { total: number }).total,
    list: (rows!.results as RefundRow[]).map((r) => refundView(country, r)),
  };
}

/** Where a refund of the order would go now: its successful payment's channel, or the member's default refund card. */
export async function refundDestinationOf(
  d1: D1Database,
  memberId: number,
  orderId: number,
  cod: boolean,
): Promise<{ method: RefundMethod; destination: string | null; last_four: string | null }> {
  if (cod) {
    const card = await d1
      .prepare('SELECT bank_code, substr(account_number, -4) AS last_four FROM refund_cards WHERE member_id = ? AND is_default = 1')
      .bind(memberId)
      .first<{ bank_code: string; last_four: string }>();
    return { method: 'refund_card', destination: card?.bank_code ?? null, last_four: card?.last_four ?? null };
  }
  const paid = await d1
    .prepare("SELECT channel FROM payments WHERE order_id = ? AND member_id = ? AND status = 'successful'")
    .bind(orderId, memberId)
    .first<{ channel: string }>();
  return { method: 'original', destination: paid?.channel || null, last_four: null };
}
