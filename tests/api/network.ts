// The network as a provider's contract test sees it: fetch replaced, every request recorded as the real service would
// receive it, each answered with the next answer the test queued. A request with no answer left fails the test, so a
// call the test did not expect cannot pass unseen. vi.restoreAllMocks() puts fetch back.
import { vi } from 'vitest';

export interface Sent {
  method: string;
  url: string;
  /** Lower-cased names, as Headers gives them. */
  headers: Record<string, string>;
  /** A JSON body parsed, any other body as text, none undefined. */
  body: unknown;
}

export interface Network {
  sent: Sent[];
  /** Queues the answer to the next request: `body` as JSON with `status`. */
  answer(body: unknown, status?: number): void;
}

export function interceptFetch(): Network {
  const sent: Sent[] = [];
  const answers: { body: unknown; status: number }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    const json = request.headers.get('Content-Type')?.includes('application/json');
    sent.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: text ? (json ? JSON.parse(text) : text) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer for ${request.method} ${request.url}`);
    return Response.json(answer.body, { status: answer.status });
  });
  return { sent, answer: (body, status = 200) => void answers.push({ body, status }) };
}
