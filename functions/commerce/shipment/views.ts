/** Shipment rows as the contract answers them (src/shared/contract/shipment.ts). */
import type { ShipmentSummary, ShipmentTracking, TrackingEvent } from '../../../src/shared/contract/shipment';
import type { EventRow, ShipmentRow } from './shipments';

const eventView = (e: EventRow): TrackingEvent => ({ code: e.code, description: e.description, location: e.location, at: e.at });

export function shipmentView(s: ShipmentRow, latest: EventRow | undefined): ShipmentSummary {
  return {
    order_no: s.order_no,
    courier: s.courier,
    tracking_no: s.tracking_no,
    status: s.status,
    booked_at: s.booked_at,
    delivered_at: s.delivered_at,
    latest_event: latest ? eventView(latest) : null,
  };
}

export function trackingView(s: ShipmentRow, events: EventRow[]): ShipmentTracking {
  return { ...shipmentView(s, events.at(-1)), events: events.map(eventView) };
}
