// Refund cards (issue 13 item 3) through the commerce app on the local D1: only ever the signed-in member's own,
// exactly one default, and every bad input answered with its code.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CallInput } from '../../../src/shared/contract/call';
import type * as refund from '../../../src/shared/contract/refund';
import {
  refundCardAdd,
  refundCardDelete,
  refundCardList,
  refundCardSetDefault,
  refundCardUpdate,
} from '../../../src/shared/contract/refs/refund';
import { type CountryCode, perCountry } from '../../../src/shared/countries';
import { d1For } from '../../platform/db';
import { ERR } from '../../../src/shared/errors';
import { sha256Hex } from '../../platform/tokens';
import { send, sendRaw } from '../../../tests/api/shopper';

const DB = perCountry((country) => d1For(env, country));
const NOW = Date.now();

/** A member created for the test, signed in; returns the row id and session token. */
async function newMember(country: CountryCode = 'ID'): Promise<{ id: number; token: string }> {
  const memberNo = `M-REFUND-${crypto.randomUUID()}`;
  const row = await DB[country]
    .prepare('INSERT INTO members (member_no, user_name, points, status, created_at) VALUES (?, ?, 0, 1, ?) RETURNING id')
    .bind(memberNo, 'Refund Tester', NOW)
    .first<{ id: number }>();
  const token = `refund-${memberNo}`;
  await DB[country]
    .prepare('INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await sha256Hex(token), row!.id, NOW, NOW + 3_600_000)
    .run();
  return { id: row!.id, token };
}

const BCA = { bank_code: 'BCA', account_number: '1234567890', holder_name: 'Siti Rahma' };
const add = (token: string, fields: CallInput<typeof refund.refundCardAdd> = BCA, country: CountryCode = 'ID') =>
  send(refundCardAdd, fields, { token, country });
const list = async (token: string, country: CountryCode = 'ID') => (await send(refundCardList, {}, { token, country })).body.data;

describe('member/refund_card', () => {
  it('adds, lists, edits and deletes cards with exactly one default', async () => {
    const { token } = await newMember();
    const first = (await add(token)).body.data;
    expect(first).toMatchObject({ ...BCA, bank_name: 'Bank Central Asia (BCA)', is_default: 1 });
    const second = (await add(token, { bank_code: 'MANDIRI', account_number: '9876543210123', holder_name: 'Siti R' })).body.data;
    expect(second.is_default).toBe(0);

    expect((await send(refundCardSetDefault, { card_id: second.card_id }, { token })).body.code).toBe(0);
    expect((await list(token)).map((c) => [c.card_id, c.is_default])).toEqual([
      [second.card_id, 1],
      [first.card_id, 0],
    ]);

    const edited = await send(refundCardUpdate, { card_id: first.card_id, ...BCA, holder_name: 'Siti Rahmawati' }, { token });
    expect(edited.body.data).toMatchObject({ holder_name: 'Siti Rahmawati', is_default: 0 });

    // Deleting the default promotes the other card; deleting the last leaves none.
    expect((await send(refundCardDelete, { card_id: second.card_id }, { token })).body.code).toBe(0);
    expect((await list(token)).map((c) => [c.card_id, c.is_default])).toEqual([[first.card_id, 1]]);
    expect((await send(refundCardDelete, { card_id: first.card_id }, { token })).body.code).toBe(0);
    expect(await list(token)).toEqual([]);
  });

  it('a new card sent as the default takes the flag from the old one', async () => {
    const { token } = await newMember();
    const first = (await add(token)).body.data;
    const second = (await add(token, { ...BCA, account_number: '5555555555', is_default: 1 })).body.data;
    expect(second.is_default).toBe(1);
    expect((await list(token)).find((c) => c.card_id === first.card_id)?.is_default).toBe(0);
  });

  it("never reads or changes another member's card (IDOR): 1104002, and the card stays as it was", async () => {
    const owner = await newMember();
    const other = await newMember();
    const card = (await add(owner.token)).body.data;
    const byOther = { token: other.token };
    for (const [path, attempt] of [
      ['update', () => send(refundCardUpdate, { card_id: card.card_id, ...BCA, holder_name: 'Thief' }, byOther)],
      ['delete', () => send(refundCardDelete, { card_id: card.card_id }, byOther)],
      ['set_default', () => send(refundCardSetDefault, { card_id: card.card_id }, byOther)],
    ] as const) {
      const { status, body: answer } = await attempt();
      expect([status, answer.code], path).toEqual([404, ERR.PAYMENT_NOT_FOUND]);
    }
    expect(await list(other.token)).toEqual([]);
    expect(await list(owner.token)).toEqual([card]);
    // The same card id in another country's database is nobody's.
    expect((await send(refundCardDelete, { card_id: card.card_id }, { token: owner.token, country: 'SG' })).status).toBe(401);
  });

  it('ignores fields a member may not set (mass assignment)', async () => {
    const owner = await newMember();
    const victim = await newMember();
    // Fields the calls do not take, beside their own: the input's type lets extra fields through a variable.
    const forged = { ...BCA, card_id: 'CHOSEN-ID', member_id: victim.id, created_at: 1, bank_name: 'Fake Bank', id: 1 };
    const { body } = await add(owner.token, forged);
    expect(body.code).toBe(0);
    expect(body.data.card_id).not.toBe('CHOSEN-ID');
    expect(body.data.bank_name).toBe('Bank Central Asia (BCA)');
    expect(await list(victim.token)).toEqual([]);
    const row = await DB.ID.prepare('SELECT member_id, created_at FROM refund_cards WHERE card_id = ?').bind(body.data.card_id).first();
    expect(row).toEqual({ member_id: owner.id, created_at: expect.any(Number) });
    expect((row as { created_at: number }).created_at).toBeGreaterThan(1);

    const notDefault = { card_id: body.data.card_id, ...BCA, member_id: victim.id, is_default: 0 };
    const edit = await send(refundCardUpdate, notDefault, { token: owner.token });
    expect(edit.body.data.is_default).toBe(1);
    expect(await list(victim.token)).toEqual([]);
  });

  it.each([
    ['an unknown bank', { ...BCA, bank_code: 'NOPE' }],
    ["another country's bank", { ...BCA, bank_code: 'DBS' }],
    ['letters in the number', { ...BCA, account_number: '12345abc90' }],
    ['a number too short for Indonesia', { ...BCA, account_number: '123456789' }],
    ['a number too long for Indonesia', { ...BCA, account_number: '12345678901234567' }],
    ['a blank holder', { ...BCA, holder_name: '   ' }],
    ['a holder too long', { ...BCA, holder_name: 'x'.repeat(65) }],
    ['a missing number', { bank_code: 'BCA', holder_name: 'Siti' }],
    ['a number as a number', { ...BCA, account_number: 1234567890 }],
    ['a bad default flag', { ...BCA, is_default: 2 }],
  ])('answers %s with 1101020, never a 5xx', async (_, fields) => {
    const { token } = await newMember();
    // Some of these (a number as a number, no number, a default flag of 2) the call's input type cannot express: all
    // go as written.
    const { status, body } = await sendRaw('/member/refund_card/add', { token, body: fields });
    expect(status).toBeLessThan(500);
    expect(body.code).toBe(ERR.INVALID_PARAMETER);
    expect(await list(token)).toEqual([]);
  });

  it("checks the bank and length against the shopper's country", async () => {
    const { token } = await newMember('SG');
    expect((await add(token, { bank_code: 'DBS', account_number: '123456789', holder_name: 'Tan Mei Ling' }, 'SG')).body.code).toBe(0);
    expect((await add(token, BCA, 'SG')).body.code).toBe(ERR.INVALID_PARAMETER);
  });

  it('answers a guest 401 and unknown ids 1104002', async () => {
    expect((await send(refundCardList, {})).status).toBe(401);
    const { token } = await newMember();
    expect((await send(refundCardSetDefault, { card_id: 'R-missing' }, { token })).body.code).toBe(ERR.PAYMENT_NOT_FOUND);
    expect((await send(refundCardUpdate, { card_id: 'R-missing', ...BCA }, { token })).body.code).toBe(ERR.PAYMENT_NOT_FOUND);
  });

  it('changes the default in one batch: a failure setting the new flag keeps the old default', async () => {
    const { token } = await newMember();
    const first = (await add(token)).body.data;
    const second = (await add(token, { ...BCA, account_number: '2222222222' })).body.data;
    // Fails the batch's second statement only (setting the flag), after the first has cleared the old one.
    await DB.ID.prepare(
      "CREATE TRIGGER injected_failure BEFORE UPDATE OF is_default ON refund_cards WHEN NEW.is_default = 1 BEGIN SELECT RAISE(ABORT, 'injected failure'); END",
    ).run();
    try {
      expect((await send(refundCardSetDefault, { card_id: second.card_id }, { token })).status).toBe(500);
    } finally {
      await DB.ID.prepare('DROP TRIGGER injected_failure').run();
    }
    expect((await list(token)).map((c) => [c.card_id, c.is_default])).toEqual([
      [first.card_id, 1],
      [second.card_id, 0],
    ]);
  });
});
