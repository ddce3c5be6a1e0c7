/**
 * The desktop category bar (components/CategoryNav.astro): CSS opens a panel on hover or focus; Escape dismisses the
 * open one (WCAG 1.4.13) until the pointer or focus leaves it.
 */
export function initCategoryBar(nav: HTMLElement | null): void {
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
