// The cart page's first questions (issue 29, item 7): with the signed-in marker the member and the lines are asked for
// side by side, before the island has loaded, and the cart's first load takes that answer; a guest's page asks nothing;
// a session that turned out to have ended makes a guest's page without a toast or a login; an early answer that
// failed is asked again, out loud, when the cart opens.
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, FAKE_MEMBER, fakeApi, fakeDocument, later, ok, refuse } from '../../../tests/unit/fake-api';
import { ERR } from '../../shared/errors';
import { messagesFor } from '../../shared/i18n';
import { $messages } from '../i18n';
import { $loginRequest } from '../login-modal';
import { $memberState } from '../me/member';
import { $userInfo } from '../state';
import { $toast } from '../toast';
import { resetCartEarly, startCartEarly } from './early';
import { cartLine, cartSummary } from './fixtures';
import { $cartChosen, $cartItems, openCart } from './lines';

const LINE = cartLine('a');
const LINES = { list: [LINE], currency_code: 'IDR' };
const SUMMARY = cartSummary();

const paths = (calls: FakeCall[]) => calls.map((c) => c.path).filter((p) => !p.endsWith('get_minimum_purchase_shortfall'));

/** What the cart island does: opens the cart once the member is known, and only then. */
function islandOpensForMember(): () => void {
  let close: (() => void) | null = null;
  const stop = $memberState.subscribe((state) => {
    if (state === 'member' && !close) close = openCart();
  });
  return () => {
    stop();
    close?.();
  };
}

let stops: (() => void)[] = [];

beforeAll(() => $messages.set(messagesFor('en')));
beforeEach(() => {
  $toast.set(null);
  $userInfo.setKey('userInfo', null);
  $userInfo.setKey('selectSkus', []);
  stops = [$cartItems, $cartChosen].map((s) => s.listen(() => {}));
});
afterEach(() => {
  for (const stop of stops) stop();
  resetCartEarly();
  cleanStores($memberState);
  $memberState.set('loading');
  vi.unstubAllGlobals();
});

describe("the cart page's first questions", () => {
  it('asks for the member and the lines at once, and the first load of the cart takes that answer', async () => {
    fakeDocument(true);
    const member = later();
    const calls = fakeApi(({ path }) => {
      if (path === '/member/user/info') return member.reply;
      if (path === '/cart/list') return ok(LINES);
      return ok(SUMMARY);
    });
    startCartEarly();
    // Both questions are on their way before the member's answer: no waterfall.
    await vi.waitFor(() => expect(paths(calls).sort()).toEqual(['/cart/list', '/member/user/info']));
    expect($memberState.get()).toBe('loading');
    const close = islandOpensForMember();
    stops.push(close);
    expect($cartItems.get()).toBeNull();

    member.answer(ok(FAKE_MEMBER));
    await vi.waitFor(() => expect($cartItems.get()).toEqual([LINE]));
    // The lines were asked once, and the member once (the island's subscription found the question asked).
    expect(paths(calls).sort()).toEqual(['/cart/list', '/member/user/info']);
    expect($toast.get()).toBeNull();
  });

  it("asks nothing on a guest's page", async () => {
    fakeDocument(false);
    const calls = fakeApi(() => ok(LINES));
    startCartEarly();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
  });

  it('makes a guest of a session that has ended, without a toast or a login', async () => {
    fakeDocument(true);
    const calls = fakeApi(() => refuse(ERR.UNAUTHORIZED));
    startCartEarly();
    stops.push(islandOpensForMember());
    await vi.waitFor(() => expect($memberState.get()).toBe('guest'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(paths(calls).sort()).toEqual(['/cart/list', '/member/user/info']);
    expect($toast.get()).toBeNull();
    expect($loginRequest.get()).toBeNull();
    expect($cartItems.get()).toBeNull();
  });

  it('asks again, out loud, when the early answer failed and the member is known', async () => {
    fakeDocument(true);
    let listCalls = 0;
    const calls = fakeApi(({ path }) => {
      if (path === '/member/user/info') return ok(FAKE_MEMBER);
      if (path === '/cart/list') return ++listCalls === 1 ? refuse(ERR.SYSTEM_CALL_EXCEPTION) : ok(LINES);
      return ok(SUMMARY);
    });
    startCartEarly();
    stops.push(islandOpensForMember());
    await vi.waitFor(() => expect($cartItems.get()).toEqual([LINE]));
    expect(paths(calls).filter((p) => p === '/cart/list')).toHaveLength(2);
    // The quiet failure said nothing; the second call answered.
    expect($toast.get()).toBeNull();
  });

  it('says why when the cart cannot load after all', async () => {
    fakeDocument(true);
    fakeApi(({ path }) => (path === '/member/user/info' ? ok(FAKE_MEMBER) : refuse(ERR.SYSTEM_CALL_EXCEPTION)));
    startCartEarly();
    stops.push(islandOpensForMember());
    await vi.waitFor(() => expect($cartItems.get()).toEqual([]));
    await vi.waitFor(() => expect($toast.get()?.text).toBeTruthy());
  });
});
