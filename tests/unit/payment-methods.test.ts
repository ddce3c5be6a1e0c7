// Every way to pay of the contract is behind the one interface on both sides (issue 26): the server's registry
// (functions/commerce/payment/methods), the browser's (src/stores/payment/methods) and the checkout's views
// (src/islands/checkout/methods) each have every method under its own name, and the two sides agree on what each is.
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IMPLS } from '../../functions/commerce/payment/methods';
import { METHOD_VIEWS } from '../../src/islands/checkout/methods';
import { PAYMENT_METHODS } from '../../src/shared/contract/constants';
import { PAYMENT_OPTIONS as OPTIONS } from '../../src/stores/payment/fixtures';
import { PAY_METHODS, payCallOf, SHOWN_METHODS } from '../../src/stores/payment/methods';

const sorted = (keys: readonly string[]) => [...keys].sort();

describe('payment methods', () => {
  it('has every method of the contract on the server, each under its own name', () => {
    expect(sorted(Object.keys(PAYMENT_METHOD_IMPLS))).toEqual(sorted(PAYMENT_METHODS));
    for (const method of PAYMENT_METHODS) expect(PAYMENT_METHOD_IMPLS[method].method).toBe(method);
  });

  it('has every method in the browser and a checkout view for each, shown once', () => {
    expect(sorted(Object.keys(PAY_METHODS))).toEqual(sorted(PAYMENT_METHODS));
    expect(sorted(Object.keys(METHOD_VIEWS))).toEqual(sorted(PAYMENT_METHODS));
    expect(sorted(SHOWN_METHODS.map((m) => m.method))).toEqual(sorted(PAYMENT_METHODS));
    for (const method of PAYMENT_METHODS) expect(PAY_METHODS[method].method).toBe(method);
  });

  it('says alike on both sides which methods the courier collects, and refunds only the others through the gateway', () => {
    for (const method of PAYMENT_METHODS) {
      const server = PAYMENT_METHOD_IMPLS[method];
      expect(PAY_METHODS[method].collectedOnDelivery, method).toBe(server.collectedOnDelivery);
      expect('refund' in server, method).toBe(!server.collectedOnDelivery);
      if (server.collectedOnDelivery) expect(server.approval, method).toBeUndefined();
    }
  });

  it("pays each method's choices with that method, and no choice belongs to two", () => {
    const choices = SHOWN_METHODS.flatMap((m) => m.choices(OPTIONS).map((choice) => ({ method: m.method, choice })));
    expect(new Set(choices.map((c) => c.choice)).size).toBe(choices.length);
    for (const { method, choice } of choices) {
      const call = payCallOf('SO1', choice, OPTIONS);
      const input = call && ('input' in call ? call.input : call.withNewCard('tok_123', null));
      expect(input?.method, choice).toBe(method);
    }
    expect(payCallOf('SO1', 'ewallet:GRABPAY', OPTIONS)).toBeNull();
  });
});
