/**
 * A sideways-scrolling row that does not fit says so: `data-more-start` / `data-more-end` on the host while there is
 * more to either side, for CSS to draw a fade there (the list page's sort chips on phones).
 */
export function initScrollHint(host: HTMLElement | null, scroller: HTMLElement | null | undefined = host): void {
  if (!host || !scroller) return;
  const update = () => {
    const max = scroller.scrollWidth - scroller.clientWidth;
    host.toggleAttribute('data-more-start', scroller.scrollLeft > 1);
    host.toggleAttribute('data-more-end', max > 1 && scroller.scrollLeft < max - 1);
  };
  scroller.addEventListener('scroll', update, { passive: true });
  new ResizeObserver(update).observe(scroller);
  update();
}
