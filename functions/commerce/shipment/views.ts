/** Shipment rows as the contract answers them (src/shared/contract/shipment.ts). */
import type { ShipmentSummary, ShipmentTracking, TrackingEvent } from '../../../src/shared/contract/shipment';
import { kindOfNote, placeOfLocation } from '../../providers/logistics/event-texts';
import type { EventRow, ShipmentRow } from './shipments';

const eventView = (e: EventRow): TrackingEvent => ({
  code: e.code,
  description: e.description,
  kind: kindOfNote(e.description),
  location: e.location,
  place: placeOfLocation(e.location),
  at: e.at,
});

export function shipmentView(s: ShipmentRow, latest: EventRow | undefined): ShipmentSummary {
  return {
    order_no: s.orderNo,
    courier: s.courier,
    tracking_no: s.trackingNo,
    status: s.status,
    booked_at: s.bookedAt,
    delivered_at: s.deliveredAt,
    latest_event: latest ? eventView(latest) : null,
  };
}

export function trackingView(s: ShipmentRow, events: EventRow[]): ShipmentTracking {
  return { ...shipmentView(s, events.at(-1)), events: events.map(eventView) };
}
