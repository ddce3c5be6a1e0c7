/** What a claim centre card offers: Claim, Claimed (the member holds their limit), Fully claimed, or App only. */
import type { ClaimCampaign } from '../../shared/contract/promotion';

export type CardState = 'claim' | 'claimed' | 'full' | 'app';

/** The member's own limit first (what they hold stays theirs), then what is left, then where they are. */
export function cardState(v: Pick<ClaimCampaign, 'held' | 'per_member_limit' | 'remaining' | 'app_only'>, inApp: boolean): CardState {
  if (v.held >= v.per_member_limit) return 'claimed';
  if (v.remaining <= 0) return 'full';
  if (v.app_only && !inApp) return 'app';
  return 'claim';
}
