/**
 * What the shopper reads for a failed call (spec §8): the translated message for a code of the catalogue, else the
 * server's msg. Its own module because it needs the catalogue (shared/errors.ts): the API client loads it only when a
 * call fails, so the table of every code stays out of the start-up JavaScript of every page.
 */
import { type ApiError, errorKey, isErrorCode } from '../shared/errors';
import { tr } from './i18n';

export function errorText(err: ApiError): string {
  if (!isErrorCode(err.code)) return err.message;
  const key = errorKey(err.code);
  const text = tr(key);
  return text === key ? err.message : text;
}
