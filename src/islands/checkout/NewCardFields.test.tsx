// @vitest-environment happy-dom
// A card not saved is checked with the saved-card form's rules and tokenised with the gateway from the browser: a
// wrong field sends nothing anywhere, a right one goes to the gateway's tokenisation endpoint only.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import { tokeniseNewCard } from '../../stores/payment/new-card';
import { NewCardFields } from './NewCardFields';

beforeAll(() => provideServerDictionaries(messagesFor));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GATEWAY = { tokenUrl: 'https://gateway.test/v2/credit_card_tokens', publicKey: 'xnd_public_test' };
const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

describe('a new card at the checkout', () => {
  it('sends nothing while a field is wrong, and says which', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const card = { number: '4000000000001092', expiry: `12/${NEXT_YEAR}`, cvn: '12' };
    expect(await tokeniseNewCard(GATEWAY, card, false)).toBe('invalid');
    expect(fetch).not.toHaveBeenCalled();
    render(<NewCardFields card={card} onChange={vi.fn()} showErrors />);
    expect(screen.getByText('Enter a valid Visa, Mastercard, JCB or American Express card number.')).toBeTruthy();
    expect(screen.getByText('Enter the 3 or 4 digits on the card.')).toBeTruthy();
  });

  it('tokenises a valid card with the gateway and answers the token: for one use, or for many when it is to be saved', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 'tok1091VS_abc', status: 'VERIFIED' }), { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const card = { number: '4000000000001091', expiry: `12/${NEXT_YEAR}`, cvn: '123' };
    expect(await tokeniseNewCard(GATEWAY, card, false)).toBe('tok1091VS_abc');
    expect(await tokeniseNewCard(GATEWAY, card, true)).toBe('tok1091VS_abc');
    const sent = fetch.mock.calls.map((call) => call as unknown[] as [string, RequestInit]);
    expect(sent.map(([url]) => url)).toEqual([GATEWAY.tokenUrl, GATEWAY.tokenUrl]);
    expect(sent.map(([, init]) => JSON.parse(String(init.body)).is_multiple_use)).toEqual([false, true]);
  });
});
