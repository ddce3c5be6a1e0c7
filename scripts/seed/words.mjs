// Building blocks of the catalog: texts in three languages, sizes, SKU options, units and notes printed on packs.

/** A text in each language the seed is written in. */
export const t = (en, id, zh) => ({ en, id, 'zh-CN': zh });

/** The languages the seed's texts are written in: t() takes one text for each. */
export const LANGS = ['en', 'id', 'zh-CN'];

/**
 * The languages the shop speaks (src/shared/lang.ts, which these scripts cannot import; seed.test.ts holds the two
 * equal): the catalog gets its rows in each, in English where the seed has no text of that language.
 */
export const SHOP_LANGS = ['en', 'id', 'zh-CN'];

/** A seed text in one of the shop's languages: English where the seed has none of its own. */
export const textIn = (texts, lang) => texts[lang] ?? texts.en;

// ---- sizes: a label per language and the net weight in grams ----

export const ml = (n) => ({ label: t(`${n}ml`, `${n}ml`, `${n}毫升`), grams: Math.round(n * 1.03) });
export const L = (n) => ({ label: t(`${n}L`, `${n}L`, `${n}升`), grams: Math.round(n * 1030) });
export const g = (n) => ({ label: t(`${n}g`, `${n}g`, `${n}克`), grams: n });
export const kg = (n) => ({ label: t(`${n}kg`, `${n}kg`, `${n}公斤`), grams: n * 1000 });

const COUNTED = {
  sheets: (n) => t(`${n} sheets`, `${n} lembar`, `${n}抽`),
  pcs: (n) => t(`${n} pcs`, `isi ${n}`, `${n}片`),
  brushes: (n) => t(`${n} pcs`, `isi ${n}`, `${n}支`),
  rolls: (n) => t(`${n} rolls`, `${n} gulung`, `${n}卷`),
  teabags: (n) => t(`${n} tea bags`, `isi ${n}`, `${n}袋`),
  coils: (n) => t(`${n} pcs`, `isi ${n}`, `${n}盘`),
};

/** Things sold by count; grams is what the whole pack weighs net. */
export const count = (n, word, grams) => ({ label: COUNTED[word](n), grams });

/** Multipacks of small portions: "10 × 20g" / "20克×10条". */
export const portions = (n, each, zhWord) => ({
  label: t(`${n} × ${each.label.en}`, `${n} × ${each.label.id}`, `${each.label['zh-CN']}×${n}${zhWord}`),
  grams: n * each.grams,
});

// ---- SKU options ----

const SPEC = {
  pack: t('Pack', 'Kemasan', '包装'),
  flavour: t('Flavour', 'Rasa', '口味'),
  scent: t('Scent', 'Aroma', '香型'),
  size: t('Size', 'Ukuran', '规格'),
  colour: t('Colour', 'Warna', '颜色'),
};

function packLabel(n) {
  if (n === 1) return t('Single', 'Satuan', '单件');
  if (n >= 12) return t(`Carton of ${n}`, `Dus isi ${n}`, `整箱${n}件`);
  return t(`Pack of ${n}`, `Isi ${n}`, `${n}件装`);
}

/** Buying more costs a little less per piece. */
const bulkFactor = (n) => (n >= 12 ? 0.9 : n >= 5 ? 0.94 : n >= 2 ? 0.97 : 1);

/** SKUs of one product in pack counts; the single unit always comes first. */
export const packs = (...counts) => ({
  name: SPEC.pack,
  ordered: true,
  options: counts.map((n) => ({ label: packLabel(n), mult: n * bulkFactor(n) })),
});

const sameprice =
  (name) =>
  (...labels) => ({ name, ordered: false, options: labels.map((label) => ({ label, mult: 1 })) });
export const flavours = sameprice(SPEC.flavour);
export const scents = sameprice(SPEC.scent);
export const colours = sameprice(SPEC.colour);

/** SKUs by content size: the product name leaves the size out, each SKU names it. */
export const sizes = (...list) => ({
  name: SPEC.size,
  ordered: true,
  bySize: true,
  options: list.map((s) => ({ label: s.label, mult: (s.grams / list[0].grams) ** 0.88, size: s })),
});

/** Diaper fits: the size letter with its count and pack weight, at one price per pack. */
export const fits = (...list) => ({
  name: SPEC.size,
  ordered: true,
  options: list.map(([letter, n, grams]) => ({
    label: t(`${letter} · ${n} pcs`, `${letter} · isi ${n}`, `${letter}码 ${n}片`),
    mult: 1,
    size: { label: COUNTED.pcs(n), grams },
  })),
});

// ---- flavours and scents used by several products ----

export const FL = {
  original: t('Original', 'Original', '原味'),
  chocolate: t('Chocolate', 'Cokelat', '巧克力'),
  strawberry: t('Strawberry', 'Stroberi', '草莓'),
  banana: t('Banana', 'Pisang', '香蕉'),
  vanilla: t('Vanilla', 'Vanila', '香草'),
  cheese: t('Cheese', 'Keju', '芝士'),
  seaweed: t('Seaweed', 'Rumput Laut', '海苔'),
  bbq: t('BBQ', 'Barbeku', '烧烤'),
  balado: t('Spicy Balado', 'Balado Pedas', '巴拉多香辣'),
  sourCream: t('Sour Cream & Onion', 'Krim Asam & Bawang', '酸奶洋葱'),
  lychee: t('Lychee', 'Leci', '荔枝'),
  mango: t('Mango', 'Mangga', '芒果'),
  grape: t('Grape', 'Anggur', '葡萄'),
  lemon: t('Lemon', 'Lemon', '柠檬'),
  peach: t('Peach', 'Persik', '白桃'),
  blueberry: t('Blueberry', 'Bluberi', '蓝莓'),
  honey: t('Honey', 'Madu', '蜂蜜'),
  mint: t('Cool Mint', 'Mint Sejuk', '清凉薄荷'),
  greenTea: t('Green Tea', 'Teh Hijau', '绿茶'),
  appleBanana: t('Apple & Banana', 'Apel & Pisang', '苹果香蕉'),
  pear: t('Pear', 'Pir', '雪梨'),
  chickenVeg: t('Chicken & Vegetables', 'Ayam & Sayur', '鸡肉蔬菜'),
  natural: t('Natural', 'Tawar', '原味'),
};

export const SC = {
  floral: t('Floral', 'Bunga', '花香'),
  lavender: t('Lavender', 'Lavender', '薰衣草'),
  fresh: t('Morning Fresh', 'Segar Pagi', '清晨清新'),
  lime: t('Lime', 'Jeruk Nipis', '青柠'),
  lemon: t('Lemon', 'Lemon', '柠檬'),
  pine: t('Pine', 'Pinus', '松木'),
  rose: t('Rose', 'Mawar', '玫瑰'),
  milkHoney: t('Milk & Honey', 'Susu & Madu', '牛奶蜂蜜'),
  ocean: t('Ocean Breeze', 'Kesegaran Laut', '海洋清风'),
  jasmine: t('Jasmine', 'Melati', '茉莉'),
  unscented: t('Unscented', 'Tanpa Pewangi', '无香'),
};

export const COLOURS = {
  blue: t('Blue', 'Biru', '蓝色'),
  green: t('Green', 'Hijau', '绿色'),
  pink: t('Pink', 'Merah Muda', '粉色'),
};

// ---- printed on the detail page ----

/** The selling unit, by the shape of the pack. */
export const UNITS = {
  bottle: t('Bottle', 'Botol', '瓶'),
  carton: t('Carton', 'Kotak', '盒'),
  can: t('Can', 'Kaleng', '罐'),
  jar: t('Jar', 'Toples', '瓶'),
  pouch: t('Pouch', 'Kantong', '袋'),
  box: t('Box', 'Kotak', '盒'),
  tube: t('Tube', 'Tube', '支'),
  pack: t('Pack', 'Bungkus', '包'),
};

export const STORAGE = {
  dry: t(
    'Store in a cool, dry place away from direct sunlight.',
    'Simpan di tempat sejuk dan kering, jauhkan dari sinar matahari langsung.',
    '请存放于阴凉干燥处，避免阳光直射。',
  ),
  reseal: t(
    'Once opened, reseal tightly and keep in a cool, dry place.',
    'Setelah dibuka, tutup rapat kembali dan simpan di tempat sejuk dan kering.',
    '开封后请密封，存放于阴凉干燥处。',
  ),
  fridgeAfterOpening: t(
    'Refrigerate after opening and finish within 3 days.',
    'Setelah dibuka, simpan di lemari es dan habiskan dalam 3 hari.',
    '开封后请冷藏，并于3天内饮用完毕。',
  ),
  chilled: t('Keep refrigerated at 2–6 °C.', 'Simpan di lemari es pada suhu 2–6 °C.', '请于2–6°C冷藏保存。'),
  household: t(
    'Keep out of reach of children. Avoid contact with eyes; if it happens, rinse well with water.',
    'Jauhkan dari jangkauan anak-anak. Hindari kontak dengan mata; jika terkena, bilas dengan air bersih.',
    '请放在儿童接触不到的地方。避免接触眼睛，如不慎接触请用清水彻底冲洗。',
  ),
  aerosol: t(
    'Pressurised container: keep away from heat and flames; do not pierce or burn, even when empty.',
    'Wadah bertekanan: jauhkan dari panas dan api; jangan ditusuk atau dibakar walaupun sudah kosong.',
    '压力容器：远离热源和明火，即使用完也切勿刺穿或焚烧。',
  ),
  personal: t(
    'For external use only. Stop using it if irritation occurs.',
    'Hanya untuk pemakaian luar. Hentikan pemakaian jika terjadi iritasi.',
    '仅供外用。如有不适请停止使用。',
  ),
  oral: t(
    'Do not swallow. Children under 6 should use a pea-sized amount under adult supervision.',
    'Jangan ditelan. Anak di bawah 6 tahun gunakan seukuran biji kacang polong dengan pengawasan orang dewasa.',
    '请勿吞咽。6岁以下儿童请在成人监督下使用豌豆大小的用量。',
  ),
  formula: t(
    'Breast milk is the best food for babies. Use on the advice of a health professional.',
    'ASI adalah makanan terbaik untuk bayi. Gunakan sesuai anjuran tenaga kesehatan.',
    '母乳是婴儿最理想的食品。请在医护人员指导下使用。',
  ),
  babyFood: t(
    'Check the temperature before feeding. Once opened, keep refrigerated and use within 24 hours.',
    'Periksa suhu sebelum diberikan. Setelah dibuka, simpan di lemari es dan habiskan dalam 24 jam.',
    '喂食前请确认温度。开封后请冷藏，并于24小时内食用完毕。',
  ),
  babyCare: t(
    'Gentle on delicate skin and dermatologically tested. Keep out of reach of children.',
    'Lembut untuk kulit sensitif dan telah diuji secara dermatologis. Jauhkan dari jangkauan anak-anak.',
    '温和适合娇嫩肌肤，已通过皮肤科测试。请放在儿童接触不到的地方。',
  ),
};

export const ORIGINS = {
  ID: t('Made in Indonesia.', 'Produksi Indonesia.', '印度尼西亚制造。'),
  MY: t('Made in Malaysia.', 'Produksi Malaysia.', '马来西亚制造。'),
  SG: t('Made in Singapore.', 'Produksi Singapura.', '新加坡制造。'),
  TH: t('Made in Thailand.', 'Produksi Thailand.', '泰国制造。'),
  AU: t('Made in Australia.', 'Produksi Australia.', '澳大利亚制造。'),
  NZ: t('Made in New Zealand.', 'Produksi Selandia Baru.', '新西兰制造。'),
  JP: t('Made in Japan.', 'Produksi Jepang.', '日本制造。'),
};

/** Our own brands: brand colours for the pack art and where they are made. */
export const BRANDS = {
  Kirana: { color: '1e5bb8', accent: 'ffd23f', origin: 'ID' },
  Meadowvale: { color: '2e7d4f', accent: 'f1f8e9', origin: 'AU' },
  'Sapi Mas': { color: 'c62828', accent: 'fff3e0', origin: 'ID' },
  Lumbung: { color: '8d5a3b', accent: 'ffe082', origin: 'ID' },
  'Padi Emas': { color: 'e09a00', accent: 'fff8e1', origin: 'ID' },
  'Jasmine Crown': { color: '6a1b9a', accent: 'ffd54f', origin: 'TH' },
  'Mi Nusantara': { color: 'd32f2f', accent: 'ffeb3b', origin: 'ID' },
  'Golden Bowl': { color: 'e65100', accent: 'fff8e1', origin: 'MY' },
  Sunpalm: { color: 'f57f17', accent: 'e8f5e9', origin: 'MY' },
  'Dapur Bunda': { color: 'b71c1c', accent: 'ffecb3', origin: 'ID' },
  'Golden Lotus': { color: '00695c', accent: 'ffca28', origin: 'SG' },
  'Rempah Ratu': { color: 'bf360c', accent: 'fff3e0', origin: 'ID' },
  'Morning Gold': { color: 'ef8f00', accent: 'fffdf5', origin: 'MY' },
  'Orchard Lane': { color: 'ad1457', accent: 'fce4ec', origin: 'SG' },
  'Laut Biru': { color: '0277bd', accent: 'e1f5fe', origin: 'ID' },
  Krispo: { color: 'e53935', accent: 'ffeb3b', origin: 'ID' },
  Tropika: { color: '00897b', accent: 'fff176', origin: 'MY' },
  'Udang Mas': { color: 'f4511e', accent: 'fff3e0', origin: 'ID' },
  'Nutty Farm': { color: '6d4c41', accent: 'ffe0b2', origin: 'SG' },
  Ceria: { color: '1565c0', accent: 'ffca28', origin: 'ID' },
  'Royal Crest': { color: '4a148c', accent: 'ffe57f', origin: 'MY' },
  Wafella: { color: 'd81b60', accent: 'fff1f5', origin: 'ID' },
  'Cocoa Bay': { color: '4e342e', accent: 'ffcc80', origin: 'MY' },
  'Sweetie Pop': { color: 'ec407a', accent: 'e0f7fa', origin: 'SG' },
  'Jelly Joy': { color: '8e24aa', accent: 'fff59d', origin: 'ID' },
  'Kopi Senja': { color: '3e2723', accent: 'ffcc80', origin: 'ID' },
  Kedai: { color: '5d4037', accent: 'ffe0b2', origin: 'MY' },
  'Teh Kebun': { color: '2e7d32', accent: 'fff59d', origin: 'ID' },
  Fizzo: { color: 'd50000', accent: 'ffffff', origin: 'SG' },
  'Polar Pop': { color: '1565c0', accent: 'e3f2fd', origin: 'MY' },
  Fruitee: { color: 'fb8c00', accent: 'f1f8e9', origin: 'MY' },
  Ionix: { color: '0277bd', accent: 'ffffff', origin: 'ID' },
  'Mata Air': { color: '0288d1', accent: 'e3f2fd', origin: 'ID' },
  'Alpina Spring': { color: '00838f', accent: 'ffffff', origin: 'MY' },
  Bersih: { color: '1976d2', accent: 'ffebee', origin: 'ID' },
  Softa: { color: '8e24aa', accent: 'fce4ec', origin: 'MY' },
  Kilau: { color: '388e3c', accent: 'fffde7', origin: 'ID' },
  'Shine Home': { color: '00838f', accent: 'e0f7fa', origin: 'SG' },
  Tameng: { color: '2e7d32', accent: 'ffeb3b', origin: 'ID' },
  Awan: { color: '64b5f6', accent: 'ffffff', origin: 'ID' },
  Cloudsoft: { color: '7986cb', accent: 'ffffff', origin: 'MY' },
  Herbalia: { color: '388e3c', accent: 'f1f8e9', origin: 'ID' },
  Silkara: { color: '6a1b9a', accent: 'f3e5f5', origin: 'MY' },
  'Pure Dew': { color: '0097a7', accent: 'e0f7fa', origin: 'SG' },
  'Sabun Melati': { color: 'c2185b', accent: 'fff0f5', origin: 'ID' },
  Senyum: { color: 'e53935', accent: 'ffffff', origin: 'ID' },
  Dentiq: { color: '1e88e5', accent: 'ffffff', origin: 'SG' },
  'Luma Skin': { color: 'e57373', accent: 'fff3e0', origin: 'JP' },
  Tumbuh: { color: '1e88e5', accent: 'fffde7', origin: 'ID' },
  'Little Bloom': { color: 'f9a825', accent: 'f1f8e9', origin: 'NZ' },
  'Bunda Kasih': { color: 'e53950', accent: 'fff5f5', origin: 'ID' },
  Cubby: { color: '26a69a', accent: 'fff9c4', origin: 'MY' },
  'Si Kecil': { color: 'fb8c00', accent: 'fffde7', origin: 'ID' },
};
