/**
 * What the firm and its operator rely on, on both stores (README "Production"): the e-mail that
 * arrives (plain text and HTML, Message-ID in the sender's domain) and the webhook's labels;
 * forged input refused (choices, hidden fields and pages the content never offered), link-stuffed
 * text held as spam; /healthz and /readyz;
 * failures seen (a wrong SMTP port at start, a notification that gives up) and resent; the
 * data-protection commands, with erasure checked in the raw database file.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '~/scripts/local-postgres';
import { startSmtpSink, type SmtpSink } from '~/scripts/support/smtp-sink';
import { storeKinds, testDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { eventually, post, startLeadServer, validLead, type TestServer } from './support/lead-server';
import { runLeads } from './support/run-leads';
import { startWebhookReceiver, webhookSecret, type WebhookReceiver } from './support/webhook-receiver';

const distDir = writeFixtureSite();
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe.each(storeKinds)('on %s', (storeKind) => {
  let sink: SmtpSink;
  let hooks: WebhookReceiver;
  let server: TestServer;
  let hookStatus = 204;
  const cli = (...args: string[]) => runLeads(args, { ...server.db.env, DIST_DIR: distDir });

  beforeAll(async () => {
    sink = await startSmtpSink();
    hooks = await startWebhookReceiver(() => hookStatus);
    server = await startLeadServer({
      distDir,
      db: await testDatabase(storeKind),
      env: {
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        NOTIFY_EMAIL: 'leads@nordvik.example',
        MAIL_FROM: 'Webbplatsen <webb@nordvikcfo.example>',
        WEBHOOK_URL: hooks.url,
        WEBHOOK_SECRET: webhookSecret,
      },
    });
    await server.service.checkChannels();
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
    await hooks.close();
  });

  it('mails a multipart e-mail (text and HTML) with labels and a Message-ID in the sender’s domain, and labels in the webhook', async () => {
    const lead = validLead('enquiry', server.service.formSecret, { urgency: 'inom-1-vecka' });
    expect((await post(server.url, lead)).status).toBe(201);
    const mail = await sink.waitFor(lead.company as string);
    // Headers from the raw message (the sink's decoding joins encoded words across lines).
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?.*Br=C3=A5dskande.*_Finansiell_analys/m);
    expect(mail.text).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail.text).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    // The lead's number and the database's identity (migration 5): unique across databases and restores.
    const identity = await server.service.store.identity();
    expect(identity).toMatch(/^[0-9a-f]{16}$/);
    expect(mail.raw).toMatch(new RegExp(`^Message-ID: <lead-\\d+\\.${identity}-\\d+@nordvikcfo\\.example>\\r?$`, 'm'));
    expect(mail.text).toContain('När vill ni starta?: Inom 1 vecka');
    expect(mail.text).toContain('https://www.nordvikcfo.example/finansiell-analys');
    await eventually(() => hooks.received.some((h) => h.body.includes(lead.company as string)));
    const received = hooks.received.find((h) => h.body.includes(lead.company as string))!;
    const hook = JSON.parse(received.body) as { id: number; fields: Record<string, string>; labels: unknown[]; subject: string };
    expect(received.headers['idempotency-key']).toBe(`lead-${hook.id}.${identity}`);
    expect(hook.fields.budget).toBe('diskuterar-vi-senare');
    expect(hook.labels).toContainEqual({ field: 'budget', label: 'Budget', text: 'Diskuterar vi senare' });
    expect(hook.subject).toBe(`[Brådskande] Finansiell analys – ${lead.company as string}, Åsa Öberg`);
  });

  it('refuses what the visitor never chose — a choice, the hidden service, a page without the form, a field the form lacks — with a Swedish 422, storing nothing', async () => {
    const before = await server.db.count('leads');
    const invented = await post(server.url, validLead('enquiry', server.service.formSecret, { budget: 'buy-viagra-now' }));
    expect(invented.status).toBe(422);
    expect(invented.json?.errors).toEqual({ budget: 'Välj ett av alternativen i listan. Ladda om sidan om listan ser annorlunda ut.' });
    const bookingChoice = await post(server.url, validLead('booking', server.service.formSecret, { topic: 'inom-1-vecka' }));
    expect(bookingChoice.status).toBe(422);
    // The forged subject: the hidden service field as free text.
    const forged = validLead('enquiry', server.service.formSecret, {
      service: '[Brådskande] KÖP VIAGRA NU – billigt på apoteket-online',
      company: 'Spam8 AB',
      name: 'Sven Spam',
    });
    const forgedAnswer = await post(server.url, forged);
    expect(forgedAnswer.status).toBe(422);
    expect(forgedAnswer.json?.message).toBe('Ett dolt fält i formuläret saknas eller är fel (service). Ladda om sidan och försök igen.');
    const asForm = await post(server.url, forged, { as: 'form' });
    expect(asForm.status).toBe(422);
    expect(asForm.text).toContain('Ett dolt fält i formuläret saknas eller är fel (service).');
    const page = await post(server.url, validLead('booking', server.service.formSecret, { page: '/finansiell-analys' }));
    expect([page.status, page.json?.message]).toEqual([422, 'Ett dolt fält i formuläret saknas eller är fel (page). Ladda om sidan och försök igen.']);
    const unknownPage = await post(server.url, validLead('lead', server.service.formSecret, { page: '/kop-viagra' }));
    expect(unknownPage.status).toBe(422);
    // The fixture's enquiry form has a topic select; the home form has no budget field at all.
    const extra = await post(server.url, validLead('enquiry', server.service.formSecret, { topic: 'kop-nu' }));
    expect(extra.json?.errors).toHaveProperty('topic');
    expect(await server.db.count('leads')).toBe(before);
    expect(sink.messages.some((m) => m.text.includes('Spam8 AB'))).toBe(false);
  });

  it('stores link-stuffed text held as spam, answered like any lead and kept from the inbox; one’s own site and known software are fine', async () => {
    const links = 'Se https://spam1.se/a http://spam2.se/b www.spam3.nu/c';
    const stuffed = validLead('booking', server.service.formSecret, { message: links });
    const answer = await post(server.url, stuffed);
    expect(answer.status).toBe(201);
    const held = (await server.service.store.findByKey(stuffed.idempotencyKey as string))!;
    // The list of links holds it; the classifier, which reads the links too, may add its word.
    expect(held.spam?.map((reason) => reason.code)).toContain('links');
    const own = validLead('booking', server.service.formSecret, {
      email: 'anna@vart-bolag.se',
      message: 'Se https://www.vart-bolag.se och vart-bolag.se/om-oss. Vi kör Fortnox och Visma.net, Bokio.io och Amazon.com.',
    });
    expect((await post(server.url, own)).status).toBe(201);
    await sink.waitFor(own.company as string);
    await server.service.outbox.idle();
    expect(sink.messages.some((m) => m.text.includes(stuffed.company as string))).toBe(false);
    expect(await server.db.value("SELECT COUNT(*) FROM outbox WHERE lead_id = ? AND status = 'pending'", held.id)).toBe(2);
  });

  it('answers /healthz and /readyz with small JSON', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    const body = (await ready.json()) as { status: string; channels: Record<string, { ok: boolean }> };
    expect(ready.status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', outbox: { failed: 0 }, channels: { email: { ok: true }, webhook: { ok: true } } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('shows a notification that gave up on /readyz and in `leads list`, and `resend --failed` sends it', async () => {
    await eventually(
      async () => (await server.db.value("SELECT COUNT(*) FROM outbox WHERE status <> 'sent' AND lead_id IN (SELECT id FROM leads WHERE spam IS NULL)")) === 0,
      10_000,
      'earlier notifications',
    );
    hookStatus = 400;
    const lead = validLead('lead', server.service.formSecret);
    expect((await post(server.url, lead)).status).toBe(201);
    await eventually(async () => (await fetch(`${server.url}/readyz`)).status === 503, 10_000, 'readyz to fail');
    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { outbox: { failed: number }; problems: string[] };
    expect(ready.outbox.failed).toBe(1);
    expect(ready.problems.join(' ')).toMatch(/gett upp/);
    expect((await cli('list')).stdout).toMatch(/webhook misslyckad \(1 försök: webhook: HTTP 400\)/);
    hookStatus = 204;
    expect((await cli('resend', '--failed')).stdout).toMatch(/1 notis köas igen/);
    await eventually(() => hooks.received.filter((h) => h.body.includes(lead.company as string)).length === 2, 10_000, 'the resent webhook');
    await eventually(async () => (await fetch(`${server.url}/readyz`)).status === 200, 10_000, 'readyz to recover');
    const id = (await server.service.store.findByKey(lead.idempotencyKey as string))!.id;
    expect((await cli('resend', String(id))).stdout).toMatch(/2 notiser köas igen/);
  });

  it('`show`, `erase` and `purge` keep the privacy policy’s promises', async () => {
    const email = 'radera.mig@personligt.example';
    const mine = [
      validLead('booking', server.service.formSecret, { email, phone: '0701234567' }),
      validLead('lead', server.service.formSecret, { email: 'RADERA.MIG@personligt.example' }),
    ];
    for (const lead of mine) expect((await post(server.url, lead)).status).toBe(201);
    await server.service.outbox.idle();
    const shown = JSON.parse((await cli('show', '--email', email)).stdout) as { leads: { fields: Record<string, string> }[]; retention: string };
    expect(shown.leads.map((l) => l.fields.company)).toEqual(mine.map((l) => l.company));
    expect(shown.retention).toMatch(/12 månader/);

    expect((await cli('erase', '--email', email, '--yes')).stdout).toMatch(/Raderade 2 leads/);
    expect(JSON.parse((await cli('show', '--email', email)).stdout).leads).toEqual([]);
    expect(await server.db.value('SELECT COUNT(*) FROM outbox WHERE lead_id NOT IN (SELECT id FROM leads)')).toBe(0);
    if (storeKind === 'sqlite') {
      const file = server.db.env.DATABASE_PATH!;
      for (const part of [file, `${file}-wal`]) {
        if (!existsSync(part)) continue;
        const raw = readFileSync(part).toString('latin1').toLowerCase();
        // Booleans, so a failure names the file rather than printing it.
        expect(raw.includes('radera.mig'), `${part} still holds the address`).toBe(false);
        expect(raw.includes(String(mine[0]!.company).toLowerCase()), `${part} still holds the company`).toBe(false);
      }
    }

    // purge: a person whose latest contact is older than the period goes; one who came back stays.
    const old = validLead('lead', server.service.formSecret, { email: 'gammal@kund.example' });
    const cameBack = [
      validLead('lead', server.service.formSecret, { email: 'atervand@kund.example' }),
      validLead('booking', server.service.formSecret, { email: 'atervand@kund.example' }),
    ];
    for (const lead of [old, ...cameBack]) expect((await post(server.url, lead)).status).toBe(201);
    const ago = new Date(Date.now() - 400 * 86_400_000).toISOString();
    // The test's own connection is read-only on SQLite: move the time back through a writable one.
    const setTime = async (key: unknown) => {
      if (storeKind === 'postgres') return server.db.value('UPDATE leads SET created_at = ?::timestamptz WHERE idempotency_key = ? RETURNING id', ago, key);
      const db = new Database(server.db.env.DATABASE_PATH!);
      db.prepare('UPDATE leads SET created_at = ? WHERE idempotency_key = ?').run(ago, key);
      db.close();
    };
    await setTime(old.idempotencyKey);
    await setTime(cameBack[0]!.idempotencyKey);
    const before = await server.db.count('leads');
    expect((await cli('purge', '--yes')).stdout).toMatch(/Raderade 1 lead från personer .* \(integritetspolicyns 12 månader\)/);
    expect(await server.db.count('leads')).toBe(before - 1);
    expect(await server.db.value('SELECT COUNT(*) FROM leads WHERE idempotency_key = ?', cameBack[0]!.idempotencyKey)).toBe(1);
    expect((await cli('purge', '--older-than', '0d', '--yes-all')).stdout).toMatch(/Raderade \d+ leads/);
    expect(await server.db.count('leads')).toBe(0);
    await expect(cli('purge', '--older-than', 'länge')).rejects.toMatchObject({ stderr: expect.stringMatching(/12m \(månader\) eller 90d/) });
  });

  it('`export --xlsx` writes a workbook with Swedish headers, labels, Swedish time, phone numbers as text and a frozen header row', async () => {
    const lead = validLead('booking', server.service.formSecret, { phone: '0701234567' });
    const intl = validLead('enquiry', server.service.formSecret, { phone: '+46 70 123 45 67' });
    for (const l of [lead, intl]) expect((await post(server.url, l)).status).toBe(201);
    const dir = mkdtempSync(path.join(tmpdir(), 'leads-xlsx-'));
    const file = path.join(dir, 'leads.xlsx');
    expect((await cli('export', '--xlsx', file)).stdout).toMatch(/leads skrivna till/);
    const files = unzipSync(readFileSync(file));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const strings = files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : '';
    const text = sheet + strings;
    expect(sheet).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    for (const shown of ['Företag', 'Mottagen (svensk tid)', 'Videomöte', 'Finansiell analys', '0701234567', '+46 70 123 45 67']) expect(text).toContain(shown);
    expect(text).not.toContain('>video<');
    // The phone number is a text cell, never the number 701234567.
    expect(sheet).not.toMatch(/<v>701234567<\/v>/);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('a wrong SMTP setting', () => {
  it('is a loud warning at start and a failing /readyz, not a crash', async () => {
    const logs: string[] = [];
    const server = await startLeadServer({ distDir, env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, NOTIFY_EMAIL: 'leads@nordvik.example' } });
    server.service.log.warn = (_data, message) => logs.push(message);
    await server.service.checkChannels();
    expect(logs.join('\n')).toMatch(/^VARNING: notiser via e-post \(SMTP_URL\) fungerar inte: .*ECONNREFUSED/m);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'fel', channels: { email: { ok: false, error: expect.stringMatching(/ECONNREFUSED/) } } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await post(server.url, validLead('lead', server.service.formSecret))).status).toBe(201);
    await server.close();
  });
});
