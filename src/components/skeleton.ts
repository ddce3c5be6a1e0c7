/**
 * The placeholder of a product card while it loads: the same box as a card (global.css .skeleton-card), so nothing
 * moves when the card replaces it. Server pages render it with set:html, scripts insert it.
 */
export const SKELETON_CARD_HTML =
  '<li class="skeleton-card" aria-hidden="true"><div class="skeleton-media"></div><div class="skeleton-line"></div><div class="skeleton-line short"></div></li>';

export function skeletonCardsHtml(count: number): string {
  return SKELETON_CARD_HTML.repeat(count);
}
