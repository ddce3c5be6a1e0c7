import { describe, expect, it } from 'vitest';
import { renderedOnce } from './rendered-once';

describe('renderedOnce', () => {
  it('renders once per key and serves the same HTML afterwards', async () => {
    let renders = 0;
    const render = async () => `<p>${++renders}</p>`;
    expect(await renderedOnce('test-a', render)).toBe('<p>1</p>');
    expect(await renderedOnce('test-a', render)).toBe('<p>1</p>');
    expect(await renderedOnce('test-b', render)).toBe('<p>2</p>');
  });

  it('refuses markup with a script or an island, and does not keep it', async () => {
    await expect(renderedOnce('test-script', async () => '<div><script type="module" src="/x.js"></script></div>')).rejects.toThrow(
      /script or an island/,
    );
    await expect(renderedOnce('test-island', async () => '<astro-island uid="1"></astro-island>')).rejects.toThrow(/script or an island/);
    expect(await renderedOnce('test-script', async () => '<div></div>')).toBe('<div></div>');
  });

  it('does not keep a failed render', async () => {
    await expect(renderedOnce('test-fail', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await renderedOnce('test-fail', async () => '<p>ok</p>')).toBe('<p>ok</p>');
  });
});
