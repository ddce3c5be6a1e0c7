/**
 * Account data deletion (/delete, spec §2, §9): what will happen, one of the four reasons, and a code sent (through the
 * captcha) to the member's current phone or e-mail. On success every session has ended: the page logs out here too and
 * tells the shopper the day after which their data is erased.
 */
import { useId, useState } from 'react';
import { CODE_TYPE, DELETION_REASON, type DeletionReason } from '../../shared/contract/constants';
import { deleteAccount } from '../../shared/contract/refs/deletion';
import { isValidCode } from '../../shared/contract/rules';
import { formatDate } from '../../shared/dates';
import { localizePath } from '../../shared/lang';
import { maskAccount } from '../../shared/mask';
import type { MessageKey } from '../../shared/messages';
import { api } from '../../stores/api';
import { accountText, type LoginAccount } from '../../stores/login-flow';
import { logOut } from '../../stores/logout';
import { showToast } from '../../stores/toast';
import { island, useLocale, useT } from '../locale';
import CodeInput from '../login/CodeInput';
import { failureText } from '../login/failure';
import { memberAccount } from '../../stores/login-flow';
import { SendCodeButton, useCodeSender } from '../login/use-code-sender';
import { useMember } from './use-member';
import { $userInfo } from '../../stores/state';
import { useStore } from '@nanostores/react';
import '../login/login.css';
import './me.css';
import { MemberPending } from './MemberPending';

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
  const [reason, setReason] = useState<DeletionReason | null>(null);
  const [kind, setKind] = useState<'phone' | 'email' | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [eraseAfter, setEraseAfter] = useState<string | null>(null);
  const sender = useCodeSender({
    codeType: CODE_TYPE.deleteAccount,
    onError: setError,
    onSent: () => showToast(t('Login.SentSuccessfully')),
  });

  // The answer first: once the account is closed the shopper is a guest, and this is what they need to read.
  if (eraseAfter) {
    return (
      <section className="card deletion-done" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`}>{t('deletion.done.title')}</h2>
        <p>{t('deletion.done.text', { date: formatDate(Date.parse(eraseAfter), 'UTC', lang) })}</p>
        <a className="btn btn-primary" href={localizePath('/', lang)}>
          {t('deletion.done.home')}
        </a>
      </section>
    );
  }
  if (state !== 'member' || !userInfo) return <MemberPending state={state} />;

  const accounts = (['phone', 'email'] as const).flatMap((k) => {
    const account = memberAccount(k, userInfo);
    return account ? [{ kind: k, account }] : [];
  });
  const chosen: LoginAccount | undefined = (accounts.find((a) => a.kind === kind) ?? accounts[0])?.account;
  const ready = reason !== null && chosen !== undefined && isValidCode(code);

  const submit = async () => {
    if (!ready) return;
    setError('');
    setBusy(true);
    try {
      const answer = await api.request(deleteAccount, { reason, type_id: chosen.type, check_code: code }, { silent: true });
      // The server ended every session; this clears what the browser kept of the member.
      await logOut();
      setEraseAfter(answer.erase_after);
    } catch (err) {
      setError(failureText(err, t));
    } finally {
      setBusy(false);
    }
  };

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
          void submit();
        }}
      >
        <fieldset>
          <legend className="field-label">{t('deletion.reason.legend')}</legend>
          {REASONS.map(([value, label]) => (
            <label key={value} className="deletion-choice">
              <input type="radio" name={`${id}-reason`} checked={reason === value} onChange={() => setReason(value)} />
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
                  checked={chosen === a.account}
                  onChange={() => {
                    setKind(a.kind);
                    setCode('');
                  }}
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
            <CodeInput id={`${id}-code`} value={code} onChange={setCode} boxes={false} invalid={!!error} />
            <SendCodeButton sender={sender} account={chosen ?? null} />
          </div>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!ready || busy}>
          {t('deletion.submit')}
        </button>
      </form>
      {sender.dialog}
    </div>
  );
}

export default island(DeleteAccount);
