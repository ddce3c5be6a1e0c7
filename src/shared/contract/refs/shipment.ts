// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../shipment';

export const logisticsCallback: CallRef<typeof contract.logisticsCallback> = { method: 'POST', path: '/logistics/callback' };
export const shipmentList: CallRef<typeof contract.shipmentList> = { method: 'GET', path: '/order/shipment/list' };
export const shipmentTracking: CallRef<typeof contract.shipmentTracking> = { method: 'GET', path: '/order/shipment/tracking' };
