/**
 * Bells (components/MessageBell.astro): the unread count of the user slice on every bell of the page, hidden at zero,
 * capped at 99+. Plain script over server markup, like the cart badge: no island on every page for one number.
 */
import { badgeText } from '../shared/badge';
import { tr } from '../stores/i18n';
import { $userInfo } from '../stores/state';

export function showUnreadCountIn(bells: Iterable<HTMLElement>): void {
  const all = [...bells];
  if (all.length === 0) return;
  let shown: string | null = null;
  $userInfo.subscribe(({ messageNumber }) => {
    const text = badgeText(messageNumber);
    if (text === shown) return;
    shown = text;
    const label = text ? tr('inbox.bellUnread', { count: text }) : tr('inbox.bell');
    for (const bell of all) {
      bell.setAttribute('aria-label', label);
      const badge = bell.querySelector<HTMLElement>('[data-count-badge]')!;
      badge.hidden = !text;
      badge.textContent = text;
    }
  });
}
