/**
 * The message centre (/message, spec §2): the member's messages newest first, a page at a time as the shopper nears
 * the end of the list (a Load more button for keyboards and browsers without IntersectionObserver), each with its
 * kind's icon, an unread marker and its time in the shopper's timezone. Opening one marks it read and goes to what it
 * is about (a system message opens in place); Mark all as read clears the bell at once. The flow is
 * src/stores/messages/centre.ts.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createMessageCentre, MESSAGE_PAGE_SIZE } from '../../stores/messages/centre';
import { hasMore } from '../../stores/paged';
import { $localeInfo } from '../../stores/state';
import { island, useT } from '../locale';
import { MemberPending } from './MemberPending';
import { MessageRow } from './MessageRow';
import { useMember } from './use-member';
import './me.css';
import './inbox.css';

function MessageCenter({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { timeZone } = useStore($localeInfo, { ssr: 'initial' });
  const state = useMember(signedIn);
  const centre = useMemo(() => createMessageCentre(), []);
  const paged = useStore(centre.$state);
  const { items: list, total, loading } = paged;
  // Which system message is open in place: the row's look, not the flow.
  const [expanded, setExpanded] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const more = hasMore(paged, MESSAGE_PAGE_SIZE);

  useEffect(() => {
    if (state === 'member') void centre.start();
  }, [state, centre]);

  useEffect(() => {
    const target = end.current;
    if (!more || !target || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void centre.more();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, centre]);

  if (state !== 'member') return <MemberPending state={state} />;
  if (list === null) return <p className="inbox-status">{t('inbox.loading')}</p>;

  if (list.length === 0) {
    return (
      <div className="inbox-empty card">
        <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
          <path d="M6 10a6 6 0 0 1 12 0v4l2 3H4l2-3Z" />
          <path d="M10 19a2 2 0 0 0 4 0" />
        </svg>
        <h2>{t('inbox.empty')}</h2>
        <p>{t('inbox.emptyText')}</p>
      </div>
    );
  }

  return (
    <div className="inbox">
      <div className="inbox-tools">
        <button type="button" className="btn btn-secondary" onClick={() => void centre.readAll()} disabled={list.every((m) => m.read)}>
          {t('inbox.markAllRead')}
        </button>
      </div>
      <ul className="inbox-list card">
        {list.map((m) => (
          <MessageRow
            key={m.msg_no}
            m={m}
            centre={centre}
            timeZone={timeZone}
            open={expanded === m.msg_no}
            onToggle={() => setExpanded((x) => (x === m.msg_no ? null : m.msg_no))}
          />
        ))}
      </ul>
      <div ref={end} className="inbox-end">
        {more ? (
          <button type="button" className="btn btn-secondary" onClick={() => void centre.more()} disabled={loading}>
            {loading ? t('inbox.loading') : t('inbox.loadMore')}
          </button>
        ) : (
          total > MESSAGE_PAGE_SIZE && <p>{t('inbox.end')}</p>
        )}
      </div>
    </div>
  );
}

export default island(MessageCenter);
