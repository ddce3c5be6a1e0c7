/** Account data deletion (spec §2 /delete), as src/shared/contract/deletion.ts declares it. */
import { Hono } from 'hono';
import { deleteAccount } from '../../../src/shared/contract/deletion';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { requestDeletion } from './requests';

export const deletionRoutes = new Hono<CommerceEnv>();

route(deletionRoutes, deleteAccount, requestDeletion);
