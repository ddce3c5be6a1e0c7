/**
 * Member addresses (spec §7 lists address calls as "not shown"; named in the spec's style, docs/decisions.md).
 * Signed in only: a guest gets the 401 envelope like every member call.
 */
import { Hono } from 'hono';
import type { CommerceEnv } from '../context';
import { defaultAddress } from '../../../src/shared/contract/address';
import { route } from '../http';
import { requireMember } from '../member/session';
import { defaultAddressOf } from './addresses';

export const addressRoutes = new Hono<CommerceEnv>();

route(addressRoutes, defaultAddress, async (c) => defaultAddressOf(c, (await requireMember(c)).id));
