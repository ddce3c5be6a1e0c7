import { Hono } from 'hono';
import type { CommerceEnv } from '../../platform/context';
import { appLoad } from '../../../src/shared/contract/support';
import { route } from '../../platform/http';
import { countryConfigs } from './app-config';

export const supportRoutes = new Hono<CommerceEnv>();

/** Start-up config: the three countries and the server clock the client uses as its reference. */
route(supportRoutes, appLoad, (c) => ({ countrys: countryConfigs(c.env.APP_CONTROL_CONF), server_time: Date.now() }));
