import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, normalize, tokensOf, trigrams } from './engine';

describe('normalize and tokensOf', () => {
  it('folds width and case and turns punctuation into spaces', () => {
    expect(normalize('  ＵＨＴ Milk—1L!! ')).toBe('uht milk 1l');
    expect(tokensOf('"milk" OR NEAR(susu*')).toEqual(['milk', 'or', 'near', 'susu']);
    expect(tokensOf('牛奶巧克力')).toEqual(['牛奶巧克力']);
    expect(tokensOf('!!!')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit', () => {
    expect(editDistance('miilk', 'milk')).toBe(1);
    expect(editDistance('mlik', 'milk')).toBe(1);
    expect(editDistance('mulk', 'milk')).toBe(1);
    expect(editDistance('chocolate', 'chcolaet')).toBe(2);
    expect(editDistance('牛乃', '牛奶')).toBe(1);
  });
  it('allows one edit from 4 characters and two from 8', () => {
    expect([allowedEdits('tea'), allowedEdits('susu'), allowedEdits('chocolate')]).toEqual([0, 1, 2]);
  });
});

describe('trigrams', () => {
  it('are the three-character windows of a token', () => {
    expect(trigrams('miilk')).toEqual(['mii', 'iil', 'ilk']);
    expect(trigrams('牛奶')).toEqual([]);
  });
});
