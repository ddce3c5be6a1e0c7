import { describe, expect, it } from 'vitest';
import { hintReactDom } from './compile-hints.mjs';

const chunk = (fileName, moduleIds, code = 'import{a}from"./b.js";') => ({ type: 'chunk', fileName, moduleIds, code });

describe('hintReactDom', () => {
  it("puts the compile hint first in React DOM's chunk only, once", () => {
    const bundle = {
      a: chunk('_astro/client.X.js', [
        '/n/node_modules/react-dom/cjs/react-dom-client.production.js',
        '/n/node_modules/scheduler/index.js',
      ]),
      b: chunk('_astro/Cart.Y.js', ['/r/src/islands/cart/Cart.tsx']),
      c: { type: 'asset', fileName: '_astro/a.css', source: '' },
    };
    expect(hintReactDom(bundle)).toEqual(['_astro/client.X.js']);
    hintReactDom(bundle);
    expect(bundle.a.code).toBe('//# allFunctionsCalledOnLoad\nimport{a}from"./b.js";');
    expect(bundle.b.code).toBe('import{a}from"./b.js";');
  });

  it('fails the build when no chunk holds React DOM', () => {
    expect(() => hintReactDom({ b: chunk('_astro/Cart.Y.js', ['/r/src/islands/cart/Cart.tsx']) })).toThrow(/no browser chunk/);
  });
});
