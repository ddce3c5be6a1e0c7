/**
 * The desktop header's behaviour (components/DesktopHeader.astro), in one module: the markup is rendered once per
 * language and category tree (RenderOnce), so none of its parts may carry a script of its own.
 */
import { showAccountIn } from './account-area';
import { showCartCountIn } from './cart-badge';
import { initCategoryBar } from './category-bar';
import { initLanguageMenu } from './language-menu';
import { initSearchForm } from './search-form';

export function initDesktopHeader(header: HTMLElement | null): void {
  if (!header) return;
  initSearchForm(header.querySelector<HTMLFormElement>('form[data-header-search]'));
  showAccountIn(header.querySelector<HTMLElement>('[data-account-area]'));
  showCartCountIn(header.querySelectorAll<HTMLElement>('[data-cart-badge]'));
  initLanguageMenu(header.querySelector<HTMLElement>('[data-language-menu]'));
  initCategoryBar(header.querySelector<HTMLElement>('.catnav'));
}
