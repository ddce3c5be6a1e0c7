/** What a refused after-sales call says inline, in the island's language (src/stores/aftersale/failure.ts). */
import { failureKey } from '../../stores/aftersale/failure';
import type { Translate } from '../locale';

export const messageOf = (err: unknown, t: Translate) => t(failureKey(err));
