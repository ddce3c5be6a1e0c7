/**
 * Each country's flag as SVG shapes in a 30×20 box (the country picker, /setting-country): drawn, because Windows and
 * many Linux desktops have no flag emoji. Apart from the country registry (./countries.ts), which every page's start-up
 * script loads: only the server-rendered picker needs them.
 */
import type { CountryCode } from './countries';

/** Points of an n-pointed star centred on cx, cy, for the flags. */
function star(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

const MY_STRIPES = Array.from(
  { length: 7 },
  (_, i) => `<rect y="${((i * 2 * 20) / 14).toFixed(3)}" width="30" height="${(20 / 14).toFixed(3)}" fill="#cc0001"/>`,
).join('');
const SG_STARS = Array.from({ length: 5 }, (_, i) => {
  const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
  return `<polygon fill="#fff" points="${star(10.2 + 1.7 * Math.cos(a), 5.2 + 1.7 * Math.sin(a), 0.7, 0.28)}"/>`;
}).join('');

export const FLAGS = {
  ID: '<rect width="30" height="10" fill="#ce1126"/><rect y="10" width="30" height="10" fill="#fff"/>',
  SG: `<rect width="30" height="10" fill="#ef3340"/><rect y="10" width="30" height="10" fill="#fff"/><circle cx="6.6" cy="5" r="3.6" fill="#fff"/><circle cx="7.9" cy="5" r="3.4" fill="#ef3340"/>${SG_STARS}`,
  MY: `<rect width="30" height="20" fill="#fff"/>${MY_STRIPES}<rect width="15" height="11.43" fill="#010066"/><circle cx="5.7" cy="5.7" r="3.9" fill="#fc0"/><circle cx="6.9" cy="5.7" r="3.3" fill="#010066"/><polygon fill="#fc0" points="${star(11, 5.7, 2.6, 1.1, 14)}"/>`,
} as const satisfies Record<CountryCode, string>;
