import { describe, expect, it } from 'vitest';
import { chosenName } from './member-name';

describe('chosenName', () => {
  it("is the member's name once chosen, and nothing while the name is the one the shop made", () => {
    expect(chosenName({ user_name: 'Wati', name_chosen: true })).toBe('Wati');
    expect(chosenName({ user_name: 'KedaiKita0784', name_chosen: false })).toBeNull();
    expect(chosenName({ user_name: '', name_chosen: true })).toBeNull();
  });

  it('greets by name a member whose info does not say (kept in the browser from before, or from an upstream)', () => {
    expect(chosenName({ user_name: 'Wati' })).toBe('Wati');
  });
});
