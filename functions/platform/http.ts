import type { Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, ERR, type ErrorCode, errorKey, httpStatusFor, type Envelope } from '../../src/shared/errors';
import { t } from '../../src/shared/i18n';
import type { Lang } from '../../src/shared/lang';
import type { CallDefinition, CallOutput, CallParsed } from '../../src/shared/contract/call';
import type { CommerceContext, CommerceEnv } from './context';
import { logEvent } from './telemetry';

const jsonType = /^application\/([\w.-]+\+)?json$/i;
const mediaType = (c: CommerceContext) => (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();

/** The query as fields: a name given once is a string, given more than once a list. */
const queryFields = (c: CommerceContext): Record<string, string | string[]> =>
  Object.fromEntries(Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? values[0]! : values]));

/** A form's fields: a file is a File, a repeated name a list. rejectNonObjectBody has parsed (and cached) the form. */
async function formFields(c: CommerceContext): Promise<Record<string, FormDataEntryValue | FormDataEntryValue[]>> {
  const type = mediaType(c);
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') return {};
  const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const [name, value] of await c.req.formData()) {
    const before = fields[name];
    fields[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return fields;
}

/** The fields a call's handler is given: its body or query, and its path parameters by name (they win). */
async function requestFields(c: CommerceContext, call: CallDefinition): Promise<Record<string, unknown>> {
  const given =
    call.method === 'GET' ? queryFields(c) : call.multipart ? await formFields(c) : jsonType.test(mediaType(c)) ? await jsonBody(c) : {};
  return { ...(given as object), ...c.req.param() };
}

/** The Hono path a call is registered at: its `{name}` parameters as `:name`. */
export const routePattern = (call: CallDefinition): string => call.path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The codes a call answers where §8 has its own for them (the search calls, the message centre) instead of the
 * generic ones.
 */
export interface RouteCodes {
  /** A field whose bad value has a code of its own (a search keyword: 1106002), instead of 1101020. */
  invalid?: Readonly<Record<string, ErrorCode>>;
  /** The code of a failure that is not one of ours (its database failing), instead of 1109011; logged all the same. */
  fault?: ErrorCode;
}

/** An unexpected error, logged with the request id and the path (never answered with its text or stack). */
export function logUnexpected(c: CommerceContext, err: unknown): void {
  logEvent('error', 'unexpected error', {
    requestId: c.get('requestId'),
    path: c.req.path,
    error: String(err),
    stack: err instanceof Error ? err.stack : undefined,
  });
}

/**
 * Registers a call of the contract: its input (path parameters by name, then the query for GET, the form of a
 * multipart call, or the JSON body otherwise) is validated by the call's schema and given to the handler parsed; a bad
 * field is the spec's 1101020, naming the first one (or the field's own code in `codes`). What the handler returns is
 * answered in the envelope. Routes only parse, call and reply; the answer's type is the contract's.
 */
export function route<C extends CallDefinition>(
  router: Hono<CommerceEnv>,
  call: C,
  handler: (c: CommerceContext, input: CallParsed<C>) => Promise<CallOutput<C>> | CallOutput<C>,
  codes: RouteCodes = {},
): void {
  router.on(call.method, routePattern(call), async (c) => {
    const parsed = await v.safeParseAsync(call.input, await requestFields(c, call));
    if (!parsed.success) {
      const path = parsed.issues[0] ? v.getDotPath(parsed.issues[0]) : null;
      const own = path === null ? undefined : codes.invalid?.[path];
      throw new ApiError(own ?? ERR.INVALID_PARAMETER, `invalid parameter: ${path ?? 'body'}`);
    }
    let answer: Awaited<CallOutput<C>> | Response;
    try {
      answer = await handler(c, parsed.output);
    } catch (err) {
      if (codes.fault === undefined || err instanceof ApiError) throw err;
      logUnexpected(c, err);
      throw new ApiError(codes.fault);
    }
    return answer instanceof Response ? answer : ok(c, answer);
  });
}

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

/** The JSON body as an object (an empty body reads as {}); anything else is 1101020. Hono caches the text read. */
async function jsonBody(c: CommerceContext): Promise<object> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(ERR.INVALID_PARAMETER, 'malformed JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: body');
  return body;
}

/**
 * Middleware: a body that is not a JSON object is 1101020 on every route, also on those that read no payload
 * (app/load, logout); so is a multipart body that is not a well-formed form (a file upload's fields are checked by
 * its route). `route` reads the body again from Hono's cache of this read.
 */
export const rejectNonObjectBody: MiddlewareHandler<CommerceEnv> = async (c, next) => {
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  if (hasBody && c.req.header('Content-Type')?.startsWith('multipart/')) {
    // Parsed here so a malformed form is 1101020 like malformed JSON; `route` reads this parse.
    try {
      await c.req.formData();
    } catch {
      throw new ApiError(ERR.INVALID_PARAMETER, 'malformed form');
    }
  } else if (hasBody) {
    await jsonBody(c);
  }
  await next();
};

/** The public origin the BFF saw the request on (never taken from the browser). */
export function publicOrigin(c: CommerceContext): string {
  const origin = c.req.header('X-Forwarded-Origin');
  if (!origin || !/^https?:\/\/[^/]+$/.test(origin)) throw new ApiError(ERR.INVALID_PARAMETER, 'origin');
  return origin;
}
