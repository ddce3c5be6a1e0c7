import { LOGIN_MODAL_WAKE_EVENT } from '../shared/constants';
import { $loginRequest, closeLogin } from '../stores/login-modal';

/**
 * The desktop login modal's dialog (components/LoginDialog.astro) follows $loginRequest: showModal() in the task that
 * asks for the login, so the dialog, its title and close button show at once, then the login views' island is woken
 * (client:interaction) to hydrate behind it. Closing gives focus back to what had it. Escape does not close it: the
 * close button does (a half-typed login is not lost to a stray key).
 */
export function followLoginRequest(dialog: HTMLDialogElement | null): void {
  if (!dialog) return;
  let opener: HTMLElement | null = null;
  dialog.querySelector('[data-login-close]')?.addEventListener('click', closeLogin);
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  // A second Escape with no click between is not cancelable in Chromium: the dialog closes, and the store follows.
  dialog.addEventListener('close', closeLogin);
  $loginRequest.subscribe((view) => {
    if (view && !dialog.open) {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.dispatchEvent(new Event(LOGIN_MODAL_WAKE_EVENT));
    } else if (!view) {
      if (dialog.open) dialog.close();
      opener?.focus();
      opener = null;
    }
  });
}
