/** Order calls the personal centre makes (spec §7): how many of the member's orders are in each status. */
import { Hono } from 'hono';
import { orderStatusSummary } from '../../../src/shared/contract/order';
import type { CommerceEnv } from '../context';
import { route } from '../http';
import { requireMember } from '../member/session';
import { statusSummary } from './orders';

export const orderRoutes = new Hono<CommerceEnv>();

route(orderRoutes, orderStatusSummary, async (c) => statusSummary(c.get('d1'), (await requireMember(c)).id));
