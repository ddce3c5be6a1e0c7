import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { ApiError, ERR } from '../../src/shared/errors';
import { toCountry } from '../../src/shared/countries';
import { toLang } from '../../src/shared/lang';
import { D1_BOOKMARK_HEADER, bookmarkFor, carriedBookmark } from '../../src/shared/d1-bookmark';
import type { CommerceEnv } from '../platform/context';
import { primaryDbFor, readDbFor } from '../platform/db';
import { errorEnvelope, logUnexpected, rejectNonObjectBody } from '../platform/http';
import { supportRoutes } from './support/routes';
import { memberRoutes } from './member/routes';
import { profileRoutes } from './profile/routes';
import { addressRoutes } from './address/routes';
import { afterSaleRoutes } from './aftersale/routes';
import { deletionRoutes } from './deletion/routes';
import { refundCardRoutes } from './refund-card/routes';
import { paymentRoutes } from './payment/routes';
import { paymentCallbackRoutes } from './payment-callback';
import { catalogRoutes } from './catalog/routes';
import { messageRoutes } from './message/routes';
import { orderRoutes } from './order/routes';
import { shipmentRoutes } from './shipment/routes';
import { searchRoutes } from './search/routes';
import { cartRoutes } from './cart/routes';
import { promotionRoutes } from './promotion/routes';
import { pointsRoutes } from './points/routes';
import { detailRoutes } from './catalog/detail-routes';
import { readsCatalog } from './catalog-reads';

/**
 * Our commerce API: every call of spec §7 at the paths the spec gives, on D1.
 * The BFF reaches it in-process; a real retailer backend can take its place (UPSTREAM_API_URL).
 */
export const commerce = new Hono<CommerceEnv>();

// The BFF's id for the request (X-Request-Id), so its log lines and ours tell one story; a caller without one gets a fresh id.
commerce.use(requestId());
commerce.use(async (c, next) => {
  const country = toCountry(c.req.header('X-Locale'));
  const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  c.set('country', country);
  c.set('lang', toLang(c.req.header('Language')));
  c.set('deviceId', (c.req.header('Deviceid') ?? '').slice(0, 128));
  // One D1 session per request (docs/decisions/d1-sessions.md): catalog reads from the shopper's bookmark or the
  // nearest copy, everything else from the primary; either way the answer carries the session's bookmark, so the
  // shopper's next catalog read sees what this call wrote. Pages send none: their cached HTML is every shopper's.
  const session = readsCatalog(c)
    ? readDbFor(c.env, country, bookmarkFor(c.req.header(D1_BOOKMARK_HEADER), country))
    : primaryDbFor(c.env, country);
  c.set('db', session.db);
  c.set('token', bearer);
  await next();
  const bookmark = session.bookmark();
  if (bookmark) c.header(D1_BOOKMARK_HEADER, carriedBookmark(country, bookmark));
});
commerce.use(rejectNonObjectBody);

// Every call carries its full spec path (src/shared/contract), so each domain's router mounts at the root.
for (const routes of [
  supportRoutes,
  addressRoutes,
  deletionRoutes,
  refundCardRoutes,
  paymentRoutes,
  paymentCallbackRoutes,
  memberRoutes,
  profileRoutes,
  messageRoutes,
  shipmentRoutes,
  orderRoutes,
  afterSaleRoutes,
  searchRoutes,
  cartRoutes,
  promotionRoutes,
  pointsRoutes,
  detailRoutes,
  catalogRoutes,
]) {
  commerce.route('/', routes);
}

commerce.notFound((c) => {
  const { body, status } = errorEnvelope(new ApiError(ERR.CONTENT_NOT_FOUND, 'not found'), c.get('lang') ?? 'en');
  return c.json(body, status);
});

commerce.onError((err, c) => {
  const lang = c.get('lang') ?? 'en';
  if (err instanceof ApiError) {
    const { body, status } = errorEnvelope(err, lang);
    return c.json(body, status);
  }
  // Unexpected: logged with the request id, answered with a generic message and no stack trace.
  logUnexpected(c, err);
  const { body, status } = errorEnvelope(new ApiError(ERR.SYSTEM_CALL_EXCEPTION), lang);
  return c.json(body, status);
});
