/**
 * The desktop header's search box (components/SearchForm.astro), a plain GET form to the product list that works
 * before any script: this rotates the recommended keywords in the placeholder (paused while focused), searches the
 * shown keyword when the box is empty, and wakes the suggestion/history dropdown island when the shopper reaches for the box.
 * That first reach (the pointer over the box, a press, focus) also asks for the dropdown's rankings, so the calls run
 * while the island starts instead of after it has rendered; never before it, which would cost two API calls a page view.
 */
import { DESKTOP_MEDIA_QUERY, SEARCH_DROPDOWN_WAKE_EVENT } from '../shared/constants';
import { recommendedKeywords, rotateKeywords, submitSearch } from '../stores/search';
import { wakeOnIntent } from './wake-island';

export function initSearchForm(form: HTMLFormElement | null): void {
  const input = form?.querySelector<HTMLInputElement>('input[name="keyword"]');
  if (!form || !input) return;
  let rotation: ReturnType<typeof rotateKeywords> | null = null;
  // The desktop header is hidden on phones: no rotation nobody sees.
  if (matchMedia(DESKTOP_MEDIA_QUERY).matches) {
    void recommendedKeywords().then((keywords) => {
      rotation = rotateKeywords(keywords, (k) => (input.placeholder = k));
      if (document.activeElement === input) rotation.pause();
    });
  }
  input.addEventListener('focus', () => rotation?.pause());
  input.addEventListener('blur', () => rotation?.resume());
  wakeOnIntent(input, SEARCH_DROPDOWN_WAKE_EVENT);
  // Whether the shopper asked for the dropdown (a press, Arrow Down) or Tab only passed through: the island opens for
  // the first (islands/search/HeaderSearch.tsx). Until it has hydrated and replaced it, the dropdown's own markup
  // (SearchForm.astro) opens here, at once.
  const shell = form.parentElement?.querySelector<HTMLElement>('[data-search-shell]');
  const ask = (open: boolean) => {
    if (open) input.dataset.open = '';
    else delete input.dataset.open;
    if (shell) shell.hidden = !open;
  };
  input.addEventListener('pointerdown', () => ask(true));
  input.addEventListener('blur', () => ask(false));
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'Escape') ask(event.key === 'ArrowDown');
  });
  // The island asks at its wake when its modules ran while the page was idle; this asks when they had not.
  document.addEventListener(SEARCH_DROPDOWN_WAKE_EVENT, () => void import('../stores/search-panel').then((panel) => panel.loadRanks()), {
    once: true,
  });
  form.addEventListener('submit', (event) => {
    const keyword = input.value.trim() || rotation?.current() || '';
    event.preventDefault();
    if (keyword) submitSearch(keyword);
    else input.focus();
  });
}
