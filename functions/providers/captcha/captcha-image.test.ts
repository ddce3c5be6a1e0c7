import { mkdirSync, writeFileSync } from 'node:fs';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, glyphLayout, randomCaptchaText, renderCaptchaPng } from './captcha-image';

/** A seeded generator (mulberry32), so image tests see the same drawings on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The hue (0–360) of a pixel, or null when it is too grey to have one. */
function hue(r: number, g: number, b: number): number | null {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 40) return null;
  const h = max === r ? ((g - b) / (max - min)) % 6 : max === g ? (b - r) / (max - min) + 2 : (r - g) / (max - min) + 4;
  return (h * 60 + 360) % 360;
}

function darkPixels(png: Uint8Array, x0 = 0, x1 = Infinity): number {
  const { width, height, data, channels } = decode(png);
  let n = 0;
  for (let y = 0; y < height; y++) {
    for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) {
      const o = (y * width + x) * channels;
      if (data[o]! + data[o + 1]! + data[o + 2]! < 300) n++;
    }
  }
  return n;
}

describe('randomCaptchaText', () => {
  it('draws six characters from the alphabet', () => {
    for (let i = 0; i < 50; i++) expect(randomCaptchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
  });

  it('uses every character about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i++) for (const ch of randomCaptchaText()) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    const expected = (3000 * CAPTCHA_LENGTH) / CAPTCHA_ALPHABET.length;
    expect(counts.size).toBe(CAPTCHA_ALPHABET.length);
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.2);
  });
});

describe('CAPTCHA_ALPHABET', () => {
  // Pairs people (and machines) mix up, in a stroke font that is tilted, scaled and warped.
  const LOOK_ALIKES = [
    'O0',
    'OQ',
    'OD',
    '0D',
    'Q0',
    'I1',
    'IL',
    '1L',
    'IJ',
    '1T',
    'B8',
    'B3',
    '83',
    'S5',
    'S8',
    '56',
    'Z2',
    'Z7',
    'G6',
    'GC',
    'UV',
    'VY',
    'EF',
    'PR',
    '9Q',
  ];

  it('holds no two characters that look alike', () => {
    const both = LOOK_ALIKES.filter(([a, b]) => CAPTCHA_ALPHABET.includes(a!) && CAPTCHA_ALPHABET.includes(b!));
    expect(both).toEqual([]);
  });

  it('still has at least 20 characters (over 26 bits for six)', () => {
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(20);
  });
});

describe('glyphLayout', () => {
  it('sets neighbouring glyphs so that they overlap (no clean cut between them), large and inside the image', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const glyphs = glyphLayout(CAPTCHA_LENGTH, seeded(seed));
      expect(glyphs).toHaveLength(CAPTCHA_LENGTH);
      glyphs.forEach((g, i) => {
        expect(g.scale * 7, 'glyph height').toBeGreaterThanOrEqual(44);
        expect(g.cx - g.halfWidth, 'left edge').toBeGreaterThanOrEqual(0);
        expect(g.cx + g.halfWidth, 'right edge').toBeLessThanOrEqual(240);
        const next = glyphs[i + 1];
        if (next) expect(next.cx - next.halfWidth, `glyph ${i + 1} starts inside glyph ${i}`).toBeLessThan(g.cx + g.halfWidth);
      });
    }
  });
});

describe('renderCaptchaPng', () => {
  it('draws the glyphs and the crossing lines in one ink colour, so colour does not separate them', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { data, width, height, channels } = decode(renderCaptchaPng('ACE479', seeded(seed)));
      const bins = new Array<number>(12).fill(0);
      let inked = 0;
      for (let o = 0; o < width * height * channels; o += channels) {
        if (data[o]! + data[o + 1]! + data[o + 2]! >= 300) continue;
        const h = hue(data[o]!, data[o + 1]!, data[o + 2]!);
        if (h === null) continue;
        bins[Math.floor(h / 30) % 12]!++;
        inked++;
      }
      // Nearly all coloured ink falls in one 30° hue bin and its neighbours.
      const best = Math.max(...bins.map((_, i) => bins[(i + 11) % 12]! + bins[i]! + bins[(i + 1) % 12]!));
      expect(best / inked, `seed ${seed}`).toBeGreaterThan(0.95);
    }
  });

  it('draws the same image for the same random source', () => {
    expect(Buffer.from(renderCaptchaPng('ACE479', seeded(7))).equals(Buffer.from(renderCaptchaPng('ACE479', seeded(7))))).toBe(true);
  });

  it('is a 240×80 PNG with the text in dark ink', () => {
    const png = renderCaptchaPng('AB2C3D');
    const image = decode(png);
    expect([image.width, image.height]).toEqual([240, 80]);
    expect(darkPixels(png)).toBeGreaterThan(1500);
  });

  it('never draws the same image twice for the same text', () => {
    expect(Buffer.from(renderCaptchaPng('KEDAI2')).equals(Buffer.from(renderCaptchaPng('KEDAI2')))).toBe(false);
  });

  it('draws ink for every character of the alphabet', () => {
    for (const ch of CAPTCHA_ALPHABET) {
      // The same character six times: its ink must show up in the middle cells, away from the noise at the edges.
      expect(darkPixels(renderCaptchaPng(ch.repeat(6)), 60, 180), ch).toBeGreaterThan(700);
    }
  });

  it.runIf(process.env.CAPTCHA_SAMPLES)('writes samples to look at', () => {
    const dir = process.env.CAPTCHA_SAMPLES!;
    mkdirSync(dir, { recursive: true });
    for (let i = 0; i < 6; i++) {
      const text = randomCaptchaText();
      writeFileSync(`${dir}/${i}-${text}.png`, renderCaptchaPng(text));
    }
  });
});
