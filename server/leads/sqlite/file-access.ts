/**
 * What the operating system says about the SQLite file and its folder before SQLite is asked: a
 * read-only mount (EROFS) and an immutable or append-only file (`chattr +i`/`+a`, EPERM) stop
 * root too, and SQLite would otherwise open such a file read-only without a word and fail at the
 * first write — after the server already listens. And a database on a read-only mount can still
 * be read by `npm run leads` (docs/decisions.md 22).
 */
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { StoreError } from '../store';

const errnoOf = (error: unknown) => String((error as NodeJS.ErrnoException).code ?? '');

function problemWith(target: string): { target: string; code: string } | undefined {
  try {
    accessSync(target, constants.W_OK);
    return undefined;
  } catch (error) {
    const code = errnoOf(error);
    return code === 'ENOENT' ? undefined : { target, code };
  }
}

/** The first of the file and its folder that cannot be written, and why (EROFS, EPERM, EACCES). */
export const notWritable = (file: string) => problemWith(file) ?? problemWith(path.dirname(file));

/** The Swedish reason the server cannot write `file`: the real cause first, then what to do. */
export function unwritableMessage(file: string, { target, code }: { target: string; code: string }, detail = code): string {
  const what = target === file ? `Databasen ${file}` : `Mappen ${target} för databasen ${path.basename(file)}`;
  if (code === 'EROFS') {
    return `${what} ligger på ett skrivskyddat filsystem (${detail}), så ingen användare — inte ens root — kan skriva där. Montera filsystemet skrivbart (i en container: volymen utan :ro eller readOnly), eller sätt DATABASE_PATH till en plats på ett skrivbart filsystem.`;
  }
  if (code === 'EPERM') {
    return `${what} är låst med filattributet immutable eller append-only (${detail}; \`lsattr -d ${target}\` visar det), så inte ens root kan ändra den. Ta bort låset med \`chattr -i -a ${target}\` och starta igen.`;
  }
  return `${what} går inte att skriva till (${detail}). Ge serverns användare skrivrätt till filen och till mappen den ligger i (SQLite skriver även ${path.basename(file)}-wal och -shm där), eller sätt DATABASE_PATH till en skrivbar plats.`;
}

/** Refuses to go on with a file or folder the server could not write: before it listens, not at the first lead. */
export function assertWritable(file: string): void {
  const problem = notWritable(file);
  if (problem) throw new StoreError(unwritableMessage(file, problem));
}

/**
 * A WAL database in a folder nobody may write (a read-only mount, or a folder the reader may not
 * write) cannot be opened by SQLite when its -shm file is missing: a reader must create it
 * (https://www.sqlite.org/wal.html#readonly). better-sqlite3 takes no URI (`?immutable=1`), so
 * the file is read into memory instead, its header marked as a rollback-journal database (bytes
 * 18–19, https://www.sqlite.org/fileformat.html#file_format_version_numbers) — unless a -wal file
 * holds changes not yet in the file, which that copy would miss.
 */
export function openFromReadOnlyFolder(file: string): Database.Database | undefined {
  if (!existsSync(file) || !problemWith(path.dirname(file))) return undefined;
  const wal = `${file}-wal`;
  if (existsSync(wal) && statSync(wal).size > 0) {
    throw new StoreError(
      `Databasen ${file} har ändringar i ${path.basename(wal)} som ännu inte står i själva filen, och mappen går inte att skriva i, så de kan inte läsas. Kopiera mappens ${path.basename(file)}, -wal och -shm till en skrivbar plats och sätt DATABASE_PATH dit.`,
    );
  }
  const copy = readFileSync(file);
  if (copy.length > 19 && copy[18] === 2 && copy[19] === 2) copy[18] = copy[19] = 1;
  return new Database(copy, { readonly: true });
}
