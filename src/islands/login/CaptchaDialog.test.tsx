// @vitest-environment happy-dom
// The captcha popup's wrong answer (issue 29, item 14): said as the characters not matching, beside the picture, in
// the error style, announced, and tied to the field it is about; in the page's language.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refuse } from '../../../tests/unit/fake-api';
import { ACCOUNT_TYPE, CAPTCHA_PURPOSE } from '../../shared/contract/constants';
import { ERR } from '../../shared/errors';
import { messagesFor } from '../../shared/i18n';
import type { Lang } from '../../shared/lang';
import { $lang, $messages, provideServerDictionaries } from '../../stores/i18n';
import { island } from '../locale';
import CaptchaDialog from './CaptchaDialog';

beforeAll(() => provideServerDictionaries(messagesFor));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $lang.set('en');
  $messages.set(messagesFor('en'));
});

const Captcha = island(CaptchaDialog);

/** The identity API: pictures img-1, img-2, …; ABC123 is the right answer, anything else 1101002. */
function stubCaptcha() {
  let images = 0;
  fakeApi(({ path, body }) => {
    if (path.endsWith('/random_code')) {
      return new Response(new Blob([Uint8Array.of(137, 80, 78, 71)], { type: 'image/png' }), {
        headers: { 'x-image-id': `img-${++images}` },
      });
    }
    if (path.endsWith('/random_code_check')) return body.check_code === 'ABC123' ? ok('nonce') : refuse(ERR.INVALID_CODE);
    return undefined;
  });
}

async function answerWrongly(lang: Lang) {
  $lang.set(lang);
  $messages.set(messagesFor(lang));
  stubCaptcha();
  const t = messagesFor(lang);
  render(
    <Captcha
      locale={{ lang, country: 'ID' }}
      account={{ type: ACCOUNT_TYPE.email, email: 'budi@example.com' }}
      purpose={CAPTCHA_PURPOSE.login}
      onSolved={vi.fn()}
      onClose={vi.fn()}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: t['login.captchaTitle'] });
  await waitFor(() => expect(within(dialog).getByRole('img')).toBeTruthy());
  const field = within(dialog).getByRole('textbox', { name: t['login.captchaLabel'] });
  expect(field.getAttribute('aria-invalid')).toBeNull();
  fireEvent.change(field, { target: { value: 'zzz999' } });
  fireEvent.click(within(dialog).getByRole('button', { name: t['login.confirm'] }));
  const alert = await within(dialog).findByRole('alert');
  return { t, dialog, field, alert };
}

describe('the captcha popup', () => {
  it('says a wrong answer beside the picture as the characters not matching, tied to the field', async () => {
    const { t, dialog, field, alert } = await answerWrongly('en');
    expect(alert.textContent).toBe("The characters don't match. Try this new picture.");
    expect(alert.textContent).not.toBe(t['error.1101002']);
    // Right under the picture and its "New picture" button, before the field's label.
    expect(alert.previousElementSibling?.classList.contains('captcha-image')).toBe(true);
    expect(alert.classList.contains('field-error')).toBe(true);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    // A new picture to read, and the answer cleared for it.
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    expect(within(dialog).getByRole('button', { name: t['login.confirm'] })).toHaveProperty('disabled', true);
  });

  it('says it in Indonesian on an Indonesian page', async () => {
    const { t, alert } = await answerWrongly('id');
    expect(alert.textContent).toBe(t['login.captchaMismatch']);
    expect(alert.textContent).toBe('Karakternya tidak cocok. Coba gambar baru ini.');
  });

  it('says it in Chinese on a Chinese page', async () => {
    const { alert } = await answerWrongly('zh-CN');
    expect(alert.textContent).toBe('字符不匹配，请按这张新图片重新输入。');
  });
});
