import { Hono } from 'hono';
import type { CommerceEnv } from '../context';
import { ok } from '../http';
import { countryConfigs } from './app-config';

export const supportRoutes = new Hono<CommerceEnv>();

/** Start-up config: the three countries and the server clock the client uses as its reference. */
supportRoutes.post('/api/app/load', (c) => ok(c, { countrys: countryConfigs(c.env.APP_CONTROL_CONF), server_time: Date.now() }));
