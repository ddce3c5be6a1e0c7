// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberCategoryPlace, rememberedPlace, returnToCategoryPlace } from './category-place';

const PAGE = `<div class="cate">
  <nav class="rail"><a href="#cat-1" data-top-index="0">A</a><a href="#cat-2" data-top-index="1">B</a></nav>
  <section data-top-index="0"><div data-second-index="0"><a href="/l?1" id="a1">a1</a></div></section>
  <section data-top-index="1"><div data-second-index="0"><a href="/l?2" id="b1">b1</a></div>
    <div data-second-index="1"><a href="/l?3" id="b2">b2</a></div></section>
</div>`;

const current = () => [...document.querySelectorAll('.rail a[aria-current="true"]')].map((a) => a.textContent);

describe('the category screen remembers its place', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.body.innerHTML = PAGE;
    for (const a of document.querySelectorAll('a')) a.addEventListener('click', (e) => e.preventDefault());
  });

  it('reads only a pair of indexes', () => {
    expect(rememberedPlace('1', '2')).toEqual({ top: 1, group: 2 });
    expect(rememberedPlace('0', null)).toEqual({ top: 0, group: 0 });
    expect(rememberedPlace(null, '1')).toBeNull();
    expect(rememberedPlace('x', '1')).toBeNull();
    expect(rememberedPlace('1', '-1')).toBeNull();
  });

  it('writes the category and group of the link followed, and shows that group on coming back', () => {
    rememberCategoryPlace();
    document.querySelector<HTMLElement>('#b2')!.click();
    expect(sessionStorage.getItem('secondaryIndex')).toBe('1');
    expect(sessionStorage.getItem('thirdIndex')).toBe('1');
    expect(current()).toEqual(['B']);

    document.body.innerHTML = PAGE;
    const scrolled = vi.fn();
    document.querySelector<HTMLElement>('section[data-top-index="1"] [data-second-index="1"]')!.scrollIntoView = scrolled;
    returnToCategoryPlace();
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(current()).toEqual(['B']);
  });

  it('a rail link remembers its category with the first group', () => {
    rememberCategoryPlace();
    document.querySelector<HTMLElement>('.rail a[data-top-index="0"]')!.click();
    expect([sessionStorage.getItem('secondaryIndex'), sessionStorage.getItem('thirdIndex')]).toEqual(['0', '0']);
  });
});
