/**
 * Account data deletion (spec §2 /delete, §9; §7 lists the call as "not shown": named in the spec's style,
 * docs/decisions/account-deletion.md). The reasons are the contract's constants (DELETION_REASON), not a call: the page names them.
 */
import * as v from 'valibot';
import { defineCall } from './call';
import { ACCOUNT_TYPE, DELETION_REASON } from './constants';
import { Code } from './rules';

export const DeletionAnswer = v.object({
  /** The day (YYYY-MM-DD, UTC) after which the member's personal data is erased: 7 working days on. */
  erase_after: v.pipe(v.string(), v.isoDate()),
});
export type DeletionAnswer = v.InferOutput<typeof DeletionAnswer>;

export const deleteAccount = defineCall({
  method: 'POST',
  path: '/member/user/delete',
  summary:
    "Closes the member's account (code_type 6 sent to their current phone or e-mail): every session ends, login is refused, the data is erased after the window. 1101026 while an order or after-sales request is unfinished.",
  access: 'member',
  input: v.object({
    reason: v.picklist(Object.values(DELETION_REASON)),
    /** Which of the member's current accounts the code went to. */
    type_id: v.picklist(Object.values(ACCOUNT_TYPE)),
    check_code: Code,
  }),
  output: DeletionAnswer,
  ours: true,
});
