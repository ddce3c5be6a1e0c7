/** The message centre's calls (spec §7): the list, reading one or all, and the unread count behind the bell. */
import { Hono } from 'hono';
import { messageCount, messagePage, messageRead, messageReadAll } from '../../../src/shared/contract/message';
import { ERR } from '../../../src/shared/errors';
import type { CommerceEnv } from '../../platform/context';
import { type RouteCodes, route } from '../../platform/http';
import { requireMember } from '../../platform/session';
import { listMessages, readAllMessages, readMessage, unreadCount } from './messages';

export const messageRoutes = new Hono<CommerceEnv>();

/** §8's "site message failure" (1107001): the message centre's data could not be read or written. */
const SITE_MESSAGES: RouteCodes = { fault: ERR.SITE_MESSAGE_FAILURE };

route(messageRoutes, messageCount, async (c) => ({ count: await unreadCount(c.var.db, (await requireMember(c)).id) }), SITE_MESSAGES);

route(messageRoutes, messagePage, async (c, body) => listMessages(c.var.db, (await requireMember(c)).id, c.var.lang, body), SITE_MESSAGES);

route(
  messageRoutes,
  messageRead,
  async (c, body) => ({
    count: await readMessage(c.var.db, (await requireMember(c)).id, body.msg_no, Date.now()),
  }),
  SITE_MESSAGES,
);

route(
  messageRoutes,
  messageReadAll,
  async (c) => ({ count: await readAllMessages(c.var.db, (await requireMember(c)).id, Date.now()) }),
  SITE_MESSAGES,
);
