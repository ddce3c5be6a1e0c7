/**
 * Personal information and settings (/setting, spec §2): the member's avatar, name, birth date and password (changed
 * here, in dialogs), phone and e-mail rows leading to the screens that change them, country and language, account data
 * deletion, and log out. A guest is asked to log in.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { LANGUAGES, localizePath } from '../../shared/lang';
import type { MessageKey } from '../../shared/messages';
import { chosenName } from '../../shared/member-name';
import { formatPhone } from '../../shared/phone';
import { $userInfo } from '../../stores/state';
import { LogoutControl } from '../LogoutButton';
import { island, useLocale, useT } from '../locale';
import { AvatarControl } from './AvatarControl';
import { PasswordDialog } from './PasswordDialog';
import { BirthdayDialog, birthdayText, NameDialog } from './ProfileDialogs';
import { useMember } from './use-member';
import '../login/login.css';
import './me.css';
import { MemberPending } from './MemberPending';

/** A row leads to the screen that changes it, or opens the dialog that does. */
type Editor = 'name' | 'birthday' | 'password';
type Row = { label: MessageKey; value: string } & ({ path: string } | { edit: Editor });

function Settings({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const [editing, setEditing] = useState<Editor | null>(null);
  const { lang, country } = useLocale();
  const { userInfo } = useStore($userInfo, { ssr: 'initial' });
  const state = useMember(signedIn);

  if (state !== 'member' || !userInfo) return <MemberPending state={state} />;

  const rows: Row[] = [
    // The name the shop made at the first login is not the member's: not set until they choose one.
    { label: 'setting.name', value: chosenName(userInfo) ?? t('setting.notSet'), edit: 'name' },
    {
      label: 'profile.birthday',
      value: userInfo.birthday ? birthdayText(userInfo.birthday, lang) : t('setting.notSet'),
      edit: 'birthday',
    },
    {
      label: 'setting.phone',
      value: userInfo.phone ? formatPhone(userInfo.phone) : t('setting.notSet'),
      path: userInfo.phone ? '/verifyPhone' : '/bindPhone',
    },
    { label: 'setting.email', value: userInfo.email || t('setting.notSet'), path: userInfo.email ? '/verifyEmail' : '/bindEmail' },
    // Without a password there is none to prove: one is set with a code, as a forgotten one is.
    userInfo.has_password
      ? { label: 'setting.password', value: '••••••', edit: 'password' }
      : { label: 'setting.password', value: t('setting.notSet'), path: '/forgetPassword' },
    { label: 'me.country', value: t(`country.name.${country}`), path: '/setting-country' },
    { label: 'me.language', value: LANGUAGES[lang].name, path: '/setLanguage' },
    { label: 'deletion.title', value: '', path: '/delete' },
  ];
  const chevron = (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
  return (
    <div className="me">
      <AvatarControl member={userInfo} />
      <nav className="me-links card" aria-label={t('setting.title')}>
        <ul>
          {rows.map((r) => (
            <li key={r.label}>
              {'edit' in r ? (
                <button type="button" className="setting-button" aria-haspopup="dialog" onClick={() => setEditing(r.edit)}>
                  <span>{t(r.label)}</span>
                  <span className="setting-value">{r.value}</span>
                  {chevron}
                </button>
              ) : (
                <a href={localizePath(r.path, lang)}>
                  <span>{t(r.label)}</span>
                  <span className="setting-value">{r.value}</span>
                  {chevron}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <LogoutControl className="btn btn-secondary setting-logout" />
      {editing === 'name' && <NameDialog member={userInfo} onClose={() => setEditing(null)} />}
      {editing === 'birthday' && <BirthdayDialog member={userInfo} onClose={() => setEditing(null)} />}
      {editing === 'password' && <PasswordDialog member={userInfo} onClose={() => setEditing(null)} />}
    </div>
  );
}

export default island(Settings);
