// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../aftersale';

export const afterSaleApply: CallRef<typeof contract.afterSaleApply> = { method: 'POST', path: '/aftersale/apply' };
export const afterSaleCancel: CallRef<typeof contract.afterSaleCancel> = { method: 'POST', path: '/aftersale/cancel' };
export const afterSaleDetail: CallRef<typeof contract.afterSaleDetail> = { method: 'GET', path: '/aftersale/detail/{after_sale_no}' };
export const afterSalePage: CallRef<typeof contract.afterSalePage> = { method: 'POST', path: '/aftersale/page' };
export const afterSalePhoto: CallRef<typeof contract.afterSalePhoto> = { method: 'GET', path: '/aftersale/photo/{photo_no}' };
export const afterSalePhotoUpload: CallRef<typeof contract.afterSalePhotoUpload> = { method: 'POST', path: '/aftersale/photo/upload', multipart: true };
export const afterSalePreview: CallRef<typeof contract.afterSalePreview> = { method: 'POST', path: '/aftersale/preview' };
export const afterSaleReturnShipment: CallRef<typeof contract.afterSaleReturnShipment> = { method: 'POST', path: '/aftersale/return_shipment' };
export const refundRecords: CallRef<typeof contract.refundRecords> = { method: 'POST', path: '/aftersale/refunds' };
