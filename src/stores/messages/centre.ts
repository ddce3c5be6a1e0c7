/**
 * The message centre (/message, spec §2): the member's messages newest first, a page at a time (src/stores/paged.ts),
 * each read when opened, or all at once; every read the server confirms sets the bell's count (src/stores/unread.ts).
 */
import type { MessageItem } from '../../shared/contract/message';
import { messagePage, messageRead, messageReadAll } from '../../shared/contract/refs/message';
import { api } from '../api';
import { tr } from '../i18n';
import { createPagedList } from '../paged';
import { showToast } from '../toast';
import { setUnreadCount } from '../unread';

export const MESSAGE_PAGE_SIZE = 20;

export function createMessageCentre() {
  // A message that arrived meanwhile shifts the pages: each message is kept once.
  const list = createPagedList<MessageItem>(
    (page) => api.request(messagePage, { page_num: page, page_size: MESSAGE_PAGE_SIZE }),
    (m) => m.msg_no,
  );

  /** Marks it read at once; the server's answer sets the bell. A failed read stays unread there, as the next visit shows. */
  async function read(m: MessageItem): Promise<void> {
    if (m.read) return;
    list.update((items) => items.map((x) => (x.msg_no === m.msg_no ? { ...x, read: true } : x)));
    try {
      setUnreadCount((await api.request(messageRead, { msg_no: m.msg_no }, { silent: true })).count);
    } catch {
      // Nothing to tell: the message opens all the same.
    }
  }

  /** Every message read, the bell cleared; a refusal is the API client's toast and changes nothing. */
  async function readAll(): Promise<void> {
    try {
      setUnreadCount((await api.request(messageReadAll, {})).count);
      list.update((items) => items.map((m) => ({ ...m, read: true })));
      showToast(tr('inbox.allRead'));
    } catch {
      // api.request has shown why.
    }
  }

  return { $state: list.$state, start: list.first, more: list.more, read, readAll };
}

export type MessageCentre = ReturnType<typeof createMessageCentre>;
