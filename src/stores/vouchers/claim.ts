/**
 * The claim centre (/coupons, spec §2, §6): the campaigns open for claims, asked again once the member is known (so
 * "how many you hold" is theirs), and a claim that updates its campaign in place and says so. A guest's claim goes
 * to the login; a refused claim (fully claimed, limit, app only …) is said by the API client and the list is asked
 * again, so each card shows its campaign as it is now.
 */
import { atom, onMount } from 'nanostores';
import type { CallOutput } from '../../shared/contract/call';
import type * as promotion from '../../shared/contract/promotion';
import type { ClaimCampaign } from '../../shared/contract/promotion';
import { couponClaim, couponSearch } from '../../shared/contract/refs/promotion';
import { detectPlatform } from '../../shared/platform';
import { api, goToLogin } from '../api';
import { tr } from '../i18n';
import { createFetcherStore, createMutatorStore } from '../query';
import { showToast } from '../toast';

export type Campaigns = CallOutput<typeof promotion.couponSearch>;
export type Viewer = 'guest' | 'member';

/** What a claim centre card offers: Claim, Claimed (the member holds their limit), Fully claimed, or App only. */
export type CardState = 'claim' | 'claimed' | 'full' | 'app';

/** The member's own limit first (what they hold stays theirs), then what is left, then where they are. */
export function cardState(v: Pick<ClaimCampaign, 'held' | 'per_member_limit' | 'remaining' | 'app_only'>, inApp: boolean): CardState {
  if (v.held >= v.per_member_limit) return 'claimed';
  if (v.remaining <= 0) return 'full';
  if (v.app_only && !inApp) return 'app';
  return 'claim';
}

/** Known only in the browser: the server renders the cards as outside the app, and the app's webview corrects it. */
export const $inApp = atom(false);
onMount($inApp, () => {
  $inApp.set(detectPlatform(navigator.userAgent, innerWidth).isWebview);
});

/** Who is looking: null until the member state is known, and the list is asked for only then. */
export const $claimViewer = atom<Viewer | null>(null);

export function setClaimViewer(viewer: Viewer | null): void {
  $claimViewer.set(viewer);
}

export const $campaigns = createFetcherStore<Campaigns>(['vouchers/campaigns|', $claimViewer], {
  fetcher: () => api.request(couponSearch, {}),
});

/** The campaign being claimed: its card's button waits. */
export const $claiming = atom<string | null>(null);

// Not throttled by nanoquery: its throttle lifts only while the mutator store has a listener, and none shows it; a
// claim in flight is kept from repeating by $claiming instead.
const $claim = createMutatorStore<ClaimCampaign, void>(
  async ({ data: campaign, getCacheUpdater, revalidate }) => {
    const key = $campaigns.key;
    $claiming.set(campaign.voucher_no);
    try {
      const answer = await api.request(couponClaim, { voucher_no: campaign.voucher_no });
      if (key) {
        const [update, cached] = getCacheUpdater<Campaigns>(key, false);
        if (cached) update({ ...cached, list: cached.list.map((v) => (v.voucher_no === campaign.voucher_no ? answer.campaign : v)) });
      }
      showToast(tr('coupons.claimedToast', { title: answer.coupon.title }));
    } catch {
      if (key) revalidate(key);
    } finally {
      $claiming.set(null);
    }
  },
  { throttleCalls: false },
);

export async function claimVoucher(campaign: ClaimCampaign): Promise<void> {
  if ($claimViewer.get() !== 'member') goToLogin();
  else if ($claiming.get() === null) await $claim.mutate(campaign);
}
