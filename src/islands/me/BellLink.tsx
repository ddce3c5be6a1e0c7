/** The bell of the personal centre: a link to the messages, saying how many are unread (99+ at most). */
import { badgeText } from '../../shared/badge';
import { useT } from '../locale';

export function BellLink({ href, unread }: { href: string; unread: number }) {
  const t = useT();
  const badge = badgeText(unread);
  return (
    <a className="me-bell" href={href} aria-label={badge ? t('me.messagesUnread', { count: badge }) : t('me.messages')}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
        <path d="M6 10a6 6 0 0 1 12 0v4l2 3H4l2-3Zm4 9a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      {badge && (
        <span className="count-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </a>
  );
}
