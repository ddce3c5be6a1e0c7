// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../shared/i18n';
import { provideServerDictionaries } from '../stores/i18n';
import { island } from './locale';

beforeAll(() => provideServerDictionaries(messagesFor));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('lines is undefined');
}

describe('an island that throws', () => {
  it("shows the spec's fallback in the page's language and reports the error, named by the island", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const Island = island(Broken);
    render(<Island locale={{ lang: 'id', country: 'ID' }} />);
    expect(screen.getByRole('alert').textContent).toContain('Terjadi kesalahan');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'lines is undefined' }));
    const layer = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    expect(layer.at(-1)).toEqual({ event: 'island_error', island: 'Broken', message: 'lines is undefined' });
    vi.unstubAllGlobals();
  });
});
