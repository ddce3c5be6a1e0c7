import { describe, expect, it } from 'vitest';
import { declineOf } from './charges';

describe("a failed charge in the shopper's words", () => {
  it('names what the shopper can fix, and calls every other reason declined', () => {
    expect(declineOf('INSUFFICIENT_BALANCE')).toBe('funds');
    expect(declineOf('EXPIRED_CARD')).toBe('expired');
    expect(declineOf('INVALID_CVN')).toBe('cvn');
    for (const reason of ['CARD_DECLINED', 'STOLEN_CARD', 'ISSUER_SUSPECT_FRAUD', 'PROCESSOR_ERROR', undefined])
      expect(declineOf(reason)).toBe('declined');
  });
});
