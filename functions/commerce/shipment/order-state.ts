/**
 * The order's side of fulfilment: to_ship → shipped when booked, and its delivery time. Interim until the state
 * machine of branch or-state (order/transitions.ts markShipped / markDelivered) is merged; same signatures.
 */
export async function markShipped(
  d1: D1Database,
  orderId: number,
  _shipment: { provider: string; trackingNo: string },
  _now: number,
): Promise<void> {
  await d1.prepare("UPDATE orders SET status = 'shipped' WHERE id = ? AND status = 'to_ship'").bind(orderId).run();
}

export async function markDelivered(_d1: D1Database, _orderId: number, _now: number): Promise<void> {}
