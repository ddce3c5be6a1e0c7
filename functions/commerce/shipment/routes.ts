/**
 * Shipments (issue 15): the member's list and one shipment's tracking, and the aggregator's tracking webhook, which
 * proves itself with our webhook secret rather than a member.
 */
import { Hono } from 'hono';
import { logisticsCallback, shipmentList, shipmentTracking } from '../../../src/shared/contract/shipment';
import { ApiError, ERR } from '../../../src/shared/errors';
import { isLogisticsWebhook, readWebhook } from '../../providers/logistics/logistics';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { requireMember } from '../../platform/session';
import { recordEvent, shipmentByTrackingNo, shipmentsOfMember, trackingOfMember } from './shipments';
import { shipmentView, trackingView } from './views';

export const shipmentRoutes = new Hono<CommerceEnv>();

route(shipmentRoutes, shipmentList, async (c) => {
  const member = await requireMember(c);
  const { shipments, latest } = await shipmentsOfMember(c.get('db'), member.id);
  const latestOf = new Map(latest.map((e) => [e.shipmentId, e]));
  return shipments.map((s) => shipmentView(s, latestOf.get(s.id)));
});

route(shipmentRoutes, shipmentTracking, async (c, input) => {
  const member = await requireMember(c);
  if (!input.tracking_no && !input.order_no) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: tracking_no');
  const found = await trackingOfMember(c.get('db'), member.id, input);
  if (!found) throw new ApiError(ERR.ORDER_NOT_FOUND, 'shipment not found');
  return trackingView(found.shipment, found.events);
});

route(shipmentRoutes, logisticsCallback, async (c, input) => {
  if (!(await isLogisticsWebhook(c.env, c.req.header('x-logistics-token')))) throw new ApiError(ERR.FORBIDDEN, 'forbidden');
  const update = readWebhook(input, Date.now());
  // An event we do not keep, or a waybill that is not ours: acknowledged, so the aggregator stops retrying.
  const found = update ? await shipmentByTrackingNo(c.env, update.trackingNo) : null;
  if (update && found) await recordEvent(found.db, found.shipment, update.event, Date.now());
  return null;
});
