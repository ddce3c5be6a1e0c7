import { Hono } from 'hono';
import type { CommerceEnv } from '../context';

/** Catalog calls of spec §7 (nav/type/list, cms/api/decoration, consumer/product/*). */
export const catalogRoutes = new Hono<CommerceEnv>();
