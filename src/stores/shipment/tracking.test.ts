// Tracking a package against a stubbed transport: found, not found (another member's number, none given, a number
// the contract refuses), a failure said on the page with its retry, busy while a look-up is on its way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { later, ok, type FakeAnswer, fakeApi, refuse } from '../../../tests/unit/fake-api';
import { $toast } from '../toast';
import { $tracking, forgetTracking, retryTracking, trackPackage } from './tracking';

const TRACKING = { order_no: 'SO100', tracking_no: 'JP1', events: [] };

let close: () => void = () => {};
let unlisten: () => void = () => {};
beforeEach(() => {
  $toast.set(null);
  unlisten = $tracking.listen(() => {});
});
afterEach(() => {
  close();
  unlisten();
  vi.unstubAllGlobals();
});

describe('tracking a package', () => {
  it('looks the number up: busy, then the package', async () => {
    const { reply, answer } = later();
    const calls = fakeApi(() => reply);
    close = trackPackage({ tracking_no: 'JP1' });
    await vi.waitFor(() => expect($tracking.get()).toEqual({ answer: null, busy: true }));
    answer(ok(TRACKING));
    await vi.waitFor(() => expect($tracking.get()).toEqual({ answer: { kind: 'found', tracking: TRACKING }, busy: false }));
    expect(calls.map((c) => `${c.path}?${c.query}`)).toEqual(['/order/shipment/tracking?tracking_no=JP1']);
  });

  it('looks up by order number too', async () => {
    const calls = fakeApi(() => ok(TRACKING));
    close = trackPackage({ order_no: 'SO100' });
    await vi.waitFor(() => expect($tracking.get().answer?.kind).toBe('found'));
    expect(calls[0]?.query.get('order_no')).toBe('SO100');
  });

  it.each([
    ['another member’s number (1103001)', 1103001],
    ['a number the contract refuses (1101020)', 1101020],
  ])('is not found for %s, without a toast', async (_what, code) => {
    fakeApi(() => refuse(code));
    close = trackPackage({ tracking_no: 'OTHER1' });
    await vi.waitFor(() => expect($tracking.get().answer).toEqual({ kind: 'notFound' }));
    expect($toast.get()).toBeNull();
  });

  it('is not found at once without a number, asking nothing', async () => {
    const calls = fakeApi(() => ok(TRACKING));
    close = trackPackage({});
    expect($tracking.get()).toEqual({ answer: { kind: 'notFound' }, busy: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
  });

  it('says another failure on the page, and a retry asks again', async () => {
    let answer: FakeAnswer = refuse(1102002);
    const calls = fakeApi(() => answer);
    close = trackPackage({ tracking_no: 'JP1' });
    await vi.waitFor(() => expect($tracking.get().answer?.kind).toBe('failed'));
    expect($toast.get()).toBeNull();
    answer = ok(TRACKING);
    retryTracking();
    await vi.waitFor(() => expect($tracking.get().answer?.kind).toBe('found'));
    expect(calls).toHaveLength(2);
  });

  it('looks the same number up afresh, and shows nothing once forgotten', async () => {
    const calls = fakeApi(() => ok(TRACKING));
    close = trackPackage({ tracking_no: 'JP1' });
    await vi.waitFor(() => expect($tracking.get().answer?.kind).toBe('found'));
    trackPackage({ tracking_no: 'JP1' });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    forgetTracking();
    expect($tracking.get()).toEqual({ answer: null, busy: false });
  });
});
