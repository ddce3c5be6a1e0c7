/**
 * `client:interaction`: the island's JavaScript (and React) runs only when the shopper reaches for it — the first
 * focus, pointer or key event inside it, or a `wake` event on the document for islands opened from elsewhere (the
 * login modal). While the browser is idle, the island's modules are fetched (modulepreload) and, once all of them
 * have arrived, imported: React and the island are compiled and evaluated but not rendered, so the first tap pays only
 * for hydrating (at 4× slowdown, evaluating them was about half of it). A failed fetch leaves the import to the first
 * interaction, which tries again. `prefetch` is a media query that limits that warm-up to where the island is used (the
 * desktop login modal and search on wide screens). `eager` is a media query under which the island hydrates at
 * once, as client:load would: where its server markup is not yet the layout it shows (the login routes on desktop).
 *
 * A click that lands between the first pointer event and the end of hydration would reach markup nobody listens to
 * yet: it is held, and given again to its target once React has taken the island (React hydrates a root that an event
 * reaches synchronously). Fields are left alone: what is typed or ticked early is handed over by early-input.ts.
 */
import type { ClientDirective } from 'astro';

export interface InteractionOptions {
  wake?: string;
  prefetch?: string;
  eager?: string;
}

const EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`). */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g)].map(
    (m) => m[1]!,
  );
}

/** Adds a modulepreload for `url` and every chunk it imports statically, each once per page; rejects if one failed. */
async function warm(url: string, seen: Set<string>): Promise<void> {
  if (seen.has(url)) return;
  seen.add(url);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  document.head.appendChild(link);
  const res = await fetch(url, { priority: 'low' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const imports = staticImports(await res.text()).map((spec) => new URL(spec, url).href);
  await Promise.all(imports.map((next) => warm(next, seen)));
}

const warmed = new Set<string>();

/** The control a click before hydration was meant for: buttons and links, not fields (their input is replayed). */
function heldTarget(event: Event): HTMLElement | null {
  const control = event.target instanceof Element ? event.target.closest('button, a[href], [role="button"], summary') : null;
  return control instanceof HTMLElement ? control : null;
}

const interaction: ClientDirective = (load, options, el) => {
  const { wake, prefetch, eager } = (typeof options.value === 'object' && options.value ? options.value : {}) as InteractionOptions;
  let started = false;
  let loading: ReturnType<typeof load> | null = null;
  const loadOnce = () => (loading ??= load());
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const target = heldTarget(event);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  };
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) el.removeEventListener(type, hydrate, true);
    if (wake) document.removeEventListener(wake, hydrate);
    el.addEventListener('click', hold, true);
    try {
      await (await loadOnce())();
    } finally {
      el.removeEventListener('click', hold, true);
    }
    const target: HTMLElement | null = held;
    held = null;
    if (target?.isConnected) target.click();
  };
  if (eager && matchMedia(eager).matches) {
    void hydrate();
    return;
  }
  for (const type of EVENTS) el.addEventListener(type, hydrate, true);
  if (wake) document.addEventListener(wake, hydrate);

  if (prefetch && !matchMedia(prefetch).matches) return;
  const urls = ['renderer-url', 'component-url'].map((name) => el.getAttribute(name)).filter((u): u is string => !!u);
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
  idle(() => {
    Promise.all(urls.map((url) => warm(new URL(url, location.href).href, warmed))).then(
      () => void loadOnce(),
      () => {},
    );
  });
};

export default interaction;
