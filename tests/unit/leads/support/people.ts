/**
 * People whose latest contact lies at a chosen date, for the data-protection requests (purge by
 * age, erase by address): one lead each, `person<n>@kund.se` of the company `<company> <n> AB`,
 * on SQLite, with the lead's date set afterwards as only the database can.
 */
import Database from 'better-sqlite3';
import type { LeadStore } from '~/server/leads/store';
import { testDatabase, type TestDatabase } from './databases';

/** Person n (from 1) last wrote at `lastWrote[n - 1]`, or now where that is undefined. */
export async function peopleWhoLastWrote(lastWrote: readonly (string | undefined)[], company: string): Promise<{ db: TestDatabase; store: LeadStore }> {
  const db = await testDatabase('sqlite');
  const store = await db.openStore();
  for (const n of lastWrote.keys()) {
    await store.submit(
      {
        kind: 'lead',
        page: '/',
        fields: { email: `person${n + 1}@kund.se`, company: `${company} ${n + 1} AB` },
        idempotencyKey: `person-key-${n + 1}-abcdefghij`,
        payloadHash: 'h',
      },
      { channels: [], maxTokenUses: 1 },
    );
  }
  const raw = new Database(db.env.DATABASE_PATH!);
  try {
    const backdate = raw.prepare('UPDATE leads SET created_at = ? WHERE id = ?');
    for (const [n, at] of lastWrote.entries()) if (at !== undefined) backdate.run(at, n + 1);
  } finally {
    raw.close();
  }
  return { db, store };
}
