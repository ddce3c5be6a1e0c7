// The cart page's first answers (issues 28 and 29): with the signed-in marker the member is asked for before the island
// has loaded; the cart's first load takes the lines the page was rendered with instead of asking again, once; a guest's
// page asks nothing; a session that turned out to have ended makes a guest's page without a toast or a login; without
// rendered lines the cart asks, out loud.
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
import { type CartListAnswer, resetCartEarly, startCartEarly } from './early';
import { cartLine, cartSummary } from './fixtures';
import { $cartChosen, $cartItems, openCart } from './lines';

const LINE = cartLine('a');
const LINES: CartListAnswer = { list: [LINE], currency_code: 'IDR' };
const SUMMARY = cartSummary();

const paths = (calls: FakeCall[]) => calls.map((c) => c.path).filter((p) => !p.endsWith('get_minimum_purchase_shortfall'));

/** What the cart island does: opens the cart once the member is known, and only then. */
function islandOpensForMember(rendered: CartListAnswer | null = null): () => void {
  let close: (() => void) | null = null;
  const stop = $memberState.subscribe((state) => {
    if (state === 'member' && !close) close = openCart(rendered);
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

describe("the cart page's first answers", () => {
  it('asks for the member at once, and the first load of the cart takes the lines the page was rendered with', async () => {
    fakeDocument(true);
    const member = later();
    const calls = fakeApi(({ path }) => {
      if (path === '/member/user/info') return member.reply;
      if (path === '/cart/list') return ok(LINES);
      return ok(SUMMARY);
    });
    startCartEarly();
    await vi.waitFor(() => expect(paths(calls)).toEqual(['/member/user/info']));
    const close = islandOpensForMember(LINES);
    stops.push(close);
    expect($cartItems.get()).toBeNull();

    member.answer(ok(FAKE_MEMBER));
    await vi.waitFor(() => expect($cartItems.get()).toEqual([LINE]));
    // The member was asked once (the island's subscription found the question asked), the lines not at all.
    expect(paths(calls)).toEqual(['/member/user/info']);
    expect($toast.get()).toBeNull();
  });

  it('takes the rendered lines once: the cart opened again asks for them', async () => {
    fakeDocument(true);
    const calls = fakeApi(({ path }) => (path === '/member/user/info' ? ok(FAKE_MEMBER) : path === '/cart/list' ? ok(LINES) : ok(SUMMARY)));
    startCartEarly();
    const close = islandOpensForMember(LINES);
    await vi.waitFor(() => expect($cartItems.get()).toEqual([LINE]));
    close();
    stops.push(openCart());
    await vi.waitFor(() => expect(paths(calls).filter((p) => p === '/cart/list')).toHaveLength(1));
    await vi.waitFor(() => expect($cartItems.get()).toEqual([LINE]));
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
    expect(paths(calls)).toEqual(['/member/user/info']);
    expect($toast.get()).toBeNull();
    expect($loginRequest.get()).toBeNull();
    expect($cartItems.get()).toBeNull();
  });

  it('asks for the lines itself when the page came without them', async () => {
    fakeDocument(true);
    const calls = fakeApi(({ path }) => (path === '/member/user/info' ? ok(FAKE_MEMBER) : path === '/cart/list' ? ok(LINES) : ok(SUMMARY)));
    startCartEarly();
    stops.push(islandOpensForMember());
    await vi.waitFor(() => expect($cartItems.get()).toEqual([LINE]));
    expect(paths(calls).sort()).toEqual(['/cart/list', '/member/user/info']);
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
