// The retailer backend of the upstream end-to-end test (upstream.spec.ts): a real HTTP server answering the commerce
// API's calls with a catalog of its own, which exists nowhere in our seed, and recording every request it receives.
// Answers go out through the contract's schemas, so a fixture that drifts from the contract fails here, by name,
// rather than as a page's "answer outside the contract".
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import type { CallDefinition, CallOutput } from '../../src/shared/contract/call';
import {
  decoration,
  minSkuDetail,
  navTypeList,
  type ProductCard,
  type ProductDetail,
  productList,
  productRecommend,
  similarProducts,
  sitemap,
  visitViews,
} from '../../src/shared/contract/catalog';
import { rankList, searchRecommend, suggest } from '../../src/shared/contract/search';
import { appLoad, type CountryConfig } from '../../src/shared/contract/support';
import { ERR, type Envelope } from '../../src/shared/errors';

/** What the pages must show when they read from the stand-in (IDR, the default country's currency). */
export const UPSTREAM_CATALOG = {
  product: { no: 'UP-1', name: 'Upstream Durian Crepe', price: 45_000, priceText: 'Rp45.000' },
  similar: { no: 'UP-2', name: 'Upstream Mango Sticky Rice' },
  category: { id: 9001, name: 'Upstream Desserts' },
  section: 'Upstream Picks',
} as const;

const { product, similar, category } = UPSTREAM_CATALOG;

function card(no: string, name: string, price: number): ProductCard {
  const image = `/img/p/${no}.svg?k=Dessert`;
  return {
    product_no: no,
    product_name: name,
    price,
    scribing_price: null,
    discount: 0,
    thumb_image_url: image,
    major_image_url: image,
    flag_sold_out: 0,
    is_featured: 1,
    sales_count: 12,
    currency_code: 'IDR',
  };
}

const durian = card(product.no, product.name, product.price);
const mango = card(similar.no, similar.name, 38_000);

const detail: ProductDetail = {
  product_no: product.no,
  product_name: product.name,
  description: 'Crepe layers with durian cream, made by the upstream.',
  brand: 'Upstream Kitchen',
  images: [durian.major_image_url],
  price: product.price,
  scribing_price: null,
  discount: 0,
  currency_code: 'IDR',
  flag_sold_out: 0,
  sales_count: 12,
  category: { nav_type_id: category.id, nav_type_name: category.name },
  attributes: {
    unit: 'box',
    specification: '4 pieces',
    composition: 'durian, flour, cream',
    length_mm: null,
    width_mm: null,
    height_mm: null,
    shelf_life: 3,
    shelf_life_unit: 'day',
    net_weight_g: 320,
    gross_weight_g: null,
    brand: 'Upstream Kitchen',
  },
  skus: [
    {
      sku_no: `${product.no}-A`,
      spec_name: 'Size',
      spec_value: 'Box of 4',
      price: product.price,
      scribing_price: null,
      discount: 0,
      stock: 20,
      flag_sold_out: 0,
    },
  ],
};

/** The default country, the one the test's pages are for. */
const indonesia: CountryConfig = {
  country_code: 'ID',
  country_en_name: 'Indonesia',
  dial_code: '+62',
  timezone: 'Asia/Jakarta',
  currency_code: 'IDR',
  currency_symbol: 'Rp',
  app_control_conf: { control_list: { email: true, phone: true, whatsapp: false } },
};

export interface ReceivedRequest {
  method: string;
  /** The path without its query: '/consumer/product/min_sku_detail/UP-1'. */
  path: string;
  /** Node's lower-cased header names: 'x-locale', 'language', 'platform', 'x-store-no'. */
  headers: IncomingHttpHeaders;
  body: unknown;
}

interface Route {
  method: string;
  pattern: RegExp;
  answer: (body: Record<string, unknown>) => unknown;
}

/** An answer for a call of the contract, at the call's method and path, checked against its output schema. */
function route<C extends CallDefinition>(call: C, answer: (body: Record<string, unknown>) => CallOutput<C>): Route {
  const output = call.output as v.GenericSchema;
  return {
    method: call.method,
    pattern: new RegExp(`^${call.path.replace(/\{\w+\}/g, '[^/]+')}$`),
    answer: (body) => v.parse(output, answer(body)),
  };
}

const ROUTES: Route[] = [
  route(navTypeList, () => [{ nav_type_id: category.id, nav_type_name: category.name, icon_url: '/img/c/box-e0a030.svg', child_list: [] }]),
  route(decoration, () => ({ banners: [], sections: [{ section_type: 'upstream', title: UPSTREAM_CATALOG.section, list: [durian] }] })),
  route(productRecommend, () => ({ total: 1, list: [durian] })),
  route(productList, () => ({ total: 1, list: [durian] })),
  route(minSkuDetail, () => detail),
  route(similarProducts, () => ({ list: [mango] })),
  route(sitemap, () => ({ product_nos: [product.no, similar.no], category_ids: [category.id] })),
  route(visitViews, () => null),
  route(appLoad, () => ({ countrys: [indonesia], server_time: Date.now() })),
  route(searchRecommend, () => ({ keyword: ['durian'] })),
  route(rankList, () => ({ list: [{ keyword: 'durian crepe', search_count: 3 }] })),
  route(suggest, ({ keyword }) => ({
    list: [durian, mango]
      .filter((p) => p.product_name.toLowerCase().includes(String(keyword).toLowerCase()))
      .map(({ product_no, product_name }) => ({ product_no, product_name })),
  })),
  // The start-up's visit count has no schema of its own: it answers nothing but success.
  { method: 'POST', pattern: /^\/member\/user\/visit$/, answer: () => null },
];

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export interface StandIn {
  /** The base URL to give the worker as UPSTREAM_API_URL. */
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/** Starts the stand-in on a free port of 127.0.0.1. A call it does not know answers 404 with an envelope. */
export async function startUpstream(): Promise<StandIn> {
  const received: ReceivedRequest[] = [];
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://upstream').pathname;
    const body = await readJson(req);
    received.push({ method: req.method ?? '', path, headers: req.headers, body });
    const found = ROUTES.find((r) => r.method === req.method && r.pattern.test(path));
    const reply = (status: number, envelope: Envelope) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(envelope));
    };
    if (!found) return reply(404, { code: ERR.CONTENT_NOT_FOUND, msg: `the stand-in does not answer ${req.method} ${path}`, data: null });
    try {
      reply(200, { code: 0, msg: 'success', data: found.answer(body) });
    } catch (error) {
      // A fixture outside its schema: the page under test logs the message.
      reply(500, { code: ERR.SYSTEM_CALL_EXCEPTION, msg: String(error), data: null });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
