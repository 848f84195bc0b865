/**
 * Which database the server tests run on. Kept apart from database.ts (which loads the schema and so the
 * SDK): the global setup reads it before any test module is loaded.
 */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** TEST_DB chooses; without it a TEST_DATABASE_URL means PostgreSQL. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  if (process.env.TEST_DB === 'postgres' || process.env.TEST_DB === 'pglite')
    return process.env.TEST_DB;
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}
