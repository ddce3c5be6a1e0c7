/**
 * The similar products of the detail page (spec §2), fetched when the section comes within 600 px of the screen. The
 * skeletons the server rendered hold the place; a product without similar ones, or a failed load, hides the section.
 */
import { fetchCards } from './card-fragment';

export function loadSimilarWhenNear(section: HTMLElement): void {
  const list = section.querySelector<HTMLUListElement>('ul.product-grid');
  const src = section.dataset.similar;
  if (!list || !src) return;
  const load = async () => {
    try {
      const cards = await fetchCards(src);
      if (cards.length === 0) section.hidden = true;
      else list.replaceChildren(...cards);
    } catch {
      section.hidden = true;
    } finally {
      section.removeAttribute('aria-busy');
    }
  };
  if (!('IntersectionObserver' in window)) {
    void load();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      void load();
    },
    { rootMargin: '600px 0px' },
  );
  observer.observe(section);
}
