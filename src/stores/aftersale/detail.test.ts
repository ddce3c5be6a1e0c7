import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AfterSaleDetail } from '../../shared/contract/aftersale';
import { ApiError, ERR } from '../../shared/errors';
import { FAKE_MEMBER, type FakeAnswer, type FakeCall, fakeApi, fakeDocument, fakeMemberApi, refuse } from '../../../tests/unit/fake-api';
import { $memberKey, $memberState } from '../me/member';
import { mutateCache } from '../query';
import { $toast } from '../toast';
import { createAfterSaleDetail } from './detail';

/** The fields the flow reads (the answer is the server's, untyped on the wire). */
const DETAIL: Partial<AfterSaleDetail> = { after_sale_no: 'AS1', order_no: 'SO1', status: 6, actions: ['submit_return'] };

const detailOf = (no: string, status: AfterSaleDetail['status']): Partial<AfterSaleDetail> => ({ ...DETAIL, after_sale_no: no, status });

/** A signed-in member whose application answers as `answer` says (member/user/info always answers the member). */
function stubApi(answer: (call: FakeCall) => FakeAnswer) {
  return fakeMemberApi(answer);
}

const detailCalls = (calls: FakeCall[]) => calls.filter((c) => c.path.startsWith('/aftersale/detail/'));

let stops: (() => void)[] = [];
/** Shows a flow's stores, as the island does. */
function show(flow: ReturnType<typeof createAfterSaleDetail>) {
  stops = [flow.$detail, flow.$missing, flow.$cancel, flow.$sendReturn].map((s) => s.listen(() => {}));
}

beforeEach(() => $toast.set(null));
afterEach(() => {
  for (const stop of stops) stop();
  cleanStores($memberState, $memberKey);
  $memberState.set('loading');
  mutateCache(() => true);
  vi.unstubAllGlobals();
});

describe('an application', () => {
  it('is not found without a number, and nothing is asked', async () => {
    const calls = stubApi(() => undefined);
    const flow = createAfterSaleDetail(null);
    show(flow);
    expect(flow.$missing.get()).toBe(true);
    await vi.waitFor(() => expect($memberState.get()).toBe('member'));
    expect(detailCalls(calls)).toEqual([]);
  });

  it('is asked once the member is known', async () => {
    let member: () => void = () => {};
    const known = new Promise<void>((resolve) => (member = resolve));
    fakeDocument(true);
    const calls = fakeApi(async (call) => {
      if (call.path !== '/member/user/info') return { data: detailOf('AS2', 1) };
      await known;
      return { data: FAKE_MEMBER };
    });
    const flow = createAfterSaleDetail('AS2');
    show(flow);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(flow.$detail.get().data).toBeUndefined();
    member();
    await vi.waitFor(() => expect(flow.$detail.get().data?.after_sale_no).toBe('AS2'));
    expect(detailCalls(calls).map((c) => c.path)).toEqual(['/aftersale/detail/AS2']);
    expect(flow.$missing.get()).toBe(false);
  });

  it("is not found when it is another member's or unknown, without a toast", async () => {
    stubApi(() => refuse(ERR.AFTER_SALE_NOT_FOUND));
    const flow = createAfterSaleDetail('AS3');
    show(flow);
    await vi.waitFor(() => expect(flow.$missing.get()).toBe(true));
    expect($toast.get()).toBeNull();
  });

  it("shows another refusal's message as a toast", async () => {
    stubApi(() => refuse(ERR.ORDER_STATUS_MISMATCH));
    const flow = createAfterSaleDetail('AS4');
    show(flow);
    await vi.waitFor(() => expect($toast.get()?.text).toBe(`error.${ERR.ORDER_STATUS_MISMATCH}`));
    expect(flow.$missing.get()).toBe(false);
  });
});

describe('cancelling', () => {
  it('cancels, says so and loads the application again', async () => {
    let status: AfterSaleDetail['status'] = 1;
    const calls = stubApi((call) => {
      if (call.path === '/aftersale/cancel') status = 3;
      return { data: detailOf('AS5', status) };
    });
    const flow = createAfterSaleDetail('AS5');
    show(flow);
    await vi.waitFor(() => expect(flow.$detail.get().data?.status).toBe(1));
    await flow.cancel('AS5');
    expect(calls.find((c) => c.path === '/aftersale/cancel')?.body).toEqual({ after_sale_no: 'AS5' });
    expect($toast.get()?.text).toBe('asp.detail.cancelled');
    await vi.waitFor(() => expect(flow.$detail.get().data?.status).toBe(3));
    expect(detailCalls(calls)).toHaveLength(2);
  });

  it('keeps the application as it was when the cancel is refused', async () => {
    const calls = stubApi((call) => (call.path === '/aftersale/cancel' ? refuse(ERR.ORDER_STATUS_MISMATCH) : { data: detailOf('AS6', 2) }));
    const flow = createAfterSaleDetail('AS6');
    show(flow);
    await vi.waitFor(() => expect(flow.$detail.get().data?.status).toBe(2));
    await flow.cancel('AS6');
    expect(flow.$cancel.get()).toMatchObject({ loading: false });
    // The API client said why (the server's message where the page has no text for the code).
    await vi.waitFor(() => expect($toast.get()?.text).toBe('refused'));
    expect(detailCalls(calls)).toHaveLength(1);
  });
});

describe('the return form', () => {
  it('says what is missing or malformed and sends nothing', async () => {
    const calls = stubApi(() => ({ data: detailOf('AS7', 6) }));
    const flow = createAfterSaleDetail('AS7');
    show(flow);
    expect(flow.$returnDraft.get().tried).toBe(false);
    await flow.sendReturn('AS7');
    expect(flow.$returnDraft.get().tried).toBe(true);
    flow.setCompany('J&T Express');
    flow.setTrackingNo('x');
    await flow.sendReturn('AS7');
    expect(calls.some((c) => c.path === '/aftersale/return_shipment')).toBe(false);
  });

  it('sends the courier and number trimmed, says so and loads the application again', async () => {
    let status: AfterSaleDetail['status'] = 6;
    const calls = stubApi((call) => {
      if (call.path === '/aftersale/return_shipment') status = 7;
      return { data: detailOf('AS8', status) };
    });
    const flow = createAfterSaleDetail('AS8');
    show(flow);
    await vi.waitFor(() => expect(flow.$detail.get().data?.status).toBe(6));
    flow.setCompany(' J&T Express ');
    flow.setTrackingNo(' JNT12345678 ');
    const sending = flow.sendReturn('AS8');
    expect(flow.$sendReturn.get().loading).toBe(true);
    await sending;
    expect(calls.find((c) => c.path === '/aftersale/return_shipment')?.body).toEqual({
      after_sale_no: 'AS8',
      logistics_company: 'J&T Express',
      tracking_no: 'JNT12345678',
    });
    expect($toast.get()?.text).toBe('asp.detail.returnSent');
    await vi.waitFor(() => expect(flow.$detail.get().data?.status).toBe(7));
  });

  it("keeps the refusal for the form to say, silently, and the shopper's entries", async () => {
    stubApi((call) => (call.path === '/aftersale/return_shipment' ? refuse(ERR.ORDER_STATUS_MISMATCH) : { data: detailOf('AS9', 6) }));
    const flow = createAfterSaleDetail('AS9');
    show(flow);
    flow.setCompany('J&T Express');
    flow.setTrackingNo('JNT12345678');
    await flow.sendReturn('AS9');
    const { error, loading } = flow.$sendReturn.get();
    expect(loading).toBe(false);
    expect(error instanceof ApiError && error.code).toBe(ERR.ORDER_STATUS_MISMATCH);
    expect($toast.get()).toBeNull();
    expect(flow.$returnDraft.get()).toMatchObject({ company: 'J&T Express', trackingNo: 'JNT12345678' });
  });
});
