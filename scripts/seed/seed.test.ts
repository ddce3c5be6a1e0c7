import { describe, expect, it } from 'vitest';
import { PACK_SHAPES, parseBanner, parseIconKey, parsePackshot } from '../../src/shared/packshot';
import { accountKey } from '../../src/shared/contract/rules';
import { ACCOUNT_TYPE } from '../../src/shared/contract/constants';
import { COUNTRIES as REGISTRY, COUNTRY_CODES, CURRENCIES } from '../../src/shared/countries';
import { LANGS as SHOP_LANGUAGES } from '../../src/shared/lang';
import { COUNTRIES, buildCatalog, buildCountry } from './catalog.mjs';
import { SEED_COUNTRIES } from './countries.mjs';
import { demoMemberStatements } from './members.mjs';
import { CATALOG_TABLES, seedStatements } from './sql.mjs';
import { DAIRY_AISLE, DEMO_VOUCHER_KEYS, voucherCampaigns, voucherStatements } from './vouchers.mjs';
import { SHOP_LANGS } from './words.mjs';
import { seedFiles } from './write-sql.mjs';

const LANGS = ['en', 'id', 'zh-CN'] as const;

/** The parts of a country's product the checks read (catalog.mjs is plain JS). */
interface SeedProduct {
  names: Record<(typeof LANGS)[number], string>;
  status: number;
  skus: { price: number; scribingPrice: number | null; stock: number }[];
}
/** A litre of UHT milk costs about Rp20,000, S$3 or RM7. */
const MILK_PRICE_RANGE: Record<string, [number, number]> = { ID: [15000, 26000], SG: [220, 420], MY: [500, 950] };
const catalog = buildCatalog();
const countries = COUNTRIES.map((country) => buildCountry(catalog, country));
const share = (n: number, of: number) => n / of;

describe('seed generator', () => {
  it('seeds the countries and languages of the registries (src/shared/countries.ts, src/shared/lang.ts)', () => {
    expect(Object.keys(SEED_COUNTRIES)).toEqual(COUNTRY_CODES);
    for (const code of COUNTRY_CODES) {
      const { database, money } = SEED_COUNTRIES[code];
      const currency = CURRENCIES[REGISTRY[code].currency];
      expect({ database, money }).toEqual({
        database: REGISTRY[code].database.name,
        money: { symbol: currency.symbol, digits: currency.digits },
      });
    }
    expect(SHOP_LANGS).toEqual(SHOP_LANGUAGES);
  });

  it('writes the same SQL on every run', () => {
    const first = seedFiles();
    expect(first.map((f) => f.file)).toEqual(['storefront-id.sql', 'storefront-sg.sql', 'storefront-my.sql']);
    expect(seedFiles()).toEqual(first);
    expect(new Set(first.map((f) => f.sql)).size).toBe(3);
  });

  it('builds a three-level tree: about six departments, 3–4 aisles each, 2–4 shelves per aisle', () => {
    const { categories } = catalog;
    const childrenOf = (id: number) => categories.filter((c) => c.parentId === id);
    const top = categories.filter((c) => c.level === 1);
    expect(top).toHaveLength(6);
    for (const dept of top) {
      const aisles = childrenOf(dept.id);
      expect(aisles.length).toBeGreaterThanOrEqual(3);
      expect(aisles.length).toBeLessThanOrEqual(4);
      for (const aisle of aisles) {
        const shelves = childrenOf(aisle.id);
        expect(shelves.length).toBeGreaterThanOrEqual(2);
        expect(shelves.length).toBeLessThanOrEqual(4);
        expect(shelves.every((s) => s.level === 3 && childrenOf(s.id).length === 0)).toBe(true);
      }
    }
    const shelfIds = new Set(categories.filter((c) => c.level === 3).map((c) => c.id));
    expect(catalog.products.every((p) => shelfIds.has(p.categoryId))).toBe(true);
    for (const id of shelfIds) expect(catalog.products.some((p) => p.categoryId === id)).toBe(true);
    for (const c of categories) {
      for (const lang of LANGS) expect(c.names[lang]).not.toBe('');
      expect(parseIconKey(c.iconKey)).not.toBeNull();
    }
  });

  it('has at least 320 products named and described in en, id and zh-CN, milk among them', () => {
    const { products } = catalog;
    expect(products.length).toBeGreaterThanOrEqual(320);
    for (const lang of LANGS) {
      const names = products.map((p) => p.names[lang]);
      expect(new Set(names).size, lang).toBe(names.length);
      for (const p of products) {
        expect(p.descriptions[lang].length).toBeGreaterThan(p.names[lang].length + 10);
        expect(p.compositions[lang]).not.toBe('');
        expect(p.units[lang]).not.toBe('');
      }
    }
    expect(products.some((p) => /\bmilk\b/i.test(p.names.en))).toBe(true);
    expect(products.some((p) => /\bsusu\b/i.test(p.names.id))).toBe(true);
    expect(products.some((p) => p.names['zh-CN'].includes('牛奶'))).toBe(true);
    expect(products.every((p) => /[\u4e00-\u9fff]/.test(p.names['zh-CN']))).toBe(true);
    expect(new Set(products.map((p) => p.productNo)).size).toBe(products.length);
  });

  it('gives every product detail attributes that make sense', () => {
    for (const p of catalog.products) {
      for (const mm of [p.lengthMm, p.widthMm, p.heightMm]) expect(Number.isInteger(mm) && mm >= 10 && mm < 1000).toBe(true);
      expect(p.grossWeightG).toBeGreaterThan(p.netWeightG);
      expect(['day', 'month', 'year']).toContain(p.shelfLifeUnit);
      expect(p.shelfLife).toBeGreaterThan(0);
    }
  });

  it('draws every product, category and banner with a URL the image endpoints understand', () => {
    for (const p of catalog.products) {
      const url = new URL(p.imageUrl, 'http://x');
      const name = url.pathname.match(/^\/img\/p\/(.+)\.svg$/)?.[1];
      expect(name).toBe(p.productNo);
      const spec = parsePackshot(name!, url.searchParams);
      expect(spec?.shape).toBe(p.shape);
      expect(PACK_SHAPES).toContain(p.shape);
      expect(spec?.brand).toBe(p.brand);
      expect(spec?.kind).toBe(url.searchParams.get('k'));
    }
    for (const banner of countries[0]!.banners) {
      for (const lang of LANGS) {
        const url = new URL(banner.texts[lang].imageUrl, 'http://x');
        const spec = parseBanner(url.pathname.replace(/^\/img\/b\/|\.svg$/g, ''), url.searchParams);
        // The headline is HTML over the image, not drawn into it.
        expect(spec?.title).toBe('');
        expect(banner.texts[lang].title).not.toBe('');
        expect(spec?.shapes).toHaveLength(3);
      }
    }
  });

  it.each(COUNTRIES)('prices, stock and status of %s look like a real shop', (code) => {
    const country = countries.find((c) => c.country === code)!;
    const products: SeedProduct[] = country.products;
    const skus = products.flatMap((p) => p.skus);
    for (const p of products) {
      expect(p.skus.length).toBeGreaterThanOrEqual(1);
      expect(p.skus.length).toBeLessThanOrEqual(3);
    }
    for (const s of skus) {
      expect(Number.isInteger(s.price) && s.price > 0).toBe(true);
      if (code === 'ID') expect(s.price % 100).toBe(0);
      if (s.scribingPrice !== null) expect(s.scribingPrice).toBeGreaterThan(s.price);
      expect(Number.isInteger(s.stock) && s.stock >= 0).toBe(true);
    }
    const milk = products.find((p) => p.names.en.includes('Full Cream UHT Milk 1L'))!;
    const [low, high] = MILK_PRICE_RANGE[code]!;
    expect(milk.skus[0]!.price).toBeGreaterThanOrEqual(low);
    expect(milk.skus[0]!.price).toBeLessThanOrEqual(high);

    const discounted = products.filter((p) => p.skus.some((s) => s.scribingPrice !== null)).length;
    const soldOut = products.filter((p) => p.skus.every((s) => s.stock === 0)).length;
    const removed = products.filter((p) => p.status === 0).length;
    expect(share(discounted, products.length)).toBeCloseTo(0.4, 1);
    expect(share(soldOut, products.length)).toBeCloseTo(0.08, 2);
    expect(share(removed, products.length)).toBeCloseTo(0.04, 2);
    expect(country.sections.map((s) => s.productIds.length)).toEqual([10, 10]);
  });

  it('replaces only catalog tables, in statements D1 accepts', () => {
    const statements = seedStatements(countries[1]);
    const deletes = statements.filter((s) => s.startsWith('DELETE'));
    expect(deletes).toEqual(CATALOG_TABLES.map((t) => `DELETE FROM ${t};`));
    expect(statements.findIndex((s) => s.startsWith('INSERT'))).toBeGreaterThan(statements.indexOf(deletes.at(-1)!));
    for (const s of statements) {
      expect(s).not.toMatch(/\b(members|sessions|devices)\b/);
      expect(s.length).toBeLessThan(100_000);
    }
    expect(
      statements
        .filter((s) => s.startsWith('INSERT INTO products '))
        .join('')
        .match(/\n\(/g)?.length,
    ).toBe(catalog.products.length);
  });

  it.each(COUNTRIES)('gives the demo member of %s two addresses that pass the address rules, the first the default', (code) => {
    const addresses = SEED_COUNTRIES[code as keyof typeof SEED_COUNTRIES].demoAddresses;
    expect(addresses).toHaveLength(2);
    for (const a of addresses) {
      for (const part of [a.first_name, a.state, a.city, a.area, a.address_line1]) expect(part.trim()).not.toBe('');
      // Stored as an account key, like the member's own phone.
      expect(accountKey(ACCOUNT_TYPE.phone, a.phone.slice(2), a.phone.slice(0, 2))).toBe(a.phone);
      expect(a.postal_code).toMatch(code === 'SG' ? /^\d{6}$/ : /^\d{5}$/);
    }
    const sql = demoMemberStatements(code).find((s: string) => s.startsWith('INSERT INTO addresses'))!;
    expect(sql).toContain(`'A-DEMO-${code}-1'`);
    // Only while the member has none, so a re-seed keeps what a demo session changed.
    expect(sql).toContain('NOT EXISTS (SELECT 1 FROM addresses a WHERE a.member_id = m.id)');
  });

  it.each(COUNTRIES)('gives %s the seven voucher campaigns of spec §3, in its minor units and three languages', (code) => {
    const campaigns = voucherCampaigns(code);
    const of = (key: string) => campaigns.find((v) => v.key === key)!;
    expect(campaigns.map((v) => v.key)).toEqual(['fixed', 'percent', 'shipping', 'dairy', 'newUser', 'app', 'online']);
    expect(of('fixed')).toMatchObject({ kind: 'discount', stackable: 0, percentOff: 0 });
    expect(of('fixed').minSpend).toBeGreaterThan(of('fixed').amountOff * 4);
    expect(of('percent')).toMatchObject({ kind: 'discount', stackable: 1, amountOff: 0 });
    expect(of('percent').maxOff).toBeGreaterThan(0);
    expect(of('shipping')).toMatchObject({ kind: 'shipping', stackable: 1, grantOnSignup: 1 });
    expect(of('dairy')).toMatchObject({ allProducts: 0 });
    expect(of('newUser')).toMatchObject({ newUserOnly: 1, grantOnSignup: 1 });
    expect(campaigns.filter((v) => v.grantOnSignup === 1)).toHaveLength(2);
    expect(of('app')).toMatchObject({ appOnly: 1 });
    expect(of('online')).toMatchObject({ onlineOnly: 1 });
    for (const v of campaigns) {
      // Rupiah in thousands; S$ and RM in whole cents, at least a dollar or ringgit.
      for (const money of [v.amountOff, v.minSpend, v.maxOff ?? 0]) {
        expect(Number.isInteger(money)).toBe(true);
        if (code === 'ID') expect(money % 1000).toBe(0);
      }
      if (v.amountOff === 0) expect(v.percentOff).toBeGreaterThanOrEqual(5);
      else expect(v.amountOff).toBeGreaterThanOrEqual(code === 'ID' ? 5_000 : 100);
      for (const lang of LANGS) expect(v.titles[lang].length).toBeGreaterThan(3);
      expect(v.titles['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
      expect(v.titles.en).not.toBe(v.titles.id);
    }
    const sql = voucherStatements(code, countries.find((c) => c.country === code)!.products);
    // Claimable all of 2026 and 2027.
    expect(sql[0]).toContain(`${Date.UTC(2026, 0, 1)}, ${Date.UTC(2028, 0, 1) - 1}`);
    const dairyRows = sql.find((s: string) => s.startsWith('INSERT OR IGNORE INTO voucher_products'))!.match(/\n\(/g)!.length;
    const dairyProducts = catalog.products.filter((p) => Math.floor(p.categoryId / 10) === DAIRY_AISLE).length;
    expect(dairyRows).toBe(dairyProducts);
    expect(dairyProducts).toBeGreaterThan(10);
    const claims = sql.find((s: string) => s.startsWith('INSERT INTO member_vouchers'))!;
    for (let i = 1; i <= DEMO_VOUCHER_KEYS.length; i++) expect(claims).toContain(`'C-DEMO-${code}-${i}'`);
    expect(claims).toContain('ON CONFLICT (coupon_no) DO NOTHING');
  });

  it.each(COUNTRIES)('gives the demo member of %s its coins through the ledger, once', (code) => {
    const statements = demoMemberStatements(code);
    // members.points starts at 0: the ledger's trigger adds the opening row.
    expect(statements[0]).toMatch(/'Demo Shopper', 0, 1,/);
    const coins = statements.find((s: string) => s.startsWith('INSERT INTO coin_ledger'))!;
    expect(coins).toContain("1250, 'opening'");
    expect(coins).toContain('NOT EXISTS (SELECT 1 FROM coin_ledger l WHERE l.member_id = m.id)');
    // A balance from before the ledger, with no row to explain it, is first set to the (empty) ledger's sum.
    const reset = statements.findIndex((s: string) => s.startsWith('UPDATE members AS m SET points = 0'));
    expect(reset).toBeGreaterThan(-1);
    expect(reset).toBeLessThan(statements.indexOf(coins));
  });
});
