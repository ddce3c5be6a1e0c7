/**
 * `client:interaction`: the island's JavaScript (and React) runs only when the shopper reaches for it — the first
 * focus, pointer or key event inside it, or a `wake` event on the document for islands opened from elsewhere (the
 * login modal). While the browser is idle, the island's modules are imported (Astro's `load()`): React and the island
 * are fetched, compiled and evaluated but not rendered, so the first tap pays only for hydrating. A failed import
 * leaves Astro's hydration a no-op, so the first interaction imports again. `prefetch` is a media query that limits
 * that warm-up to where the island is used (the desktop login modal and search on wide screens). `eager` is a media
 * query under which the island hydrates at once, as client:load would: where its server markup is not yet the layout
 * it shows (the login routes on desktop).
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
  el.addEventListener('astro:hydration-error', () => (loading = null), { once: true });
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
  idle(() => void loadOnce());
};

export default interaction;
