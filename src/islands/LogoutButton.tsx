/**
 * 'Log out' with the spec's confirmation (§2): 'are you sure you want to log out', a note that the member must log
 * in again, Confirm and Cancel. Shown only for a member with a user name (§6). Used in the desktop side menu and on
 * /setting.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { localizePath } from '../shared/lang';
import { logOut } from '../stores/logout';
import { $userInfo } from '../stores/state';
import { island, useLocale, useT } from './locale';
import Modal from './Modal';

/** The control inside another island (/setting); the side menu renders it as an island of its own. */
export function LogoutControl({ className = 'menu-action' }: { className?: string }) {
  const t = useT();
  const { lang } = useLocale();
  // The server renders no member: the button appears once the browser knows one.
  const { userInfo } = useStore($userInfo, { ssr: 'initial' });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  if (!userInfo?.user_name) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)}>
        {t('menu.logout')}
      </button>
      {asking && (
        <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={() => setAsking(false)} className="confirm-dialog">
          <h2 id={`${id}-title`} className="dialog-title">
            {t('menu.logoutConfirm')}
          </h2>
          <p id={`${id}-text`}>{t('menu.logoutNote')}</p>
          <div className="dialog-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setAsking(false)}
              // biome-ignore lint/a11y/noAutofocus: an opened dialog takes focus (APG), and the safe choice is the one to land on.
              autoFocus
            >
              {t('logout.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void logOut().then(() => location.assign(localizePath('/', lang)));
              }}
            >
              {t('logout.confirm')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

export default island(LogoutControl);
