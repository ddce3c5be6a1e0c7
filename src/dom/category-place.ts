/**
 * The category screen remembers where the shopper was (spec §3's session keys): `secondaryIndex` is the top-level
 * category chosen in the rail, `thirdIndex` the group of sub-categories within it. Coming back to /cate in this tab
 * (the tab bar, a link, the back arrow after the page left the back-forward cache) shows that group again, with its
 * category marked current in the rail, instead of the top of the tree.
 */
import { readSession, SESSION_KEYS, writeSession } from '../stores/session-keys';

/** The remembered place, or null when there is none or it is not a pair of indexes. */
export function rememberedPlace(secondary: string | null, third: string | null): { top: number; group: number } | null {
  const top = Number(secondary);
  const group = Number(third ?? 0);
  if (secondary === null || !Number.isInteger(top) || top < 0 || !Number.isInteger(group) || group < 0) return null;
  return { top, group };
}

function markCurrent(top: number): void {
  for (const link of document.querySelectorAll<HTMLElement>('.rail a[data-top-index]')) {
    if (Number(link.dataset.topIndex) === top) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

/** Writes the place of the link followed: the rail's category, or the group a category link sits in. */
export function rememberCategoryPlace(): void {
  document.querySelector('.cate')?.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const top = link?.closest<HTMLElement>('[data-top-index]')?.dataset.topIndex;
    if (!link || top === undefined) return;
    const group = link.closest<HTMLElement>('[data-second-index]')?.dataset.secondIndex ?? '0';
    writeSession(SESSION_KEYS.secondaryIndex, top);
    writeSession(SESSION_KEYS.thirdIndex, group);
    markCurrent(Number(top));
  });
}

/** Shows the remembered group, unless the address names a section of its own. */
export function returnToCategoryPlace(): void {
  const place = rememberedPlace(readSession(SESSION_KEYS.secondaryIndex), readSession(SESSION_KEYS.thirdIndex));
  if (!place || location.hash) return;
  const section = document.querySelector(`section[data-top-index="${place.top}"]`);
  if (!section) return;
  markCurrent(place.top);
  // The group's own heading would sit under the sticky header: the section's scroll margin allows for it.
  const target = place.group === 0 ? section : (section.querySelector(`[data-second-index="${place.group}"]`) ?? section);
  target.scrollIntoView({ block: 'start' });
}
