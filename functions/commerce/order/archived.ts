/**
 * The order archive in R2 (order/archive.ts moves orders there): one JSON document per order, under
 * `orders/{country}/{memberId}/{newest first}-{status}-{orderNo}.json`. Listing a member's prefix answers their archived
 * orders newest first, each key naming its status, so a tab pages through keys and reads only the documents it shows.
 * Nothing changes an archived order: the documents are read-only but for the erasure of their account.
 */
import { ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import type { memberVouchers, orderEvents, orderLines, orders, payments, shipmentEvents, shipments } from '../../platform/schema';

/** The bucket and the country whose orders it is asked about. */
export interface OrderArchive {
  bucket: R2Bucket;
  country: CountryCode;
}

/** The statuses an archived order can have. */
export type ArchivedStatus = typeof ORDER_STATUS.complete | typeof ORDER_STATUS.closed;

/** The shape of the documents; a later shape gets a new number and a reader for the old one. */
const ARCHIVE_VERSION = 1;

/** Every row of the order as it left D1: what its detail page shows, and the money and delivery records behind it. */
export interface ArchivedOrder {
  v: typeof ARCHIVE_VERSION;
  archivedAt: number;
  order: typeof orders.$inferSelect;
  lines: (typeof orderLines.$inferSelect)[];
  events: (typeof orderEvents.$inferSelect)[];
  vouchers: (typeof memberVouchers.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  shipment: (typeof shipments.$inferSelect & { events: (typeof shipmentEvents.$inferSelect)[] }) | null;
  /** The coin ledger rows that named the order: they stay in D1 (they are the balance), their order_id cleared. */
  coinLedgerIds: number[];
}

/** One key of a member's prefix, read. */
export interface ArchivedEntry {
  key: string;
  status: ArchivedStatus;
  orderNo: string;
  /** Cleared of personal data after the account's erasure (archive.ts). */
  erased: boolean;
}

export const memberPrefix = (country: CountryCode, memberId: number) => `orders/${country}/${memberId}/`;

/** Keys sort by this minus the creation time, in 13 digits: newest first until the year 2286. */
const LATEST = 9_999_999_999_999;

export function archiveKey(country: CountryCode, order: Pick<ArchivedOrder['order'], 'memberId' | 'createdAt' | 'status' | 'orderNo'>) {
  const newestFirst = String(LATEST - order.createdAt).padStart(13, '0');
  return `${memberPrefix(country, order.memberId)}${newestFirst}-${order.status}-${order.orderNo}.json`;
}

const KEY_NAME = new RegExp(`^\\d{13}-(${ORDER_STATUS.complete}|${ORDER_STATUS.closed})-(.+)\\.json$`);

/** The custom metadata that marks a document cleared of personal data. */
const ERASED = { erased: '1' };

function entryOf(prefix: string, object: R2Object): ArchivedEntry | null {
  const match = KEY_NAME.exec(object.key.slice(prefix.length));
  const status = match?.[1];
  const orderNo = match?.[2];
  if (!orderNo || (status !== ORDER_STATUS.complete && status !== ORDER_STATUS.closed)) return null;
  return { key: object.key, status, orderNo, erased: object.customMetadata?.erased === ERASED.erased };
}

/** The member's archived orders newest first, one list call per thousand. */
export async function* archivedEntries(archive: OrderArchive, memberId: number): AsyncGenerator<ArchivedEntry> {
  const prefix = memberPrefix(archive.country, memberId);
  let cursor: string | undefined;
  do {
    const page = await archive.bucket.list({ prefix, include: ['customMetadata'], ...(cursor ? { cursor } : {}) });
    for (const object of page.objects) {
      const entry = entryOf(prefix, object);
      if (entry) yield entry;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** The bucket holds only what writeArchived wrote; the version says the shape. */
function isArchivedOrder(value: unknown): value is ArchivedOrder {
  return typeof value === 'object' && value !== null && 'v' in value && value.v === ARCHIVE_VERSION;
}

/** The document under `key`; null when it is gone (archive.ts took it back) or not one of ours. */
export async function readArchived(bucket: R2Bucket, key: string): Promise<ArchivedOrder | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  const doc: unknown = await object.json();
  return isArchivedOrder(doc) ? doc : null;
}

/** Writes the order's document (again: a rerun writes the same key); `erased` marks it cleared of personal data. */
export async function writeArchived(archive: OrderArchive, doc: ArchivedOrder, erased = false): Promise<string> {
  const key = archiveKey(archive.country, doc.order);
  await archive.bucket.put(key, JSON.stringify(doc), {
    httpMetadata: { contentType: 'application/json' },
    ...(erased ? { customMetadata: ERASED } : {}),
  });
  return key;
}

/** `take` of the member's archived orders in `status` (any, when null) after skipping `skip` of them, newest first. */
export async function archivedPage(
  archive: OrderArchive,
  memberId: number,
  status: ArchivedStatus | null,
  skip: number,
  take: number,
): Promise<ArchivedOrder[]> {
  const keys: string[] = [];
  let skipped = 0;
  for await (const entry of archivedEntries(archive, memberId)) {
    if (status !== null && entry.status !== status) continue;
    if (skipped < skip) skipped++;
    else if (keys.push(entry.key) === take) break;
  }
  const docs = await Promise.all(keys.map((key) => readArchived(archive.bucket, key)));
  return docs.filter((doc) => doc !== null);
}

/** The member's archived order by number, or null: only their own prefix is looked through. */
export async function archivedOrder(archive: OrderArchive, memberId: number, orderNo: string): Promise<ArchivedOrder | null> {
  for await (const entry of archivedEntries(archive, memberId)) {
    if (entry.orderNo === orderNo) return readArchived(archive.bucket, entry.key);
  }
  return null;
}
