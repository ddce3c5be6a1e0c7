// Turns the curated tree into the rows of one country's catalog: categories, products with texts and detail
// attributes, SKUs with prices in the country's minor units and stock, and the home page decoration.
import { SEED_COUNTRIES } from './countries.mjs';
import { createRng } from './rng.mjs';
import { TREE } from './tree.mjs';
import { BRANDS, LANGS, ORIGINS, STORAGE, UNITS, t } from './words.mjs';

export const COUNTRIES = Object.keys(SEED_COUNTRIES);

const SHARE = { soldOut: 0.08, removed: 0.04, discounted: 0.4, featured: 0.12 };
const DISCOUNTS = [0.08, 0.1, 0.12, 0.15, 0.18, 0.2, 0.25, 0.3];
/** Products were listed over the months before 2025-07; created_at orders "newest". */
const LISTED_FROM = Date.UTC(2025, 0, 1) / 1000;
const SIX_HOURS = 6 * 3600;

const SHAPE_GEOMETRY = {
  // cm³ of pack per gram of content, and width : depth : height
  bottle: { volume: 1.2, ratio: [1, 1, 3] },
  carton: { volume: 1.1, ratio: [1, 1, 2.1] },
  can: { volume: 1.2, ratio: [1, 1, 1.8] },
  jar: { volume: 1.35, ratio: [1, 1, 1.15] },
  pouch: { volume: 1.6, ratio: [1, 0.35, 1.4] },
  box: { volume: 2.4, ratio: [1, 0.4, 1.35] },
  tube: { volume: 1.3, ratio: [1, 0.55, 3.6] },
  pack: { volume: 3.5, ratio: [1, 0.4, 1.3] },
};
/** Packaging weight: a share of the content plus a fixed part (glass jars weigh most). */
const PACKAGING = {
  bottle: [0.08, 25],
  carton: [0.04, 25],
  can: [0.12, 40],
  jar: [0.35, 60],
  pouch: [0.03, 10],
  box: [0.08, 30],
  tube: [0.1, 10],
  pack: [0.05, 8],
};

const SPEC_SIZE = t('Size', 'Ukuran', '规格');

const productNo = (id) => `P${100000 + id}`;

function mapLangs(fn) {
  return Object.fromEntries(LANGS.map((lang) => [lang, fn(lang)]));
}

/** What the pack shows: the same URL always draws the same picture (src/shared/packshot.ts reads it). */
function packshotUrl(no, spec) {
  const q = new URLSearchParams({
    s: spec.shape,
    b: spec.brand,
    k: spec.kind,
    v: spec.size,
    c: spec.color,
    a: spec.accent,
  });
  return `/img/p/${no}.svg?${q.toString()}`;
}

function dimensions(shape, grams) {
  const { volume, ratio } = SHAPE_GEOMETRY[shape];
  const [w, d, h] = ratio;
  const side = Math.cbrt((grams * volume * 1000) / (w * d * h));
  const [share, fixed] = PACKAGING[shape];
  return {
    lengthMm: Math.max(10, Math.round(side * w)),
    widthMm: Math.max(10, Math.round(side * d)),
    heightMm: Math.max(10, Math.round(side * h)),
    netWeightG: grams,
    grossWeightG: Math.round(grams * (1 + share) + fixed),
  };
}

/** The SKU options one product is sold in: the first n of an ordered list (sizes, packs), else n in a row. */
function chooseOptions(variant, rng) {
  const n = rng.int(1, Math.min(3, variant.options.length));
  if (variant.ordered) return variant.options.slice(0, n);
  const start = rng.int(0, variant.options.length - 1);
  return Array.from({ length: n }, (_, i) => variant.options[(start + i) % variant.options.length]);
}

function description(name, spec, brand) {
  return mapLangs((lang) =>
    [
      `${name[lang]}${lang === 'zh-CN' ? '。' : '.'}`,
      spec.about[lang],
      STORAGE[spec.storage][lang],
      ORIGINS[BRANDS[brand].origin][lang],
    ].join(lang === 'zh-CN' ? '' : ' '),
  );
}

/** Everything that is the same in every country: the tree, names, texts, attributes, images, SKU options. */
export function buildCatalog() {
  const categories = [];
  const products = [];
  const pickRng = createRng('catalog:sku-options');
  const levelRng = createRng('catalog:price-level');

  TREE.forEach((dept, i) => {
    const deptId = i + 1;
    categories.push({
      id: deptId,
      parentId: null,
      level: 1,
      sort: i,
      iconKey: dept.icon.join('-'),
      names: dept.name,
      key: null,
    });
    dept.children.forEach((aisle, j) => {
      const aisleId = deptId * 100 + j + 1;
      categories.push({
        id: aisleId,
        parentId: deptId,
        level: 2,
        sort: j,
        iconKey: aisle.icon.join('-'),
        names: aisle.name,
        key: null,
      });
      aisle.children.forEach((spec, s) => {
        const shelfId = aisleId * 10 + s + 1;
        const iconKey = `${spec.shape}-${BRANDS[spec.brands[0]].color}`;
        categories.push({
          id: shelfId,
          parentId: aisleId,
          level: 3,
          sort: s,
          iconKey,
          names: spec.name,
          key: spec.key,
        });
        for (const kind of spec.kinds) {
          for (const brand of spec.brands) {
            const id = products.length + 1;
            const no = productNo(id);
            const shape = kind.shape ?? spec.shape;
            const options = kind.variant ? chooseOptions(kind.variant, pickRng) : [];
            const size = kind.size ?? options[0].size;
            const name = mapLangs((lang) => [brand, kind.name[lang], kind.size ? kind.size.label[lang] : ''].filter(Boolean).join(' '));
            const colors = BRANDS[brand];
            const skuOptions =
              options.length > 0
                ? options.map((o) => ({ specName: kind.variant.name, specValue: o.label, mult: o.mult }))
                : [{ specName: SPEC_SIZE, specValue: size.label, mult: 1 }];
            products.push({
              id,
              productNo: no,
              categoryId: shelfId,
              brand,
              shape,
              names: name,
              descriptions: description(name, spec, brand),
              units: UNITS[shape],
              specifications: mapLangs((lang) =>
                lang === 'zh-CN'
                  ? `${size.label[lang]}/${UNITS[shape][lang]}`
                  : `${size.label[lang]} per ${UNITS[shape][lang].toLowerCase()}`,
              ),
              compositions: kind.composition ?? spec.composition,
              shelfLife: spec.shelf[0],
              shelfLifeUnit: spec.shelf[1],
              ...dimensions(shape, size.grams),
              imageUrl: packshotUrl(no, {
                shape,
                brand,
                kind: kind.pack ?? kind.name.en,
                size: size.label.en,
                color: colors.color,
                accent: colors.accent,
              }),
              // The brand's price level for this product: rupiah before rounding, the same in every country.
              basePrice: kind.price * (0.9 + 0.22 * levelRng.next()),
              skuOptions,
            });
          }
        }
      });
    });
  });

  const order = createRng('catalog:listed').shuffle(products.map((p) => p.id));
  const minutes = createRng('catalog:listed-minutes');
  order.forEach((id, position) => {
    products[id - 1].createdAt = LISTED_FROM + position * SIX_HOURS + minutes.int(0, 300) * 60;
  });
  return { categories, products };
}

// ---- country ----

/** Rupiah as Indonesian shops print them: Rp3.500, Rp18.500 or Rp18.900. */
function roundRupiah(v, style) {
  if (v < 1000) return Math.max(500, Math.round(v / 100) * 100);
  if (v < 10000) return style === 0 ? Math.max(500, Math.round(v / 500) * 500) : Math.round(v / 100) * 100;
  return style === 0 ? Math.round(v / 500) * 500 : Math.ceil(v / 1000) * 1000 - 100;
}

/** Cents as Singapore and Malaysia shops print them: 2.90, 2.95, 12.90. */
function roundCents(v, style) {
  if (v < 100) return Math.max(20, Math.round(v / 5) * 5);
  if (style === 0) return Math.round(v / 10) * 10;
  if (style === 1 || v < 1000) return Math.round(v / 50) * 50 - 5;
  return Math.round(v / 100) * 100 - 10;
}

/** A currency without minor units is priced like rupiah, one with cents like Singapore's and Malaysia's shops. */
const wholeUnits = (country) => SEED_COUNTRIES[country].money.digits === 0;

function priceIn(country, rupiah, style) {
  const local = rupiah / SEED_COUNTRIES[country].rupiahPerMinor;
  return wholeUnits(country) ? roundRupiah(local, style) : roundCents(local, style);
}

/** A set of size round(share × n) drawn from the ids, avoiding those taken. */
function drawSet(rng, ids, share, taken = new Set()) {
  const free = rng.shuffle(ids.filter((id) => !taken.has(id)));
  return new Set(free.slice(0, Math.round(share * ids.length)));
}

/** Prices, stock, status, featured and sales of each product in one country. */
export function buildCountry(catalog, country) {
  const ids = catalog.products.map((p) => p.id);
  const soldOut = drawSet(createRng(`${country}:sold-out`), ids, SHARE.soldOut);
  const removed = drawSet(createRng(`${country}:removed`), ids, SHARE.removed, soldOut);
  const discounted = drawSet(createRng(`${country}:discounted`), ids, SHARE.discounted);
  const featured = drawSet(createRng(`${country}:featured`), ids, SHARE.featured, removed);
  const priceRng = createRng(`${country}:prices`);
  const stockRng = createRng(`${country}:stock`);
  const salesRng = createRng(`${country}:sales`);

  let skuId = 0;
  const products = catalog.products.map((p) => {
    const style = priceRng.int(0, 2);
    const local = p.basePrice * (0.96 + 0.08 * priceRng.next());
    const discount = discounted.has(p.id) ? priceRng.pick(DISCOUNTS) : 0;
    const skus = p.skuOptions.map((option, i) => {
      const price = priceIn(country, local * option.mult, style);
      let scribingPrice = null;
      if (discount > 0) {
        scribingPrice = priceIn(country, price / (1 - discount), style);
        if (scribingPrice <= price) scribingPrice = price + (wholeUnits(country) ? 500 : 50);
      }
      const stock = soldOut.has(p.id) || stockRng.chance(0.04) ? 0 : 3 + Math.floor(stockRng.next() ** 2 * 480);
      skuId += 1;
      return {
        id: skuId,
        skuNo: `${p.productNo}-${i + 1}`,
        sort: i,
        price,
        scribingPrice,
        stock,
        specName: option.specName,
        specValue: option.specValue,
      };
    });
    if (!soldOut.has(p.id) && skus.every((s) => s.stock === 0)) skus[0].stock = 12;
    return {
      ...p,
      status: removed.has(p.id) ? 0 : 1,
      isFeatured: featured.has(p.id) ? 1 : 0,
      salesCount: Math.round(salesRng.next() ** 2.5 * 18000) + (featured.has(p.id) ? 400 : 0),
      skus,
    };
  });

  return { country, categories: catalog.categories, products, ...decoration(catalog, products) };
}

// ---- home decoration ----

const BANNERS = [
  {
    key: 'first-order',
    link: (c) => `/commodityList?typeId=${c.dept('Groceries')}&source=category`,
    color: '1e5bb8',
    accent: 'ffd23f',
    shapes: ['carton', 'bottle', 'box'],
    title: t('Free shipping on your first order', 'Gratis ongkir untuk pesanan pertama', '首单免运费'),
    subtitle: t(
      'Daily essentials delivered in 1–2 days within the city',
      'Kebutuhan harian tiba dalam 1–2 hari dalam kota',
      '日用百货，同城1–2天送达',
    ),
  },
  {
    key: 'dairy',
    // A promotion's collection, not the aisle: the call promotion/api/virtual/mapping lists it.
    link: () => `/commodityList?typeId=${DAIRY_DEALS.id}&source=promotion`,
    color: '0f766e',
    accent: 'e0f2f1',
    shapes: ['bottle', 'can', 'carton'],
    title: t('Deals on milk and dairy', 'Promo susu dan olahan susu', '牛奶乳品特惠'),
    subtitle: t(
      'UHT milk, yogurt drinks and more for the whole family',
      'Susu UHT, yogurt minum, dan lainnya untuk seluruh keluarga',
      'UHT牛奶、酸奶饮品等，全家都爱喝',
    ),
  },
  {
    key: 'baby',
    link: (c) => `/commodityList?typeId=${c.dept('Mother & Baby')}&source=category`,
    color: 'e0556a',
    accent: 'fff59d',
    shapes: ['pack', 'bottle', 'can'],
    title: t('Everything for your little one', 'Semua untuk si kecil', '宝宝所需，一站购齐'),
    subtitle: t(
      'Formula, diapers and gentle care in one place',
      'Susu formula, popok, dan perawatan lembut dalam satu tempat',
      '奶粉、纸尿裤与温和洗护',
    ),
  },
  {
    key: 'coins',
    link: () => '/points',
    color: 'f59e0b',
    accent: 'fffbeb',
    shapes: ['pouch', 'jar', 'box'],
    title: t('Earn coins on every order', 'Dapatkan koin di setiap pesanan', '每笔订单赚金币'),
    subtitle: t(
      'Coins are credited once you confirm receipt',
      'Koin masuk setelah kamu konfirmasi pesanan diterima',
      '确认收货后金币即刻到账',
    ),
  },
];

/**
 * The virtual category behind the dairy banner (docs/decisions/virtual-mapping.md): the discounted products of the milk
 * and dairy aisle, shown from 2026 to the end of 2027.
 */
const DAIRY_DEALS = {
  id: 1,
  startsAt: Date.UTC(2026, 0, 1),
  endsAt: Date.UTC(2028, 0, 1),
  titles: t('Deals on milk and dairy', 'Promo susu dan olahan susu', '牛奶乳品特惠'),
};

const SECTIONS = [
  { type: 'hot', title: t('Hot sellers', 'Terlaris', '热销爆款') },
  { type: 'recommend', title: t('Top picks', 'Pilihan untukmu', '精选推荐') },
];
const SECTION_SIZE = 10;

/** The banner's art only: its headline and subtitle are HTML over the image (readable at every width, translated). */
function bannerImage(banner) {
  const q = new URLSearchParams({
    c: banner.color,
    a: banner.accent,
    p: banner.shapes.join(','),
  });
  return `/img/b/${banner.key}.svg?${q.toString()}`;
}

function decoration(catalog, products) {
  const lookup = {
    dept: (en) => catalog.categories.find((c) => c.level === 1 && c.names.en === en).id,
    parentOf: (key) => catalog.categories.find((c) => c.key === key).parentId,
  };
  const banners = BANNERS.map((b, i) => ({
    id: i + 1,
    sort: i,
    linkUrl: b.link(lookup),
    texts: mapLangs((lang) => ({ title: b.title[lang], subtitle: b.subtitle[lang], imageUrl: bannerImage(b) })),
  }));

  // Curated rows show what can be bought now.
  const buyable = products.filter((p) => p.status === 1 && p.skus.some((s) => s.stock > 0));
  const hot = [...buyable].sort((a, b) => b.salesCount - a.salesCount || a.id - b.id).slice(0, SECTION_SIZE);
  const hotIds = new Set(hot.map((p) => p.id));
  const picks = buyable.filter((p) => p.isFeatured === 1 && !hotIds.has(p.id)).slice(0, SECTION_SIZE);
  const lists = { hot, recommend: picks };
  const sections = SECTIONS.map((s, i) => ({
    id: i + 1,
    type: s.type,
    sort: i,
    titles: s.title,
    productIds: lists[s.type].map((p) => p.id),
  }));
  const dairyAisle = lookup.parentOf('uht-milk');
  const inAisle = new Set(catalog.categories.filter((c) => c.parentId === dairyAisle).map((c) => c.id));
  const virtualCategories = [
    {
      ...DAIRY_DEALS,
      productIds: products
        .filter((p) => p.status === 1 && inAisle.has(p.categoryId) && p.skus.some((s) => s.scribingPrice !== null))
        .map((p) => p.id),
    },
  ];
  return { banners, sections, virtualCategories };
}
