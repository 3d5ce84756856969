// @forecourt/db: the only package that writes SQL. Repositories return domain types.
export { createDatabase, getDatabase, pingDatabase, type Database, type Db } from "./client";
export { runMigrations } from "./migrate";
export { seedDemo, type SeedResult } from "./demo";
export * from "./repositories/sites";
export * from "./repositories/locations";
export * from "./repositories/cars";
export * from "./repositories/search-cars";
export * from "./repositories/postcodes";
export * from "./repositories/leads";
export * from "./repositories/messages";
export * from "./repositories/events";
export * from "./repositories/rate-limits";
export * from "./repositories/promo-cards";
export * from "./repositories/offers";
export * from "./repositories/content-pages";
export * from "./repositories/manufacturers";
export * from "./repositories/blog-posts";
