/** After-sales calls of the member (issue 16): preview, photos, apply, list, detail, cancel, the return, refunds. */
import { Hono } from 'hono';
import {
  afterSaleApply,
  afterSaleCancel,
  afterSaleDetail,
  afterSalePage,
  afterSalePhoto,
  afterSalePhotoUpload,
  afterSalePreview,
  afterSaleReturnShipment,
  refundRecords,
} from '../../../src/shared/contract/aftersale';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { isCollectedOnDelivery } from '../payment/methods';
import { requireMember } from '../../platform/session';
import { apply, eligibility, lineFacts, settingsOf } from './applications';
import { cancel, submitReturn } from './machine';
import { photoResponse, uploadPhoto } from './photos';
import { afterSaleDetailOf, afterSalePageOf, refundDestinationOf, refundPageOf } from './records';
import { previewView } from './views';

export const afterSaleRoutes = new Hono<CommerceEnv>();

route(afterSaleRoutes, afterSalePreview, async (c, input) => {
  const member = await requireMember(c);
  const db = c.var.db;
  const settings = settingsOf(c.var.country);
  const facts = await lineFacts(db, member.id, input.order_no, input.sku_no);
  const e = eligibility(facts, settings, Date.now(), input.quantity);
  const to = await refundDestinationOf(db, member.id, facts.orderId, isCollectedOnDelivery(facts.paymentMethod));
  return previewView(c.var.country, facts, e, settings, to);
});

route(afterSaleRoutes, afterSalePhotoUpload, async (c, { file }) =>
  uploadPhoto(c.var.db, c.env.AVATARS, c.var.country, (await requireMember(c)).id, file),
);

route(afterSaleRoutes, afterSalePhoto, async (c, { photo_no }) =>
  photoResponse(c.var.db, c.env.AVATARS, (await requireMember(c)).id, photo_no),
);

route(afterSaleRoutes, afterSaleApply, async (c, input) => {
  const member = await requireMember(c);
  const afterSaleNo = await apply(
    c.var.db,
    c.var.country,
    member.id,
    input.order_no,
    input.sku_no,
    {
      type: input.type,
      reason: input.reason,
      quantity: input.quantity,
      description: input.description,
      photoNos: input.photo_nos,
      expectedAmount: input.expected_amount,
    },
    Date.now(),
  );
  return afterSaleDetailOf(c.var.db, c.var.country, member.id, afterSaleNo);
});

route(afterSaleRoutes, afterSalePage, async (c, input) => afterSalePageOf(c.var.db, c.var.country, (await requireMember(c)).id, input));

route(afterSaleRoutes, afterSaleDetail, async (c, { after_sale_no }) =>
  afterSaleDetailOf(c.var.db, c.var.country, (await requireMember(c)).id, after_sale_no),
);

route(afterSaleRoutes, afterSaleCancel, async (c, { after_sale_no }) => {
  await cancel(c.var.db, c.var.country, (await requireMember(c)).id, after_sale_no, Date.now());
  return null;
});

route(afterSaleRoutes, afterSaleReturnShipment, async (c, input) => {
  const member = await requireMember(c);
  await submitReturn(
    c.var.db,
    member.id,
    input.after_sale_no,
    { company: input.logistics_company.trim(), trackingNo: input.tracking_no },
    Date.now(),
  );
  return null;
});

route(afterSaleRoutes, refundRecords, async (c, input) => refundPageOf(c.var.db, c.var.country, (await requireMember(c)).id, input));
