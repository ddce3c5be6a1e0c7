/**
 * Personal information and settings (/setting, spec §2): the member's avatar, name, phone, e-mail and password rows
 * leading to the screens that change them, country and language, and log out. A guest is asked to log in.
 */
import { useStore } from '@nanostores/react';
import { localizePath } from '../../shared/lang';
import { goToLogin } from '../../stores/api';
import { $lang, tr } from '../../stores/i18n';
import { $userInfo } from '../../stores/state';
import { useMember } from './use-member';
import LogoutButton from '../LogoutButton';
import { displayName } from './MeCenter';
import './me.css';

export default function Settings() {
  const lang = useStore($lang);
  const { userInfo } = useStore($userInfo);
  const state = useMember();

  if (state === 'guest') {
    return (
      <div className="me-card card me-guest">
        <p>{tr('me.guestText')}</p>
        <button type="button" className="btn btn-primary" onClick={() => goToLogin()}>
          {tr('account.login')}
        </button>
      </div>
    );
  }
  if (state === 'loading' || !userInfo) return <div className="me-skeleton" aria-hidden="true" />;

  const rows = [
    { label: 'setting.name', value: displayName(userInfo), path: null },
    { label: 'setting.phone', value: userInfo.phone ? `+${userInfo.phone}` : tr('setting.notSet'), path: userInfo.phone ? '/verifyPhone' : '/bindPhone' },
    { label: 'setting.email', value: userInfo.email || tr('setting.notSet'), path: userInfo.email ? '/verifyEmail' : '/bindEmail' },
    { label: 'setting.password', value: userInfo.has_password ? '••••••' : tr('setting.notSet'), path: '/forgetPassword' },
    { label: 'me.country', value: '', path: '/setting-country' },
    { label: 'me.language', value: '', path: '/setLanguage' },
  ];
  return (
    <div className="me">
      <nav className="me-links card" aria-label={tr('setting.title')}>
        <ul>
          {rows.map((r) => (
            <li key={r.label}>
              {r.path ? (
                <a href={localizePath(r.path, lang)}>
                  <span>{tr(r.label)}</span>
                  <span className="setting-value">{r.value}</span>
                </a>
              ) : (
                <div className="setting-row">
                  <span>{tr(r.label)}</span>
                  <span className="setting-value">{r.value}</span>
                </div>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <LogoutButton className="btn btn-secondary setting-logout" />
    </div>
  );
}
