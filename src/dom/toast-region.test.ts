// @vitest-environment happy-dom
// The toast's live region (issue 29, item 14): in its place on the page, and inside the topmost open modal dialog while
// one is open (its top layer, where the toast is above the dialog and heard), back in its place when that closes.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToast, showToast } from '../stores/toast';
import { showToastsIn, topModalDialog } from './toast-region';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

let region: HTMLElement;

beforeAll(() => {
  // happy-dom does not know :modal (it matches nothing): here the dialogs opened with showModal() are the modal ones.
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return matches.call(this, selector === ':modal' ? 'dialog[open]' : selector);
  });
  document.body.innerHTML =
    '<main></main><div class="toast-region" role="status" aria-live="polite" data-toast-region></div><footer></footer>';
  region = document.querySelector<HTMLElement>('[data-toast-region]')!;
  showToastsIn(region);
});
afterEach(() => {
  clearToast();
  for (const dialog of document.querySelectorAll('dialog')) {
    if (dialog.open) dialog.close();
    dialog.remove();
  }
});

function openDialog(parent: Element = document.body): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.innerHTML = '<h2>Title</h2>';
  parent.appendChild(dialog);
  dialog.showModal();
  return dialog;
}

describe('the toast region', () => {
  it('shows a toast in its place when no dialog is open', () => {
    showToast('Saved');
    expect(region.parentElement).toBe(document.body);
    expect(region.textContent).toBe('Saved');
    clearToast();
    expect(region.textContent).toBe('');
  });

  it('moves into an open modal dialog, fills a frame later, and goes back when the dialog closes', async () => {
    const dialog = openDialog();
    showToast('Name taken');
    expect(region.parentElement).toBe(dialog);
    await vi.waitFor(() => expect(region.textContent).toBe('Name taken'));
    // Its last child: after the dialog's title in reading order.
    expect(dialog.lastElementChild).toBe(region);
    dialog.close();
    await vi.waitFor(() => expect(region.parentElement).toBe(document.body));
    // Back between the page's main and footer, where the server put it.
    expect(region.previousElementSibling?.tagName).toBe('MAIN');
    expect(region.nextElementSibling?.tagName).toBe('FOOTER');
  });

  it('goes into the topmost dialog: the captcha opened inside the login dialog', async () => {
    const login = openDialog();
    const captcha = openDialog(login);
    expect(topModalDialog()).toBe(captcha);
    showToast('Code sent');
    await frame();
    expect(region.parentElement).toBe(captcha);
    expect(region.textContent).toBe('Code sent');
  });

  it('finds its way back on the next toast even when a dialog left without closing', async () => {
    const dialog = openDialog();
    showToast('First');
    expect(region.parentElement).toBe(dialog);
    // Taken out of the page while open: no close event comes.
    dialog.remove();
    showToast('Second');
    expect(region.parentElement).toBe(document.body);
    await vi.waitFor(() => expect(region.textContent).toBe('Second'));
  });
});
