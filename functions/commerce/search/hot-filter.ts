/**
 * What may enter the hot ranking that every shopper sees. A keyword that passes has also found products and been
 * searched by several shoppers (routes.ts); this is the part about its text: nothing markup-like, no web address, no
 * word from a small list of insults and adult terms in the three languages. Matching is on whole words after the
 * search engine's normalisation (case, width), so 'shiitake' or 'class' are not caught by a shorter word inside them;
 * Chinese has no spaces, so its entries match anywhere.
 */
import { normalize } from './engine';

const MARKUP = /[<>{}]/;
/** A scheme, 'www.', or a domain-like 'name.tld' (so 'shop.example.com' and 'a@b.co', not '2.5kg' or '1.5l'). */
const ADDRESS = /[a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\p{N}-]{2,}\.[a-z]{2,}\b/iu;

const BLOCKED_WORDS = new Set([
  'fuck',
  'fucking',
  'shit',
  'bitch',
  'cunt',
  'dick',
  'pussy',
  'asshole',
  'bastard',
  'porn',
  'porno',
  'xxx',
  'nude',
  'bangsat',
  'kontol',
  'memek',
  'ngentot',
  'bajingan',
  'jancok',
  'bokep',
  'goblok',
  'tolol',
  'pelacur',
]);
const BLOCKED_CHINESE = ['操你', '傻逼', '他妈', '妈的', '色情', '黄片', '婊子'];

export function isRankable(keyword: string): boolean {
  if (MARKUP.test(keyword) || ADDRESS.test(keyword)) return false;
  const normal = normalize(keyword);
  return !normal.split(' ').some((word) => BLOCKED_WORDS.has(word)) && !BLOCKED_CHINESE.some((word) => normal.includes(word));
}
