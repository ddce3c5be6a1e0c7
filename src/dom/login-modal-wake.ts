import { LOGIN_MODAL_WAKE_EVENT } from '../shared/constants';
import { $loginRequest } from '../stores/login-modal';

/** A login asked for anywhere on the page wakes the desktop login modal island (client:interaction). */
export function wakeLoginModalOnRequest(): void {
  $loginRequest.subscribe((view) => {
    if (view) document.dispatchEvent(new Event(LOGIN_MODAL_WAKE_EVENT));
  });
}
