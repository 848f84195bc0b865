/**
 * The one database schema (PGlite and PostgreSQL). Each domain keeps its tables in src/<domain>/tables.ts
 * and is listed here; drizzle-kit generates the migrations in drizzle/ from this file.
 */
export * from '../auth/tables.js';
export * from '../http/tables.js';
export * from '../config/tables.js';
export * from '../catalog/tables.js';
export * from '../addresses/tables.js';
export * from '../notifications/tables.js';
export * from '../offers/tables.js';
export * from '../checkout/tables.js';
export * from '../orders/tables.js';
export * from '../payments/tables.js';
export * from '../wallet/tables.js';
export * from '../staff/tables.js';
export * from '../operations/tables.js';
export * from '../restock/tables.js';
export * from '../hubs/tables.js';
export * from '../inventory/tables.js';
export * from '../feedback/tables.js';
export * from '../tracking/tables.js';
export * from '../invoices/tables.js';
