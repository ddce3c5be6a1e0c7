/**
 * The desktop category bar (components/CategoryNav.astro). Each top category is one tab stop, a link to its list; its
 * panel opens on hover (CSS) or from the keyboard (./category-menus.ts). A closed panel is not displayed, so its links
 * are out of the tab order. When the bar is wider than the screen it scrolls sideways: an arrow (with a fade) shows on each side that has more,
 * and scrolls by most of the visible width.
 */
export function initCategoryBar(nav: HTMLElement | null): void {
  if (!nav) return;
  const bar = nav.querySelector<HTMLElement>('.bar');
  if (bar) initBarScroll(bar, nav.querySelectorAll<HTMLButtonElement>('[data-bar-scroll]'));
  // The keyboard's code (./category-menus.ts) loads at the page's first key press (a keyboard user tabs through the
  // header's eight stops before the bar) or when the focus enters the bar: every desktop page carries the bar, few
  // shoppers walk it by keyboard, and hover needs no script. Until it has loaded, Enter follows a top link.
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    document.removeEventListener('keydown', load, true);
    nav.removeEventListener('focusin', load);
    void import('./category-menus').then((menus) => menus.initMenus(nav));
  };
  document.addEventListener('keydown', load, true);
  nav.addEventListener('focusin', load);
}

function initBarScroll(bar: HTMLElement, buttons: NodeListOf<HTMLButtonElement>): void {
  const update = () => {
    const max = bar.scrollWidth - bar.clientWidth;
    for (const button of buttons) {
      const forward = button.dataset.barScroll === '1';
      const show = max > 1 && (forward ? bar.scrollLeft < max - 1 : bar.scrollLeft > 1);
      if (button.hidden === show) button.hidden = !show;
    }
  };
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const step = Math.max(bar.clientWidth * 0.8, 120) * Number(button.dataset.barScroll);
      bar.scrollBy({ left: step, behavior: reduced.matches ? 'auto' : 'smooth' });
    });
  }
  bar.addEventListener('scroll', update, { passive: true });
  new ResizeObserver(update).observe(bar);
  update();
}
