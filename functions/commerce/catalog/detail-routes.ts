/**
 * Product detail calls (spec §7): min_sku_detail, spec_order_list, visit/views, similar products and back-in-stock
 * subscriptions (signed in).
 */
import { Hono } from 'hono';
import {
  minSkuDetail,
  similarProducts,
  specOrderList,
  stockSubscribe,
  stockSubscription,
  stockUnsubscribe,
  visitViews,
} from '../../../src/shared/contract/catalog';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { currentMember, requireMember } from '../../platform/session';
import { productWithSkus } from './detail';
import { similarProductCards } from './similar';
import { awaitedSkuNos, recordView, subscribe, unsubscribe } from './subscriptions';
import { detailView, skuView } from './views';

export const detailRoutes = new Hono<CommerceEnv>();

route(detailRoutes, minSkuDetail, async (c, { product_no }) => {
  const { product, skus } = await productWithSkus(c.get('db'), c.get('lang'), product_no);
  // A removed product, or one without a SKU to sell, answers 1125101 too: the page shows its removed state (spec §2).
  if (product.status !== 1 || product.minPrice === null) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST, 'not on sale');
  return detailView({ ...product, minPrice: product.minPrice }, skus, c.get('country'));
});

route(detailRoutes, specOrderList, async (c, { product_no }) => {
  const { skus } = await productWithSkus(c.get('db'), c.get('lang'), product_no);
  return { list: skus.map(skuView) };
});

route(detailRoutes, visitViews, async (c, { product_no }) => {
  const member = await currentMember(c);
  await recordView(c.get('db'), product_no, member?.id ?? null, c.get('deviceId'));
  return null;
});

route(detailRoutes, similarProducts, async (c, body) => ({
  list: await similarProductCards(c.get('db'), c.get('lang'), c.get('country'), body.product_no, body.page_size),
}));

route(detailRoutes, stockSubscribe, async (c, { sku_no }) => {
  await subscribe(c.get('db'), (await requireMember(c)).id, sku_no);
  return { subscribed: true };
});

route(detailRoutes, stockUnsubscribe, async (c, { sku_no }) => {
  await unsubscribe(c.get('db'), (await requireMember(c)).id, sku_no);
  return { subscribed: false };
});

route(detailRoutes, stockSubscription, async (c, { product_no }) => ({
  sku_nos: await awaitedSkuNos(c.get('db'), (await requireMember(c)).id, product_no),
}));
