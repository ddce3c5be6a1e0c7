import { mkdirSync, writeFileSync } from 'node:fs';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, randomCaptchaText, renderCaptchaPng } from './captcha-image';

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

describe('renderCaptchaPng', () => {
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
