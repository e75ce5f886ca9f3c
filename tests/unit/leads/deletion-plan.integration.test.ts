/**
 * Safe operator commands (docs/decisions.md "Safe operator commands"): `leads purge` and `leads
 * erase` show what they will delete by number and date, ask at a terminal (an injected prompt
 * here), refuse without one unless told `--yes`, need `--yes-all` to take more than half the
 * leads, and delete nothing on `--dry-run`; the real command without a terminal refuses in
 * Swedish. And a backup is its owner's alone from the first byte.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { writeBackup } from '~/scripts/leads';
import { erase, purge } from '~/server/leads/privacy';
import { describePlan, type DeletionPlan } from '~/server/leads/deletion-plan';
import type { LeadStore } from '~/server/leads/store';
import { peopleWhoLastWrote } from './support/people';
import { runLeads } from './support/run-leads';

const yearAgo = new Date(Date.now() - 400 * 86_400_000).toISOString();

/** Four people, one lead each; the first `old` of them last wrote over a year ago. */
const seeded = (old: number) =>
  peopleWhoLastWrote(
    [1, 2, 3, 4].map((n) => (n <= old ? yearAgo : undefined)),
    'Hemlig',
  );

const recorder = () => {
  const lines: string[] = [];
  return { lines, print: (text: string) => lines.push(text) };
};

describe('purge and erase', () => {
  it('show the leads they will delete by number and date only, and delete them once "ja" is typed', async () => {
    const { db, store } = await seeded(1);
    const { lines, print } = recorder();
    const questions: string[] = [];
    const outcome = await purge(store, undefined, { ask: async (question) => (questions.push(question), true) }, print);
    expect(lines.join('\n')).toContain(`purge raderar 1 lead av 4:\n  nr      1  mottagen ${yearAgo.slice(0, 10)}`);
    expect(lines.join('\n')).not.toMatch(/person1|Hemlig/);
    expect(questions).toEqual(['Radera 1 lead för alltid? Skriv ja för att radera: ']);
    expect(outcome).toEqual({
      ok: true,
      message: expect.stringMatching(/^Raderade 1 lead från personer vars senaste kontakt var före .* \(integritetspolicyns 12 månader\)\.$/),
    });
    expect(await db.count('leads')).toBe(3);
    await store.close();
  });

  it('delete nothing when the answer is no, on --dry-run, or without a terminal and --yes', async () => {
    const { db, store } = await seeded(1);
    const { print } = recorder();
    expect(await purge(store, undefined, { ask: async () => false }, print)).toEqual({ ok: false, message: 'Avbrutet: inget raderades.' });
    expect(await purge(store, undefined, { dryRun: true, yes: true }, print)).toEqual({ ok: true, message: 'Provkörning (--dry-run): inget raderades.' });
    expect(await erase(store, 'person2@kund.se', {}, print)).toEqual({
      ok: false,
      message: expect.stringMatching(/^Avbrutet: ingen terminal att fråga, så inget raderades\. Lägg till --yes/),
    });
    expect(await db.count('leads')).toBe(4);
    expect(await erase(store, 'PERSON2@kund.se', { yes: true }, print)).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^Raderade 1 lead med e-postadressen/),
    });
    expect(await db.count('leads')).toBe(3);
    await store.close();
  });

  it('need --yes-all to take more than half the leads, asked or not; half is allowed with --yes', async () => {
    const { db, store } = await seeded(3);
    const { lines, print } = recorder();
    let asked = false;
    const ask = async () => (asked = true);
    const refused = await purge(store, undefined, { yes: true, ask }, print);
    expect(refused).toEqual({
      ok: false,
      message: 'Avbrutet: purge skulle radera 3 av 4 leads, mer än hälften. Kontrollera --older-than; menar ni det, kör igen med --yes-all.',
    });
    expect(lines.join('\n')).toContain('purge raderar 3 leads av 4 — mer än hälften av alla:');
    expect(asked).toBe(false);
    expect(await db.count('leads')).toBe(4);
    expect(await purge(store, undefined, { yesAll: true }, print)).toMatchObject({ ok: true, message: expect.stringMatching(/^Raderade 3 leads/) });
    await store.close();

    const half = await seeded(2);
    expect(await purge(half.store, undefined, { yes: true }, print)).toMatchObject({ ok: true, message: expect.stringMatching(/^Raderade 2 leads/) });
    await half.store.close();
  });

  it('say so when there is nothing to delete', async () => {
    const { store } = await seeded(0);
    const { lines, print } = recorder();
    expect(await purge(store, undefined, {}, print)).toEqual({ ok: true, message: '' });
    expect(lines.at(-1)).toBe('Inga leads är äldre än gränsen; inget att radera.');
    await store.close();
  });

  it('list at most 30 leads and sum up the rest by numbers and dates', () => {
    const leads = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, createdAt: `2025-01-${String(i < 30 ? 1 : i - 20).padStart(2, '0')}T10:00:00.000Z` }));
    const plan: DeletionPlan = { action: 'purge', leads, total: 100 };
    const lines = describePlan(plan).split('\n');
    expect(lines).toHaveLength(32);
    expect(lines.at(-1)).toBe('  … och 10 leads till (nr 31–40, mottagna 2025-01-10–2025-01-19)');
  });
});

describe('the real command without a terminal', () => {
  it('refuses purge --older-than 0d in Swedish, even with --yes, shows it on --dry-run, and deletes everything only with --yes-all', async () => {
    const { db, store } = await seeded(0);
    await store.close();
    const refused = await runLeads(['purge', '--older-than', '0d'], db.env).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(refused).toMatchObject({
      code: 1,
      stdout: expect.stringContaining('purge raderar 4 leads av 4 — mer än hälften av alla:'),
      stderr: expect.stringContaining('kör igen med --yes-all'),
    });
    await expect(runLeads(['purge', '--older-than', '0d', '--yes'], db.env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('mer än hälften'),
    });
    await expect(runLeads(['erase', '--email', 'person1@kund.se'], db.env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Avbrutet: ingen terminal att fråga, så inget raderades.'),
    });
    expect((await runLeads(['purge', '--older-than', '0d', '--yes-all', '--dry-run'], db.env)).stdout).toMatch(/Provkörning \(--dry-run\): inget raderades\./);
    expect(await db.count('leads')).toBe(4);
    expect((await runLeads(['purge', '--older-than', '0d', '--yes-all'], db.env)).stdout).toMatch(/Raderade 4 leads/);
    expect(await db.count('leads')).toBe(0);
  });
});

describe('leads backup', () => {
  it('creates the copy 0600 before SQLite writes its first byte, whatever the umask', async () => {
    const { db, store } = await seeded(0);
    await store.close();
    const target = path.join(path.dirname(db.env.DATABASE_PATH!), 'kopior', 'leads-backup.db');
    const seen: { size: number; mode: number }[] = [];
    const real = (await db.openStore()) as LeadStore & { backup(file: string): Promise<unknown> };
    const previous = process.umask(0);
    try {
      // The moment the backup API is handed the file is the first at which it could write.
      await writeBackup({ backup: (file) => (seen.push(statSync(file)), real.backup(file)) }, target);
    } finally {
      process.umask(previous);
      await real.close();
    }
    expect(seen.map(({ size, mode }) => ({ size, mode: mode & 0o777 }))).toEqual([{ size: 0, mode: 0o600 }]);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(target)).mode & 0o777).toBe(0o700);
    const copy = new Database(target, { readonly: true });
    expect(copy.prepare('SELECT COUNT(*) AS n FROM leads').get()).toEqual({ n: 4 });
    copy.close();
  });
});
