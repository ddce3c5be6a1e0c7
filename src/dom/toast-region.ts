import { DESKTOP_MEDIA_QUERY } from '../shared/constants';
import { $toast } from '../stores/toast';

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * On phones the toast sits at the bottom; where that would cover what the shopper is using (a page marks it
 * `data-toast-avoid`: the product page's quantity and buttons), it goes to the top instead, unless that covers it too.
 */
function placeClearOf(region: HTMLElement): void {
  region.removeAttribute('data-at');
  const avoid = document.querySelectorAll<HTMLElement>('[data-toast-avoid]');
  if (avoid.length === 0 || matchMedia(DESKTOP_MEDIA_QUERY).matches) return;
  const covers = () => {
    const toast = region.getBoundingClientRect();
    return [...avoid].some((el) => overlaps(toast, el.getBoundingClientRect()));
  };
  if (!covers()) return;
  region.setAttribute('data-at', 'top');
  if (covers()) region.removeAttribute('data-at');
}

/**
 * The topmost open modal dialog, if any. A modal dialog is in the top layer, above everything else of the page, and
 * makes the rest of the page inert: a toast outside it would be under its backdrop and unheard. Nested dialogs (the
 * captcha inside the login dialog) come later in document order than the dialog they are opened from.
 */
export function topModalDialog(doc: Document = document): HTMLDialogElement | null {
  const open = [...doc.querySelectorAll<HTMLDialogElement>('dialog[open]')];
  const modal = open.filter((dialog) => {
    try {
      return dialog.matches(':modal');
    } catch {
      // A browser without :modal (Safari before 15.6): an open dialog is taken for a modal one.
      return true;
    }
  });
  return modal.at(-1) ?? null;
}

/**
 * Shows the toast in the page's live region, which the server renders empty so screen readers know it before the
 * first message. A new element per toast restarts its entrance animation.
 *
 * While a modal dialog is open the region moves into it, so the toast is in the dialog's top layer, above the dialog
 * and heard, and is placed at the bottom of the screen (global.css `.modal .toast-region`), never over the dialog's
 * title. It goes back when the dialog closes. A region that has just moved is filled a frame later: a live region
 * announces changes, not its arrival with text already in it.
 */
export function showToastsIn(region: HTMLElement | null): void {
  if (!region?.parentNode) return;
  const home = region.parentNode;
  const place = document.createComment('toast-region');
  home.insertBefore(place, region);
  let host: HTMLDialogElement | null = null;
  let pending = 0;

  const goHome = () => {
    host?.removeEventListener('close', goHome);
    host = null;
    place.parentNode?.insertBefore(region, place.nextSibling);
  };
  const moveTo = (dialog: HTMLDialogElement | null): boolean => {
    if (dialog === host) return false;
    goHome();
    if (dialog) {
      host = dialog;
      dialog.addEventListener('close', goHome);
      dialog.appendChild(region);
    }
    return true;
  };

  $toast.subscribe((toast) => {
    cancelAnimationFrame(pending);
    if (!toast) {
      region.replaceChildren();
      return;
    }
    const p = document.createElement('p');
    p.className = 'toast';
    p.textContent = toast.text;
    // Inside a dialog the toast is at the dialog's bottom; on the page it keeps clear of what the page marks.
    const show = () => {
      region.replaceChildren(p);
      if (host) region.removeAttribute('data-at');
      else placeClearOf(region);
    };
    if (moveTo(topModalDialog())) {
      region.replaceChildren();
      pending = requestAnimationFrame(show);
    } else show();
  });
}
