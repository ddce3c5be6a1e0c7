/**
 * Units sold as shoppers of the region read them on a card ("1.2k sold", "1,2rb terjual", "已售 1234" / "已售 1.2万"):
 * the number in the language's compact notation (Intl, CLDR), rounded down so a count never reads higher than it is.
 */
import { t } from './i18n';
import { type Lang, languageOf } from './lang';

const formatters = new Map<Lang, Intl.NumberFormat>();

function formatterFor(lang: Lang): Intl.NumberFormat {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'floor' });
    formatters.set(lang, f);
  }
  return f;
}

// Compact formatting is one of the dearer calls of a page render, and the same counts come back on every request.
const formatted = new Map<string, string>();
const MAX_FORMATTED = 4096;

/** The count alone: 950 → "950"; 1234 → "1.2k" (en), "1,2rb" (id), "1234" (zh-CN, which groups by 万). */
export function formatCompactCount(count: number, lang: Lang): string {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const key = `${lang}|${n}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = formatterFor(lang).format(n).replace(/\s/g, '');
    // English shops write thousands with a small k ("1.2k sold"); millions keep CLDR's M.
    if (languageOf(lang).smallK) text = text.replace(/K$/, 'k');
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/** The card's line, or null when nothing has sold yet (a new product says nothing rather than "0 sold"). */
export function soldCountLabel(count: number | null | undefined, lang: Lang): string | null {
  if (!count || !Number.isFinite(count) || count < 1) return null;
  return t(lang, 'common.soldCount', { count: formatCompactCount(count, lang) });
}
