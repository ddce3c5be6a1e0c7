// Saved cards through the commerce app and the development gateway stand-in: only the owner sees or removes a card,
// bad input gets its code, and the card number and CVN are nowhere — not in any table, answer or log line.
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devApp } from '../../dev/app';
import type { CallInput } from '../../../src/shared/contract/call';
import type * as paymentContract from '../../../src/shared/contract/payment';
import type { PaymentCard } from '../../../src/shared/contract/payment';
import {
  addCard,
  deleteCard,
  ewalletCallback,
  linkEwallet,
  listCards,
  listEwallets,
  unlinkEwallet,
} from '../../../src/shared/contract/refs/payment';
import type { CountryCode } from '../../../src/shared/countries';
import { ERR } from '../../../src/shared/errors';
import { STAND_IN_KEYS } from '../../providers/payment-gateway/stand-in-keys';
import { sha256Hex } from '../../platform/tokens';
import { send, sendRaw } from '../../../tests/api/shopper';

const DB: Record<CountryCode, D1Database> = { ID: env.DB_ID, SG: env.DB_SG, MY: env.DB_MY };
const NOW = Date.now();
const PAN = '4000000000001091';
const DECLINED_PAN = '4000000000000002';
const CVN = '937';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

async function newMember(country: CountryCode = 'ID'): Promise<string> {
  const memberNo = `M-PAY-${crypto.randomUUID()}`;
  const row = await DB[country]
    .prepare('INSERT INTO members (member_no, user_name, points, status, created_at) VALUES (?, ?, 0, 1, ?) RETURNING id')
    .bind(memberNo, 'Card Tester', NOW)
    .first<{ id: number }>();
  const token = `pay-${crypto.randomUUID()}`;
  await DB[country]
    .prepare('INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await sha256Hex(token), row!.id, NOW, NOW + 3_600_000)
    .run();
  return token;
}

/** What the browser does: the card number and CVN go to the gateway (here its stand-in) with the public key only. */
async function tokenise(pan = PAN, cvn = CVN): Promise<{ status: number; id?: string; text: string }> {
  const res = await devApp.request(
    '/xendit/v2/credit_card_tokens',
    {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa(`${STAND_IN_KEYS.publicKey}:`)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        card_number: pan,
        card_exp_month: '12',
        card_exp_year: String(NEXT_YEAR),
        card_cvn: cvn,
        is_multiple_use: true,
      }),
    },
    env,
  );
  const text = await res.text();
  return { status: res.status, id: (JSON.parse(text) as { id?: string }).id, text };
}

type CardInput = CallInput<typeof paymentContract.addCard>;

const cardInput = (tokenId: string, fields: Partial<CardInput> = {}): CardInput => ({
  token_id: tokenId,
  brand: 'VISA',
  last_four: '1091',
  exp_month: 12,
  exp_year: NEXT_YEAR,
  first_name: 'Siti',
  last_name: 'Rahma',
  country_code: '62',
  phone: '081311112222',
  email: 'siti@example.com',
  bank: 'BCA',
  ...fields,
});

async function saveCard(token: string, pan = PAN): Promise<PaymentCard> {
  const { id } = await tokenise(pan);
  const { body } = await send(addCard, cardInput(id!), { token });
  expect(body.code).toBe(0);
  return body.data!;
}

describe('saved cards', () => {
  it('saves a card verified by the gateway and lists only its last four digits', async () => {
    const token = await newMember();
    const card = await saveCard(token);
    expect(card).toMatchObject({
      brand: 'VISA',
      last_four: '1091',
      exp_month: 12,
      exp_year: NEXT_YEAR,
      phone: '6281311112222',
      bank: 'BCA',
    });
    expect(Object.keys(card).sort()).toEqual(
      ['bank', 'brand', 'card_id', 'email', 'exp_month', 'exp_year', 'first_name', 'last_four', 'last_name', 'phone'].sort(),
    );
    const list = await send(listCards, {}, { token });
    expect(list.body.data).toEqual([card]);
  });

  it('refuses a card the member already saved, typed again (a new token of the same brand, last four and expiry): 1104001', async () => {
    const token = await newMember();
    await saveCard(token);
    const { id } = await tokenise();
    const again = await send(addCard, cardInput(id!), { token });
    expect(again.body.code).toBe(ERR.PAYMENT_INVALID);
    expect((await send(listCards, {}, { token })).body.data).toHaveLength(1);
  });

  it('refuses a card the gateway declines with 1104005, and saves nothing', async () => {
    const token = await newMember();
    const { id } = await tokenise(DECLINED_PAN);
    const { status, body } = await send(addCard, cardInput(id!, { last_four: '0002' }), { token });
    expect([status, body.code]).toEqual([409, ERR.PAYMENT_FAILED]);
    expect((await send(listCards, {}, { token })).body.data).toEqual([]);
  });

  it('holds the browser to the card the gateway charged, and refuses tokens the gateway never issued', async () => {
    const token = await newMember();
    const { id } = await tokenise();
    expect((await send(addCard, cardInput(id!, { last_four: '4242' }), { token })).body.code).toBe(ERR.PAYMENT_INVALID);
    expect((await send(addCard, cardInput('tok1091VSforged_000000000000000000000000'), { token })).body.code).toBe(ERR.PAYMENT_INVALID);
  });

  it('keeps each card to its owner: another member gets 1104002 and the card stays', async () => {
    const owner = await newMember();
    const other = await newMember();
    const card = await saveCard(owner);
    expect((await send(listCards, {}, { token: other })).body.data).toEqual([]);
    const theirs = await send(deleteCard, { card_id: card.card_id }, { token: other });
    expect([theirs.status, theirs.body.code]).toEqual([404, ERR.PAYMENT_NOT_FOUND]);
    expect((await send(listCards, {}, { token: owner })).body.data).toHaveLength(1);
    const mine = await send(deleteCard, { card_id: card.card_id }, { token: owner });
    expect(mine.body).toMatchObject({ code: 0, data: null });
    expect((await send(listCards, {}, { token: owner })).body.data).toEqual([]);
  });

  it('binds a card token to the member who saved it first: another member is refused with 1104001, even once it is removed', async () => {
    const owner = await newMember();
    const other = await newMember();
    const { id } = await tokenise();
    const saved = await send(addCard, cardInput(id!), { token: owner });
    expect(saved.body.code).toBe(0);
    const theirs = await send(addCard, cardInput(id!), { token: other });
    expect([theirs.status, theirs.body.code]).toEqual([400, ERR.PAYMENT_INVALID]);
    expect((await send(listCards, {}, { token: other })).body.data).toEqual([]);
    // Removing the card does not free its token for anyone else; its owner may save it again.
    expect((await send(deleteCard, { card_id: saved.body.data.card_id }, { token: owner })).body.code).toBe(0);
    expect((await send(addCard, cardInput(id!), { token: other })).body.code).toBe(ERR.PAYMENT_INVALID);
    expect((await send(listCards, {}, { token: other })).body.data).toEqual([]);
    expect((await send(addCard, cardInput(id!), { token: owner })).body.code).toBe(0);
  });

  it('gives a token saved by two members at once to one of them only', async () => {
    const members = [await newMember(), await newMember()];
    const { id } = await tokenise();
    const answers = await Promise.all(members.map((token) => send(addCard, cardInput(id!), { token })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ERR.PAYMENT_INVALID]);
    const lists = await Promise.all(members.map((token) => send(listCards, {}, { token })));
    expect(lists.map((l) => l.body.data.length).sort()).toEqual([0, 1]);
  });

  it('ignores fields a member may not set', async () => {
    const token = await newMember();
    const { id } = await tokenise();
    // Fields the call does not take, beside its own: the input's type lets extra fields through a variable.
    const forged = { card_id: 'C-CHOSEN', member_id: 1, created_at: 0, gateway_token: 'x' };
    const { body } = await send(addCard, { ...cardInput(id!), ...forged }, { token });
    expect(body.code).toBe(0);
    expect(body.data.card_id).not.toBe('C-CHOSEN');
    const row = await DB.ID.prepare('SELECT member_id, created_at, gateway_token FROM payment_cards WHERE card_id = ?')
      .bind(body.data.card_id)
      .first<{ member_id: number; created_at: number; gateway_token: string }>();
    expect(row!.member_id).not.toBe(1);
    expect(row!.created_at).toBeGreaterThan(0);
    expect(row!.gateway_token).toBe(id);
  });

  it.each([
    ['a card number', { card_number: PAN }],
    ['a malformed token', { token_id: 'a b' }],
    ['a phone of another country', { phone: '91234567' }],
    ['an expired card', { exp_year: 2020 }],
    ['a month 13', { exp_month: 13 }],
    ['a bank not on the list', { bank: 'Bank of Nowhere' }],
    ['a bad e-mail', { email: 'siti@' }],
    ['a blank first name', { first_name: ' ' }],
    ['last four that are not digits', { last_four: '10a1' }],
  ])('answers %s with 1101020, never a 5xx', async (_what, fields) => {
    const token = await newMember();
    // Some of these (a card number, a bank not on the list) the call's input type cannot express: all go as written.
    const { status, body } = await sendRaw('/payment/card/add', { token, body: { ...cardInput('tok_valid_shape_123'), ...fields } });
    // A card number is no field of the call: the token shape decides; the rest are invalid parameters.
    expect(status).toBeLessThan(500);
    expect([ERR.INVALID_PARAMETER, ERR.PAYMENT_INVALID]).toContain(body.code);
  });

  it('answers bad input on list and delete with its code', async () => {
    const token = await newMember();
    for (const card_id of ['', 'x'.repeat(33)]) {
      const res = await send(deleteCard, { card_id }, { token });
      expect([res.status, res.body.code]).toEqual([400, ERR.INVALID_PARAMETER]);
    }
    // Bodies the call's input type cannot express: no card_id, a number for it.
    for (const body of [{}, { card_id: 5 }]) {
      const res = await sendRaw('/payment/card/delete', { token, body });
      expect([res.status, res.body.code]).toEqual([400, ERR.INVALID_PARAMETER]);
    }
    expect((await send(deleteCard, { card_id: 'C-NOPE' }, { token })).body.code).toBe(ERR.PAYMENT_NOT_FOUND);
  });

  it('asks a guest to sign in, and is offered in Indonesia only', async () => {
    const guest = await send(listCards, {});
    expect([guest.status, guest.body.code]).toEqual([401, ERR.UNAUTHORIZED]);
    const token = await newMember('SG');
    expect((await send(listCards, {}, { token, country: 'SG' })).body.code).toBe(ERR.PAYMENT_INVALID);
  });
});

describe('the card number and CVN', () => {
  const logged: string[] = [];
  beforeEach(() => {
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it('appear in no table, no answer of ours and no log line after a card is saved and listed', async () => {
    const token = await newMember();
    const { id } = await tokenise(PAN, CVN);
    // The answers as written: the API writes its envelopes with JSON.stringify, so writing them again gives the same text.
    const answers = [
      JSON.stringify((await send(addCard, cardInput(id!), { token })).body),
      JSON.stringify((await send(listCards, {}, { token })).body),
    ];
    expect(JSON.parse(answers[0]!).code).toBe(0);
    // The declined path and a refused one log and answer too.
    const declined = await tokenise(DECLINED_PAN, CVN);
    answers.push(JSON.stringify((await send(addCard, cardInput(declined.id!, { last_four: '0002' }), { token })).body));

    const tables = await DB.ID.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'").all<{
      name: string;
    }>();
    const dump: string[] = [];
    for (const { name } of tables.results) {
      if (name.startsWith('sqlite_')) continue;
      const rows = await DB.ID.prepare(`SELECT * FROM "${name}"`).all();
      dump.push(JSON.stringify(rows.results));
    }
    expect(tables.results.map((t) => t.name)).toContain('payment_cards');
    const everything = [...dump, ...answers, ...logged].join('\n');
    for (const secret of [PAN, DECLINED_PAN, `"${CVN}"`, `card_cvn`]) expect(everything).not.toContain(secret);
    // Nor any run of the number's first twelve digits (a masked form that kept too much).
    expect(everything).not.toMatch(/400000000000/);
  });
});

describe('linked e-wallets', () => {
  const ORIGIN = 'http://localhost';
  const FROM_SHOP = { 'X-Forwarded-Origin': ORIGIN };
  type Channel = CallInput<typeof paymentContract.linkEwallet>['channel'];
  const link = (token: string, input: CallInput<typeof paymentContract.linkEwallet>) =>
    send(linkEwallet, input, { token, headers: FROM_SHOP });

  /** The shopper on the e-wallet's page: approve or decline; the stand-in calls back and sends them home. */
  async function answer(authorizerUrl: string, decision: 'approve' | 'decline') {
    const url = new URL(authorizerUrl, ORIGIN);
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), decision, phone: '081311112222' });
    return devApp.request(
      `${url.pathname.replace(/^\/dev/, '')}${url.search}`,
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() },
      env,
    );
  }

  async function linked(token: string, channel: Channel = 'OVO') {
    const { body } = await link(token, { channel });
    expect(body.code).toBe(0);
    const res = await answer(body.data.authorizer_url, 'approve');
    expect([res.status, res.headers.get('Location')]).toEqual([303, `${ORIGIN}/payment-option`]);
    const list = await send(listEwallets, {}, { token });
    return list.body.data;
  }

  it('links an e-wallet once the shopper approves on its page, and lists it by its masked account', async () => {
    const token = await newMember();
    const { body } = await link(token, { channel: 'DANA' });
    expect(body.data.authorizer_url).toMatch(/^\/dev\/xendit\/linked_account_tokens\/lat-[\w-]+\/authorize\?/);
    // Not listed until the gateway calls back.
    expect((await send(listEwallets, {}, { token })).body.data).toEqual([]);
    await answer(body.data.authorizer_url, 'approve');
    const list = (await send(listEwallets, {}, { token })).body.data;
    expect(list).toEqual([{ link_id: expect.stringMatching(/^W-/), channel: 'DANA', account: '+62 •••• 2222' }]);
    // Linked already: a second link of the same e-wallet is refused.
    expect((await link(token, { channel: 'DANA' })).body.code).toBe(ERR.PAYMENT_INVALID);
  });

  it('lists nothing when the shopper declines', async () => {
    const token = await newMember();
    const { body } = await link(token, { channel: 'GOPAY' });
    const res = await answer(body.data.authorizer_url, 'decline');
    expect(res.status).toBe(303);
    expect((await send(listEwallets, {}, { token })).body.data).toEqual([]);
    const left = await DB.ID.prepare("SELECT count(*) AS n FROM ewallet_links WHERE channel = 'GOPAY' AND gateway_token = ?")
      .bind(new URL(body.data.authorizer_url, ORIGIN).pathname.split('/')[4])
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it('keeps each link to its owner: another member gets 1104002 and the link stays; the owner unlinks it', async () => {
    const owner = await newMember();
    const other = await newMember();
    const [wallet] = await linked(owner, 'SHOPEEPAY');
    expect((await send(listEwallets, {}, { token: other })).body.data).toEqual([]);
    const theirs = await send(unlinkEwallet, { link_id: wallet!.link_id }, { token: other });
    expect([theirs.status, theirs.body.code]).toEqual([404, ERR.PAYMENT_NOT_FOUND]);
    expect((await send(listEwallets, {}, { token: owner })).body.data).toHaveLength(1);
    expect((await send(unlinkEwallet, { link_id: wallet!.link_id }, { token: owner })).body).toMatchObject({ code: 0 });
    expect((await send(listEwallets, {}, { token: owner })).body.data).toEqual([]);
  });

  it('ignores fields a member may not set when linking', async () => {
    const token = await newMember();
    // Fields the call does not take, beside its own: the input's type lets extra fields through a variable.
    const forged = { channel: 'OVO' as const, status: 'ACTIVE', member_id: 1, gateway_token: 'lat-mine' };
    const { body } = await link(token, forged);
    expect(body.code).toBe(0);
    expect((await send(listEwallets, {}, { token })).body.data).toEqual([]);
    expect(await DB.ID.prepare("SELECT 1 FROM ewallet_links WHERE gateway_token = 'lat-mine' OR member_id = 1").first()).toBeNull();
  });

  it('accepts callbacks only with the callback token', async () => {
    const token = await newMember();
    const { body } = await link(token, { channel: 'OVO' });
    const id = new URL(body.data.authorizer_url, ORIGIN).pathname.split('/')[4]!;
    const event = { event: 'linked_account_token.successful', id, accounts: [{ account_details: '+62 •••• 9999' }] };
    for (const header of [undefined, 'wrong-token', '']) {
      const headers: Record<string, string> = header === undefined ? {} : { 'x-callback-token': header };
      const res = await send(ewalletCallback, event, { headers });
      expect([res.status, res.body.code]).toEqual([403, ERR.FORBIDDEN]);
    }
    expect((await send(listEwallets, {}, { token })).body.data).toEqual([]);
  });

  it.each([
    ['link', '/payment/ewallet/link', { channel: 'PAYPAL' }],
    ['link', '/payment/ewallet/link', {}],
    ['unlink', '/payment/ewallet/unlink', { link_id: '' }],
    ['unlink', '/payment/ewallet/unlink', { link_id: ['W-1'] }],
    ['callback', '/payment/ewallet/callback', { event: 'x'.repeat(65), id: 'lat-1' }],
    ['callback', '/payment/ewallet/callback', { event: 'linked_account_token.successful' }],
  ])('answers bad input on %s with 1101020, never a 5xx', async (_what, path, body) => {
    const token = await newMember();
    // Most of these (an unknown channel, no channel, an array for an id, no id) the calls' input types cannot express:
    // all go as written.
    const res = await sendRaw(path, { token, body, headers: FROM_SHOP });
    expect([res.status, res.body.code]).toEqual([400, ERR.INVALID_PARAMETER]);
  });

  it('is offered in Indonesia only', async () => {
    const token = await newMember('MY');
    expect((await send(listEwallets, {}, { token, country: 'MY' })).body.code).toBe(ERR.PAYMENT_INVALID);
  });
});
