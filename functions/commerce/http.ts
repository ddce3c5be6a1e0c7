import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, ERR, errorKey, httpStatusFor, type Envelope } from '../../src/shared/errors';
import { t } from '../../src/shared/i18n';
import type { Lang } from '../../src/shared/lang';
import { parseShape, type Parsed, type Shape } from '../../src/shared/validation';
import type { CommerceContext, CommerceEnv } from './context';

export function ok<T>(c: CommerceContext, data: T) {
  return c.json<Envelope<T>>({ code: 0, msg: 'success', data });
}

/** The message for a code in the request's language; the catalogue has one for every code. */
export function messageFor(code: number, lang: Lang): string {
  return t(lang, errorKey(code));
}

export function errorEnvelope(error: ApiError, lang: Lang): { body: Envelope<unknown>; status: ContentfulStatusCode } {
  return {
    body: { code: error.code, msg: messageFor(error.code, lang), data: error.data ?? null },
    status: httpStatusFor(error.code) as ContentfulStatusCode,
  };
}

async function jsonBody(c: CommerceContext): Promise<unknown> {
  try {
    const text = await c.req.text();
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(ERR.INVALID_PARAMETER, 'malformed JSON');
  }
}

/** Read and check a JSON body; malformed JSON, wrong types or missing fields are 1101020. */
export async function readBody<S extends Shape>(c: CommerceContext, shape: S): Promise<Parsed<S>> {
  return parseShape(await jsonBody(c), shape);
}

/**
 * Middleware: a body that is not a JSON object is 1101020 on every route, also on those that read no payload
 * (app/load, logout). File uploads (multipart) are checked by their own route.
 */
export const rejectNonObjectBody: MiddlewareHandler<CommerceEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !c.req.header('Content-Type')?.startsWith('multipart/')) {
    const body = await jsonBody(c);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: body');
    }
  }
  await next();
};

/** Check query parameters against a shape; numbers in a query string are parsed first. */
export function readQuery<S extends Shape>(c: CommerceContext, shape: S): Parsed<S> {
  const q = c.req.query();
  const raw: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(shape)) {
    const v = q[name];
    if (v === undefined) continue;
    raw[name] = rule.type === 'number' || rule.type === 'integer' ? (v.trim() === '' ? NaN : Number(v)) : v;
  }
  return parseShape(raw, shape);
}
