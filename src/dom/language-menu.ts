/**
 * The desktop language menu (components/LanguageSwitcher.astro), as the WAI-ARIA menu button pattern: arrows open it
 * and move through it, Home/End jump, Enter or Space chooses, Escape closes with focus back on the button, Tab and a
 * press outside close it. Choosing another language remembers it and opens the same page in it.
 */
import { toLang } from '../shared/lang';
import { $lang } from '../stores/i18n';

export function initLanguageMenu(root: HTMLElement | null): void {
  const button = root?.querySelector<HTMLButtonElement>('button[aria-haspopup]');
  const menu = root?.querySelector<HTMLElement>('[role="menu"]');
  const items = [...(root?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  if (!root || !button || !menu || items.length === 0) return;
  const last = items.length - 1;
  const checked = () =>
    Math.max(
      0,
      items.findIndex((item) => item.getAttribute('aria-checked') === 'true'),
    );
  let active = 0;

  const focusItem = (index: number) => {
    active = index;
    items[index]?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!root.contains(event.target as Node)) hide();
  };
  const open = (index: number) => {
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    document.addEventListener('pointerdown', onPointerDown);
    focusItem(index);
  };
  const hide = () => {
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    document.removeEventListener('pointerdown', onPointerDown);
  };
  const close = () => {
    hide();
    button.focus();
  };
  const choose = (index: number) => {
    const lang = toLang(items[index]?.dataset.lang);
    close();
    // Loaded when chosen: choosing is rare, and its module (the member's preference, the return path) is not small.
    if (lang !== $lang.get())
      void import('../stores/preferences').then(({ chooseLanguage }) => chooseLanguage(lang, location.pathname + location.search));
  };

  button.addEventListener('click', () => (menu.hidden ? open(checked()) : close()));
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? checked() : last);
  });
  menu.addEventListener('keydown', (event) => {
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      hide();
    }
  });
  items.forEach((item, index) => {
    item.addEventListener('click', () => choose(index));
    item.addEventListener('pointermove', () => {
      if (active !== index || document.activeElement !== item) focusItem(index);
    });
  });
}
