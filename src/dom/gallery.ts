/**
 * The product gallery (components/ProductGallery.astro): the strip scrolls by swipe (CSS scroll snap), the counter and
 * the thumbnails follow it; a thumbnail (click, Enter, or the arrow keys among them) shows its picture; on desktop the
 * picture zooms under the pointer, and a click turns the zoom off or on again.
 */
import { DESKTOP_MEDIA_QUERY } from '../shared/constants';
import { debounce } from '../shared/timing';

export function initGallery(root: HTMLElement | null): void {
  const track = root?.querySelector<HTMLElement>('[data-gallery-track]');
  if (!root || !track) return;
  const slides = [...track.querySelectorAll<HTMLElement>('[data-gallery-slide]')];
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
  const counter = root.querySelector<HTMLElement>('[data-gallery-counter]');
  const stage = track.parentElement!;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  let index = 0;

  const mark = (i: number) => {
    index = i;
    if (counter) counter.textContent = `${i + 1}/${slides.length}`;
    thumbs.forEach((thumb, j) => {
      if (j === i) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
      // One tab stop for the row (roving tabindex): the current picture's thumbnail.
      thumb.tabIndex = j === i ? 0 : -1;
    });
  };
  const show = (i: number) => {
    const target = Math.max(0, Math.min(slides.length - 1, i));
    stage.removeAttribute('data-zoomed');
    track.scrollTo({ left: slides[target]!.offsetLeft - slides[0]!.offsetLeft, behavior: reduced.matches ? 'auto' : 'smooth' });
    mark(target);
  };

  thumbs.forEach((thumb, i) => {
    thumb.addEventListener('click', () => show(i));
    thumb.addEventListener('keydown', (event) => {
      const next =
        event.key === 'ArrowRight'
          ? i + 1
          : event.key === 'ArrowLeft'
            ? i - 1
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? thumbs.length - 1
                : null;
      if (next === null) return;
      event.preventDefault();
      const target = (next + thumbs.length) % thumbs.length;
      show(target);
      thumbs[target]!.focus();
    });
  });

  track.addEventListener(
    'scroll',
    debounce(() => {
      const i = Math.round(track.scrollLeft / Math.max(track.clientWidth, 1));
      if (i !== index && slides[i]) mark(i);
    }, 80),
    { passive: true },
  );

  // Zoom under the pointer, for a mouse on the desktop layout.
  const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
  const finePointer = window.matchMedia('(hover: hover) and (pointer: fine)');
  let zoomOff = false;
  const aim = (event: PointerEvent) => {
    const box = stage.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    const img = slides[index]?.querySelector('img');
    if (img) img.style.transformOrigin = `${x.toFixed(1)}% ${y.toFixed(1)}%`;
  };
  stage.addEventListener('pointermove', (event) => {
    if (!desktop.matches || !finePointer.matches || event.pointerType !== 'mouse') return;
    aim(event);
    if (!zoomOff) stage.setAttribute('data-zoomed', '');
  });
  stage.addEventListener('pointerleave', () => {
    stage.removeAttribute('data-zoomed');
    zoomOff = false;
  });
  stage.addEventListener('click', (event) => {
    if (!desktop.matches) return;
    zoomOff = stage.hasAttribute('data-zoomed');
    if (zoomOff) stage.removeAttribute('data-zoomed');
    else {
      aim(event as PointerEvent);
      stage.setAttribute('data-zoomed', '');
    }
  });
}
