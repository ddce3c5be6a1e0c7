import { describe, expect, it } from 'vitest';
import { isRankable } from './hot-filter';

describe('isRankable', () => {
  it.each(['milk', 'instant noodles', 'shiitake', 'minyak goreng 2.5kg', 'air mineral 1.5l', 'st. ives', '牛奶', 'Class A eggs'])(
    'takes %s',
    (keyword) => expect(isRankable(keyword)).toBe(true),
  );

  it.each([
    '<img src=x onerror=alert(1)>',
    'milk {{x}}',
    'a > b',
    'shop.example.com',
    'https://example',
    'www.kedai',
    'buy@kedai.co',
    'SHIT milk',
    'ＦＵＣＫ',
    'susu kontol',
    '买傻逼牛奶',
  ])('refuses %s', (keyword) => expect(isRankable(keyword)).toBe(false));
});
