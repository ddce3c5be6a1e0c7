/** 'Log out' in the desktop account side menu: shown only for a member with a user name (spec §2, §6). */
import { useStore } from '@nanostores/react';
import { localizePath } from '../shared/lang';
import { api } from '../stores/api';
import { $lang, tr } from '../stores/i18n';
import { clearPersisted } from '../stores/persist';
import { $userInfo } from '../stores/state';

async function logOut(): Promise<void> {
  if (!window.confirm(`${tr('menu.logoutConfirm')}\n${tr('menu.logoutNote')}`)) return;
  await api.call('member/user/logout', { method: 'POST', body: {}, silent: true, noAuth: true }).catch(() => {});
  const { deviceId } = $userInfo.get();
  clearPersisted();
  $userInfo.setKey('deviceId', deviceId);
  window.postMessage({ type: 'LOGIN', message: 'User logged out' }, location.origin);
  location.assign(localizePath('/', $lang.get()));
}

export default function LogoutMenuItem() {
  const { userInfo } = useStore($userInfo);
  if (!userInfo?.user_name) return null;
  return (
    <button type="button" className="menu-action" onClick={() => void logOut()}>
      {tr('menu.logout')}
    </button>
  );
}
