/** The member's in-app messages: every query names the member. */
import { MESSAGE_PAGE_SIZE, type MessagePage } from '../../../src/shared/contract/message';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import { type MessageRow, messageView } from './views';

const UNREAD = 'SELECT count(*) AS count FROM messages WHERE member_id = ? AND read_at IS NULL';

export async function unreadCount(d1: D1Database, memberId: number): Promise<number> {
  const row = await d1.prepare(UNREAD).bind(memberId).first<{ count: number }>();
  return row?.count ?? 0;
}

/** A page of the member's messages, newest first, in the reader's language. */
export async function listMessages(
  d1: D1Database,
  memberId: number,
  lang: Lang,
  q: { page_num?: number | undefined; page_size?: number | undefined },
): Promise<MessagePage> {
  const size = q.page_size ?? MESSAGE_PAGE_SIZE;
  const offset = ((q.page_num ?? 1) - 1) * size;
  const [count, rows] = await d1.batch([
    d1.prepare('SELECT count(*) AS total FROM messages WHERE member_id = ?').bind(memberId),
    // The product a message names (back-in-stock) by its name in the reader's language.
    d1
      .prepare(
        `SELECT m.msg_no, m.kind, m.params, m.read_at, m.created_at, pt.name AS product_name
         FROM messages m
         LEFT JOIN products p ON p.product_no = json_extract(m.params, '$.product_no')
         LEFT JOIN product_texts pt ON pt.product_id = p.id AND pt.lang = ?2
         WHERE m.member_id = ?1 ORDER BY m.created_at DESC, m.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(memberId, lang, size, offset),
  ]);
  return {
    total: (count!.results[0] as { total: number }).total,
    list: (rows!.results as MessageRow[]).map((r) => messageView(r, lang)),
  };
}

/** Marks one of the member's messages read (once: a second read keeps the first time); answers the unread count. */
export async function readMessage(d1: D1Database, memberId: number, msgNo: string, now: number): Promise<number> {
  const [update, unread] = await d1.batch([
    d1.prepare('UPDATE messages SET read_at = coalesce(read_at, ?3) WHERE member_id = ?1 AND msg_no = ?2').bind(memberId, msgNo, now),
    d1.prepare(UNREAD).bind(memberId),
  ]);
  if (!update!.meta.changes) throw new ApiError(ERR.MESSAGE_NOT_FOUND);
  return (unread!.results[0] as { count: number }).count;
}

/** Marks every unread message of the member read; answers the unread count (0, unless one arrived meanwhile). */
export async function readAllMessages(d1: D1Database, memberId: number, now: number): Promise<number> {
  const [, unread] = await d1.batch([
    d1.prepare('UPDATE messages SET read_at = ?2 WHERE member_id = ?1 AND read_at IS NULL').bind(memberId, now),
    d1.prepare(UNREAD).bind(memberId),
  ]);
  return (unread!.results[0] as { count: number }).count;
}
