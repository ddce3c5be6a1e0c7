/**
 * The message centre (/message, spec §2): the member's messages newest first, a page at a time as the shopper nears
 * the end of the list (a Load more button for keyboards and browsers without IntersectionObserver), each with its
 * kind's icon, an unread marker and its time in the shopper's timezone. Opening one marks it read and goes to what it
 * is about (a system message opens in place); Mark all as read clears the bell at once.
 */
import { useStore } from '@nanostores/react';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKind } from '../../shared/contract/constants';
import type { MessageItem } from '../../shared/contract/message';
import { messagePage, messageRead, messageReadAll } from '../../shared/contract/refs/message';
import { formatDate } from '../../shared/dates';
import { api } from '../../stores/api';
import { $localeInfo } from '../../stores/state';
import { showToast } from '../../stores/toast';
import { setUnreadCount } from '../../stores/unread';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from './MemberPending';
import { messageTarget } from './message-target';
import { useMember } from './use-member';
import './me.css';
import './inbox.css';

const PAGE_SIZE = 20;

const ICONS: Record<MessageKind, ReactNode> = {
  back_in_stock: (
    <>
      <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5Z" />
      <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />
    </>
  ),
  order: (
    <>
      <path d="M6 3.5h12v17l-3-2-3 2-3-2-3 2Z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  after_sale: (
    <>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h11a5 5 0 0 1 0 10h-3" />
    </>
  ),
  voucher: (
    <>
      <path d="M3.5 7.5h17v3a1.5 1.5 0 0 0 0 3v3h-17v-3a1.5 1.5 0 0 0 0-3Z" />
      <path d="M14.5 8v1.5M14.5 11.25v1.5M14.5 14.5V16" />
    </>
  ),
  system: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5M12 7.75v.5" />
    </>
  ),
};

/** A plain click follows the link after the read is saved; a modified one (new tab) is the browser's. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

function MessageCenter({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const { timeZone } = useStore($localeInfo, { ssr: 'initial' });
  const state = useMember(signedIn);
  const [list, setList] = useState<MessageItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const busy = useRef(false);
  const pages = useRef(0);
  const end = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const page = await api.request(messagePage, { page_num: pages.current + 1, page_size: PAGE_SIZE });
      pages.current++;
      setTotal(page.total);
      // A message that arrived meanwhile shifts the pages: keep each message once.
      setList((before) => {
        const seen = new Set((before ?? []).map((m) => m.msg_no));
        return [...(before ?? []), ...page.list.filter((m) => !seen.has(m.msg_no))];
      });
    } catch {
      setList((before) => before ?? []);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (state === 'member') void loadMore();
  }, [state, loadMore]);

  const more = list !== null && pages.current * PAGE_SIZE < total;
  useEffect(() => {
    const target = end.current;
    if (!more || !target || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, loadMore]);

  const markRead = (msgNo: string) => setList((before) => before?.map((m) => (m.msg_no === msgNo ? { ...m, read: true } : m)) ?? null);

  const read = async (m: MessageItem) => {
    if (m.read) return;
    markRead(m.msg_no);
    try {
      setUnreadCount((await api.request(messageRead, { msg_no: m.msg_no }, { silent: true })).count);
    } catch {
      // The message stays unread on the server; the next visit shows it so.
    }
  };

  const open = (m: MessageItem, href: string | null) => (e: MouseEvent) => {
    if (href === null) {
      setExpanded((x) => (x === m.msg_no ? null : m.msg_no));
      void read(m);
      return;
    }
    if (!plainClick(e)) {
      void read(m);
      return;
    }
    e.preventDefault();
    void read(m).then(() => location.assign(href));
  };

  const readAll = async () => {
    try {
      setUnreadCount((await api.request(messageReadAll, {})).count);
      setList((before) => before?.map((m) => ({ ...m, read: true })) ?? null);
      showToast(t('inbox.allRead'));
    } catch {
      // api.request has shown why.
    }
  };

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
        <button type="button" className="btn btn-secondary" onClick={() => void readAll()} disabled={list.every((m) => m.read)}>
          {t('inbox.markAllRead')}
        </button>
      </div>
      <ul className="inbox-list card">
        {list.map((m) => {
          const href = messageTarget(m, lang);
          const isOpen = expanded === m.msg_no;
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
                <span className={isOpen ? 'inbox-body is-open' : 'inbox-body'}>{m.body}</span>
                <span className="inbox-meta">
                  <span>{t(`inbox.kind.${m.kind}`)}</span>
                  <time dateTime={new Date(m.created_at).toISOString()}>{formatDate(m.created_at, timeZone, lang, 'datetime')}</time>
                </span>
              </span>
            </>
          );
          return (
            <li key={m.msg_no} className={m.read ? 'inbox-item' : 'inbox-item is-unread'}>
              {href === null ? (
                <button type="button" className="inbox-open" aria-expanded={isOpen} onClick={open(m, null)}>
                  {content}
                </button>
              ) : (
                <a className="inbox-open" href={href} onClick={open(m, href)}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <div ref={end} className="inbox-end">
        {more ? (
          <button type="button" className="btn btn-secondary" onClick={() => void loadMore()} disabled={loading}>
            {loading ? t('inbox.loading') : t('inbox.loadMore')}
          </button>
        ) : (
          total > PAGE_SIZE && <p>{t('inbox.end')}</p>
        )}
      </div>
    </div>
  );
}

export default island(MessageCenter);
