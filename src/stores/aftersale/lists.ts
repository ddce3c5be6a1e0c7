/** The member's after-sales lists, a page at a time (src/stores/paged.ts): applications (/afterSaleOrder) and refund records (/refunds). */
import { AFTER_SALE_PAGE_SIZE, type AfterSaleListItem, type RefundRecord } from '../../shared/contract/aftersale';
import { afterSalePage, refundRecords } from '../../shared/contract/refs/aftersale';
import { api } from '../api';
import type { FetchPage } from '../paged';

export const REFUND_PAGE_SIZE = 10;

export const afterSalePages: FetchPage<AfterSaleListItem> = (page) =>
  api.request(afterSalePage, { page_num: page, page_size: AFTER_SALE_PAGE_SIZE });

export const refundPages: FetchPage<RefundRecord> = (page) => api.request(refundRecords, { page_num: page, page_size: REFUND_PAGE_SIZE });
