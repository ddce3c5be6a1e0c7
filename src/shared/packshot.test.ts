import { describe, expect, it } from 'vitest';
import {
  PACK_SHAPES,
  PACKSHOT_VIEWS,
  bannerSvg,
  categoryIconSvg,
  packshotSvg,
  packshotViewOf,
  packshotViews,
  parseBanner,
  parseIconKey,
  parsePackshot,
  type PackshotSpec,
} from './packshot';

/** Tags open and close in order, attributes are quoted, no NaN or undefined leaked into the markup. */
function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  const stack: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)(?:\s+[\w:-]+="[^"<>]*")*\s*(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), tag).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  // Every tag was matched by the pattern above, so none has a malformed attribute.
  expect(svg.match(/</g)?.length).toBe(svg.match(/<(\/?)([a-zA-Z][\w-]*)(?:\s+[\w:-]+="[^"<>]*")*\s*(\/?)>/g)?.length);
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
}

const milk: PackshotSpec = {
  shape: 'carton',
  brand: 'Kirana',
  kind: 'Full Cream UHT Milk',
  size: '1L',
  color: '1e5bb8',
  accent: 'ffd23f',
  seed: 'P100127',
};

describe('packshot URLs', () => {
  it('reads the spec from the name and query, trimming and capping the texts', () => {
    const spec = parsePackshot(
      'P100127',
      new URLSearchParams({ s: 'can', b: '  Fizzo  ', k: 'x'.repeat(80), v: '330ml', c: 'D50000', a: 'ffffff' }),
    );
    expect(spec).toEqual({
      view: 'front',
      shape: 'can',
      brand: 'Fizzo',
      kind: 'x'.repeat(40),
      size: '330ml',
      color: 'd50000',
      accent: 'ffffff',
      seed: 'P100127',
    });
  });

  it('still draws a product from its number alone, the same way every time', () => {
    const a = parsePackshot('P100001', new URLSearchParams())!;
    expect(PACK_SHAPES).toContain(a.shape);
    expect(a.color).toMatch(/^[0-9a-f]{6}$/);
    expect(parsePackshot('P100001', new URLSearchParams({ s: 'blimp', c: 'red' }))).toEqual(a);
  });

  it('refuses names that are not product numbers', () => {
    for (const name of ['', '../etc', 'a b', 'x'.repeat(41), '<svg>']) expect(parsePackshot(name, new URLSearchParams())).toBeNull();
  });

  it('reads category icon keys and banner queries', () => {
    expect(parseIconKey('carton-1e5bb8')).toEqual({ shape: 'carton', color: '1e5bb8' });
    for (const key of ['blimp-1e5bb8', 'carton-1e5bb', 'carton', 'carton-1E5BB8x']) expect(parseIconKey(key)).toBeNull();
    const banner = parseBanner('dairy', new URLSearchParams({ t: 'Deals', u: 'On milk', p: 'can,blimp,jar,box,pack' }));
    expect(banner?.shapes).toEqual(['can', 'jar', 'box']);
    expect(parseBanner('da/iry', new URLSearchParams())).toBeNull();
  });
});

describe('packshotSvg', () => {
  it.each(PACK_SHAPES)('draws a well-formed, small %s', (shape) => {
    const svg = packshotSvg({ ...milk, shape });
    expectWellFormed(svg);
    expect(svg.length).toBeLessThan(8000);
    expect(svg).toContain('>Kirana</text>');
    expect(svg).toContain('>1L</text>');
  });

  it('is deterministic and differs between products', () => {
    expect(packshotSvg(milk)).toBe(packshotSvg({ ...milk }));
    expect(packshotSvg(milk)).not.toBe(packshotSvg({ ...milk, color: '2e7d4f' }));
  });

  it('escapes text from the URL, so nothing in it becomes markup', () => {
    const svg = packshotSvg({ ...milk, brand: '<script>alert(1)</script>', kind: '"onload="x" & co' });
    expectWellFormed(svg);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&#60;script&#62;');
  });

  it('squeezes a name that would overflow the label instead of letting it run off the pack', () => {
    const svg = packshotSvg({ ...milk, brand: 'Extraordinarily Long Brand' });
    expect(svg).toMatch(/textLength="[\d.]+" lengthAdjust="spacingAndGlyphs">Extraordinarily Long Brand</);
    expect(packshotSvg(milk)).not.toMatch(/lengthAdjust[^>]*>Kirana</);
  });

  it('keeps label text readable on light brand colours', () => {
    const svg = packshotSvg({ ...milk, color: 'cfe8fc', accent: 'ffffff' });
    const brandFill = svg.match(/fill="#([0-9a-f]{6})" text-anchor="middle"[^>]*>Kirana</)?.[1];
    expect(brandFill).toBeDefined();
    expect(brandFill).not.toBe('cfe8fc');
  });
});

describe('packshot views', () => {
  it('makes a gallery of our packshot URL and the same drawing’s other views', () => {
    const url = '/img/p/P100127.svg?s=carton&b=Kirana&k=Milk';
    expect(packshotViews(url)).toEqual([url, `${url}&view=angle`, `${url}&view=label`, `${url}&view=group`, `${url}&view=scene`]);
    expect(packshotViews('https://cdn.example.com/p.jpg')).toEqual(['https://cdn.example.com/p.jpg']);
    expect(packshotViewOf(`${url}&view=group`)).toBe('group');
    expect(packshotViewOf(url)).toBe('front');
  });

  it.each(PACKSHOT_VIEWS)('draws the %s view of every shape', (view) => {
    for (const shape of PACK_SHAPES) {
      const spec = parsePackshot('P1', new URLSearchParams({ s: shape, b: 'Kirana', k: 'Milk', v: '1L', view }))!;
      expect(spec.view).toBe(view);
      expectWellFormed(packshotSvg(spec));
    }
  });

  it('draws different pictures for different views, and the front for an unknown one', () => {
    const draw = (view: string) => packshotSvg(parsePackshot('P1', new URLSearchParams({ s: 'jar', b: 'K', view }))!);
    expect(new Set(PACKSHOT_VIEWS.map(draw)).size).toBe(PACKSHOT_VIEWS.length);
    expect(draw('sideways')).toBe(draw('front'));
  });
});

describe('categoryIconSvg and bannerSvg', () => {
  it.each(PACK_SHAPES)('draws a %s icon', (shape) => {
    const svg = categoryIconSvg({ shape, color: 'e53935' });
    expectWellFormed(svg);
    expect(svg).toContain('viewBox="0 0 96 96"');
  });

  it('draws a banner with its headline and packs', () => {
    const svg = bannerSvg({
      title: '首单免运费 & more',
      subtitle: '同城1–2天送达',
      color: '1e5bb8',
      accent: 'ffd23f',
      shapes: ['carton', 'bottle', 'box'],
    });
    expectWellFormed(svg);
    expect(svg).toContain('首单免运费 &#38; more');
    expect(svg).toContain('viewBox="0 0 1200 400"');
  });

  it('draws a banner without text when its URL carries none (the page writes the headline over it)', () => {
    const svg = bannerSvg(parseBanner('dairy', new URLSearchParams({ c: '0f766e', p: 'bottle,can,carton' }))!);
    expectWellFormed(svg);
    expect(svg).not.toContain('<text');
  });
});
