/**
 * The name a new member is asked for right after the login that created them (issue 29, item 16;
 * docs/decisions/member-display-name.md): one field, checked by the rule the profile call itself takes (the contract's
 * UserName, through isValidUserName), saved through that same call (member/user/update_name), and skippable. Until the
 * member has chosen a name the shop greets them neutrally (shared/member-name.ts). Silent like every login call: what
 * failed is said in the form (1101001, another member has the name).
 */
import { map } from 'nanostores';
import { isValidUserName, USER_NAME_MAX } from '../../shared/contract/rules';
import { updateName } from '../../shared/contract/refs/profile';
import { api } from '../api';
import { tr } from '../i18n';
import { failureText } from '../login-flow';
import { $userInfo } from '../state';

export interface NamePromptState {
  name: string;
  error: string;
  busy: boolean;
}

export function createNamePrompt() {
  const $prompt = map<NamePromptState>({ name: '', error: '', busy: false });
  return {
    $prompt,
    type(name: string): void {
      $prompt.setKey('name', name);
    },
    /** Saves the name; answers whether it was saved (else the form says why). */
    async save(): Promise<boolean> {
      const { name, busy } = $prompt.get();
      if (busy) return false;
      const trimmed = name.trim();
      if (!isValidUserName(trimmed)) {
        $prompt.setKey('error', tr('login.nameError', { max: USER_NAME_MAX }));
        return false;
      }
      $prompt.set({ name, error: '', busy: true });
      try {
        $userInfo.setKey('userInfo', await api.request(updateName, { user_name: trimmed }, { silent: true, noAuth: true }));
        return true;
      } catch (err) {
        $prompt.setKey('error', failureText(err));
        return false;
      } finally {
        $prompt.setKey('busy', false);
      }
    },
  };
}

/** Whether the login that just ended created a member whose name is not of their choosing yet: then it asks. */
export function asksForName(newMember: boolean): boolean {
  const info = $userInfo.get().userInfo;
  return newMember && info?.name_chosen === false;
}
