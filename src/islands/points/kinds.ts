/** How the coin records name their kinds and amounts (the list and the record's dialog). */
import type { CoinKind } from '../../shared/contract/constants';
import type { MessageKey } from '../../shared/messages';

export const KIND_TEXT: Record<CoinKind, MessageKey> = {
  opening: 'points.kind.opening',
  spend: 'points.kind.spend',
  release: 'points.kind.release',
  earn: 'points.kind.earn',
  refund: 'points.kind.refund',
  expire: 'points.kind.expire',
};

/** '+90' or '−150' (a true minus sign). */
export const signed = (delta: number) => (delta > 0 ? `+${delta}` : `\u2212${-delta}`);
