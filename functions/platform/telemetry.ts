/**
 * What a live shop is watched by (README, "Seeing a live shop"): one JSON log line per error and per provider call,
 * read in Workers Logs (observability is on in wrangler.toml), and counts written to Workers Analytics Engine
 * (binding METRICS, dataset storefront_events). A line or a count carries ids, routes, providers, outcomes and
 * durations: never a code, a token, a card number or a recipient.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestScope {
  requestId: string;
  route: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/**
 * Runs a request's handling with its id and route, which every log line written inside it then carries. The id is
 * Cloudflare's Ray ID where there is one (it finds the request in Cloudflare's own logs too), never a header the
 * client chose.
 */
export function inRequest<T>(request: Request, run: () => T): T {
  const requestId = request.headers.get('cf-ray') ?? crypto.randomUUID();
  return scope.run({ requestId, route: new URL(request.url).pathname }, run);
}

/** The id of the request being handled, for the answers' X-Request-Id; undefined outside one (queue, cron). */
export const currentRequestId = (): string | undefined => scope.getStore()?.requestId;

export function logEvent(level: 'info' | 'error', event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, ...scope.getStore(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/** What is counted: each a row in the dataset, `blob1` the event. */
export type Counted = 'order' | 'payment' | 'code_send' | 'provider_call' | 'provider_failure';

/**
 * One data point: blobs [event, country, detail] (detail: the channel, provider or outcome), doubles [1, value]. The
 * dataset is sampled at high volume, so queries weigh each row by `_sample_interval` (README).
 */
export function count(env: Env, event: Counted, fields: { country?: string; detail?: string; value?: number } = {}): void {
  env.METRICS?.writeDataPoint({
    indexes: [event],
    blobs: [event, fields.country ?? '', fields.detail ?? ''],
    doubles: [1, fields.value ?? 0],
  });
}
