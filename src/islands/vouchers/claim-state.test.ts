import { describe, expect, it } from 'vitest';
import { cardState } from './claim-state';

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
