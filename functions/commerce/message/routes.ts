/** The message centre's calls (spec §7): the unread count behind the bell. */
import { Hono } from 'hono';
import { messageCount } from '../../../src/shared/contract/message';
import type { CommerceEnv } from '../context';
import { route } from '../http';
import { requireMember } from '../member/session';
import { unreadCount } from './messages';

export const messageRoutes = new Hono<CommerceEnv>();

route(messageRoutes, messageCount, async (c) => ({ count: await unreadCount(c.get('d1'), (await requireMember(c)).id) }));
