/**
 * One message of the centre: its kind's icon, an unread marker, its title, body and time. Opening it marks it read and
 * goes to what it is about; a system message opens in place.
 */
import type { MouseEvent } from 'react';
import type { MessageItem } from '../../shared/contract/message';
import { formatDate } from '../../shared/dates';
import type { MessageCentre } from '../../stores/messages/centre';
import { useLocale, useT } from '../locale';
import { ICONS } from './message-icons';
import { messageTarget } from './message-target';

/** A plain click follows the link after the read is saved; a modified one (new tab) is the browser's. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function MessageRow(props: { m: MessageItem; centre: MessageCentre; timeZone: string; open: boolean; onToggle: () => void }) {
  const { m, centre } = props;
  const t = useT();
  const { lang } = useLocale();
  const href = messageTarget(m, lang);

  const content = (
    <>
      <span className={`inbox-icon kind-${m.kind}`}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          {ICONS[m.kind]}
        </svg>
      </span>
      <span className="inbox-text">
        <span className="inbox-head">
          {!m.read && (
            <span className="inbox-dot">
              <span className="sr-only">{t('inbox.unread')}</span>
            </span>
          )}
          <span className="inbox-title">{m.title}</span>
        </span>
        <span className={props.open ? 'inbox-body is-open' : 'inbox-body'}>{m.body}</span>
        <span className="inbox-meta">
          <span>{t(`inbox.kind.${m.kind}`)}</span>
          <time dateTime={new Date(m.created_at).toISOString()}>{formatDate(m.created_at, props.timeZone, lang, 'datetime')}</time>
        </span>
      </span>
    </>
  );

  return (
    <li className={m.read ? 'inbox-item' : 'inbox-item is-unread'}>
      {href === null ? (
        <button
          type="button"
          className="inbox-open"
          aria-expanded={props.open}
          onClick={() => {
            props.onToggle();
            void centre.read(m);
          }}
        >
          {content}
        </button>
      ) : (
        <a
          className="inbox-open"
          href={href}
          onClick={(e) => {
            if (!plainClick(e)) {
              void centre.read(m);
              return;
            }
            e.preventDefault();
            void centre.read(m).then(() => location.assign(href));
          }}
        >
          {content}
        </a>
      )}
    </li>
  );
}
