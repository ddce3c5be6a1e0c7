import { vValidator } from '@hono/valibot-validator';
import type { Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, ERR, errorKey, httpStatusFor, type Envelope } from '../../src/shared/errors';
import { t } from '../../src/shared/i18n';
import type { Lang } from '../../src/shared/lang';
import type { CallDefinition, CallOutput, CallParsed, ObjectSchema } from '../../src/shared/contract/call';
import { pathParams } from '../../src/shared/contract/call';
import type { CommerceContext, CommerceEnv } from './context';

/** A JSON-body check that fails as the spec's 1101020, naming the first bad field. */
const invalidParameter = (result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] }) => {
  if (result.success) return;
  const path = result.issues?.[0] ? v.getDotPath(result.issues[0]) : null;
  throw new ApiError(ERR.INVALID_PARAMETER, `invalid parameter: ${path ?? 'body'}`);
};

/**
 * Registers a call of the contract: its input is validated (path parameters by name, then the query for GET, the
 * form of a multipart call, or the JSON body otherwise), the handler gets it typed and parsed, and what the handler returns is answered in the
 * envelope. Routes only parse, call and reply; the answer's type is the contract's.
 */
export function route<C extends CallDefinition>(
  router: Hono<CommerceEnv>,
  call: C,
  handler: (c: CommerceContext, input: CallParsed<C>) => Promise<CallOutput<C>> | CallOutput<C>,
): void {
  const target = call.method === 'GET' ? 'query' : call.multipart ? 'form' : 'json';
  const params = pathParams(call.path) as unknown as v.ObjectKeys<ObjectSchema>;
  // Only object inputs have path parameters: a call with them declares its fields one by one.
  const checks = (params.length === 0
    ? [vValidator(target, call.input, invalidParameter)]
    : [
        vValidator('param', v.pick(call.input as ObjectSchema, params), invalidParameter),
        vValidator(target, v.omit(call.input as ObjectSchema, params), invalidParameter),
      ]) as unknown as [MiddlewareHandler<CommerceEnv>];
  router.on(call.method, call.path.replace(/\{(\w+)\}/g, ':$1'), ...checks, async (c) => {
    const req = c.req as unknown as { valid: (t: string) => object };
    const input = params.length === 0 ? req.valid(target) : { ...req.valid(target), ...req.valid('param') };
    const answer = await handler(c, input as CallParsed<C>);
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

async function jsonBody(c: CommerceContext): Promise<unknown> {
  try {
    const text = await c.req.text();
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(ERR.INVALID_PARAMETER, 'malformed JSON');
  }
}

/**
 * Middleware: a body that is not a JSON object is 1101020 on every route, also on those that read no payload
 * (app/load, logout); so is a multipart body that is not a well-formed form (a file upload's fields are checked by
 * its route). An empty body reads as {}: the
 * validators of `route` read the body from this parse.
 */
export const rejectNonObjectBody: MiddlewareHandler<CommerceEnv> = async (c, next) => {
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  if (hasBody && c.req.header('Content-Type')?.startsWith('multipart/')) {
    // Parsed here so a malformed form is 1101020 like malformed JSON; the validator of `route` reads this parse.
    try {
      await c.req.formData();
    } catch {
      throw new ApiError(ERR.INVALID_PARAMETER, 'malformed form');
    }
  } else if (hasBody) {
    const body = await jsonBody(c);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: body');
    }
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(JSON.stringify(body));
  }
  await next();
};

/** The public origin the BFF saw the request on (never taken from the browser). */
export function publicOrigin(c: CommerceContext): string {
  const origin = c.req.header('X-Forwarded-Origin');
  if (!origin || !/^https?:\/\/[^/]+$/.test(origin)) throw new ApiError(ERR.INVALID_PARAMETER, 'origin');
  return origin;
}
