/**
 * Only the project `integration-postgres` starts PostgreSQL (vitest.config.ts), so its list of files must
 * be exactly the unit tests that ask for it: a file missing from it would fail at its first
 * PostgreSQL test when run, and a file on it that needs no PostgreSQL would start it for nothing.
 * A file asks for PostgreSQL when it uses the lead tests' database helpers (databases.ts, or
 * lead-server.ts which takes a database from it) with the kind 'postgres', every kind
 * (`storeKinds`) or a PostgreSQL database of its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postgresTests } from '~/vitest.config';
import { projectRoot } from './editor/content-copy';

const unitFolders = ['src', 'tests/unit', 'tests/content'];
const testFiles = unitFolders.flatMap((folder) =>
  readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/'))),
);

const usesHelpers = /from '[./]*(?:leads\/)?support\/(?:databases|lead-server)'/;
const asksForPostgres = /\bstoreKinds\b|\bcreatePostgresDatabase\b|'postgres'/;
const needsPostgres = (file: string) => {
  const text = readFileSync(path.join(projectRoot, file), 'utf8');
  return usesHelpers.test(text) && asksForPostgres.test(text);
};

describe('the unit tests that start PostgreSQL', () => {
  it('are found among the unit tests', () => {
    expect(testFiles.length).toBeGreaterThan(50);
    expect(testFiles).toContain('tests/unit/leads/store-contract.test.ts');
  });

  it('include every unit test that asks for PostgreSQL', () => {
    expect(testFiles.filter(needsPostgres).filter((file) => !postgresTests.includes(file))).toEqual([]);
  });

  it('include no file that does not exist or does not ask for PostgreSQL', () => {
    expect(postgresTests.filter((file) => !existsSync(path.join(projectRoot, file)) || !needsPostgres(file))).toEqual([]);
  });
});
