/** The message centre's calls (spec §7): the unread count behind the bell. */
import { Hono } from 'hono';
import type { CommerceEnv } from '../context';
import { messageCount } from '../../../src/shared/contract/message';
import { route } from '../http';
import { requireMember } from '../member/session';

export const messageRoutes = new Hono<CommerceEnv>();

route(messageRoutes, messageCount, async (c) => {
  const member = await requireMember(c);
  const row = await c
    .get('d1')
    .prepare('SELECT count(*) AS count FROM messages WHERE member_id = ? AND read_at IS NULL')
    .bind(member.id)
    .first<{ count: number }>();
  return { count: row?.count ?? 0 };
});
