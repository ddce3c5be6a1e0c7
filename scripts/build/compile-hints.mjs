// A Vite plugin for the build: the browser chunk of React's DOM runtime starts with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+), so Chromium compiles all its functions while the module streams in, on
// a background thread, instead of one by one on the main thread the first time each runs. Hydration calls most of
// them: on the first tap of an island that waits for the shopper (the search dropdown, the login dialog's form) that
// lazy compilation was 30–45 ms at 4× CPU slowdown (docs/decisions/compile-hints.md). Other browsers ignore the comment.
// The chunk is found by the module it holds; the build fails when none does, instead of silently losing the hint.
const HINT = '//# allFunctionsCalledOnLoad\n';
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** The bundle's chunks that hold React's DOM runtime, with the hint prepended; throws when there is none. */
export function hintReactDom(bundle) {
  const chunks = Object.values(bundle).filter(
    (output) => output.type === 'chunk' && output.moduleIds.some((id) => REACT_DOM_CLIENT.test(id)),
  );
  if (chunks.length === 0) throw new Error('compile-hints: no browser chunk holds react-dom-client.production.js');
  for (const chunk of chunks) if (!chunk.code.startsWith(HINT)) chunk.code = HINT + chunk.code;
  return chunks.map((chunk) => chunk.fileName);
}

export function compileHints() {
  return {
    name: 'storefront:compile-hints',
    generateBundle(_, bundle) {
      if (this.environment?.name === 'client') hintReactDom(bundle);
    },
  };
}
