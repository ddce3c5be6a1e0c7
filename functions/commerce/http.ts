import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, ERR, httpStatusFor, type Envelope } from '../../src/shared/errors';
import { t } from '../../src/shared/i18n';
import type { Lang } from '../../src/shared/lang';
import { parseShape, type Parsed, type Shape } from '../../src/shared/validation';
import type { CommerceContext } from './context';

export function ok<T>(c: CommerceContext, data: T) {
  return c.json<Envelope<T>>({ code: 0, msg: 'success', data });
}

/** The message for a code in the request's language; the catalogue has one for every code. */
export function messageFor(code: number, lang: Lang): string {
  return t(lang, `error.${code}`);
}

export function errorEnvelope(error: ApiError, lang: Lang): { body: Envelope<unknown>; status: ContentfulStatusCode } {
  return {
    body: { code: error.code, msg: messageFor(error.code, lang), data: error.data ?? null },
    status: httpStatusFor(error.code) as ContentfulStatusCode,
  };
}

/** Read and check a JSON body; malformed JSON, wrong types or missing fields are 1101020. */
export async function readBody<S extends Shape>(c: CommerceContext, shape: S): Promise<Parsed<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(ERR.INVALID_PARAMETER, 'malformed JSON');
  }
  return parseShape(raw, shape);
}

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
