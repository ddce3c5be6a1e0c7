// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../search';

export const rankList: CallRef<typeof contract.rankList> = { method: 'POST', path: '/search/rank/list' };
export const search: CallRef<typeof contract.search> = { method: 'POST', path: '/search/search' };
export const searchClick: CallRef<typeof contract.searchClick> = { method: 'POST', path: '/search/manager/click/update' };
export const searchRecommend: CallRef<typeof contract.searchRecommend> = { method: 'GET', path: '/search/recommend' };
export const searchRecords: CallRef<typeof contract.searchRecords> = { method: 'POST', path: '/search/records' };
export const searchRecordsDelete: CallRef<typeof contract.searchRecordsDelete> = { method: 'POST', path: '/search/records/del' };
export const suggest: CallRef<typeof contract.suggest> = { method: 'POST', path: '/search/suggest' };
