/**
 * `leads restore FILE` (SQLite) and `leads restore` after pg_restore (PostgreSQL): a restore that
 * surprises nobody (docs/decisions.md "Restore"):
 *
 *  - the backup is checked (integrity, schema) before anything changes;
 *  - notifications the backup holds as not sent are counted and the operator chooses: mark them
 *    sent (the firm already has them) or send them now (it may not) — asked at a terminal,
 *    `--mark-sent` / `--send` in a script; without either, no guess: nothing is restored;
 *  - lead numbers continue after the highest the firm may have seen: the backup's, the replaced
 *    database's and the high-water file beside it (sqlite/high-water.ts), or `--highest-number N`;
 *  - the restored database gets a new identity, so no Message-ID or Idempotency-Key repeats;
 *  - the replaced database is moved aside, never deleted, and a running server is not overrun.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readHighWater, writeHighWater } from '~/server/leads/sqlite/high-water';
import { openDatabase } from '~/server/leads/sqlite/open';
import { SqliteLeadStore } from '~/server/leads/sqlite/sqlite-store';
import { newIdentity, type LeadStore, type RestoreOptions } from '~/server/leads/store';
import type { Ask } from './terminal';
import type { Outcome } from '~/server/leads/privacy';

export interface RestoreChoice {
  markSent?: boolean;
  send?: boolean;
  /** A number the firm has seen that no database here knows of (from the last e-mail). */
  highestNumber?: number;
  ask?: Ask;
}

type Notifications = RestoreOptions['notifications'];

/** Notifications not sent (waiting or given up), as `leads list` counts them. */
async function unsent(store: LeadStore): Promise<number> {
  return (await store.listLeads()).reduce((sum, lead) => sum + lead.notifications.filter((n) => n.status !== 'sent').length, 0);
}

/** The operator's choice for `count` unsent notifications, or a refusal. */
async function choose(count: number, { markSent, send, ask }: RestoreChoice): Promise<Notifications | Outcome> {
  if (markSent && send) return { ok: false, message: 'Ange antingen --mark-sent eller --send, inte båda.' };
  if (markSent) return 'mark-sent';
  if (send) return 'send';
  if (count === 0) {
    if (!ask) return 'mark-sent';
    return /^(ja|j)$/i.test(await ask('Återställa? Skriv ja för att fortsätta: ')) ? 'mark-sent' : { ok: false, message: 'Avbrutet: inget återställdes.' };
  }
  if (!ask) {
    return {
      ok: false,
      message:
        `Avbrutet: säkerhetskopian har ${count} notiser som inte skickats, och utan terminal gissar kommandot inte. ` +
        'Ange --mark-sent om företaget redan har fått dem (de skickades efter säkerhetskopian), eller --send för att skicka dem när servern startar.',
    };
  }
  const answer = (
    await ask(
      `${count} notiser i säkerhetskopian har inte skickats. Skickades de efter säkerhetskopian togs har företaget dem redan.\n` +
        '  m = markera som skickade   s = skicka när servern startar (kan ge dubbletter)   annat = avbryt\nVal: ',
    )
  ).toLowerCase();
  if (answer === 'm' || answer === 'markera') return 'mark-sent';
  if (answer === 's' || answer === 'skicka') return 'send';
  return { ok: false, message: 'Avbrutet: inget återställdes.' };
}

const chosenText = (notifications: Notifications, count: number) =>
  count === 0 ? '' : notifications === 'send' ? ` ${count} notiser köas och skickas när servern startar.` : ` ${count} notiser markerades som skickade.`;

/** Some other connection holds the file open (the server): SQLite's exclusive lock tells. */
function inUse(file: string): boolean {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true, timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    return false;
  } catch (error) {
    return /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: string }).code ?? ''));
  } finally {
    db?.close();
  }
}

/** The highest number of the database being replaced, if it can still be read. */
async function highestOfCurrent(file: string): Promise<{ highest: number; note?: string }> {
  if (!existsSync(file)) return { highest: 0 };
  try {
    const store = SqliteLeadStore.open(file, { readonly: true });
    try {
      return { highest: await store.highestNumber() };
    } finally {
      await store.close();
    }
  } catch (error) {
    return { highest: 0, note: `Den nuvarande databasen kunde inte läsas (${(error as Error).message}); numren fortsätter efter högvattenmärket.` };
  }
}

function fsyncFolder(folder: string) {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The backup's figures once it opens as the lead database and passes SQLite's integrity check; a refusal otherwise. */
async function checkBackup(backup: string): Promise<{ leads: number; pending: number; highest: number } | Outcome> {
  let source: SqliteLeadStore;
  try {
    source = SqliteLeadStore.open(backup, { readonly: true });
  } catch (error) {
    const message = (error as Error).message;
    return {
      ok: false,
      message: /not a database|file is encrypted/i.test(message)
        ? `${backup} är ingen SQLite-databas; ange en säkerhetskopia skriven av leads backup.`
        : `${backup} går inte att återställa: ${message}`,
    };
  }
  try {
    const check = source.db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') return { ok: false, message: `${backup} klarade inte integritetskontrollen (${String(check)}); välj en annan säkerhetskopia.` };
    return { leads: await source.countLeads(), pending: await unsent(source), highest: await source.highestNumber() };
  } catch (error) {
    return { ok: false, message: `${backup} är ingen läsbar säkerhetskopia av lead-databasen: ${(error as Error).message}` };
  } finally {
    await source.close();
  }
}

const sideFiles = ['', '-wal', '-shm', '-journal'];

/**
 * The restored database, written to `copy` beside the target, 0600 from its first byte (put in place
 * by a rename afterwards): the notifications changed, or a refusal with the copy removed.
 */
async function writeRestoredCopy(backup: string, copy: string, target: string, options: Parameters<LeadStore['restored']>[0]): Promise<number | Outcome> {
  try {
    // A copy left by an earlier run that was stopped half-way is ours to replace.
    for (const part of sideFiles) rmSync(copy + part, { force: true });
    closeSync(openSync(copy, 'wx', 0o600));
    const raw = new Database(backup, { readonly: true, fileMustExist: true });
    try {
      await raw.backup(copy);
    } finally {
      raw.close();
    }
    const restored = new SqliteLeadStore(openDatabase(copy), `SQLite ${copy}`);
    try {
      const changed = await restored.restored(options);
      restored.db.pragma('wal_checkpoint(TRUNCATE)');
      return changed;
    } finally {
      await restored.close();
    }
  } catch (error) {
    for (const part of sideFiles) rmSync(copy + part, { force: true });
    return { ok: false, message: `Återställningen avbröts innan något ersattes (${(error as Error).message}); ${target} är orörd.` };
  }
}

/** The copy becomes the target; the replaced database is moved aside (its name returned), never deleted. */
function putInPlace(copy: string, target: string, now: Date): string {
  let aside = '';
  if (existsSync(target)) {
    aside = `${target}.before-restore-${now.toISOString().replace(/[-:]|\.\d+/g, '')}`;
    renameSync(target, aside);
    for (const part of ['-wal', '-shm']) if (existsSync(target + part)) renameSync(target + part, aside + part);
  }
  renameSync(copy, target);
  fsyncFolder(path.dirname(target));
  return aside;
}

export async function restoreSqlite(backup: string, target: string, choice: RestoreChoice, print: (text: string) => void, now = new Date()): Promise<Outcome> {
  if (!existsSync(backup)) return { ok: false, message: `Säkerhetskopian ${backup} finns inte.` };
  if (path.resolve(backup) === path.resolve(target)) return { ok: false, message: `${backup} är databasen själv; ange säkerhetskopians fil.` };
  if (existsSync(target) && inUse(target)) {
    return {
      ok: false,
      message: `Databasen ${target} är öppen i en annan process — servern körs. Stoppa den först (systemctl stop nordvik-cfo, eller docker stop), kör sedan restore igen.`,
    };
  }

  const checked = await checkBackup(backup);
  if ('ok' in checked) return checked;
  const { leads, pending } = checked;
  const current = await highestOfCurrent(target);
  const highest = Math.max(checked.highest, current.highest, readHighWater(target), choice.highestNumber ?? 0);
  print(`Säkerhetskopian ${backup}: integritetskontroll ok, ${leads} leads, ${pending} notiser som inte skickats.`);
  if (current.note) print(current.note);

  const notifications = await choose(pending, choice);
  if (typeof notifications !== 'string') return notifications;

  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const copy = `${target}.restoring-${process.pid}`;
  const identity = newIdentity();
  const changed = await writeRestoredCopy(backup, copy, target, { identity, highestNumber: highest, notifications, now: now.getTime() });
  if (typeof changed !== 'number') return changed;

  const aside = putInPlace(copy, target, now);
  if (highest > readHighWater(target)) writeHighWater(target, highest);
  return {
    ok: true,
    message:
      `Återställt: ${target} är nu säkerhetskopian ${backup}${aside ? `; den tidigare databasen ligger kvar som ${aside}` : ''}. ` +
      `Nya leads får nummer från ${highest + 1}, och databasen har en ny identitet (${identity}), så inga Message-ID eller Idempotency-Key upprepas.` +
      chosenText(notifications, changed) +
      ' Starta servern.',
  };
}

/** PostgreSQL: after pg_restore into the configured database (README "Backup and restore"). */
export async function restorePostgres(store: LeadStore, choice: RestoreChoice, print: (text: string) => void, now = new Date()): Promise<Outcome> {
  const [leads, pending, stored] = [await store.countLeads(), await unsent(store), await store.highestNumber()];
  const highest = Math.max(stored, choice.highestNumber ?? 0);
  print(`${store.description}: ${leads} leads, ${pending} notiser som inte skickats.`);
  const notifications = await choose(pending, choice);
  if (typeof notifications !== 'string') return notifications;
  const identity = newIdentity();
  const changed = await store.restored({ identity, highestNumber: highest, notifications, now: now.getTime() });
  return {
    ok: true,
    message:
      `Klart: nya leads får nummer efter ${highest}${choice.highestNumber ? '' : ' (ange --highest-number N om företaget sett högre nummer än databasen minns)'}, ` +
      `och databasen har en ny identitet (${identity}).${chosenText(notifications, changed)} Starta servrarna.`,
  };
}
