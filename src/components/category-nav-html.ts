/**
 * The category bar's items as one HTML string. The tree has ~80 entries and is the same for every page of a
 * country and language, so it is rendered once per tree (the tree itself is kept per isolate, components/catalog.ts)
 * instead of through the component renderer on every request: this is most of the chrome's CPU cost otherwise.
 */
import type { NavCategory } from '../shared/contract/catalog';
import { categoryListUrl } from './links';
import { escapeHtml } from '../shared/html';
import { t } from '../shared/i18n';
import type { Lang } from '../shared/lang';

function leafHtml(third: NavCategory, lang: Lang): string {
  const icon = third.icon_url
    ? `<img src="${escapeHtml(third.icon_url)}" alt="" width="48" height="48" loading="lazy" decoding="async">`
    : '<span class="icon-placeholder" aria-hidden="true"></span>';
  return `<li><a class="leaf" href="${escapeHtml(categoryListUrl(third.nav_type_id, lang))}">${icon}<span class="leaf-name">${escapeHtml(third.nav_type_name)}</span></a></li>`;
}

function groupHtml(second: NavCategory, lang: Lang): string {
  const leaves = second.child_list.map((third) => leafHtml(third, lang)).join('');
  return `<section class="group"><h3 class="group-title"><a href="${escapeHtml(categoryListUrl(second.nav_type_id, lang))}">${escapeHtml(second.nav_type_name)}</a></h3><ul class="grid" role="list">${leaves}</ul></section>`;
}

/**
 * A top category: one link (one tab stop), and its panel, closed until it is hovered or opened by keyboard
 * (src/dom/category-menus.ts): a closed panel is not displayed, so none of its links is in the tab order. The panel
 * starts with a link to the top category itself, for the keyboard user who opened it with Enter.
 */
function itemHtml(top: NavCategory, lang: Lang): string {
  const groups = top.child_list;
  const href = escapeHtml(categoryListUrl(top.nav_type_id, lang));
  const name = escapeHtml(top.nav_type_name);
  if (!groups.length) return `<li class="item" data-nav-item><a class="top" href="${href}">${name}</a></li>`;
  const id = `catnav-panel-${top.nav_type_id}`;
  const all = `<a class="panel-all" href="${href}">${escapeHtml(t(lang, 'header.categoryAll', { name: top.nav_type_name }))}</a>`;
  const panel = `<div class="panel" id="${id}" data-nav-panel><div class="container panel-inner">${all}${groups.map((g) => groupHtml(g, lang)).join('')}</div></div>`;
  return `<li class="item" data-nav-item><a class="top" href="${href}" aria-controls="${id}" aria-expanded="false">${name}</a>${panel}</li>`;
}

const rendered = new WeakMap<NavCategory[], Map<Lang, string>>();

export function categoryItemsHtml(tree: NavCategory[], lang: Lang): string {
  let byLang = rendered.get(tree);
  if (!byLang) {
    byLang = new Map();
    rendered.set(tree, byLang);
  }
  let html = byLang.get(lang);
  if (html === undefined) {
    html = tree.map((top) => itemHtml(top, lang)).join('');
    byLang.set(lang, html);
  }
  return html;
}
