import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERR } from '../../shared/errors';
import { type FakeAnswer, type FakeCall, fakeMemberApi, refuse } from '../../../tests/unit/fake-api';
import { mutateCache } from '../query';
import { $userInfo } from '../state';
import { $toast } from '../toast';
import { $orderSummary } from './centre';
import { $memberKey, $memberState } from './member';

const SUMMARY = { unpaid: 1, to_ship: 2, shipped: 3, after_sale: 4 };

let stop = () => {};
function show(answer: (call: FakeCall) => FakeAnswer) {
  const calls = fakeMemberApi(answer);
  stop = $orderSummary.listen(() => {});
  return calls;
}

afterEach(() => {
  stop();
  cleanStores($orderSummary, $memberState, $memberKey);
  $memberState.set('loading');
  mutateCache(() => true);
  vi.unstubAllGlobals();
});

describe("the personal centre's counters", () => {
  it('ask the order counts and the unread count once the member is known', async () => {
    $userInfo.setKey('messageNumber', 0);
    const calls = show((call) => (call.path === '/message/count' ? { data: { count: 7 } } : { data: SUMMARY }));
    await vi.waitFor(() => expect($orderSummary.get().data).toEqual(SUMMARY));
    await vi.waitFor(() => expect($userInfo.get().messageNumber).toBe(7));
    expect(calls.map((c) => c.path).sort()).toEqual(['/member/user/info', '/message/count', '/order/trade/order-status-summary']);
  });

  it('stay as they were, silently, when the calls fail', async () => {
    $userInfo.setKey('messageNumber', 3);
    $toast.set(null);
    show(() => refuse(ERR.SYSTEM_CALL_EXCEPTION));
    await vi.waitFor(() => expect($orderSummary.get().error).toBeDefined());
    expect($orderSummary.get().data).toBeUndefined();
    expect($userInfo.get().messageNumber).toBe(3);
    expect($toast.get()).toBeNull();
  });
});
