// Search seed: the keywords the store recommends (rotating placeholder, recommended ranking) and a starting hot
// ranking, per language. Real searches add to the counts; re-seeding never lowers them.
const RECOMMENDED = {
  en: [
    'milk',
    'rice',
    'instant noodles',
    'coffee',
    'chocolate',
    'shampoo',
    'cooking oil',
    'diapers',
    'biscuits',
    'tea',
    'soy sauce',
    'soap',
  ],
  id: ['susu', 'beras', 'mi instan', 'kopi', 'cokelat', 'sampo', 'minyak goreng', 'popok', 'biskuit', 'teh', 'kecap', 'sabun'],
  'zh-CN': ['牛奶', '大米', '方便面', '咖啡', '巧克力', '洗发水', '食用油', '纸尿裤', '饼干', '茶', '酱油', '香皂'],
};

const HOT = {
  en: [
    ['milk', 24800],
    ['instant noodles', 19150],
    ['rice', 15420],
    ['coffee', 11980],
    ['chocolate', 8760],
    ['cooking oil', 6540],
    ['shampoo', 4320],
    ['diapers', 2980],
    ['tea', 1870],
    ['biscuits', 960],
    ['soy sauce', 640],
    ['soap', 415],
  ],
  id: [
    ['susu', 31200],
    ['mi instan', 27400],
    ['beras', 22150],
    ['minyak goreng', 16800],
    ['kopi', 12300],
    ['kecap', 8900],
    ['sabun', 5600],
    ['popok', 3900],
    ['cokelat', 2100],
    ['teh', 1250],
    ['sampo', 870],
    ['biskuit', 520],
  ],
  'zh-CN': [
    ['牛奶', 9800],
    ['方便面', 7600],
    ['大米', 6400],
    ['咖啡', 5200],
    ['巧克力', 3900],
    ['食用油', 2800],
    ['洗发水', 1900],
    ['纸尿裤', 1200],
    ['茶', 880],
    ['酱油', 610],
    ['香皂', 430],
    ['饼干', 290],
  ],
};

/**
 * Groups of words meaning the same thing to a shopper; each word finds the others' products too. Names in the three
 * languages are all indexed, so only words a language splits differently need one: Chinese says 奶粉 (milk powder)
 * where the other two say milk/susu.
 */
const SYNONYMS = [['牛奶', '奶粉']];

/** A fixed time, so the seed files stay the same on every run. */
const SEEDED_AT = 1767225600000;
const q = (s) => `'${s.replace(/'/g, "''")}'`;

export function searchStatements() {
  const recommended = Object.entries(RECOMMENDED).flatMap(([lang, words]) => words.map((w, i) => `(${q(lang)}, ${q(w)}, ${i})`));
  // Each seeded search counts as a different shopper, so the starting ranking shows (migrations/0008).
  const hot = Object.entries(HOT).flatMap(([lang, rows]) => rows.map(([w, n]) => `(${q(lang)}, ${q(w)}, ${n}, ${n}, 0, ${SEEDED_AT})`));
  const synonyms = SYNONYMS.flatMap((group) =>
    group.flatMap((term) => group.filter((s) => s !== term).map((s) => `(${q(term)}, ${q(s)})`)),
  );
  return [
    'DELETE FROM search_synonyms;',
    `INSERT INTO search_synonyms (term, synonym) VALUES\n${synonyms.join(',\n')};`,
    'DELETE FROM search_recommended;',
    `INSERT INTO search_recommended (lang, keyword, sort) VALUES\n${recommended.join(',\n')};`,
    `INSERT INTO search_keywords (lang, keyword, search_count, shoppers, click_count, last_searched_at) VALUES\n${hot.join(',\n')}\nON CONFLICT (lang, keyword) DO UPDATE SET search_count = max(search_count, excluded.search_count), shoppers = max(shoppers, excluded.shoppers);`,
  ];
}
