/**
 * 'Log out' with the spec's confirmation (§2): 'are you sure you want to log out', a note that the member must log
 * in again, Confirm and Cancel. Shown only for a member with a user name (§6). Used in the desktop side menu and on
 * /setting.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useUniqueId } from './use-unique-id';
import { localizePath } from '../shared/lang';
import { $lang, tr } from '../stores/i18n';
import { logOut } from '../stores/logout';
import { $userInfo } from '../stores/state';
import Modal from './Modal';

export default function LogoutButton({ className = 'menu-action' }: { className?: string }) {
  const { userInfo } = useStore($userInfo);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useUniqueId();
  if (!userInfo?.user_name) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)}>
        {tr('menu.logout')}
      </button>
      {asking && (
        <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={() => setAsking(false)} className="confirm-dialog">
          <h2 id={`${id}-title`} className="dialog-title">
            {tr('menu.logoutConfirm')}
          </h2>
          <p id={`${id}-text`}>{tr('menu.logoutNote')}</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)} autoFocus>
              {tr('logout.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void logOut().then(() => location.assign(localizePath('/', $lang.get())));
              }}
            >
              {tr('logout.confirm')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
