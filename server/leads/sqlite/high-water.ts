/**
 * The highest lead number a SQLite database has handed out, kept in a small file beside it
 * (`leads.db.high-water`), outside the database file: restoring an older copy of the database —
 * or losing a damaged one — does not lose it, and `leads restore` numbers new leads after it
 * (docs/decisions.md "Restore"). The store reserves numbers in blocks, so the file is written
 * once per `reserveBlock` leads, before the first number of the block is committed; a restore
 * may therefore skip up to that many numbers, and never repeats one.
 */
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';

export const reserveBlock = 50;

export const highWaterFile = (database: string) => `${database}.high-water`;

/** The recorded mark, 0 when there is none (a new database, or one from before the mark). */
export function readHighWater(database: string): number {
  try {
    const value = Number.parseInt(readFileSync(highWaterFile(database), 'utf8'), 10);
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** Replaces the mark atomically and durably (written 0600, fsynced, renamed, folder fsynced). */
export function writeHighWater(database: string, highest: number): void {
  const target = highWaterFile(database);
  const temporary = `${target}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, `${highest}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, target);
  const folder = openSync(path.dirname(target), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}
