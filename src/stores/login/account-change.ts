/**
 * Changing a signed-in member's phone or e-mail (spec §2: /verifyPhone → /bindPhone, /verifyEmail → /bindEmail): the
 * member first (a guest goes to log in; a member without a current one binds straight away), then on the verify step
 * a code to the current account, on the bind step the new account and its code. One store per page.
 */
import { atom } from 'nanostores';
import { checkEmail, checkPhone, updateEmail, updateMobile } from '../../shared/contract/refs/identity';
import { memberInfo } from '../../shared/contract/refs/member';
import type { MemberInfo } from '../../shared/contract/member';
import { isValidCode } from '../../shared/contract/rules';
import { localizePath, type Lang } from '../../shared/lang';
import { api, goToLogin } from '../api';
import { tr } from '../i18n';
import { type LoginAccount, memberAccount } from '../login-flow';
import { $userInfo } from '../state';
import { flashToast } from '../toast';
import { type AccountKind, accountValid, createLoginForm, formAccount, type LoginFormState } from './form';

export type ChangeStep = 'verify' | 'bind';

const quiet = { silent: true } as const;
const bindPath = (kind: AccountKind) => (kind === 'phone' ? '/bindPhone' : '/bindEmail');

export function createAccountChange(kind: AccountKind, step: ChangeStep) {
  const form = createLoginForm(kind);
  /** Null until member/user/info has answered. */
  const $member = atom<MemberInfo | null>(null);

  /** Where the code goes: the member's current account to verify it, else the new one typed. */
  const target = (f: LoginFormState, member: MemberInfo): LoginAccount | null =>
    step === 'verify' ? memberAccount(kind, member) : formAccount(f);
  const targetValid = (f: LoginFormState) => step === 'verify' || accountValid(f);

  return {
    form,
    $member,
    target,
    targetValid,
    ready: (f: LoginFormState) => targetValid(f) && isValidCode(f.code),
    async load(lang: Lang): Promise<void> {
      try {
        const info = await api.request(memberInfo, {}, { noAuth: true, silent: true });
        $userInfo.setKey('userInfo', info);
        // Nothing to prove yet: a member without a current one binds at once.
        if (step === 'verify' && !memberAccount(kind, info)) location.replace(localizePath(bindPath(kind), lang));
        else $member.set(info);
      } catch {
        goToLogin();
      }
    },
    async confirm(lang: Lang): Promise<void> {
      const f = form.$form.get();
      if (!targetValid(f) || !isValidCode(f.code)) return;
      await form.submit(async () => {
        if (step === 'verify') {
          await api.request(kind === 'phone' ? checkPhone : checkEmail, { check_code: f.code }, quiet);
          location.assign(localizePath(bindPath(kind), lang));
          return;
        }
        const info =
          kind === 'phone'
            ? await api.request(updateMobile, { country_code: f.dial, phone: f.number, check_code: f.code }, quiet)
            : await api.request(updateEmail, { email: f.email.trim(), check_code: f.code }, quiet);
        $userInfo.setKey('userInfo', info);
        flashToast(tr('login.modified'));
        location.assign(localizePath('/setting', lang));
      });
    },
  };
}
