/**
 * The category bar's panels by keyboard (src/dom/category-bar.ts loads this when the focus first enters the bar): Enter,
 * Space or Arrow Down on a top category opens its panel (Enter on an open one follows the link, Space closes it), Arrow
 * Down / Arrow Up move through its links and Tab goes on into them; Escape closes it and puts the focus back on its top
 * category (and dismisses a hovered one, WCAG 1.4.13), and it closes when the focus leaves it. Arrow Left / Right, Home
 * and End move between the top categories. The server renders each top category with a panel `aria-expanded="false"`;
 * the bar says `data-menus="ready"` once this has taken it.
 */
const panelOf = (item: Element | null) => item?.querySelector<HTMLElement>('[data-nav-panel]') ?? null;
const topOf = (item: Element) => item.querySelector<HTMLAnchorElement>('.top')!;
const linksOf = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')];

function setOpen(item: HTMLElement, open: boolean): void {
  if (item.hasAttribute('data-open') === open) return;
  item.toggleAttribute('data-open', open);
  if (open) item.removeAttribute('data-dismissed');
  topOf(item).setAttribute('aria-expanded', String(open));
}

export function initMenus(nav: HTMLElement): void {
  const tops = [...nav.querySelectorAll<HTMLAnchorElement>('.bar .top')];
  const items = [...nav.querySelectorAll<HTMLElement>('[data-nav-item]')].filter((item) => panelOf(item));
  for (const item of items) {
    item.addEventListener('focusout', (event) => {
      if (event.relatedTarget instanceof Node && item.contains(event.relatedTarget)) return;
      setOpen(item, false);
      item.removeAttribute('data-dismissed');
    });
    item.addEventListener('mouseleave', () => item.removeAttribute('data-dismissed'));
    // The pointer went to another category: a panel the keyboard opened gives way to it.
    item.addEventListener('mouseenter', () => {
      for (const other of items) {
        if (other === item || !other.hasAttribute('data-open')) continue;
        if (other.contains(document.activeElement)) topOf(other).focus();
        setOpen(other, false);
      }
    });
  }

  const close = (item: HTMLElement) => {
    setOpen(item, false);
    item.setAttribute('data-dismissed', '');
    topOf(item).focus();
  };

  nav.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>('.item');
    const panel = panelOf(item);
    let next: HTMLElement | undefined;
    if (target.classList.contains('top')) {
      const at = tops.indexOf(target as HTMLAnchorElement);
      const open = !!item?.hasAttribute('data-open');
      switch (event.key) {
        case 'ArrowRight':
          next = tops[(at + 1) % tops.length];
          break;
        case 'ArrowLeft':
          next = tops[(at - 1 + tops.length) % tops.length];
          break;
        case 'Home':
          next = tops[0];
          break;
        case 'End':
          next = tops.at(-1);
          break;
        case 'Enter':
          // An open panel's top category is a link again: Enter follows it.
          if (!panel || open) return;
          setOpen(item!, true);
          break;
        case ' ':
          if (!panel) return;
          setOpen(item!, !open);
          break;
        case 'ArrowDown':
        case 'ArrowUp':
          if (!panel) return;
          setOpen(item!, true);
          next = event.key === 'ArrowDown' ? linksOf(panel)[0] : linksOf(panel).at(-1);
          break;
        case 'Escape':
          if (!panel || !(open || item!.matches(':hover')) || item!.hasAttribute('data-dismissed')) return;
          close(item!);
          break;
        default:
          return;
      }
    } else if (panel?.contains(target)) {
      const links = linksOf(panel);
      const at = links.indexOf(target as HTMLAnchorElement);
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowRight':
          next = links[Math.min(at + 1, links.length - 1)];
          break;
        case 'ArrowUp':
        case 'ArrowLeft':
          next = at > 0 ? links[at - 1] : topOf(item!);
          break;
        case 'Home':
          next = links[0];
          break;
        case 'End':
          next = links.at(-1);
          break;
        case 'Escape':
          close(item!);
          break;
        default:
          return;
      }
    } else return;
    event.preventDefault();
    next?.focus();
  });
  nav.dataset.menus = 'ready';
}
