import { ApiError } from '../../shared/errors';
import { errorText } from '../../stores/api';
import type { Translate } from '../locale';

/** What a failed login call shows inline: the code's message (spec §8), else a generic failure. */
export function failureText(err: unknown, t: Translate): string {
  return err instanceof ApiError ? errorText(err) : t('login.failed');
}
