/**
 * Account data deletion (/delete, spec §2, §9): one of the four reasons, a code sent to the member's current phone or
 * e-mail (the shopper picks which when they have both), then the deletion. On success every session has ended: the
 * page logs out here too and keeps the day after which the data is erased, to tell the shopper.
 */
import { map } from 'nanostores';
import type { DeletionReason } from '../../shared/contract/constants';
import type { MemberInfo } from '../../shared/contract/member';
import { deleteAccount } from '../../shared/contract/refs/deletion';
import { isValidCode } from '../../shared/contract/rules';
import { api } from '../api';
import { failureText, type LoginAccount, memberAccount } from '../login-flow';
import { logOut } from '../logout';

export type AccountKind = 'phone' | 'email';

export interface DeletionState {
  reason: DeletionReason | null;
  /** The account the shopper chose for the code; null: the first the member has. */
  kind: AccountKind | null;
  code: string;
  /** What the last send or the deletion failed with, shown under the code. */
  error: string;
  deleting: boolean;
  /** The day the data is erased after, once the account is closed. */
  eraseAfter: string | null;
}

/** The member's accounts a code can go to, phone first. */
export function codeAccounts(member: MemberInfo): { kind: AccountKind; account: LoginAccount }[] {
  return (['phone', 'email'] as const).flatMap((kind) => {
    const account = memberAccount(kind, member);
    return account ? [{ kind, account }] : [];
  });
}

/** The account the code goes to: the chosen one, else the first. */
export const pickAccount = (accounts: ReturnType<typeof codeAccounts>, kind: AccountKind | null) =>
  accounts.find((a) => a.kind === kind) ?? accounts[0];

export const deletionReady = (s: DeletionState, account: LoginAccount | undefined) =>
  s.reason !== null && account !== undefined && isValidCode(s.code) && !s.deleting;

export function createDeletion() {
  const $deletion = map<DeletionState>({ reason: null, kind: null, code: '', error: '', deleting: false, eraseAfter: null });

  async function submit(account: LoginAccount | undefined): Promise<void> {
    const s = $deletion.get();
    if (!deletionReady(s, account) || !account || s.reason === null) return;
    $deletion.set({ ...s, error: '', deleting: true });
    try {
      const answer = await api.request(deleteAccount, { reason: s.reason, type_id: account.type, check_code: s.code }, { silent: true });
      // The server ended every session; this clears what the browser kept of the member.
      await logOut();
      $deletion.set({ ...$deletion.get(), deleting: false, eraseAfter: answer.erase_after });
    } catch (err) {
      $deletion.set({ ...$deletion.get(), deleting: false, error: failureText(err) });
    }
  }

  return {
    $deletion,
    submit,
    setReason: (reason: DeletionReason) => $deletion.setKey('reason', reason),
    /** A code sent to one account is no use for the other. */
    chooseAccount: (kind: AccountKind) => $deletion.set({ ...$deletion.get(), kind, code: '' }),
    setCode: (code: string) => $deletion.setKey('code', code),
    /** A send that failed, as the code sender words it. */
    fail: (message: string) => $deletion.setKey('error', message),
  };
}

export type Deletion = ReturnType<typeof createDeletion>;
