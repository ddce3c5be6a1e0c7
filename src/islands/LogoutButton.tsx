/**
 * 'Log out' with the spec's confirmation (§2): 'are you sure you want to log out', a note that the member must log
 * in again, Confirm and Cancel. Shown only for a member with a user name (§6). Used in the desktop side menu and on
 * /setting.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { localizePath } from '../shared/lang';
import { logOut } from '../stores/logout';
import { $userInfo } from '../stores/state';
import { ConfirmDialog } from './ConfirmDialog';
import { island, useLocale, useT } from './locale';

/** The control inside another island (/setting); the side menu renders it as an island of its own. */
export function LogoutControl({ className = 'menu-action' }: { className?: string }) {
  const t = useT();
  const { lang } = useLocale();
  // The server renders no member: the button appears once the browser knows one.
  const { userInfo } = useStore($userInfo, { ssr: 'initial' });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!userInfo?.user_name) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)}>
        {t('menu.logout')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('menu.logoutConfirm')}
          text={t('menu.logoutNote')}
          cancel={t('logout.cancel')}
          confirm={t('logout.confirm')}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setBusy(true);
            void logOut().then(() => location.assign(localizePath('/', lang)));
          }}
        />
      )}
    </>
  );
}

export default island(LogoutControl);
