/**
 * Member addresses (spec §7 lists address calls as "not shown"; named in the spec's style, docs/decisions.md).
 * Mounted at /member/address. Signed in only: a guest gets the 401 envelope like every member call.
 */
import { Hono } from 'hono';
import type { CommerceEnv } from '../context';
import { ok } from '../http';
import { requireMember } from '../member/session';
import { defaultAddressOf } from './addresses';

export const addressRoutes = new Hono<CommerceEnv>();

/** The default address (the detail page's deliver-to), `data: null` when the member has none. */
addressRoutes.get('/default', async (c) => {
  const member = await requireMember(c);
  return ok(c, await defaultAddressOf(c, member.id));
});
