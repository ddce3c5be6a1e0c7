/**
 * Shipment calls (issue 15): the member's shipments and one shipment's tracking, and the logistics aggregator's
 * tracking webhook. Event times are epoch milliseconds; the pages show them in the shopper's timezone.
 */
import * as v from 'valibot';
import { defineCall } from './call';
import { NoInput, text } from './common';
import { SHIPMENT_STATUSES, TRACKING_CODES, TRACKING_KINDS, TRACKING_PLACES } from './constants';

const epochMs = v.pipe(v.number(), v.integer());

export const TrackingEvent = v.object({
  code: v.picklist(TRACKING_CODES),
  /** The courier's own note, as it sent it (not translated); the pages lead with the code's text. */
  description: v.string(),
  /** What the note says where it is a text we know (the pages translate it); null: free text, shown as sent. */
  kind: v.nullable(v.picklist(TRACKING_KINDS)),
  location: v.string(),
  /** The location where it is a place we know (the pages translate it); null: shown as sent. */
  place: v.nullable(v.picklist(TRACKING_PLACES)),
  at: epochMs,
});
export type TrackingEvent = v.InferOutput<typeof TrackingEvent>;

export const ShipmentSummary = v.object({
  order_no: v.string(),
  courier: v.string(),
  tracking_no: v.string(),
  status: v.picklist(SHIPMENT_STATUSES),
  booked_at: epochMs,
  delivered_at: v.nullable(epochMs),
  latest_event: v.nullable(TrackingEvent),
});
export type ShipmentSummary = v.InferOutput<typeof ShipmentSummary>;

export const shipmentList = defineCall({
  method: 'GET',
  path: '/order/shipment/list',
  summary: "The member's shipments, newest first, each with its latest tracking event.",
  access: 'member',
  input: NoInput,
  output: v.array(ShipmentSummary),
  ours: true,
});

export const ShipmentTracking = v.object({
  ...ShipmentSummary.entries,
  /** Oldest first. */
  events: v.array(TrackingEvent),
});
export type ShipmentTracking = v.InferOutput<typeof ShipmentTracking>;

export const shipmentTracking = defineCall({
  method: 'GET',
  path: '/order/shipment/tracking',
  summary:
    "One of the member's shipments by tracking_no or order_no, with its events in time order; 1103001 when it is not theirs or not booked yet.",
  access: 'member',
  input: v.object({ tracking_no: v.optional(text(1, 64)), order_no: v.optional(text(1, 32)) }),
  output: ShipmentTracking,
  ours: true,
});

export const logisticsCallback = defineCall({
  method: 'POST',
  path: '/logistics/callback',
  summary:
    "The logistics aggregator's order.status webhook (Biteship), accepted only with our webhook secret in x-logistics-token (403 otherwise). Idempotent and tolerant of events out of order; an unknown waybill is ignored; an event without updated_at is dated when it arrives.",
  access: 'public',
  // The fields of Biteship's order.status event we read; what they mean is the logistics module's (readWebhook).
  input: v.object({
    event: v.pipe(v.string(), v.maxLength(64)),
    order_id: v.optional(v.pipe(v.string(), v.maxLength(128))),
    courier_waybill_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
    courier_company: v.optional(v.pipe(v.string(), v.maxLength(64))),
    status: v.optional(v.pipe(v.string(), v.maxLength(64))),
    note: v.optional(v.pipe(v.string(), v.maxLength(500))),
    updated_at: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
  output: v.null(),
  ours: true,
});
