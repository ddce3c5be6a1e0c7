/**
 * A `.wasm` import as the worker's bundlers hand it over (the Cloudflare Vite plugin under Astro, the Workers vitest
 * plugin): a compiled module, which the importing code instantiates (functions/commerce/images.ts).
 */
declare module '*.wasm' {
  const compiled: WebAssembly.Module;
  export default compiled;
}
