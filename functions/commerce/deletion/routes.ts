/** Account data deletion (spec §2 /delete), as src/shared/contract/deletion.ts declares it. */
import { Hono } from 'hono';
import { deleteAccount } from '../../../src/shared/contract/deletion';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { requireMember } from '../../platform/session';
import { codeScope } from '../member/otp';
import { requestDeletion } from './requests';

export const deletionRoutes = new Hono<CommerceEnv>();

route(deletionRoutes, deleteAccount, async (c, input) => requestDeletion(c.var.db, codeScope(c), await requireMember(c), input));
