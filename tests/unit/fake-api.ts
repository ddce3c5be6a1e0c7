/**
 * The network behind the store and island tests: the browser's fetch replaced by a function of each call, so a store
 * runs its real calls through the real API client (src/stores/api.ts) and only the network is pretend. Each call is
 * recorded. It also gives the signed-in marker the member store reads from document.cookie, which the unit project
 * (Node) has no document for.
 */
import { vi } from 'vitest';
import { SIGNED_IN_COOKIE } from '../../src/shared/constants';
import type { MemberInfo } from '../../src/shared/contract/member';

export interface FakeCall {
  /** The path under /api, as the contract spells it: '/member/user/info'. */
  path: string;
  query: URLSearchParams;
  /** The address as the browser asked for it: '/api/order/shipment/tracking?tracking_no=JP1'. */
  url: string;
  /** The JSON it sent; empty when it sent none or a form. */
  body: Record<string, unknown>;
  /** The multipart form of an upload (photos, the avatar). */
  form: FormData | null;
  headers: Headers;
}

/**
 * What a call answers: the envelope's data (success) or a spec code (a refusal), undefined for success with null, or
 * a whole Response for what is not an envelope (a captcha picture). Throwing from the answer is a network failure.
 */
export type FakeAnswer = { code?: number; data?: unknown } | Response | undefined;

export const ok = (data: unknown = null): FakeAnswer => ({ data });

/** A refusal of the call, as the envelope carries one. */
export const refuse = (code: number): FakeAnswer => ({ code });

/** Replaces fetch until vi.unstubAllGlobals(); `answer` may return a promise to hold a call back (see `later`). */
export function fakeApi(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const target = new URL(String(url), 'http://localhost');
      const sent = init?.body;
      const call: FakeCall = {
        path: target.pathname.replace(/^\/api/, ''),
        query: target.searchParams,
        url: String(url),
        body: typeof sent === 'string' ? JSON.parse(sent) : {},
        form: sent instanceof FormData ? sent : null,
        headers: new Headers(init?.headers),
      };
      calls.push(call);
      const given = await answer(call);
      if (given instanceof Response) return given;
      const code = given?.code ?? 0;
      return Response.json({ code, msg: code ? 'refused' : 'success', data: given?.data ?? null });
    }),
  );
  return calls;
}

/** An answer the test gives later, to look at the state while the call is on its way. */
export function later(): { reply: Promise<FakeAnswer>; answer: (given: FakeAnswer) => void } {
  let answer: (given: FakeAnswer) => void = () => {};
  const reply = new Promise<FakeAnswer>((resolve) => {
    answer = resolve;
  });
  return { reply, answer };
}

/** A page with (or without) the marker of a signed-in session. */
export function fakeDocument(signedIn: boolean): void {
  vi.stubGlobal('document', { cookie: signedIn ? `${SIGNED_IN_COOKIE}=1` : '' });
}

/** A signed-in member's page: the marker in the document, member/user/info answering FAKE_MEMBER, the rest `answer`. */
export function fakeMemberApi(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer> = () => undefined): FakeCall[] {
  fakeDocument(true);
  return fakeApi((call) => (call.path === '/member/user/info' ? ok(FAKE_MEMBER) : answer(call)));
}

/** A member as member/user/info answers one. */
export const FAKE_MEMBER: MemberInfo = {
  member_no: 'M1',
  user_name: 'budi',
  name_chosen: true,
  avatar_url: '',
  points: 120,
  phone: '6281234567890',
  email: 'budi@example.com',
  country_code: '62',
  has_password: true,
  birthday: '',
  birthday_locked_until: null,
};
