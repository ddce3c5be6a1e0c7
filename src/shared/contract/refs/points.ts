// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../points';

export const membersrvSystem: CallRef<typeof contract.membersrvSystem> = { method: 'GET', path: '/member/user/membersrv_system' };
export const pointsRecord: CallRef<typeof contract.pointsRecord> = { method: 'GET', path: '/member/user/points_record' };
export const pointsRecordDetail: CallRef<typeof contract.pointsRecordDetail> = { method: 'GET', path: '/member/user/points_record_detail' };
