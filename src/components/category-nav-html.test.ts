import { describe, expect, it } from 'vitest';
import type { NavCategory } from '../shared/contract/catalog';
import { categoryItemsHtml } from './category-nav-html';

const cat = (id: number, name: string, children: NavCategory[] = [], icon = ''): NavCategory =>
  ({ nav_type_id: id, nav_type_name: name, icon_url: icon, child_list: children }) as unknown as NavCategory;

describe('categoryItemsHtml', () => {
  const tree = [cat(1, 'Food & <Drinks>', [cat(101, 'Dairy', [cat(1011, 'Milk "UHT"', [], '/img/c/a.svg?x=1&y=2')])]), cat(2, 'Home')];

  it('renders top categories, their groups and third-level leaves with icons, escaped', () => {
    const html = categoryItemsHtml(tree, 'id');
    expect(html).toContain('>Food &amp; &lt;Drinks&gt;</a>');
    expect(html).toContain('href="/id/commodityList?typeId=101&amp;source=category"');
    expect(html).toContain('<img src="/img/c/a.svg?x=1&amp;y=2" alt=""');
    expect(html).toContain('Milk &quot;UHT&quot;');
    // A top category without children has no panel.
    expect(html.match(/class="panel"/g)).toHaveLength(1);
  });

  it('ties each top category to its panel, which opens with a link to the top category itself', () => {
    const html = categoryItemsHtml(tree, 'en');
    expect(html).toContain(
      '<a class="top" href="/commodityList?typeId=1&amp;source=category" aria-controls="catnav-panel-1" aria-expanded="false">',
    );
    expect(html).toContain('<div class="panel" id="catnav-panel-1" data-nav-panel>');
    expect(html).toContain('<a class="panel-all" href="/commodityList?typeId=1&amp;source=category">All Food &amp; &lt;Drinks&gt;</a>');
    expect(categoryItemsHtml(tree, 'zh-CN')).toContain('>全部Food &amp; &lt;Drinks&gt;</a>');
    // Without a panel the top category is a plain link; nothing is open in the markup (the keyboard's script opens).
    expect(html).toContain('<a class="top" href="/commodityList?typeId=2&amp;source=category">Home</a>');
    expect(html).not.toMatch(/aria-expanded="true"|data-open|hidden/);
  });

  it('renders each tree once per language', () => {
    expect(categoryItemsHtml(tree, 'en')).toBe(categoryItemsHtml(tree, 'en'));
    expect(categoryItemsHtml(tree, 'en')).not.toBe(categoryItemsHtml(tree, 'zh-CN'));
  });
});
