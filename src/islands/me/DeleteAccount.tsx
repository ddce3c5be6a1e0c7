/**
 * Account data deletion (/delete, spec §2, §9): what will happen, one of the four reasons, and a code sent (through the
 * captcha) to the member's current phone or e-mail. On success every session has ended: the page logs out here too and
 * tells the shopper the day after which their data is erased. The flow is src/stores/me/deletion.ts.
 */
import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import { CODE_TYPE, DELETION_REASON, type DeletionReason } from '../../shared/contract/constants';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import { maskAccount } from '../../shared/mask';
import type { MessageKey } from '../../shared/messages';
import { accountText } from '../../stores/login-flow';
import { codeAccounts, createDeletion, deletionReady, pickAccount } from '../../stores/me/deletion';
import { $userInfo } from '../../stores/state';
import { showToast } from '../../stores/toast';
import { island, useLocale, useT } from '../locale';
import CodeInput from '../login/CodeInput';
import { SendCodeButton, useCodeSender } from '../login/use-code-sender';
import { MemberPending } from './MemberPending';
import { useMember } from './use-member';
import '../login/login.css';
import './me.css';

const REASONS: [DeletionReason, MessageKey][] = [
  [DELETION_REASON.poorExperience, 'deletion.reason.poorExperience'],
  [DELETION_REASON.noLongerUsing, 'deletion.reason.noLongerUsing'],
  [DELETION_REASON.preferNotToSay, 'deletion.reason.preferNotToSay'],
  [DELETION_REASON.other, 'deletion.reason.otherReason'],
];

const CONSEQUENCES: MessageKey[] = ['deletion.what.signedOut', 'deletion.what.erased', 'deletion.what.orders', 'deletion.what.unfinished'];

function DeleteAccount({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  const state = useMember(signedIn);
  const { userInfo } = useStore($userInfo, { ssr: 'initial' });
  const deletion = useMemo(() => createDeletion(), []);
  const s = useStore(deletion.$deletion);
  const sender = useCodeSender({
    codeType: CODE_TYPE.deleteAccount,
    onError: deletion.fail,
    onSent: () => showToast(t('Login.SentSuccessfully')),
  });

  // The answer first: once the account is closed the shopper is a guest, and this is what they need to read.
  if (s.eraseAfter) {
    return (
      <section className="card deletion-done" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`}>{t('deletion.done.title')}</h2>
        <p>{t('deletion.done.text', { date: formatDate(Date.parse(s.eraseAfter), 'UTC', lang) })}</p>
        <a className="btn btn-primary" href={localizePath('/', lang)}>
          {t('deletion.done.home')}
        </a>
      </section>
    );
  }
  if (state !== 'member' || !userInfo) return <MemberPending state={state} />;

  const accounts = codeAccounts(userInfo);
  const picked = pickAccount(accounts, s.kind);
  const chosen = picked?.account;

  return (
    <div className="me">
      <section className="card deletion-what" aria-labelledby={`${id}-what`}>
        <h2 id={`${id}-what`}>{t('deletion.what.title')}</h2>
        <ul>
          {CONSEQUENCES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <form
        className="card login-form deletion-form"
        onSubmit={(e) => {
          e.preventDefault();
          void deletion.submit(chosen);
        }}
      >
        <fieldset>
          <legend className="field-label">{t('deletion.reason.legend')}</legend>
          {REASONS.map(([value, label]) => (
            <label key={value} className="deletion-choice">
              <input type="radio" name={`${id}-reason`} checked={s.reason === value} onChange={() => deletion.setReason(value)} />
              {t(label)}
            </label>
          ))}
        </fieldset>
        {accounts.length > 1 ? (
          <fieldset>
            <legend className="field-label">{t('deletion.codeTo')}</legend>
            {accounts.map((a) => (
              <label key={a.kind} className="deletion-choice">
                <input
                  type="radio"
                  name={`${id}-account`}
                  checked={picked?.kind === a.kind}
                  onChange={() => deletion.chooseAccount(a.kind)}
                />
                {maskAccount(accountText(a.account))}
              </label>
            ))}
          </fieldset>
        ) : (
          chosen && <p className="code-sent">{t('deletion.codeToOne', { account: maskAccount(accountText(chosen)) })}</p>
        )}
        <div className="field-block">
          <label className="field-label" htmlFor={`${id}-code`}>
            {t('login.codeLabel')}
          </label>
          <div className="code-row">
            <CodeInput id={`${id}-code`} value={s.code} onChange={deletion.setCode} boxes={false} invalid={!!s.error} />
            <SendCodeButton sender={sender} account={chosen ?? null} />
          </div>
        </div>
        {s.error && (
          <p className="field-error" role="alert">
            {s.error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!deletionReady(s, chosen)}>
          {t('deletion.submit')}
        </button>
      </form>
      {sender.dialog}
    </div>
  );
}

export default island(DeleteAccount);
