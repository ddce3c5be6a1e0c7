// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAKE_MEMBER, fakeApi, ok } from '../../../tests/unit/fake-api';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import LoginPage from './LoginPage';
import type { LoginView } from './views';

beforeAll(() => provideServerDictionaries(messagesFor));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A captcha picture as member/user/random_code answers one: the image, its id in a header. */
const picture = () =>
  new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), { headers: { 'x-image-id': 'img-1' } });

const show = (view: LoginView, lang: 'en' | 'id' = 'en') => render(<LoginPage locale={{ lang, country: 'ID' }} view={view} />);

describe('phone login view', () => {
  it('enables Get code only for a valid number with the terms accepted', () => {
    show('phone');
    const submit = screen.getByRole('button', { name: 'Get code' });
    const number = screen.getByLabelText('WhatsApp number');
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(number, { target: { value: '12' } });
    expect(screen.getByText(/valid phone number/i)).toBeTruthy();
    fireEvent.change(number, { target: { value: '81234567890' } });
    expect(screen.queryByText(/valid phone number/i)).toBeNull();
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(submit).toHaveProperty('disabled', false);
  });

  it('keeps only digits and clears the number when the country code changes', () => {
    show('phone');
    const number = screen.getByLabelText('WhatsApp number') as HTMLInputElement;
    fireEvent.change(number, { target: { value: '8a12-3' } });
    expect(number.value).toBe('8123');
    fireEvent.click(screen.getByRole('button', { name: /country code/i }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('radio', { name: /Singapore/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(number.value).toBe('');
    expect(screen.getByRole('button', { name: /country code/i }).textContent).toContain('+65');
  });

  it('closes the country sheet when the chosen country is tapped again', () => {
    show('phone');
    fireEvent.click(screen.getByRole('button', { name: /country code/i }));
    const checked = within(screen.getByRole('dialog')).getByRole('radio', { checked: true });
    fireEvent.click(checked);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the captcha before a code is sent, with its image from the API', async () => {
    fakeApi(() => picture());
    const fetch = vi.mocked(globalThis.fetch);
    show('phone');
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '81234567890' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    await waitFor(() => expect(within(dialog).getByRole('img')).toBeTruthy());
    expect(String(fetch.mock.calls[0]![0])).toContain('member/user/random_code?account=81234567890');
    expect(new URL(String(fetch.mock.calls[0]![0]), location.href).searchParams.get('purpose')).toBe('login');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'ab3d7k' } });
    expect((within(dialog).getByRole('textbox') as HTMLInputElement).value).toBe('AB3D7K');
    expect(confirm).toHaveProperty('disabled', false);
  });

  it('lets a shopper who cannot see the picture prove the device instead, then sends the code', async () => {
    const calls: string[] = [];
    fakeApi(({ path, url }) => {
      calls.push(url.replace(/\?.*$/, ''));
      if (path.endsWith('/random_code')) return picture();
      if (path.endsWith('/captcha_pow_check')) return ok('nonce-from-work');
      if (path.endsWith('/captcha_pow')) return ok({ challenge: 'c1', difficulty: 4 });
      return undefined;
    });
    show('phone');
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '81234567890' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Can't see the picture/ }));
    await waitFor(() => expect(calls).toContain('/api/member/user/send_sms_code'));
    expect(calls).toEqual(expect.arrayContaining(['/api/member/user/captcha_pow', '/api/member/user/captcha_pow_check']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

/** Stubs the API with a captcha image for every request; answers the purpose the first image was asked for. */
async function captchaPurposeOf(open: () => void): Promise<string | null> {
  fakeApi(() => picture());
  const fetch = vi.mocked(globalThis.fetch);
  open();
  await screen.findByRole('dialog', { name: 'Security check' });
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  return new URL(String(fetch.mock.calls[0]![0]), location.href).searchParams.get('purpose');
}

describe('password view', () => {
  it('asks for the captcha of a password login', async () => {
    show('password');
    const purpose = await captchaPurposeOf(() => {
      fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '81234567890' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Abcdef12' } });
      fireEvent.click(screen.getByRole('checkbox'));
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    });
    expect(purpose).toBe('password');
  });

  it('switching between phone and e-mail clears the account', () => {
    show('password');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '81234567890' } });
    fireEvent.click(screen.getByRole('radio', { name: 'E-mail' }));
    const email = screen.getByLabelText('E-mail address') as HTMLInputElement;
    expect(email.value).toBe('');
    fireEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('');
  });

  it('is in the page language', () => {
    show('password', 'id');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messagesFor('id')['login.titlePassword']);
  });
});

describe('password reset view', () => {
  it("asks for a reset code's captcha", async () => {
    show('forgot');
    const purpose = await captchaPurposeOf(() => {
      fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '81234567890' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(purpose).toBe('reset');
  });

  it('says when the repeated password differs', () => {
    show('forgot');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Abcdef12' } });
    fireEvent.change(screen.getByLabelText('Repeat new password'), { target: { value: 'Abcdef13' } });
    expect(screen.getByText(messagesFor('en')['login.repeatError']!)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true);
  });
});

describe('the return from Google on a phone', () => {
  const returnTo = (isNew: boolean, nameChosen: boolean) => {
    const location = { search: '?code=c1&state=s1', pathname: '/login', origin: 'https://shop.test', assign: vi.fn(), replace: vi.fn() };
    vi.stubGlobal('location', location);
    vi.stubGlobal('history', { state: null, replaceState: vi.fn() });
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    fakeApi(() => ok({ user_info: { ...FAKE_MEMBER, name_chosen: nameChosen }, is_new: isNew }));
    render(<LoginPage locale={{ lang: 'en', country: 'ID' }} view="phone" googleReturn />);
    return location;
  };

  it('asks a member it created for their name, as every other login does', async () => {
    const location = returnTo(true, false);
    expect(await screen.findByRole('heading', { name: 'What should we call you?' })).toBeTruthy();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('sends a returning member back with the welcome', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const location = returnTo(false, true);
      await waitFor(() => expect(location.replace).toHaveBeenCalled(), { timeout: 3000 });
      expect(screen.queryByRole('heading', { name: 'What should we call you?' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
