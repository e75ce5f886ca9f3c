/**
 * A full disk while a lead is stored (docs/decisions.md "Health and a full disk"): the visitor
 * gets the same Swedish 503 as for a busy database — the plain form again with everything typed,
 * the enhanced form a JSON message it shows beside the form it keeps — never "Något gick fel hos
 * oss" (500), and the same post goes through once there is room. The disk is filled the way CI can repeat: SQLite's
 * `max_page_count` on the server's own connection caps the file at its present size, so the next
 * page it needs fails with SQLITE_FULL, the error a full volume gives.
 * PostgreSQL's disk_full is named in its message too (server/leads/postgres/pool.ts).
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '~/src/lead-form/messages';
import type { SqliteWorkerStore } from '~/server/leads/sqlite/worker-store';
import { guarded } from '~/server/leads/postgres/pool';
import { StoreError } from '~/server/leads/store';
import { countRows, post, startLeadServer, validLead, type TestServer } from './support/lead-server';
import { writeFixtureSite } from './support/fixture-site';

const distDir = writeFixtureSite();
let server: TestServer;
beforeAll(async () => {
  server = await startLeadServer({ distDir });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** Longer than a page (4 KB), so storing it needs pages the full disk does not have. */
const longMessage = 'Vi behöver hjälp med budgeten, likviditeten och rapporteringen till styrelsen. '.repeat(48).trim();

/** On the server's own connection, in the store's worker (sqlite/worker-store.ts). */
async function fillDisk(full: boolean) {
  const store = server.service.store as SqliteWorkerStore;
  const pages = Number(await store.pragma('page_count'));
  await store.pragma(`max_page_count = ${full ? pages : 1_073_741_823}`);
}

it('answers a plain form with 503 and the form again with what was typed, the JSON post with a Swedish 503, and stores once there is room', async () => {
  const secret = server.service.formSecret;
  expect((await post(server.url, validLead('booking', secret))).status).toBe(201);
  const before = await countRows(server, 'leads');
  await fillDisk(true);
  try {
    await expect(
      server.service.store.submit(
        { kind: 'booking', page: '/boka-mote', fields: { message: longMessage }, idempotencyKey: 'disk-full-direct-0001', payloadHash: 'x' },
        { channels: [], maxTokenUses: 3 },
      ),
    ).rejects.toThrow(new StoreError('Disken där databasen ligger är full (SQLITE_FULL). Frigör utrymme, så sparas nya leads igen.'));

    const typed = validLead('booking', secret, { message: longMessage });
    const form = await post(server.url, typed, { as: 'form' });
    expect(form.status).toBe(503);
    expect(form.headers.get('retry-after')).toBe('30');
    expect(form.headers.get('content-type')).toMatch(/^text\/html/);
    expect(form.text).toContain(messages.storageDown);
    expect(form.text).not.toContain(messages.unexpected);
    expect(form.text).toContain(`value="${typed.company as string}"`);
    expect(form.text).toContain(`value="${typed.email as string}"`);
    expect(form.text).toContain(`${longMessage}</textarea>`);

    const json = await post(server.url, validLead('enquiry', secret, { message: longMessage }));
    expect(json.status).toBe(503);
    expect(json.json).toEqual({ ok: false, message: messages.storageDown, errors: {}, code: 'L502' });
    expect(await countRows(server, 'leads')).toBe(before);

    await fillDisk(false);
    // The visitor sends the kept form again: it goes through, once.
    const again = await post(server.url, typed, { as: 'form' });
    expect(again.status).toBe(303);
    expect(await countRows(server, 'leads')).toBe(before + 1);
  } finally {
    await fillDisk(false);
  }
});

it('names a full disk on PostgreSQL (disk_full, 53100) as the cause of the 503', async () => {
  // PostgreSQL reports ENOSPC as SQLSTATE 53100; a disk cannot be filled for it here without root.
  const full = Object.assign(new Error('could not extend file "base/16384/16385": No space left on device'), { code: '53100' });
  const refused = guarded('PostgreSQL db.example:5432/leads', () => Promise.reject(full));
  await expect(refused).rejects.toBeInstanceOf(StoreError);
  await expect(refused).rejects.toThrow(/^PostgreSQL db\.example:5432\/leads: disken är full \(could not extend file .*\)\. Frigör utrymme på databasservern/);
});
