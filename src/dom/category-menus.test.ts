// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavCategory } from '../shared/contract/catalog';
import { categoryItemsHtml } from '../components/category-nav-html';
import { initCategoryBar } from './category-bar';
import { initMenus } from './category-menus';

const cat = (id: number, name: string, children: NavCategory[] = []): NavCategory =>
  ({ nav_type_id: id, nav_type_name: name, icon_url: '', child_list: children }) as unknown as NavCategory;

const TREE = [
  cat(1, 'Groceries', [cat(11, 'Rice', [cat(111, 'White rice'), cat(112, 'Brown rice')])]),
  cat(2, 'Drinks', [cat(21, 'Tea', [cat(211, 'Green tea')])]),
  cat(3, 'Gifts'),
];

const press = (key: string) =>
  (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
const focused = () => document.activeElement?.textContent;
const top = (name: string) => [...document.querySelectorAll<HTMLAnchorElement>('.top')].find((a) => a.textContent === name)!;
const isOpen = (name: string) => top(name).closest('.item')!.hasAttribute('data-open');

describe('the category bar by keyboard', () => {
  beforeEach(() => {
    document.body.innerHTML = `<nav class="catnav"><ul class="bar"><li class="item"><a class="top all" href="/cate">All categories</a></li>${categoryItemsHtml(TREE, 'en')}</ul></nav><a id="after" href="/x">after</a>`;
    initMenus(document.querySelector<HTMLElement>('.catnav')!);
  });

  it('says which top categories open a panel, all closed', () => {
    expect(top('Groceries').getAttribute('aria-expanded')).toBe('false');
    expect(top('Gifts').hasAttribute('aria-expanded')).toBe(false);
    expect(document.querySelectorAll('[data-open]')).toHaveLength(0);
  });

  it('opens with Enter (not following the link), then Enter follows it; Space toggles', () => {
    top('Groceries').focus();
    expect(press('Enter')).toBe(false);
    expect(isOpen('Groceries')).toBe(true);
    expect(top('Groceries').getAttribute('aria-expanded')).toBe('true');
    // Open: Enter is the link's again (the default is not prevented).
    expect(press('Enter')).toBe(true);
    expect(press(' ')).toBe(false);
    expect(isOpen('Groceries')).toBe(false);
    press(' ');
    expect(isOpen('Groceries')).toBe(true);
    // Gifts has no panel: Enter follows its link.
    top('Gifts').focus();
    expect(press('Enter')).toBe(true);
  });

  it('Arrow Down opens and enters the panel, the arrows walk its links, Escape closes it back on its top category', () => {
    top('Groceries').focus();
    press('ArrowDown');
    expect(isOpen('Groceries')).toBe(true);
    expect(focused()).toBe('All Groceries');
    press('ArrowDown');
    expect(focused()).toBe('Rice');
    press('ArrowDown');
    expect(focused()).toBe('White rice');
    press('End');
    expect(focused()).toBe('Brown rice');
    press('ArrowDown');
    expect(focused()).toBe('Brown rice');
    press('Home');
    press('ArrowUp');
    expect(focused()).toBe('Groceries');
    press('ArrowUp');
    expect(focused()).toBe('Brown rice');
    press('Escape');
    expect(isOpen('Groceries')).toBe(false);
    expect(focused()).toBe('Groceries');
  });

  it('moves between top categories with Arrow Left / Right, Home and End, closing the one it leaves', () => {
    top('Groceries').focus();
    press('Enter');
    press('ArrowRight');
    expect(focused()).toBe('Drinks');
    expect(isOpen('Groceries')).toBe(false);
    press('ArrowRight');
    expect(focused()).toBe('Gifts');
    press('ArrowRight');
    expect(focused()).toBe('All categories');
    press('ArrowLeft');
    expect(focused()).toBe('Gifts');
    press('Home');
    expect(focused()).toBe('All categories');
    press('End');
    expect(focused()).toBe('Gifts');
  });

  it('closes when the focus leaves the item', () => {
    top('Drinks').focus();
    press('ArrowDown');
    expect(isOpen('Drinks')).toBe(true);
    document.querySelector<HTMLElement>('#after')!.focus();
    expect(isOpen('Drinks')).toBe(false);
    expect(top('Drinks').getAttribute('aria-expanded')).toBe('false');
  });

  it('is loaded by the bar when the focus first enters it', async () => {
    document.body.innerHTML = `<nav class="catnav"><ul class="bar">${categoryItemsHtml(TREE, 'en')}</ul></nav>`;
    initCategoryBar(document.querySelector<HTMLElement>('.catnav'));
    expect(top('Groceries').getAttribute('aria-expanded')).toBe('false');
    top('Groceries').focus();
    await vi.waitFor(() => {
      expect(press('Enter')).toBe(false);
      expect(isOpen('Groceries')).toBe(true);
    });
  });
});
