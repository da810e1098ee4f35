/*
 * The database schema, one file per area, merged here for Drizzle (db/client.ts) and drizzle-kit
 * (drizzle.config.ts). A new area adds its file and one line below; tables of another area are
 * imported from that area's file.
 */
export * from './users';
export * from './events';
export * from './sessions';
export * from './checkIn';
export * from './badges';
export * from './printJobs';
export * from './networking';
export * from './meetings';
export * from './notifications';
export * from './queuedJobs';
export * from './chat';
