// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_MODAL_WAKE_EVENT } from '../shared/constants';
import { $loginRequest } from '../stores/login-modal';
import { followLoginRequest } from './login-dialog';

const PAGE = `<button id="opener">Log in</button>
<dialog data-login-dialog aria-labelledby="t"><h2 id="t">Log in</h2><button data-login-close>Close</button></dialog>`;

function setUp() {
  document.body.innerHTML = PAGE;
  const dialog = document.querySelector('dialog')!;
  const wakes: Event[] = [];
  document.addEventListener(LOGIN_MODAL_WAKE_EVENT, (event) => wakes.push(event));
  followLoginRequest(dialog);
  return { dialog, wakes, opener: document.querySelector<HTMLButtonElement>('#opener')! };
}

afterEach(() => $loginRequest.set(null));

describe('the login dialog', () => {
  it('opens in the same task as the request, then wakes the island with the views', () => {
    const { dialog, wakes } = setUp();
    expect(dialog.open).toBe(false);
    $loginRequest.set('phone');
    expect(dialog.open).toBe(true);
    expect(wakes).toHaveLength(1);
  });

  it('closes from its close button and gives focus back to the opener', () => {
    const { dialog, opener } = setUp();
    opener.focus();
    $loginRequest.set('phone');
    dialog.querySelector<HTMLButtonElement>('[data-login-close]')!.click();
    expect($loginRequest.get()).toBeNull();
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape', () => {
    const { dialog } = setUp();
    $loginRequest.set('email');
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect($loginRequest.get()).toBe('email');
  });

  it('lets the request go when the browser closes the dialog itself', () => {
    const { dialog } = setUp();
    $loginRequest.set('phone');
    dialog.dispatchEvent(new Event('close'));
    expect($loginRequest.get()).toBeNull();
  });
});
