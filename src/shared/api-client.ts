/**
 * The one API client. Islands use it over fetch('/api/...') (src/stores/api.ts); server pages use it over the
 * in-process commerce app (src/server/api.ts). Envelope in, data out, ApiError for everything else.
 */
import { PLATFORM, STORE_NO } from './constants';
import { type CallDefinition, type CallInput, type CallOutput, type CallRef, fillPath, pathParams } from './contract/call';
import type { CountryCode } from './countries';
import { ApiError, isEnvelope, SYSTEM_ERROR_CODE, UNAUTHORIZED_CODE } from './api-error';
import type { Lang } from './lang';

export const NETWORK_ERROR_CODE = -1;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A 401 on this call does not send the shopper to log in (e.g. the unread count). */
  noAuth?: boolean;
  /** No toast on failure. */
  silent?: boolean;
  headers?: Record<string, string>;
  /** The request outlives the page (a call made just before navigating away). */
  keepalive?: boolean;
}

export interface RequestContext {
  lang: Lang;
  country: CountryCode;
  deviceId: string;
}

export interface ClientHooks {
  onUnauthorized?: (options: CallOptions) => void;
  onError?: (error: ApiError, options: CallOptions) => void;
}

export type Transport = (path: string, init: RequestInit) => Promise<Response>;

export function buildHeaders(ctx: RequestContext, extra?: Record<string, string>, json = true): Headers {
  const h = new Headers(extra);
  if (ctx.deviceId) h.set('Deviceid', ctx.deviceId);
  h.set('Language', ctx.lang);
  h.set('platform', PLATFORM);
  h.set('X-Store-NO', STORE_NO);
  h.set('X-Locale', ctx.country);
  if (json) h.set('Content-Type', 'application/json');
  return h;
}

function withQuery(path: string, query: CallOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

export function createApiClient(transport: Transport, context: () => RequestContext, hooks: ClientHooks = {}) {
  async function send(path: string, options: CallOptions): Promise<Response> {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const init: RequestInit = {
      method,
      headers: buildHeaders(context(), options.headers, !(options.body instanceof FormData)),
      body: options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
      credentials: 'same-origin',
      keepalive: options.keepalive,
    };
    try {
      return await transport(withQuery(path.replace(/^\//, ''), options.query), init);
    } catch {
      // Network failure and timeout reject silently (spec §8).
      throw new ApiError(NETWORK_ERROR_CODE, 'network error');
    }
  }

  /** The envelope's data, or its refusal (or an answer that is no envelope) as an ApiError. */
  async function read<T>(res: Response, options: CallOptions): Promise<T> {
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    if (res.status === 401 || (isEnvelope(body) && body.code === UNAUTHORIZED_CODE)) {
      const err = new ApiError(UNAUTHORIZED_CODE, isEnvelope(body) ? body.msg : 'unauthorized');
      if (!options.noAuth) hooks.onUnauthorized?.(options);
      throw err;
    }
    if (isEnvelope(body) && (body.code === 0 || String((body as { status?: unknown }).status) === '10000')) {
      return body.data as T;
    }
    const err = isEnvelope(body) ? new ApiError(body.code, body.msg, body.data) : new ApiError(SYSTEM_ERROR_CODE, `HTTP ${res.status}`);
    if (!options.silent) hooks.onError?.(err, options);
    throw err;
  }

  /**
   * A call of the contract sent as the call says (the input in the path, query or body; a multipart call's fields, a
   * file among them, as a form), its response as it came: for a caller that reads the status and the envelope
   * itself, such as a test asserting on a refusal.
   */
  async function respond<C extends CallDefinition>(def: CallRef<C>, input: CallInput<C>, options: CallOptions = {}): Promise<Response> {
    // Every input schema is an object or a variant of objects: its input is an object.
    const given = input as Record<string, unknown>;
    const fields = { ...given };
    for (const name of pathParams(def.path)) delete fields[name];
    const path = fillPath(def.path, given);
    const where = def.method === 'GET' ? { query: fields as CallOptions['query'] } : { body: def.multipart ? formData(fields) : fields };
    return send(path, { ...options, ...where, method: def.method });
  }

  /**
   * A call of the contract, answering the call's output type. Answers are checked where they enter from outside (the
   * transport, for an upstream) and are typed by the route that made them in-process, so the browser carries no
   * schema. A 'png' call answers its Response.
   */
  async function request<C extends CallDefinition>(
    def: CallRef<C>,
    input: CallInput<C>,
    options: CallOptions = {},
  ): Promise<CallOutput<C>> {
    const res = await respond(def, input, options);
    if (def.png) return res as CallOutput<C>;
    return read<CallOutput<C>>(res, options);
  }

  return { request, respond };
}

export type ApiClient = ReturnType<typeof createApiClient>;
