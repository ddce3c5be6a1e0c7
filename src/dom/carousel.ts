/**
 * Carousels over server markup (components/BannerStrip.astro, components/ProductRow.astro). The tracks are CSS
 * scroll-snap strips, so swiping works on phones with no script; this adds the arrows, the dots and the banners'
 * rotation (WAI-ARIA APG carousel: rotation stops while the pointer is over it or focus is in it, never runs with
 * prefers-reduced-motion, and has a stop/rotate button).
 */
import { debounce } from '../shared/timing';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)');
const scrollBehavior = (): ScrollBehavior => (reducedMotion().matches ? 'auto' : 'smooth');

/** Index of the slide nearest the track's scroll position. */
function nearest(track: HTMLElement, slides: HTMLElement[]): number {
  let best = 0;
  let bestDistance = Infinity;
  slides.forEach((slide, i) => {
    const distance = Math.abs(slide.offsetLeft - track.scrollLeft);
    if (distance < bestDistance) [best, bestDistance] = [i, distance];
  });
  return best;
}

export function initBannerCarousel(root: HTMLElement | null, intervalMs: number): void {
  const track = root?.querySelector<HTMLElement>('[data-carousel-track]');
  if (!root || !track) return;
  const slides = [...track.children] as HTMLElement[];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
  if (slides.length < 2) return;

  let index = 0;
  let hovered = false;
  let focused = false;
  // A shopper who asked for less motion starts with rotation stopped; the button can still start it.
  let stopped = reducedMotion().matches;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (i: number) => {
    index = i;
    dots.forEach((dot, j) => {
      if (j === i) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };
  const goTo = (i: number) => {
    const target = (i + slides.length) % slides.length;
    track.scrollTo({ left: slides[target]!.offsetLeft, behavior: scrollBehavior() });
    show(target);
  };
  const rotating = () => !stopped && !hovered && !focused && !document.hidden;
  /** (Re)starts the wait for the next slide: after any change, the shopper gets a full interval. */
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    // Screen readers hear slide changes only when they are not automatic (APG).
    track.setAttribute('aria-live', rotating() ? 'off' : 'polite');
    if (rotating()) timer = setTimeout(() => moveTo(index + 1), intervalMs);
  };
  /** A move, by the clock or by the shopper, restarts the wait. */
  const moveTo = (i: number) => {
    goTo(i);
    schedule();
  };
  const renderToggle = () => {
    if (!toggle) return;
    toggle.setAttribute('aria-label', (stopped ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? '');
    toggle.dataset.state = stopped ? 'stopped' : 'rotating';
  };

  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => moveTo(index - 1));
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => moveTo(index + 1));
  dots.forEach((dot, i) => {
    dot.addEventListener('click', () => moveTo(i));
  });
  toggle?.addEventListener('click', () => {
    stopped = !stopped;
    renderToggle();
    schedule();
  });
  root.addEventListener('mouseenter', () => {
    hovered = true;
    schedule();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    schedule();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
    focused = false;
    schedule();
  });
  reducedMotion().addEventListener('change', (event) => {
    if (event.matches) stopped = true;
    renderToggle();
    schedule();
  });
  document.addEventListener('visibilitychange', schedule);
  // A swipe moves the track: the dots follow once it settles, and the wait starts again.
  track.addEventListener(
    'scroll',
    debounce(() => {
      const i = nearest(track, slides);
      if (i !== index) {
        show(i);
        schedule();
      }
    }, 120),
    { passive: true },
  );

  renderToggle();
  schedule();
}

/**
 * Sideways product rows: on desktop, arrows scroll by a page of cards. At an end the arrow is marked disabled with
 * aria-disabled (a disabled button would drop the keyboard focus of a shopper who just pressed it).
 */
export function initProductRow(root: HTMLElement | null): void {
  const track = root?.querySelector<HTMLElement>('.product-grid.row');
  if (!root || !track) return;
  const prev = root.querySelector<HTMLButtonElement>('[data-row-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-row-next]');
  const update = () => {
    const max = track.scrollWidth - track.clientWidth;
    root.toggleAttribute('data-scrollable', max > 1);
    prev?.setAttribute('aria-disabled', String(track.scrollLeft <= 1));
    next?.setAttribute('aria-disabled', String(track.scrollLeft >= max - 1));
  };
  const page = (button: HTMLButtonElement | null, direction: number) =>
    button?.addEventListener('click', () => {
      if (button.getAttribute('aria-disabled') === 'true') return;
      track.scrollBy({ left: direction * track.clientWidth, behavior: scrollBehavior() });
    });
  page(prev, -1);
  page(next, 1);
  track.addEventListener('scroll', update, { passive: true });
  new ResizeObserver(update).observe(track);
  update();
}
