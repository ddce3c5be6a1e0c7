import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimCampaign } from '../../shared/contract/promotion';
import { messagesFor } from '../../shared/i18n';
import { fakeApi, ok, refuse } from '../../../tests/unit/fake-api';
import { goToLogin } from '../api';
import { $messages } from '../i18n';
import { invalidateKeys } from '../query';
import { $toast } from '../toast';
import { $campaigns, $claiming, $inApp, cardState, claimVoucher, setClaimViewer } from './claim';

vi.mock('../api', async (actual) => ({ ...(await actual<typeof import('../api')>()), goToLogin: vi.fn() }));

const open = { held: 0, per_member_limit: 2, remaining: 5, app_only: false };

describe('cardState', () => {
  it('offers a claim while the member is under their limit and some are left', () => {
    expect(cardState(open, false)).toBe('claim');
    expect(cardState({ ...open, held: 1 }, false)).toBe('claim');
  });
  it('says claimed at the limit, even when none are left or outside the app', () => {
    expect(cardState({ ...open, held: 2, remaining: 0, app_only: true }, false)).toBe('claimed');
  });
  it('says fully claimed when none are left', () => {
    expect(cardState({ ...open, remaining: 0 }, true)).toBe('full');
  });
  it('offers an app-only voucher only inside the app', () => {
    expect(cardState({ ...open, app_only: true }, false)).toBe('app');
    expect(cardState({ ...open, app_only: true }, true)).toBe('claim');
  });
});

const campaign = (n: number, held = 0): ClaimCampaign => ({
  voucher_no: `V-${n}`,
  title: `Voucher ${n}`,
  kind: 'discount',
  amount_off: 10_000,
  percent_off: 0,
  max_off: null,
  min_spend: 0,
  stackable: true,
  online_only: false,
  app_only: false,
  all_products: true,
  new_user_only: false,
  claim_start_at: 0,
  claim_end_at: Date.UTC(2026, 11, 31),
  valid_days: 7,
  total_quantity: 100,
  remaining: 50 - held,
  per_member_limit: 2,
  held,
});

/** The API: two campaigns; a claim of V-1 succeeds (the member then holds one), any other is refused (1101039). */
function stubApi() {
  const calls: string[] = [];
  let claimed = 0;
  fakeApi(({ path, body }) => {
    calls.push(path);
    if (path.endsWith('/coupon/search')) return ok({ currency_code: 'IDR', list: [campaign(1, claimed), campaign(2)] });
    if (path.endsWith('/coupon/claim')) {
      if (body.voucher_no !== 'V-1') return refuse(1101039);
      claimed = 1;
      return ok({ coupon: { ...campaign(1), coupon_no: 'C-1' }, campaign: campaign(1, 1) });
    }
    return undefined;
  });
  return calls;
}

async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await allTasks();
  }
}

let stop: () => void = () => undefined;
beforeEach(() => {
  invalidateKeys(() => true);
  setClaimViewer(null);
  $messages.set(messagesFor('en'));
  $toast.set(null);
  stop = $campaigns.listen(() => undefined);
});
afterEach(() => {
  stop();
  cleanStores($campaigns);
  vi.unstubAllGlobals();
  vi.mocked(goToLogin).mockClear();
});

describe('the claim centre', () => {
  it('asks for the campaigns once the member state is known, and again for a member', async () => {
    const calls = stubApi();
    await settle();
    expect(calls).toEqual([]);
    setClaimViewer('guest');
    await settle();
    expect($campaigns.get().data?.list.map((c) => c.voucher_no)).toEqual(['V-1', 'V-2']);
    setClaimViewer('member');
    await settle();
    expect(calls).toEqual(['/search/coupon/search', '/search/coupon/search']);
  });

  it("sends a guest's claim to the login", async () => {
    const calls = stubApi();
    setClaimViewer('guest');
    await settle();
    await claimVoucher(campaign(1));
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c.endsWith('/coupon/claim'))).toEqual([]);
  });

  it('updates the claimed campaign in place and says so, its card busy meanwhile', async () => {
    const calls = stubApi();
    setClaimViewer('member');
    await settle();
    const claiming = claimVoucher(campaign(1));
    expect($claiming.get()).toBe('V-1');
    // A second tap while the first claim runs claims nothing more.
    await claimVoucher(campaign(1));
    await claiming;
    expect(calls.filter((c) => c.endsWith('/coupon/claim'))).toHaveLength(1);
    expect($claiming.get()).toBeNull();
    expect($campaigns.get().data?.list[0]?.held).toBe(1);
    expect($toast.get()?.text).toBe('Claimed: Voucher 1');
    await settle();
    // Updated from the claim's answer: the list is not asked again.
    expect(calls.filter((c) => c.endsWith('/coupon/search'))).toHaveLength(1);
  });

  it('asks for the list again after a refused claim, so the card shows the campaign as it is now', async () => {
    const calls = stubApi();
    setClaimViewer('member');
    await settle();
    await claimVoucher(campaign(2));
    await settle();
    expect($claiming.get()).toBeNull();
    expect(calls.filter((c) => c.endsWith('/coupon/search'))).toHaveLength(2);
    expect($campaigns.get().data?.list).toHaveLength(2);
  });

  it('knows in the browser whether it runs in the native app', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 StorefrontApp/3.1' });
    vi.stubGlobal('innerWidth', 375);
    const unlisten = $inApp.listen(() => undefined);
    expect($inApp.get()).toBe(true);
    unlisten();
  });
});
