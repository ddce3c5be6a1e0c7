import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageItem } from '../../shared/contract/message';
import { ERR } from '../../shared/errors';
import { type FakeAnswer, type FakeCall, fakeApi, refuse } from '../../../tests/unit/fake-api';
import { hasMore } from '../paged';
import { $userInfo } from '../state';
import { $toast } from '../toast';
import { createMessageCentre, MESSAGE_PAGE_SIZE } from './centre';

const message = (n: number, read = false): MessageItem => ({
  msg_no: `m${n}`,
  kind: 'system',
  event: 'welcome',
  title: `Message ${n}`,
  body: 'Welcome',
  read,
  created_at: 1_700_000_000_000 - n,
  about: {},
});
const ALL = Array.from({ length: 45 }, (_, i) => message(i + 1));

/** Pages of ALL; reads answer the count left, or `answer` decides. */
function stubApi(answer: (call: FakeCall) => FakeAnswer = () => undefined) {
  return fakeApi((call) => {
    if (call.path === '/message/page') {
      const { page_num } = call.body as { page_num: number };
      return { data: { list: ALL.slice((page_num - 1) * MESSAGE_PAGE_SIZE, page_num * MESSAGE_PAGE_SIZE), total: ALL.length } };
    }
    return answer(call) ?? { data: { count: call.path === '/message/read' ? 44 : 0 } };
  });
}

beforeEach(() => {
  $toast.set(null);
  $userInfo.setKey('messageNumber', 45);
});
afterEach(() => vi.unstubAllGlobals());

describe('the message centre', () => {
  it('pages through the messages until the last', async () => {
    const calls = stubApi();
    const centre = createMessageCentre();
    await centre.start();
    expect(centre.$state.get().items).toHaveLength(20);
    await centre.more();
    await centre.more();
    expect(centre.$state.get().items).toHaveLength(45);
    expect(hasMore(centre.$state.get(), MESSAGE_PAGE_SIZE)).toBe(false);
    expect(calls.map((c) => (c.body as { page_num: number }).page_num)).toEqual([1, 2, 3]);
  });

  it('marks an opened message read at once, and takes the count the server answers', async () => {
    const calls = stubApi();
    const centre = createMessageCentre();
    await centre.start();
    const first = centre.$state.get().items![0]!;
    const reading = centre.read(first);
    expect(centre.$state.get().items![0]!.read).toBe(true);
    await reading;
    expect($userInfo.get().messageNumber).toBe(44);
    await centre.read({ ...first, read: true });
    expect(calls.filter((c) => c.path === '/message/read')).toHaveLength(1);
  });

  it('keeps the bell as it was when a read fails, silently', async () => {
    stubApi((call) => (call.path === '/message/read' ? refuse(ERR.SYSTEM_CALL_EXCEPTION) : undefined));
    const centre = createMessageCentre();
    await centre.start();
    await centre.read(centre.$state.get().items![1]!);
    expect($userInfo.get().messageNumber).toBe(45);
    expect($toast.get()).toBeNull();
  });

  it('marks all read, clears the bell and says so; a refusal changes nothing', async () => {
    let refused = true;
    stubApi((call) => (call.path === '/message/read_all' && refused ? refuse(ERR.SYSTEM_CALL_EXCEPTION) : undefined));
    const centre = createMessageCentre();
    await centre.start();
    await centre.readAll();
    expect(centre.$state.get().items!.some((m) => m.read)).toBe(false);
    expect($userInfo.get().messageNumber).toBe(45);
    refused = false;
    await centre.readAll();
    expect(centre.$state.get().items!.every((m) => m.read)).toBe(true);
    expect($userInfo.get().messageNumber).toBe(0);
    expect($toast.get()?.text).toBe('inbox.allRead');
  });
});
