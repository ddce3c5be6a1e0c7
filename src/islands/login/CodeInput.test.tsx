// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import CodeInput from './CodeInput';

beforeAll(() => provideServerDictionaries(messagesFor));
afterEach(cleanup);

function Boxes({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <>
      <span id="c-label">Code</span>
      <CodeInput id="c" value={code} onChange={setCode} onComplete={onComplete} boxes />
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('CodeInput', () => {
  it('moves to the next box as digits are typed and completes at the sixth', () => {
    const onComplete = vi.fn();
    render(<Boxes onComplete={onComplete} />);
    for (let i = 1; i <= 6; i++) {
      fireEvent.change(box(i), { target: { value: String(i) } });
      if (i < 6) expect(document.activeElement).toBe(box(i + 1));
    }
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('takes the focus in its first box on arrival, and a pasted code fills every box and completes', () => {
    const onComplete = vi.fn();
    render(<Boxes onComplete={onComplete} />);
    expect(document.activeElement).toBe(box(1));
    fireEvent.change(box(1), { target: { value: '482 913' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('482913');
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('ignores letters', () => {
    render(<Boxes onComplete={vi.fn()} />);
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(box(1)).toHaveProperty('value', '');
    expect(document.activeElement).not.toBe(box(2));
  });

  it('takes the first six digits of a paste', () => {
    const onComplete = vi.fn();
    render(<Boxes onComplete={onComplete} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'code 98-76-54-32' } });
    expect(onComplete).toHaveBeenCalledWith('987654');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('987654');
  });

  it('goes back a box on Backspace in an empty box', () => {
    render(<Boxes onComplete={vi.fn()} />);
    fireEvent.change(box(1), { target: { value: '4' } });
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
    expect(box(1)).toHaveProperty('value', '');
  });

  it('is one numeric field on desktop', () => {
    const onChange = vi.fn();
    render(<CodeInput id="d" value="" onChange={onChange} boxes={false} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '12ab34' } });
    expect(onChange).toHaveBeenCalledWith('1234');
  });
});
