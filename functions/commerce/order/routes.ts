/** Order calls the personal centre makes (spec §7): how many of the member's orders are in each status. */
import { Hono } from 'hono';
import type { CommerceEnv } from '../context';
import { orderStatusSummary } from '../../../src/shared/contract/order';
import { route } from '../http';
import { requireMember } from '../member/session';

export const orderRoutes = new Hono<CommerceEnv>();

route(orderRoutes, orderStatusSummary, async (c) => {
  const member = await requireMember(c);
  const row = await c
    .get('d1')
    .prepare(
      `SELECT
         count(*) FILTER (WHERE status = 'unpaid') AS unpaid,
         count(*) FILTER (WHERE status = 'to_ship') AS to_ship,
         count(*) FILTER (WHERE status = 'shipped') AS shipped,
         count(*) FILTER (WHERE status = 'completed') AS completed,
         count(*) FILTER (WHERE after_sale = 1) AS after_sale
       FROM orders WHERE member_id = ?`,
    )
    .bind(member.id)
    .first<Record<'unpaid' | 'to_ship' | 'shipped' | 'completed' | 'after_sale', number>>();
  return {
    unpaid: row?.unpaid ?? 0,
    to_ship: row?.to_ship ?? 0,
    shipped: row?.shipped ?? 0,
    completed: row?.completed ?? 0,
    after_sale: row?.after_sale ?? 0,
  };
});
