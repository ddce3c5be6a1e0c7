// The commerce API as the end-to-end tests call it outside the page: the app's own client (src/shared/api-client.ts)
// over Playwright's request context, so the calls carry that context's cookies (the page's session, for page.request)
// and the contract types what goes in and what comes back.
import { type APIRequestContext, expect } from '@playwright/test';
import { createApiClient, type CallOptions } from '../../src/shared/api-client';
import type { CallDefinition, CallInput, CallOutput, CallRef } from '../../src/shared/contract/call';
import { DEFAULT_COUNTRY } from '../../src/shared/countries';
import type { Envelope } from '../../src/shared/errors';
import { DEFAULT_LANG } from '../../src/shared/lang';

/**
 * The client of `http` (page.request for the page's session). The client names a country and a language on every
 * call; these calls leave both to the request context instead (its extra X-Locale header, else the API's defaults:
 * Indonesia, English), as page.request's own calls do, so a test that switched its country need not say it twice.
 */
export function apiOf(http: APIRequestContext) {
  const client = createApiClient(
    async (path, init) => {
      const headers = new Headers(init.headers);
      headers.delete('X-Locale');
      headers.delete('Language');
      const body = init.body;
      const res = await http.fetch(`/api/${path}`, {
        method: init.method,
        headers: Object.fromEntries(headers),
        ...(body instanceof FormData ? { multipart: body } : typeof body === 'string' ? { data: body } : {}),
      });
      // The status and the body are all the client reads (the context keeps the cookies itself).
      return new Response(new Uint8Array(await res.body()), { status: res.status() });
    },
    () => ({ country: DEFAULT_COUNTRY, lang: DEFAULT_LANG, deviceId: '' }),
  );

  /** The call's HTTP status and envelope, for a test that asserts on them. */
  async function envelope<C extends CallDefinition>(
    ref: CallRef<C>,
    input: CallInput<C>,
    options?: CallOptions,
  ): Promise<{ status: number; body: Envelope<CallOutput<C>> }> {
    const res = await client.respond(ref, input, options);
    return { status: res.status, body: (await res.json()) as Envelope<CallOutput<C>> };
  }

  /** The call's data; any other code than 0 fails the test, naming the call and the answer's message. */
  async function request<C extends CallDefinition>(ref: CallRef<C>, input: CallInput<C>, options?: CallOptions): Promise<CallOutput<C>> {
    const { body } = await envelope(ref, input, options);
    expect(body.code, `${ref.method} ${ref.path}: ${body.msg}`).toBe(0);
    return body.data;
  }

  return { envelope, request };
}
