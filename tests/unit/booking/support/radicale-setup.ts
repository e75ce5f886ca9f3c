/**
 * Vitest global setup of the project `integration-radicale` (vitest.config.ts `radicaleTests`): one
 * Radicale for the run, started only when one of its files is selected, as PostgreSQL is
 * (tests/unit/leads/support/postgres-setup.ts).
 */
import type { TestProject } from 'vitest/node';
import { startRadicale } from '~/scripts/support/radicale';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Radicale, e.g. http://127.0.0.1:40123. */
    radicaleUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const radicale = await startRadicale();
  project.provide('radicaleUrl', radicale.url);
  return () => radicale.stop();
}
