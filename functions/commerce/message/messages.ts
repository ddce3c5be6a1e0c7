/** The member's in-app messages: every query names the member. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { MESSAGE_PAGE_SIZE, type MessagePage } from '../../../src/shared/contract/message';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import { messages, products, productTexts } from '../../platform/schema';
import { messageView } from './views';

const unread = (db: DrizzleD1Database, memberId: number) =>
  db
    .select({ count: count() })
    .from(messages)
    .where(and(eq(messages.memberId, memberId), isNull(messages.readAt)));

export async function unreadCount(db: DrizzleD1Database, memberId: number): Promise<number> {
  const row = await unread(db, memberId).get();
  return row?.count ?? 0;
}

/** A page of the member's messages, newest first, in the reader's language. */
export async function listMessages(
  db: DrizzleD1Database,
  memberId: number,
  lang: Lang,
  q: { page_num?: number | undefined; page_size?: number | undefined },
): Promise<MessagePage> {
  const size = q.page_size ?? MESSAGE_PAGE_SIZE;
  const offset = ((q.page_num ?? 1) - 1) * size;
  const [[counted], rows] = await db.batch([
    db.select({ total: count() }).from(messages).where(eq(messages.memberId, memberId)),
    // The product a message names (back-in-stock) by its name in the reader's language.
    db
      .select({
        msgNo: messages.msgNo,
        kind: messages.kind,
        params: messages.params,
        readAt: messages.readAt,
        createdAt: messages.createdAt,
        productName: productTexts.name,
      })
      .from(messages)
      .leftJoin(products, eq(products.productNo, sql`json_extract(${messages.params}, '$.product_no')`))
      .leftJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.lang, lang)))
      .where(eq(messages.memberId, memberId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(size)
      .offset(offset),
  ]);
  return { total: counted?.total ?? 0, list: rows.map((r) => messageView(r, lang)) };
}

/** Marks one of the member's messages read (once: a second read keeps the first time); answers the unread count. */
export async function readMessage(db: DrizzleD1Database, memberId: number, msgNo: string, now: number): Promise<number> {
  const [update, [left]] = await db.batch([
    db
      .update(messages)
      .set({ readAt: sql`coalesce(${messages.readAt}, ${now})` })
      .where(and(eq(messages.memberId, memberId), eq(messages.msgNo, msgNo))),
    unread(db, memberId),
  ]);
  if (!update.meta.changes) throw new ApiError(ERR.MESSAGE_NOT_FOUND);
  return left?.count ?? 0;
}

/** Marks every unread message of the member read; answers the unread count (0, unless one arrived meanwhile). */
export async function readAllMessages(db: DrizzleD1Database, memberId: number, now: number): Promise<number> {
  const [, [left]] = await db.batch([
    db
      .update(messages)
      .set({ readAt: now })
      .where(and(eq(messages.memberId, memberId), isNull(messages.readAt))),
    unread(db, memberId),
  ]);
  return left?.count ?? 0;
}
