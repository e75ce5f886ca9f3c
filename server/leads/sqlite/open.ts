/**
 * Opening the SQLite file, with a Swedish message that says what to do when it cannot be used
 * (read-only file or folder, missing file, native module built for another Node) instead of a
 * stack trace. Used by the server and by `npm run leads`.
 */
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { StoreError } from '../store';
import { assertWritable, notWritable, openFromReadOnlyFolder, unwritableMessage } from './file-access';
import { latestVersion, migrations, newerSchemaMessage } from '../migrations';

const sqliteCode = (error: unknown) => String((error as { code?: string }).code ?? '');

function explain(file: string, error: unknown, readonly: boolean): StoreError {
  const code = sqliteCode(error);
  const message = (error as Error).message;
  if (/bindings|\.node\b/.test(message))
    return new StoreError(`better-sqlite3 är inte byggt för den här Node-versionen — kör \`npm rebuild better-sqlite3\`. (${message})`);
  if (/READONLY|PERM|EACCES|EROFS/.test(code) || /readonly|read-only|permission/i.test(message)) {
    if (readonly)
      return new StoreError(`Databasen ${file} kan inte läsas (${message}). Kör kommandot som en användare som får läsa filen och mappen den ligger i.`);
    return new StoreError(unwritableMessage(file, notWritable(file) ?? { target: file, code: 'EACCES' }, message));
  }
  if (/CANTOPEN|NOTADB|CORRUPT|ENOENT|ENOTDIR|EEXIST/.test(code) || /unable to open|not a database/i.test(message)) {
    return new StoreError(
      `Databasen ${file} kan inte öppnas (${message}). Kontrollera DATABASE_PATH: filen ska vara en SQLite-databas som servern skapat, i en mapp som finns.`,
    );
  }
  return new StoreError(`Databasen ${file} kan inte användas: ${message}`);
}

/**
 * Leads are personal data: a folder and file the server creates are its user's alone (0700,
 * 0600; SQLite gives -wal and -shm the file's mode). Existing ones are left as the operator set them.
 */
function createOwnerOnly(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // An empty file is a valid new database; made here so that it never exists with wider rights.
  if (!existsSync(file)) closeSync(openSync(file, 'wx', 0o600));
}

/** Opens the database, creating the file, its folder and the tables as needed. */
export function openDatabase(file: string, { readonly = false } = {}): Database.Database {
  try {
    if (readonly) return openReadonly(file);
    if (file !== ':memory:') {
      createOwnerOnly(file);
      assertWritable(file);
    }
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Never wait for a lock inside SQLite: that would block the event loop (and every page
    // served) for as long. The store retries asynchronously instead (sqlite-store.ts).
    db.pragma('busy_timeout = 0');
    migrate(db);
    return db;
  } catch (error) {
    if (error instanceof StoreError) throw error;
    throw explain(file, error, readonly);
  }
}

function openReadonly(file: string): Database.Database {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    db.prepare('SELECT 1 FROM sqlite_master LIMIT 1').get();
    return db;
  } catch (error) {
    // A read-only mount: SQLite cannot make the -shm file a reader of a WAL database needs.
    const copy = openFromReadOnlyFolder(file);
    if (!copy) throw error;
    copy.prepare('SELECT 1 FROM sqlite_master LIMIT 1').get();
    return copy;
  }
}

function migrate(db: Database.Database) {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > latestVersion) throw new StoreError(newerSchemaMessage(current));
  for (const step of migrations.filter((m) => m.version > current)) {
    db.transaction(() => {
      db.exec(step.sqlite);
      db.pragma(`user_version = ${step.version}`);
    }).immediate();
  }
}
