import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, later, ok, refuse } from '../../tests/unit/fake-api';
import type { MemberInfo } from '../shared/contract/member';
import { messagesFor } from '../shared/i18n';
import { $messages } from './i18n';
import { $history, submitSearch } from './search';
import { $ranks, $suggestions, askSuggestions, clearHistory, loadHistory, SUGGEST_DELAY_MS } from './search-panel';
import { $userInfo } from './state';
import { $toast } from './toast';

/** The search API; `fail` names paths that answer an error. */
function stubApi({ fail = [] as string[], history = ['milk', 'rice'] } = {}) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  fakeApi(({ path, body }) => {
    calls.push({ path, body });
    if (fail.some((f) => path.endsWith(f))) return refuse(1106001);
    if (path.endsWith('/rank/list')) {
      const list = Array.from({ length: 12 }, (_, i) => ({ keyword: `k${body.search_type}-${i}`, search_count: 100 - i }));
      return ok({ total: 12, list });
    }
    if (path.endsWith('/records')) return ok({ list: history });
    if (path.endsWith('/suggest')) return ok({ list: [{ product_no: 'P-1', product_name: `${body.keyword} 1L` }] });
    return undefined;
  });
  return calls;
}

const member = { user_name: 'budi' } as MemberInfo;

beforeEach(() => {
  $messages.set(messagesFor('en'));
  $userInfo.setKey('deviceId', 'device-1');
  $userInfo.setKey('userInfo', null);
  $history.set([]);
  $suggestions.set(null);
  $toast.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('the rankings', () => {
  it('load when a panel first shows them, ten of each', async () => {
    const calls = stubApi();
    const stop = $ranks.listen(() => undefined);
    await vi.waitFor(() => expect($ranks.get()?.hot).toHaveLength(10));
    expect($ranks.get()?.recommended[0]?.keyword).toBe('k1-0');
    expect(calls.map((c) => c.body.search_type)).toEqual([2, 1]);
    stop();
  });

  it('are asked for once a page, however many ask (the box at first reach, then its panel)', async () => {
    vi.resetModules();
    const panel = await import('./search-panel');
    const calls = stubApi();
    await Promise.all([panel.loadRanks(), panel.loadRanks()]);
    const stop = panel.$ranks.listen(() => undefined);
    await panel.loadRanks();
    expect(calls).toHaveLength(2);
    stop();
  });

  it('that failed are asked for again the next time', async () => {
    vi.resetModules();
    const panel = await import('./search-panel');
    const calls = stubApi({ fail: ['/rank/list'] });
    await panel.loadRanks();
    expect(calls).toHaveLength(2);
    stubApi();
    await panel.loadRanks();
    expect(panel.$ranks.get()?.hot).toHaveLength(10);
  });
});

describe("the member's history", () => {
  it('is empty for a guest, without a call', async () => {
    const calls = stubApi();
    await loadHistory();
    expect($history.get()).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("is the member's, for this device, and follows a login while a panel shows it", async () => {
    const calls = stubApi({ history: Array.from({ length: 12 }, (_, i) => `k${i}`) });
    const stop = $history.listen(() => undefined);
    $userInfo.setKey('userInfo', member);
    await vi.waitFor(() => expect($history.get()).toHaveLength(10));
    expect(calls[0]).toEqual({ path: '/search/records', body: { driver_id: 'device-1' } });
    $userInfo.setKey('userInfo', null);
    await vi.waitFor(() => expect($history.get()).toEqual([]));
    stop();
  });

  it('is empty when it cannot be read', async () => {
    stubApi({ fail: ['/records'] });
    $userInfo.setKey('userInfo', member);
    $history.set(['old']);
    await loadHistory();
    expect($history.get()).toEqual([]);
  });

  it('is cleared on request, and says so; a failed clear keeps it', async () => {
    stubApi({ fail: ['/records/del'] });
    $history.set(['milk']);
    await clearHistory();
    expect($history.get()).toEqual(['milk']);
    expect($toast.get()).toBeNull();
    stubApi();
    await clearHistory();
    expect($history.get()).toEqual([]);
    expect($toast.get()?.text).toBe(messagesFor('en')['commodityList.ClearedSuccessfully']);
  });

  it("takes a member's new search at once, not a guest's", () => {
    stubApi();
    vi.stubGlobal('location', { assign: vi.fn(), pathname: '/' });
    submitSearch('tea');
    expect($history.get()).toEqual([]);
    $userInfo.setKey('userInfo', member);
    $history.set(['milk', 'tea']);
    submitSearch(' tea ');
    expect($history.get()).toEqual(['tea', 'milk']);
    expect(vi.mocked(location.assign)).toHaveBeenLastCalledWith('/commodityList?keyword=tea');
  });
});

describe('suggestions', () => {
  it('are asked for once typing pauses, and only for text', async () => {
    const calls = stubApi();
    expect(askSuggestions('   ')).toBeTypeOf('function');
    const cancelFirst = askSuggestions('mil');
    cancelFirst();
    askSuggestions('milk');
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect($suggestions.get()).toEqual([{ product_no: 'P-1', product_name: 'milk 1L' }]), {
      timeout: SUGGEST_DELAY_MS * 5,
    });
    expect(calls.map((c) => c.body.keyword)).toEqual(['milk']);
  });

  it('drop an answer for text that has changed since, and are none when the text is cleared', async () => {
    const { reply, answer } = later();
    const asked = vi.fn(() => reply);
    fakeApi(asked);
    const cancel = askSuggestions('milk');
    await vi.waitFor(() => expect(asked).toHaveBeenCalled(), { timeout: SUGGEST_DELAY_MS * 5 });
    // The shopper typed on before the answer came.
    cancel();
    answer(ok({ list: [{ product_no: 'P-1', product_name: 'milk 1L' }] }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($suggestions.get()).toBeNull();
    $suggestions.set([]);
    askSuggestions('');
    expect($suggestions.get()).toBeNull();
  });

  it('are an empty list when the call fails', async () => {
    stubApi({ fail: ['/suggest'] });
    askSuggestions('milk');
    await vi.waitFor(() => expect($suggestions.get()).toEqual([]), { timeout: SUGGEST_DELAY_MS * 5 });
  });
});
