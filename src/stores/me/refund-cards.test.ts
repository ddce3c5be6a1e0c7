import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefundCard } from '../../shared/contract/refund';
import { ERR } from '../../shared/errors';
import { type FakeAnswer, type FakeCall, fakeMemberApi, refuse } from '../../../tests/unit/fake-api';
import { mutateCache } from '../query';
import { $toast } from '../toast';
import { $memberKey, $memberState } from './member';
import { $cardAction, $refundCards, cardReady, createCardForm, draftOf, EMPTY_CARD, numberRefused } from './refund-cards';

const BCA: RefundCard = {
  card_id: 'C1',
  bank_code: 'BCA',
  bank_name: 'Bank Central Asia (BCA)',
  account_number: '1234567890',
  holder_name: 'Siti Rahma',
  is_default: 1,
};
const MANDIRI: RefundCard = { ...BCA, card_id: 'C2', bank_code: 'MANDIRI', bank_name: 'Bank Mandiri', is_default: 0 };

let stops: (() => void)[] = [];

/** A signed-in member's /refund-settings, whose calls answer as `answer` says. */
function show(answer: (call: FakeCall) => FakeAnswer, ...more: { listen: (l: () => void) => () => void }[]) {
  const calls = fakeMemberApi(answer);
  stops = [$refundCards, $cardAction, ...more].map((s) => s.listen(() => {}));
  return calls;
}

beforeEach(() => $toast.set(null));
afterEach(() => {
  for (const stop of stops) stop();
  cleanStores($memberState, $memberKey);
  $memberState.set('loading');
  mutateCache(() => true);
  vi.unstubAllGlobals();
});

describe('the refund cards', () => {
  it('are asked once the member is known; a failure is kept (the API client has told it)', async () => {
    show(() => refuse(ERR.SYSTEM_CALL_EXCEPTION));
    expect($refundCards.get().data).toBeUndefined();
    await vi.waitFor(() => expect($refundCards.get().error).toBeDefined());
    expect($toast.get()?.text).toBe('refused');
  });

  it('make one the default or delete one, then show the list as the server has it', async () => {
    let list = [BCA, MANDIRI];
    const calls = show((call) => {
      if (call.path === '/member/refund_card/set_default')
        list = [
          { ...MANDIRI, is_default: 1 },
          { ...BCA, is_default: 0 },
        ];
      if (call.path === '/member/refund_card/delete') list = list.slice(0, 1);
      return { data: list };
    });
    await vi.waitFor(() => expect($refundCards.get().data).toHaveLength(2));
    await $cardAction.mutate({ kind: 'default', card_id: 'C2' });
    expect(calls.find((c) => c.path === '/member/refund_card/set_default')?.body).toEqual({ card_id: 'C2' });
    expect($toast.get()?.text).toBe('refund.saved');
    await vi.waitFor(() => expect($refundCards.get().data?.[0]?.card_id).toBe('C2'));
    await $cardAction.mutate({ kind: 'delete', card_id: 'C1' });
    expect($toast.get()?.text).toBe('refund.deleted');
    await vi.waitFor(() => expect($refundCards.get().data).toHaveLength(1));
  });

  it('keep the list when a change is refused, and take the next change', async () => {
    const calls = show((call) => (call.path === '/member/refund_card/delete' ? refuse(ERR.INVALID_PARAMETER) : { data: [BCA] }));
    await vi.waitFor(() => expect($refundCards.get().data).toHaveLength(1));
    await $cardAction.mutate({ kind: 'delete', card_id: 'C1' });
    expect($cardAction.get()).toMatchObject({ loading: false });
    await $cardAction.mutate({ kind: 'delete', card_id: 'C1' });
    expect(calls.filter((c) => c.path === '/member/refund_card/delete')).toHaveLength(2);
    expect($refundCards.get().data).toEqual([BCA]);
  });
});

describe('the card form', () => {
  it("checks the bank, the country's number length and the holder", () => {
    const ready = { ...EMPTY_CARD, bank_code: 'BCA', account_number: '1234567890', holder_name: 'Siti' };
    expect(cardReady(ready, 'ID')).toBe(true);
    expect(cardReady({ ...ready, holder_name: '  ' }, 'ID')).toBe(false);
    expect(numberRefused(EMPTY_CARD, 'ID')).toBe(false);
    expect(numberRefused({ ...ready, account_number: '12' }, 'ID')).toBe(true);
  });

  it('adds a card, keeping digits only and the holder trimmed, then reloads the list', async () => {
    const form = createCardForm(EMPTY_CARD, 'ID');
    let list: RefundCard[] = [];
    const calls = show((call) => {
      if (call.path === '/member/refund_card/add') list = [BCA];
      return { data: list };
    }, form.$save);
    expect(await form.save()).toBe(false);
    form.set({ bank_code: 'BCA', holder_name: ' Siti Rahma ', is_default: true });
    form.setNumber('1234-5678-90');
    const saving = form.save();
    expect(form.$save.get().loading).toBe(true);
    expect(await saving).toBe(true);
    expect(calls.find((c) => c.path === '/member/refund_card/add')?.body).toEqual({
      bank_code: 'BCA',
      account_number: '1234567890',
      holder_name: 'Siti Rahma',
      is_default: 1,
    });
    expect($toast.get()?.text).toBe('refund.saved');
    await vi.waitFor(() => expect($refundCards.get().data).toEqual([BCA]));
  });

  it('edits a card by its id, and stays open when the save is refused', async () => {
    const form = createCardForm(draftOf(MANDIRI), 'ID');
    const calls = show(
      (call) => (call.path === '/member/refund_card/update' ? refuse(ERR.INVALID_PARAMETER) : { data: [BCA, MANDIRI] }),
      form.$save,
    );
    form.set({ holder_name: 'Siti R.' });
    expect(await form.save()).toBe(false);
    expect(form.$save.get().loading).toBe(false);
    expect(calls.find((c) => c.path === '/member/refund_card/update')?.body).toMatchObject({ card_id: 'C2', holder_name: 'Siti R.' });
  });
});
