/**
 * Every table of the migrations (migrations/*.sql) as Drizzle sees it: the one place where rows get TypeScript types
 * (`typeof table.$inferSelect`). One file per area; a domain imports the tables it reads from here, so no domain
 * reaches into another for a table. `tests/api/schema.api.test.ts` holds each definition to the migrated database.
 * Only the search index (`product_search`, an FTS5 virtual table) has no definition: Drizzle cannot describe one.
 */
export * from './address';
export * from './aftersale';
export * from './cart';
export * from './catalog';
export * from './dev';
export * from './flash';
export * from './identity';
export * from './message';
export * from './order';
export * from './payment';
export * from './points';
export * from './promotion';
export * from './search';
export * from './shipment';
