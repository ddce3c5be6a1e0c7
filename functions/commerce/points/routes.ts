/** Coin calls of spec §7 (issue 17): the member's records, one record, and the country's coin rules. */
import { Hono } from 'hono';
import { membersrvSystem, pointsRecord, pointsRecordDetail } from '../../../src/shared/contract/points';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { requireMember } from '../../platform/session';
import { recordOfMember, recordPage } from './ledger';
import { detailView, pageView, rulesView } from './views';

export const pointsRoutes = new Hono<CommerceEnv>();

route(pointsRoutes, pointsRecord, async (c, q) => {
  const member = await requireMember(c);
  const { summary, total, rows } = await recordPage(c.var.db, c.var.country, member.id, q, Date.now());
  return pageView(summary, total, rows, c.var.country);
});

route(pointsRoutes, pointsRecordDetail, async (c, { id }) => {
  const member = await requireMember(c);
  return detailView(await recordOfMember(c.var.db, member.id, id), c.var.country);
});

route(pointsRoutes, membersrvSystem, (c) => rulesView(c.var.country));
