// @vitest-environment happy-dom
// The card form checks every field in the browser, and only the gateway ever receives the card number and CVN: our
// API gets the token, the brand, the last four digits, the expiry and the holder.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import { resetCardForm } from '../../stores/payment/card-form';
import { CardForm } from './CardForm';

beforeAll(() => provideServerDictionaries(messagesFor));
// Each test opens a new form, as Add a card does.
beforeEach(resetCardForm);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GATEWAY = { tokenUrl: 'https://gateway.test/v2/credit_card_tokens', publicKey: 'xnd_public_test' };
const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const VALID = {
  'Card number': '4000000000001091',
  'Expiry date': `12${NEXT_YEAR}`,
  CVN: '937',
  'First name': 'Siti',
  'Last name': 'Rahma',
  Phone: '81311112222',
  'E-mail': 'siti@example.com',
  'Issuing bank': 'BCA',
};

describe('CardForm', () => {
  it('sends the number and CVN to the gateway only, and our API the token and what may be shown', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        const data = url.startsWith(GATEWAY.tokenUrl)
          ? { id: 'tok1091VSabc_0123456789abcdef01234567', status: 'VERIFIED' }
          : { code: 0, msg: 'success', data: { card_id: 'C-1', last_four: '1091' } };
        return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const onSaved = vi.fn();
    render(<CardForm gateway={GATEWAY} onSaved={onSaved} onCancel={vi.fn()} />);
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ card_id: 'C-1', last_four: '1091' }));

    const [tokenise, save] = calls;
    expect(tokenise!.url).toBe(GATEWAY.tokenUrl);
    expect(new Headers(tokenise!.init.headers).get('Authorization')).toBe(`Basic ${btoa('xnd_public_test:')}`);
    expect(JSON.parse(String(tokenise!.init.body))).toMatchObject({
      card_number: '4000000000001091',
      card_cvn: '937',
      is_multiple_use: true,
    });
    expect(save!.url).toMatch(/\/api\/payment\/card\/add$/);
    const body = String(save!.init.body);
    expect(JSON.parse(body)).toMatchObject({
      token_id: 'tok1091VSabc_0123456789abcdef01234567',
      brand: 'VISA',
      last_four: '1091',
      country_code: '62',
    });
    expect(body).not.toContain('4000000000001091');
    expect(body).not.toContain('937');
  });

  it('checks the fields before anything is sent', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<CardForm gateway={GATEWAY} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fill({ ...VALID, 'Card number': '4000000000001092', 'Expiry date': '0120', CVN: '12' });
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByText('Enter a valid Visa, Mastercard, JCB or American Express card number.')).toBeTruthy();
    expect(screen.getByText('Enter a month and year that have not passed (MM/YY).')).toBeTruthy();
    expect(screen.getByText('Enter the 3 or 4 digits on the card.')).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so when the gateway will not tokenise the card, and calls our API not at all', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error_code: 'API_VALIDATION_ERROR' }), { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    render(<CardForm gateway={GATEWAY} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('could not be checked'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
