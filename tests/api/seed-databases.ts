/** D1 binding → database name (wrangler.toml); the seed script writes one SQL file per database name. */
export const SEED_DATABASES = { DB_ID: 'storefront-id', DB_SG: 'storefront-sg', DB_MY: 'storefront-my' } as const;

export type SeedBinding = keyof typeof SEED_DATABASES;
/** The seed statements per binding, split and ready for D1 `batch()`. */
export type SeedSql = Partial<Record<SeedBinding, string[]>>;
