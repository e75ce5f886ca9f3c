/**
 * An export of thousands of leads while the site is asked for /healthz, as a load balancer does
 * (issue 40, docs/decisions.md 152): the workbook is built in a worker thread, so the health
 * checks are answered while it is being prepared — before, the main thread built it and answered
 * nothing until it was done — and the file holds every lead.
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { kontoServerOfFile } from './support/konto-client';

const leads = 2_000;
const file = kontoServerOfFile();
beforeAll(() => {
  // Written beside the server's connection in one transaction, as `leads restore` would bring them.
  const db = new Database(file.server.db.config.kind === 'sqlite' ? file.server.db.config.path : '');
  const insert = db.prepare("INSERT INTO leads (created_at, kind, page, fields, idempotency_key, payload_hash) VALUES (?, 'booking', '/boka-mote', ?, ?, 'h')");
  db.transaction(() => {
    for (let n = 0; n < leads; n++) {
      const fields = { company: `Bolag ${n} AB`, name: `Åsa Öberg ${n}`, email: `asa${n}@bolag${n}.example`, phone: '070-123 45 67', meetingFormat: 'video' };
      insert.run(new Date(Date.now() - (leads - n) * 60_000).toISOString(), JSON.stringify(fields), randomUUID());
    }
  })();
  db.close();
});

describe('an export beside health checks', () => {
  it('answers /healthz while the workbook is prepared, and the workbook holds every lead', async () => {
    const partner = await file.client.signedIn('export@nordvik.example', 'partner');
    const started = await file.client.call('POST', '/konto/api/leads/export', { cookie: partner, json: {} });
    expect(started.status).toBe(202);
    const id = (started.body.export as { id: string }).id;
    let answeredWhilePreparing = 0;
    let status = 'preparing';
    while (status === 'preparing') {
      // Health checks for half a second, then one look at the export, as the workspace looks every second.
      let answered = 0;
      for (const until = Date.now() + 500; Date.now() < until; answered++) expect((await fetch(`${file.server.url}/healthz`)).status).toBe(200);
      const asked = await file.client.call('GET', `/konto/api/leads/export/${id}`, { cookie: partner });
      expect(asked.status).toBe(200);
      status = (asked.body.export as { status: string }).status;
      // Those checks were answered, and the export was still being prepared afterwards.
      if (status === 'preparing') answeredWhilePreparing += answered;
    }
    expect(status).toBe('ready');
    expect(answeredWhilePreparing).toBeGreaterThan(0);
    const workbook = await file.client.call('GET', `/konto/api/leads/export/${id}/fil`, { cookie: partner });
    const sheet = strFromU8(unzipSync(new Uint8Array(workbook.raw))['xl/worksheets/sheet1.xml']!);
    // The header row and one row per lead.
    expect(sheet.match(/<row /g)).toHaveLength(leads + 1);
  });
});
