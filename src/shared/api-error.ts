/**
 * The one error type, on both sides: thrown by the commerce API, rejected by the client. Apart from the §8 catalogue
 * (errors.ts, which re-exports it) because every page's start-up JavaScript carries the API client, and the client needs
 * the type and two codes, not the table of every code (docs/decisions/eager-javascript.md).
 */

/** The catalogue's UNAUTHORIZED: a 401, or an envelope with this code, sends the shopper to log in. */
export const UNAUTHORIZED_CODE = 401;
/** The catalogue's SYSTEM_CALL_EXCEPTION: what an answer that is no envelope becomes. */
export const SYSTEM_ERROR_CODE = 1109011;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message?: string, data: unknown = null) {
    super(message ?? `error ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && typeof (value as Envelope).code === 'number';
}
