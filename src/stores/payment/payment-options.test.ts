// Payment options without a page: the saved cards listed and removed, the saved-card form checked, tokenised with the
// gateway and saved into the list, and the e-wallets linked and unlinked. Only the transport (fetch) is stubbed.
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentCard } from '../../shared/contract/payment';
import { $cardDraft, $cardErrors, $cardSubmitted, $saveCard, editCardDraft, resetCardForm, submitCard } from './card-form';
import { invalidateKeys } from '../query';
import { $cards, $removeCard, CARDS_KEY } from './cards';
import { $ewallets, $linkEwallet, $unlinkEwallet, EWALLETS_KEY } from './ewallets';

type Answer = { code: number; data?: unknown } | 'network';

const GATEWAY = { tokenUrl: 'https://gateway.test/v2/credit_card_tokens', publicKey: 'xnd_public_test' };
const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/** The API behind fetch: each path answers its answers in turn, the last one again and again; the gateway tokenises. */
function stubApi(answers: Record<string, Answer[]>, token: { id?: string; status: string } = { id: 'tok_valid_123', status: 'VERIFIED' }) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === GATEWAY.tokenUrl) {
        calls.push({ path: 'gateway', body: JSON.parse(String(init?.body)) });
        return Response.json(token);
      }
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : {} });
      const queue = answers[path];
      if (!queue) throw new Error(`no answer for ${path}`);
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return Response.json({ code: answer.code, msg: answer.code ? 'refused' : 'success', data: answer.data ?? null });
    }),
  );
  return { calls, to: (path: string) => calls.filter((c) => c.path === path) };
}

const ok = (data: unknown) => ({ code: 0, data });

function card(card_id: string, last_four: string): PaymentCard {
  return {
    card_id,
    brand: 'VISA',
    last_four,
    exp_month: 12,
    exp_year: 2030,
    first_name: 'Siti',
    last_name: 'Rahma',
    phone: '6281311112222',
    email: 'siti@example.com',
    bank: 'BCA',
  };
}

const VALID = {
  number: '4000000000001091',
  expiry: `12/${NEXT_YEAR}`,
  cvn: '937',
  firstName: ' Siti ',
  lastName: 'Rahma',
  phone: '81311112222',
  email: 'siti@example.com',
  bank: 'BCA',
};

let assign = vi.fn();
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { pathname: '/', search: '', assign });
  resetCardForm();
  for (const store of [$removeCard, $saveCard, $linkEwallet, $unlinkEwallet]) store.listen(() => {});
});
afterEach(() => {
  cleanStores($cards, $removeCard, $saveCard, $ewallets, $linkEwallet, $unlinkEwallet);
  invalidateKeys([CARDS_KEY, EWALLETS_KEY]);
  vi.unstubAllGlobals();
});

/** Shows a list (what asks for it) until the test ends. */
const show = (store: typeof $cards | typeof $ewallets) => store.listen(() => {});

describe('the saved cards', () => {
  it('load, and a card removed leaves the list without asking for it again', async () => {
    const api = stubApi({ '/payment/card/list': [ok([card('C-1', '1091'), card('C-2', '4242')])], '/payment/card/delete': [ok(null)] });
    show($cards);
    await vi.waitFor(() => expect($cards.get().data).toHaveLength(2));
    expect(await $removeCard.mutate(card('C-1', '1091'))).toBe(true);
    expect(api.to('/payment/card/delete')[0]!.body).toEqual({ card_id: 'C-1' });
    expect($cards.get().data?.map((c) => c.card_id)).toEqual(['C-2']);
    expect(api.to('/payment/card/list')).toHaveLength(1);
  });

  it('say when they cannot be had, and a refused removal leaves the list as it was', async () => {
    stubApi({ '/payment/card/list': [{ code: 1101001 }, ok([card('C-1', '1091')])], '/payment/card/delete': [{ code: 1104002 }] });
    show($cards);
    await vi.waitFor(() => expect($cards.get().error).toMatchObject({ code: 1101001 }));
    $cards.revalidate();
    await vi.waitFor(() => expect($cards.get().data).toHaveLength(1));
    expect(await $removeCard.mutate(card('C-1', '1091'))).toBeUndefined();
    expect($removeCard.get().error).toMatchObject({ code: 1104002 });
    expect($cards.get().data).toHaveLength(1);
  });
});

describe('the saved-card form', () => {
  it('checks every field before anything is sent, and says what is wrong once saving was tried', async () => {
    const api = stubApi({});
    editCardDraft({ ...VALID, number: '4000000000001092', expiry: '01/20', cvn: '12', email: 'siti', bank: '' });
    expect($cardSubmitted.get()).toBe(false);
    expect(await submitCard(GATEWAY)).toBeNull();
    expect($cardSubmitted.get()).toBe(true);
    expect($cardErrors.get()).toEqual({
      number: 'payment.cardNumberError',
      expiry: 'payment.expiryError',
      cvn: 'payment.cvnError',
      firstName: null,
      lastName: null,
      phone: null,
      email: 'login.emailError',
      bank: 'payment.bankError',
    });
    expect(api.calls).toHaveLength(0);
  });

  it('sends the number and CVN to the gateway only, saves the token and what may be shown, and lists the card first', async () => {
    const api = stubApi({ '/payment/card/list': [ok([card('C-0', '4242')])], '/payment/card/add': [ok(card('C-1', '1091'))] });
    show($cards);
    await vi.waitFor(() => expect($cards.get().data).toHaveLength(1));
    editCardDraft(VALID);
    const saved = submitCard(GATEWAY);
    expect($saveCard.get().loading).toBe(true);
    expect(await saved).toMatchObject({ card_id: 'C-1' });
    expect(api.to('gateway')[0]!.body).toMatchObject({ card_number: '4000000000001091', card_cvn: '937', is_multiple_use: true });
    const body = api.to('/payment/card/add')[0]!.body;
    expect(body).toEqual({
      token_id: 'tok_valid_123',
      brand: 'VISA',
      last_four: '1091',
      exp_month: 12,
      exp_year: 2000 + Number(NEXT_YEAR),
      first_name: 'Siti',
      last_name: 'Rahma',
      country_code: '62',
      phone: '81311112222',
      email: 'siti@example.com',
      bank: 'BCA',
    });
    expect(JSON.stringify(body)).not.toContain('937');
    expect($cards.get().data?.map((c) => c.card_id)).toEqual(['C-1', 'C-0']);
    expect($saveCard.get()).toMatchObject({ loading: false, data: { saved: { card_id: 'C-1' } } });
  });

  it('says so when the gateway will not tokenise the card, and calls our API not at all', async () => {
    const api = stubApi({}, { status: 'FAILED' });
    editCardDraft(VALID);
    expect(await submitCard(GATEWAY)).toBeNull();
    expect($saveCard.get()).toMatchObject({ loading: false, data: { rejected: true } });
    expect(api.calls.map((c) => c.path)).toEqual(['gateway']);
  });

  it('leaves the error when our API refuses the card (1104005 declined), and clears it on the next try', async () => {
    stubApi({ '/payment/card/add': [{ code: 1104005 }, ok(card('C-1', '1091'))] });
    editCardDraft(VALID);
    expect(await submitCard(GATEWAY)).toBeNull();
    expect($saveCard.get().error).toMatchObject({ code: 1104005 });
    expect(await submitCard(GATEWAY)).toMatchObject({ card_id: 'C-1' });
    expect($saveCard.get().error).toBeUndefined();
  });

  it('starts empty again', () => {
    editCardDraft(VALID);
    $cardSubmitted.set(true);
    resetCardForm();
    expect($cardDraft.get()).toMatchObject({ number: '', expiry: '', cvn: '', bank: '', dial: '62' });
    expect($cardSubmitted.get()).toBe(false);
  });
});

describe('the e-wallets', () => {
  const OVO = { link_id: 'L-1', channel: 'OVO', account: '+62 •••• 2222' } as const;

  it('link on the approval page, and stay off while the page leaves', async () => {
    const api = stubApi({ '/payment/ewallet/link': [ok({ authorizer_url: 'https://gateway.test/link/ovo' })] });
    await $linkEwallet.mutate({ channel: 'OVO' });
    expect(api.to('/payment/ewallet/link')[0]!.body).toEqual({ channel: 'OVO' });
    expect(assign).toHaveBeenCalledWith('https://gateway.test/link/ovo');
    expect($linkEwallet.get()).toMatchObject({ loading: false, data: 'https://gateway.test/link/ovo' });
  });

  it('a refused link (1104001 already linked) stays on the page and can be tried again', async () => {
    stubApi({ '/payment/ewallet/link': [{ code: 1104001 }] });
    await $linkEwallet.mutate({ channel: 'OVO' });
    expect(assign).not.toHaveBeenCalled();
    expect($linkEwallet.get()).toMatchObject({ loading: false, error: { code: 1104001 } });
    expect($linkEwallet.get().data).toBeUndefined();
  });

  it('are listed, and an unlinked one leaves the list', async () => {
    const api = stubApi({ '/payment/ewallet/list': [ok([OVO])], '/payment/ewallet/unlink': [{ code: 1104002 }, ok(null)] });
    show($ewallets);
    await vi.waitFor(() => expect($ewallets.get().data).toEqual([OVO]));
    expect(await $unlinkEwallet.mutate(OVO)).toBeUndefined();
    expect($ewallets.get().data).toEqual([OVO]);
    expect(await $unlinkEwallet.mutate(OVO)).toBe(true);
    expect(api.to('/payment/ewallet/unlink')[1]!.body).toEqual({ link_id: 'L-1' });
    expect($ewallets.get().data).toEqual([]);
  });
});
