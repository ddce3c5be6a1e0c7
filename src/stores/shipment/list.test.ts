// The shipment list's flow against a stubbed transport: nothing asked before it opens, loading, the list, a failure
// (said by the API client) and its retry, asked afresh each time it opens.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { later, ok, type FakeAnswer, fakeApi, refuse } from '../../../tests/unit/fake-api';
import { $toast } from '../toast';
import { $shipmentList, openShipments, retryShipments } from './list';

const LIST = [{ tracking_no: 'JP1' }, { tracking_no: 'JP2' }];

let close: () => void = () => {};
let unlisten: () => void = () => {};
beforeEach(() => {
  $toast.set(null);
  unlisten = $shipmentList.listen(() => {});
});
afterEach(() => {
  close();
  unlisten();
  vi.unstubAllGlobals();
});

describe('the shipment list', () => {
  it('asks for nothing before it opens; loading, then the list', async () => {
    const { reply, answer } = later();
    const calls = fakeApi(() => reply);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    close = openShipments();
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/order/shipment/list']));
    expect($shipmentList.get()).toEqual({ shipments: null, failed: false });
    answer(ok(LIST));
    await vi.waitFor(() => expect($shipmentList.get()).toEqual({ shipments: LIST, failed: false }));
  });

  it('says it failed (the API client said why), and a retry loads it', async () => {
    let answer: FakeAnswer = refuse(1101001);
    fakeApi(() => answer);
    close = openShipments();
    await vi.waitFor(() => expect($shipmentList.get().failed).toBe(true));
    expect($toast.get()?.text).toBeTruthy();
    answer = ok([]);
    retryShipments();
    await vi.waitFor(() => expect($shipmentList.get()).toEqual({ shipments: [], failed: false }));
  });

  it('asks afresh each time it opens, and shows nothing once closed', async () => {
    let answer = ok(LIST);
    const calls = fakeApi(() => answer);
    close = openShipments();
    await vi.waitFor(() => expect($shipmentList.get().shipments).toEqual(LIST));
    close();
    expect($shipmentList.get().shipments).toBeNull();
    answer = ok([]);
    close = openShipments();
    await vi.waitFor(() => expect($shipmentList.get().shipments).toEqual([]));
    expect(calls).toHaveLength(2);
  });
});
