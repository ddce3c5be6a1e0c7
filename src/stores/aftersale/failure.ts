/** What a refused after-sales call says (spec §8): its code's message, or the generic failure for anything else. */
import { ApiError, errorKey, isErrorCode } from '../../shared/errors';
import type { MessageKey } from '../../shared/messages';

export const failureKey = (err: unknown): MessageKey =>
  err instanceof ApiError && isErrorCode(err.code) ? errorKey(err.code) : 'asp.apply.failed';
