/**
 * Infinite scroll of a product grid (spec §2: the home recommendations, the product list): the next page loads when
 * the end of the grid comes near, with 6 skeleton cards while it loads, cards keyed by product_no (a card already
 * shown is not added again), until the total is reached; list calls at most once per 100 ms. The 'Load more' button
 * under the grid does the same for keyboards and for browsers without IntersectionObserver; a failure turns it into
 * 'Try again'. Page links the feed makes redundant ([data-feed-replaces]) are hidden once it runs.
 */
import { skeletonCardsHtml } from '../components/skeleton';
import { LIST_THROTTLE_MS, RECOMMEND_SKELETONS } from '../shared/constants';
import { throttle } from '../shared/timing';
import { tr } from '../stores/i18n';
import { fetchCards } from './card-fragment';

export function startFeed(feed: HTMLElement): void {
  const list = feed.querySelector<HTMLUListElement>('ul.product-grid');
  const button = feed.querySelector<HTMLButtonElement>('[data-feed-more]');
  const status = feed.querySelector<HTMLElement>('[data-feed-status]');
  const src = feed.dataset.src;
  const total = Number(feed.dataset.total);
  let page = Number(feed.dataset.page) || 1;
  // Cards before this page were on earlier pages (a list opened at ?page=3).
  const before = (page - 1) * (Number(feed.dataset.pageSize) || 0);
  if (!list || !button || !status || !src) return;
  for (const el of document.querySelectorAll<HTMLElement>('[data-feed-replaces]')) el.hidden = true;
  const label = button.textContent ?? '';
  const seen = new Set([...list.querySelectorAll<HTMLElement>('[data-product-no]')].map((el) => el.dataset.productNo));
  let loading = false;
  // A page that adds nothing new means the list ended before its total (products removed meanwhile).
  let ended = false;

  const done = () => ended || before + seen.size >= total;

  async function more(): Promise<void> {
    if (loading || done()) return;
    loading = true;
    button!.textContent = button!.dataset.loading ?? label;
    list!.insertAdjacentHTML('beforeend', skeletonCardsHtml(RECOMMEND_SKELETONS));
    const skeletons = [...list!.querySelectorAll('.skeleton-card')];
    try {
      const url = new URL(src!, location.href);
      url.searchParams.set('page', String(page + 1));
      const cards = await fetchCards(url);
      let added = 0;
      for (const li of cards) {
        const no = li.querySelector<HTMLElement>('[data-product-no]')?.dataset.productNo;
        if (!no || seen.has(no)) continue;
        seen.add(no);
        list!.insertBefore(li, skeletons[0] ?? null);
        added++;
      }
      page++;
      status!.textContent = tr('feed.loadedMore', { count: added });
      if (added === 0) ended = true;
      button!.textContent = label;
    } catch {
      button!.textContent = button!.dataset.retry ?? label;
    } finally {
      for (const s of skeletons) s.remove();
      loading = false;
    }
    if (done()) {
      observer?.disconnect();
      status!.textContent = button!.dataset.done ?? '';
      button!.hidden = true;
    }
  }

  const next = throttle(() => void more(), LIST_THROTTLE_MS);
  button.addEventListener('click', next);
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && next(), { rootMargin: '600px 0px' })
      : null;
  observer?.observe(button);
}
