/**
 * /applyRefund?order_no=…&sku_no=… (spec §2): the application for one order line, its flow in
 * src/stores/aftersale/apply.ts. A line the address does not name, or one the preview refuses, is said instead of the
 * form.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { type ApplyQuery, createApplyForm } from '../../stores/aftersale/apply';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { ApplyFormView } from './ApplyForm';
import { messageOf } from './message-of';
import '../login/login.css';
import './aftersale.css';

export type { ApplyQuery };

function ApplyRefund({ signedIn, query }: { signedIn: boolean; query: ApplyQuery }) {
  const t = useT();
  const { lang } = useLocale();
  const state = useMember(signedIn);
  const form = useMemo(() => createApplyForm(query, lang), [query, lang]);
  const { preview, blocked } = useStore(form.$form);

  // The preview is asked once the member is known (and again after a login on the page).
  useEffect(() => {
    if (state === 'member') void form.start();
  }, [state, form]);

  if (blocked)
    return (
      <p className="card as-empty" role="alert">
        {blocked.kind === 'noLine' ? t('asp.apply.noLine') : messageOf(blocked.error, t)}
      </p>
    );
  if (state !== 'member' || !preview) return <MemberPending state={state} />;
  return <ApplyFormView form={form} preview={preview} />;
}

export default island(ApplyRefund);
