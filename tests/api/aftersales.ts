// Helpers of the after-sales API tests (functions/commerce/aftersale/*.api.test.ts): the member's calls, the
// reviewer's decisions as the development control makes them, and what the database holds of an application.
import { env } from 'cloudflare:workers';
import { review, type ReviewDecision } from '../../functions/commerce/aftersale/review';
import { dbFor } from '../../functions/platform/db';
import type * as aftersale from '../../src/shared/contract/aftersale';
import type { CallInput } from '../../src/shared/contract/call';
import {
  afterSaleApply,
  afterSaleCancel,
  afterSaleDetail,
  afterSalePreview,
  afterSaleReturnShipment,
} from '../../src/shared/contract/refs/aftersale';
import type { TestOrder } from './orders';
import { DB, send, type Shopper } from './shopper';

export function preview(o: TestOrder, quantity?: number, by: Shopper = o.s, skuNo = o.sku.sku_no) {
  return send(afterSalePreview, { order_no: o.orderNo, sku_no: skuNo, ...(quantity ? { quantity } : {}) }, { token: by.token });
}

/** The application's fields, each with a default: one unit of the order's line, refund only, ordered by mistake. */
export type ApplyInput = Partial<Omit<CallInput<typeof aftersale.afterSaleApply>, 'order_no'>>;

export function applyFor(o: TestOrder, input: ApplyInput = {}, by: Shopper = o.s) {
  return send(
    afterSaleApply,
    {
      order_no: o.orderNo,
      sku_no: input.sku_no ?? o.sku.sku_no,
      type: input.type ?? 'refund_only',
      reason: input.reason ?? 'ordered_wrong_product',
      quantity: input.quantity ?? 1,
      ...(input.photo_nos ? { photo_nos: input.photo_nos } : {}),
      ...(input.description ? { description: input.description } : {}),
      ...(input.expected_amount !== undefined ? { expected_amount: input.expected_amount } : {}),
    },
    { token: by.token },
  );
}

/** Applies and expects success; answers the application's number. */
export async function applied(o: TestOrder, input: ApplyInput = {}): Promise<string> {
  const res = await applyFor(o, input);
  if (res.body.code !== 0) throw new Error(`apply failed: ${res.body.code} ${res.body.msg}`);
  return res.body.data.after_sale_no;
}

export function detail(afterSaleNo: string, by: Shopper) {
  return send(afterSaleDetail, { after_sale_no: afterSaleNo }, { token: by.token });
}

export function cancelAfterSale(afterSaleNo: string, by: Shopper) {
  return send(afterSaleCancel, { after_sale_no: afterSaleNo }, { token: by.token });
}

export function sendReturn(afterSaleNo: string, by: Shopper, trackingNo = 'JNT1234567') {
  return send(
    afterSaleReturnShipment,
    { after_sale_no: afterSaleNo, logistics_company: 'J&T Express', tracking_no: trackingNo },
    { token: by.token },
  );
}

export async function afterSaleRow(afterSaleNo: string) {
  return (await DB.ID.prepare('SELECT * FROM after_sales WHERE after_sale_no = ?').bind(afterSaleNo).first<Record<string, unknown>>())!;
}

export async function refundRowOf(afterSaleNo: string) {
  return DB.ID.prepare('SELECT r.* FROM after_sale_refunds r JOIN after_sales a ON a.id = r.after_sale_id WHERE a.after_sale_no = ?')
    .bind(afterSaleNo)
    .first<Record<string, unknown>>();
}

/** The reviewer's decision, as the development control applies it: 0 done, otherwise the error code. */
export async function decideAs(afterSaleNo: string, d: ReviewDecision, now = Date.now()): Promise<number> {
  const id = (await afterSaleRow(afterSaleNo)).id as number;
  return review(env, dbFor(env, 'ID'), 'ID', id, d, now).then(
    () => 0,
    (e: { code?: number }) => e.code ?? -1,
  );
}

/** The member's after-sales messages' events, oldest first. */
export async function afterSaleMessages(s: Shopper): Promise<string[]> {
  const { results } = await DB.ID.prepare("SELECT params FROM messages WHERE member_id = ? AND kind = 'after_sale' ORDER BY id")
    .bind(s.memberId)
    .all<{ params: string }>();
  return results.map((m) => (JSON.parse(m.params) as { event: string }).event);
}
