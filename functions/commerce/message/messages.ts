/** The member's in-app messages: every query names the member. */
export async function unreadCount(d1: D1Database, memberId: number): Promise<number> {
  const row = await d1
    .prepare('SELECT count(*) AS count FROM messages WHERE member_id = ? AND read_at IS NULL')
    .bind(memberId)
    .first<{ count: number }>();
  return row?.count ?? 0;
}
