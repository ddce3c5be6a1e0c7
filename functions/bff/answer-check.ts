/**
 * An upstream's answers are checked against the contract where they enter: the edge. The in-process API's answers
 * are typed by the routes that make them (functions/platform/http.ts `route`), so only an upstream's need the check,
 * and with it every client — pages and the browser — gets the contract's shape or 1109011, never something else.
 */
import * as v from 'valibot';
import { ALL_CALLS } from '../../src/shared/contract/all';
import { ERR, isEnvelope } from '../../src/shared/errors';

const ANSWERS = ALL_CALLS.flatMap(({ call }) =>
  typeof call.output === 'string'
    ? []
    : [{ method: call.method, path: new RegExp(`^${call.path.replace(/\{\w+\}/g, '[^/]+')}$`), output: call.output }],
);

const outsideContract = (path: string, detail: string) => {
  console.error(JSON.stringify({ at: 'upstream', path, error: `answer outside the contract: ${detail}` }));
  return Response.json({ code: ERR.SYSTEM_CALL_EXCEPTION, msg: 'answer outside the contract', data: null }, { status: 502 });
};

/** The answer as the contract has it (fields it does not name dropped), or a 502 envelope 1109011. */
export async function checkedAnswer(method: string, pathAndQuery: string, res: Response): Promise<Response> {
  const path = pathAndQuery.split('?')[0]!;
  const output = ANSWERS.find((a) => a.method === method && a.path.test(path))?.output;
  if (!output || !(res.headers.get('Content-Type') ?? '').includes('application/json')) return res;
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return outsideContract(path, 'not JSON');
  }
  if (!isEnvelope(body)) return outsideContract(path, 'not an envelope');
  if (body.code !== 0) return Response.json(body, { status: res.status });
  const data = v.safeParse(output, body.data);
  if (!data.success) return outsideContract(path, v.getDotPath(data.issues[0]) ?? 'data');
  return Response.json({ ...body, data: data.output }, { status: res.status });
}
