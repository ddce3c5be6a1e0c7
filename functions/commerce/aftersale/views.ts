/** After-sales rows as the API answers them (one reshape point for the domain). */
import type {
  AfterSaleDetail,
  AfterSaleListItem,
  AfterSalePreview,
  RefundDestination,
  RefundRecord,
} from '../../../src/shared/contract/aftersale';
import { AFTER_SALE_DESCRIPTION_MAX, afterSalePhoto } from '../../../src/shared/contract/aftersale';
import { AFTER_SALE_REASONS, AFTER_SALE_STATUS, type AfterSaleAction } from '../../../src/shared/contract/constants';
import { BANKS } from '../../../src/shared/banks';
import type { CountryCode } from '../../../src/shared/countries';
import type { afterSaleEvents, afterSaleRefunds, afterSales, orders } from '../../platform/schema';
import { type OrderLineRow, orderLineView } from '../order/views';
import type { Eligibility, LineFacts } from './applications';
import type { AfterSaleSettings } from '../../platform/settings';

const S = AFTER_SALE_STATUS;

type AfterSale = typeof afterSales.$inferSelect;
type Order = typeof orders.$inferSelect;
type Refund = typeof afterSaleRefunds.$inferSelect;

/** Where a refund goes: its method, and the channel or bank with the last four digits when known. */
export type RefundTo = Pick<Refund, 'method' | 'destination' | 'lastFour'>;

/** The bank's name for a refund card's code; the code itself for one the list no longer has. */
function destinationView(country: CountryCode, to: RefundTo): RefundDestination {
  const name =
    to.method === 'refund_card' && to.destination
      ? (BANKS[country].find((b) => b.code === to.destination)?.name ?? to.destination)
      : to.destination;
  return { method: to.method, destination: name || null, last_four: to.lastFour };
}

export const photoUrl = (photoNo: string) => `/api${afterSalePhoto.path.replace('{photo_no}', photoNo)}`;

export function previewView(
  country: CountryCode,
  f: LineFacts,
  e: Eligibility,
  settings: AfterSaleSettings,
  to: RefundTo,
): AfterSalePreview {
  return {
    order_no: f.orderNo,
    line: orderLineView(f),
    currency_code: f.currency,
    max_quantity: e.maxQuantity,
    quantity: e.quantity,
    refund_amount: e.amount,
    refund_shipping: e.shipping,
    refund_coins: e.coins,
    types: e.types,
    reasons: [...AFTER_SALE_REASONS],
    photo_limit: settings.photoLimit,
    photo_max_bytes: settings.photoMaxBytes,
    description_max: AFTER_SALE_DESCRIPTION_MAX,
    deadline: e.deadline,
    refund_to: destinationView(country, to),
  };
}

/** An application as the list shows it: its order's number and currency, its line, and what its line has seen. */
export type ListRow = Pick<AfterSale, 'afterSaleNo' | 'type' | 'status' | 'endReason' | 'refundAmount' | 'refundCoins' | 'createdAt'> &
  Pick<Order, 'orderNo' | 'currency'> &
  OrderLineRow & {
    /** The application's units (`quantity` is the line's). */
    afterSaleQuantity: AfterSale['quantity'];
    /** 1 when no later application was made for its line. */
    latest: number;
    /** Applications of its line. */
    applications: number;
    /** Units of its line refunded. */
    refunded: number;
  };

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
    after_sale_no: row.afterSaleNo,
    order_no: row.orderNo,
    type: row.type,
    status: row.status,
    end_reason: row.endReason,
    line: orderLineView(row),
    quantity: row.afterSaleQuantity,
    currency_code: row.currency,
    refund_amount: row.refundAmount,
    refund_coins: row.refundCoins,
    created_at: row.createdAt,
    actions: actionsOf(row, settings),
  };
}

/** A refund with the numbers of its application and order. */
export type RefundRow = Pick<Refund, 'refundNo' | 'currency' | 'amount' | 'coins' | 'status' | 'createdAt' | 'refundedAt'> &
  RefundTo &
  Pick<AfterSale, 'afterSaleNo'> &
  Pick<Order, 'orderNo'>;

export function refundView(country: CountryCode, row: RefundRow): RefundRecord {
  return {
    refund_no: row.refundNo,
    after_sale_no: row.afterSaleNo,
    order_no: row.orderNo,
    currency_code: row.currency,
    amount: row.amount,
    coins: row.coins,
    ...destinationView(country, row),
    status: row.status,
    created_at: row.createdAt,
    refunded_at: row.refundedAt,
  };
}

export type DetailRow = ListRow &
  Pick<AfterSale, 'reason' | 'description' | 'endNote' | 'returnCompany' | 'returnTrackingNo' | 'updatedAt'>;

export function detailView(
  country: CountryCode,
  row: DetailRow,
  settings: AfterSaleSettings,
  photoNos: string[],
  events: Pick<typeof afterSaleEvents.$inferSelect, 'event' | 'at'>[],
  refund: RefundRow | null,
): AfterSaleDetail {
  return {
    ...listItemView(row, settings),
    reason: row.reason,
    description: row.description,
    photos: photoNos.map((photo_no) => ({ photo_no, url: photoUrl(photo_no) })),
    end_note: row.endNote,
    logistics_company: row.returnCompany,
    tracking_no: row.returnTrackingNo,
    return_address: row.type === 'return_and_refund' ? settings.returnAddress : null,
    updated_at: row.updatedAt,
    timeline: events,
    refund: refund ? refundView(country, refund) : null,
  };
}
