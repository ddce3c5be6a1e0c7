/** After-sales rows as the API answers them (one reshape point for the domain). */
import type {
  AfterSaleDetail,
  AfterSaleListItem,
  AfterSalePreview,
  RefundDestination,
  RefundRecord,
} from '../../../src/shared/contract/aftersale';
import { AFTER_SALE_DESCRIPTION_MAX, afterSalePhoto } from '../../../src/shared/contract/aftersale';
import {
  AFTER_SALE_REASONS,
  AFTER_SALE_STATUS,
  type AfterSaleAction,
  type AfterSaleEndReason,
  type AfterSaleEvent,
  type AfterSaleReason,
  type AfterSaleStatus,
  type AfterSaleType,
  type RefundMethod,
  type RefundStatus,
} from '../../../src/shared/contract/constants';
import { BANKS } from '../../../src/shared/banks';
import type { CountryCode, CurrencyCode } from '../../../src/shared/countries';
import { type OrderLineRow, orderLineView } from '../order/views';
import type { Eligibility, LineFacts } from './applications';
import type { AfterSaleSettings } from './settings';

const S = AFTER_SALE_STATUS;

/** The bank's name for a refund card's code; the code itself for one the list no longer has. */
function destinationView(
  country: CountryCode,
  method: RefundMethod,
  destination: string | null,
  lastFour: string | null,
): RefundDestination {
  const name =
    method === 'refund_card' && destination ? (BANKS[country].find((b) => b.code === destination)?.name ?? destination) : destination;
  return { method, destination: name || null, last_four: lastFour };
}

export const photoUrl = (photoNo: string) => `/api${afterSalePhoto.path.replace('{photo_no}', photoNo)}`;

export function previewView(
  country: CountryCode,
  f: LineFacts,
  e: Eligibility,
  settings: AfterSaleSettings,
  to: { method: RefundMethod; destination: string | null; last_four: string | null },
): AfterSalePreview {
  return {
    order_no: f.order_no,
    line: orderLineView(f),
    currency_code: f.currency,
    max_quantity: e.maxQuantity,
    quantity: e.quantity,
    refund_amount: e.amount,
    refund_coins: e.coins,
    types: e.types,
    reasons: [...AFTER_SALE_REASONS],
    photo_limit: settings.photoLimit,
    photo_max_bytes: settings.photoMaxBytes,
    description_max: AFTER_SALE_DESCRIPTION_MAX,
    deadline: e.deadline,
    refund_to: destinationView(country, to.method, to.destination, to.last_four),
  };
}

export interface ListRow extends OrderLineRow {
  id: number;
  after_sale_no: string;
  order_no: string;
  type: AfterSaleType;
  status: AfterSaleStatus;
  end_reason: AfterSaleEndReason | null;
  aftersale_quantity: number;
  currency: CurrencyCode;
  refund_amount: number;
  refund_coins: number;
  created_at: number;
  /** 1 when no later application was made for its line. */
  latest: number;
  /** Applications of its line. */
  applications: number;
  /** Units of its line refunded. */
  refunded: number;
}

/** What the shopper may do: cancel while 1, 2 or 6; send the return in 6; apply again after 5 while the line allows. */
function actionsOf(row: ListRow, settings: AfterSaleSettings): AfterSaleAction[] {
  if (row.status === S.awaitingReturn) return ['submit_return', 'cancel'];
  if (row.status === S.awaitingReview || row.status === S.interceptionRequested) return ['cancel'];
  const again =
    row.status === S.failure && row.latest === 1 && row.applications < settings.maxApplicationsPerLine && row.refunded < row.quantity;
  return again ? ['reapply'] : [];
}

export function listItemView(row: ListRow, settings: AfterSaleSettings): AfterSaleListItem {
  return {
    after_sale_no: row.after_sale_no,
    order_no: row.order_no,
    type: row.type,
    status: row.status,
    end_reason: row.end_reason,
    line: orderLineView(row),
    quantity: row.aftersale_quantity,
    currency_code: row.currency,
    refund_amount: row.refund_amount,
    refund_coins: row.refund_coins,
    created_at: row.created_at,
    actions: actionsOf(row, settings),
  };
}

export interface RefundRow {
  refund_no: string;
  after_sale_no: string;
  order_no: string;
  currency: CurrencyCode;
  amount: number;
  coins: number;
  method: RefundMethod;
  destination: string | null;
  last_four: string | null;
  status: RefundStatus;
  created_at: number;
  refunded_at: number | null;
}

export function refundView(country: CountryCode, row: RefundRow): RefundRecord {
  return {
    refund_no: row.refund_no,
    after_sale_no: row.after_sale_no,
    order_no: row.order_no,
    currency_code: row.currency,
    amount: row.amount,
    coins: row.coins,
    ...destinationView(country, row.method, row.destination, row.last_four),
    status: row.status,
    created_at: row.created_at,
    refunded_at: row.refunded_at,
  };
}

export interface DetailRow extends ListRow {
  reason: AfterSaleReason;
  description: string;
  end_note: string | null;
  return_company: string | null;
  return_tracking_no: string | null;
  updated_at: number;
}

export function detailView(
  country: CountryCode,
  row: DetailRow,
  settings: AfterSaleSettings,
  photoNos: string[],
  events: { event: AfterSaleEvent; at: number }[],
  refund: RefundRow | null,
): AfterSaleDetail {
  return {
    ...listItemView(row, settings),
    reason: row.reason,
    description: row.description,
    photos: photoNos.map((photo_no) => ({ photo_no, url: photoUrl(photo_no) })),
    end_note: row.end_note,
    logistics_company: row.return_company,
    tracking_no: row.return_tracking_no,
    return_address: row.type === 'return_and_refund' ? settings.returnAddress : null,
    updated_at: row.updated_at,
    timeline: events,
    refund: refund ? refundView(country, refund) : null,
  };
}
