/**
 * The login views of the desktop login modal (spec §2), inside the dialog that components/LoginDialog.astro renders and
 * src/dom/login-dialog.ts opens when $loginRequest asks for a login (stores/login-modal). The server renders the
 * loading notice the open dialog shows until this island, woken by the opening (client:interaction), has hydrated.
 */
import { useStore } from '@nanostores/react';
import { closeLogin, $loginRequest } from '../../stores/login-modal';
import { island, useT } from '../locale';
import type { DialogChrome } from './dialog-chrome';
import LoginFlow from './LoginFlow';

/** The dialog's server-rendered title, close button and the place for the back button, beside this island. */
function dialogChrome(): DialogChrome | null {
  const dialog = document.querySelector('dialog[data-login-dialog]');
  const title = dialog?.querySelector<HTMLElement>('[data-login-title]');
  const close = dialog?.querySelector<HTMLElement>('[data-login-close]');
  const back = dialog?.querySelector<HTMLElement>('[data-login-back]');
  return title && close && back ? { title, close, back } : null;
}

function LoginModal() {
  const t = useT();
  // The server has no request: it renders the loading notice, which hydration keeps before showing the views.
  const view = useStore($loginRequest, { ssr: 'initial' });
  const chrome = view ? dialogChrome() : null;
  return (
    <div className="login-modal-body" aria-busy={!chrome}>
      {chrome && view ? (
        <LoginFlow initialView={view} mode="modal" onClose={closeLogin} chrome={chrome} />
      ) : (
        <p className="login-loading">{t('login.loading')}</p>
      )}
    </div>
  );
}

export default island(LoginModal);
