/**
 * The development stand-ins of the outside services, as the composition root (src/worker.ts) installs them
 * (functions/providers/outbound.ts): each answers, in-process, the request the real service would get.
 */
import type { ServiceName, StandIn } from '../providers/outbound';
import { googleStandIn } from './google';
import { logisticsStandIn } from './logistics';
import { emailStandIn, smsStandIn, whatsappStandIn } from './messaging';
import { xenditStandIn } from './xendit';

const serve =
  (app: { request: (path: string, init: RequestInit, env: Env) => Response | Promise<Response> }): StandIn =>
  async (path, init, env) =>
    app.request(path, init, env);

export const standIns: Partial<Record<ServiceName, StandIn>> = {
  whatsapp: serve(whatsappStandIn),
  sms: serve(smsStandIn),
  email: serve(emailStandIn),
  xendit: serve(xenditStandIn),
  logistics: serve(logisticsStandIn),
  google: serve(googleStandIn),
};
