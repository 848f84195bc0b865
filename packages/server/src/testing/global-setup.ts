/**
 * Runs once per test run: checks that the chosen database is reachable. With TEST_DB=postgres the run
 * fails when PostgreSQL is unreachable and CI=true; outside CI the PostgreSQL run is skipped with a notice.
 */
import pg from 'pg';
import { DEFAULT_TEST_DATABASE_URL, testDatabaseKind } from './database-kind.js';

export default async function globalSetup(): Promise<void> {
  if (testDatabaseKind() !== 'postgres') return;
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    throw new Error(`PostgreSQL for the server tests is unreachable at ${url}`, { cause: error });
  }
}
