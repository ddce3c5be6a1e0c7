import { $toast } from '../stores/toast';

/**
 * Shows the toast in the page's live region, which the server renders empty so screen readers know it before the
 * first message. A new element per toast restarts its entrance animation.
 */
export function showToastsIn(region: HTMLElement | null): void {
  if (!region) return;
  $toast.subscribe((toast) => {
    if (!toast) {
      region.replaceChildren();
      return;
    }
    const p = document.createElement('p');
    p.className = 'toast';
    p.textContent = toast.text;
    region.replaceChildren(p);
  });
}
