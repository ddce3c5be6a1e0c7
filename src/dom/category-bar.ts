/**
 * The desktop category bar (components/CategoryNav.astro): CSS opens a panel on hover or focus; Escape dismisses the
 * open one (WCAG 1.4.13) until the pointer or focus leaves it. When the bar is wider than the screen it scrolls
 * sideways: an arrow (with a fade) shows on each side that has more, and scrolls by most of the visible width.
 */
export function initCategoryBar(nav: HTMLElement | null): void {
  const bar = nav?.querySelector<HTMLElement>('.bar');
  if (bar) initBarScroll(bar, nav!.querySelectorAll<HTMLButtonElement>('[data-bar-scroll]'));
  for (const item of nav?.querySelectorAll<HTMLElement>('[data-nav-item]') ?? []) {
    item.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || item.hasAttribute('data-dismissed')) return;
      item.setAttribute('data-dismissed', '');
      item.querySelector<HTMLElement>('.top')?.focus();
    });
    const reopen = () => item.removeAttribute('data-dismissed');
    item.addEventListener('mouseleave', reopen);
    item.addEventListener('focusout', (event) => {
      if (!(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) reopen();
    });
  }
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
