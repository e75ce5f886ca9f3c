/**
 * The spam quarantine through the real endpoint (server/leads/spam.ts, README "Spam"; the verdict
 * over the whole corpus is spam-verdict.test.ts): a sample of the held-out corpus posted as the
 * enhanced form and as the plain form — every lead stored and answered alike, the genuine ones
 * mailed, the spam held until `leads release`, counted on /readyz and in the daily log line.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink, type SmtpSink } from '~/scripts/support/smtp-sink';
import { loadLeadConfig } from '~/server/leads/config';
import type { LogData } from '~/server/leads/log';
import { createLeadService, quarantineReportMs } from '~/server/leads/service';
import { testDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { agedToken, eventually, post, startLeadServer, validLead, type TestServer } from './support/lead-server';
import { runLeads } from './support/run-leads';
import { genuine, spam, type CorpusEntry } from './support/spam-corpus';

const distDir = writeFixtureSite();
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** A booking as the form sends it, with the entry's own words. */
const booking = (entry: CorpusEntry) => ({
  kind: 'booking',
  page: '/boka-mote',
  company: entry.company,
  name: entry.name,
  email: entry.email,
  phone: '070-123 45 67',
  meetingFormat: 'video',
  revenue: '15-30',
  message: entry.message,
});

describe('the quarantine through the endpoint', () => {
  let sink: SmtpSink;
  let server: TestServer;
  const byAbout = (about: string) => spam.find((entry) => entry.about === about)!;
  const sample = {
    genuine: genuine.slice(0, 6),
    spam: ['Russian SEO', 'pharmacy Swedish', 'Skatteverket BankID', 'directory confirmation with bankgiro', 'English redesign', 'link list spam'].map(byAbout),
  };
  const ids = new Map<CorpusEntry, number>();

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startLeadServer({
      distDir,
      db: await testDatabase('sqlite'),
      env: {
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        NOTIFY_EMAIL: 'leads@nordvik.example',
        MAIL_FROM: 'Webbplatsen <webb@nordvikcfo.example>',
        LEAD_MIN_FILL_SECONDS: '3',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });

  it('stores every lead and answers each alike, mails the genuine ones and holds the spam', async () => {
    const answers: { status: number; body: string }[] = [];
    for (const [i, entry] of [...sample.genuine, ...sample.spam].entries()) {
      const lead = validLead('booking', server.service.formSecret, { ...booking(entry), formToken: agedToken(server.service.formSecret) });
      // Half as the enhanced form (JSON), half as the plain form.
      const answer = await post(server.url, lead, { as: i % 2 ? 'form' : 'json' });
      answers.push({ status: answer.status, body: i % 2 ? (answer.headers.get('location') ?? '') : answer.text });
      ids.set(entry, (await server.service.store.findByKey(lead.idempotencyKey as string))!.id);
    }
    // The sender cannot tell: the same status and the same answer for genuine and spam alike.
    expect(new Set(answers.filter((_, i) => i % 2 === 0).map((a) => `${a.status} ${a.body}`)).size).toBe(1);
    expect(new Set(answers.filter((_, i) => i % 2 === 1).map((a) => `${a.status} ${a.body}`))).toEqual(new Set(['303 /tack']));
    expect(answers[0]!.status).toBe(201);
    expect(await server.db.count('leads')).toBe(12);

    for (const entry of sample.genuine) await sink.waitFor(entry.company);
    await server.service.outbox.idle();
    const mailed = sink.messages.map((m) => m.text).join('\n');
    const delivered = sample.spam.filter((entry) => mailed.includes(entry.message.slice(0, 30)));
    console.log(`Through the endpoint: ${sample.genuine.length} genuine stored and mailed; ${sample.spam.length} spam stored, ${delivered.length} mailed.`);
    expect(delivered).toEqual([]);
    for (const entry of sample.spam) {
      const id = ids.get(entry)!;
      expect(await server.db.value('SELECT spam IS NOT NULL FROM leads WHERE id = ?', id)).toBe(1);
      expect(await server.db.value("SELECT COUNT(*) FROM outbox WHERE lead_id = ? AND status = 'pending' AND attempts = 0", id)).toBe(1);
    }
    expect(await server.db.value('SELECT COUNT(*) FROM leads WHERE spam IS NULL')).toBe(6);
  });

  it('holds a well-formed lead sent faster than the minimum fill time, and answers it as any other', async () => {
    const lead = validLead('booking', server.service.formSecret, { ...booking(genuine[10]!), formToken: agedToken(server.service.formSecret, 500) });
    const answer = await post(server.url, lead);
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ ok: true, message: expect.any(String) });
    const stored = (await server.service.store.findByKey(lead.idempotencyKey as string))!;
    expect(stored.spam?.map((reason) => reason.code)).toEqual(['too-fast']);
    ids.set(genuine[10]!, stored.id);
  });

  it('counts the held leads on /readyz without calling the server unready', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { quarantine: unknown }).quarantine).toEqual({ lastDay: 7 });
  });

  it('lists the quarantine with its reasons, and `release` sends the notification then', async () => {
    const cli = (...args: string[]) => runLeads(args, { ...server.db.env, DIST_DIR: distDir });
    const listed = (await cli('list', '--spam')).stdout;
    expect(listed).toContain('kyrilliska');
    expect(listed).toMatch(/»viagra«/i);
    expect(listed).toMatch(/7 leads kvarhållna som misstänkt skräppost/);
    for (const entry of sample.genuine) expect(listed).not.toContain(entry.company);
    const json = JSON.parse((await cli('list', '--spam', '--json')).stdout) as { id: number; spam: { code: string }[] }[];
    expect(json.map((row) => row.id).sort()).toEqual([...sample.spam, genuine[10]!].map((entry) => ids.get(entry)).sort());

    const released = genuine[10]!;
    await expect(cli('resend', String(ids.get(released)))).rejects.toMatchObject({
      stderr: expect.stringMatching(/hålls kvar som misstänkt skräppost\. Är det inte skräppost: npm run leads -- release \d+/),
    });
    expect((await cli('release', String(ids.get(released)))).stdout).toMatch(/är släppt: 1 notis köas/);
    const mail = await sink.waitFor(released.company);
    expect(mail.text).toContain('Bokningsförfrågan');
    await expect(cli('release', String(ids.get(released)))).rejects.toMatchObject({ stderr: expect.stringMatching(/hålls inte kvar som skräppost/) });
    expect((await (await fetch(`${server.url}/readyz`)).json()) as { quarantine: unknown }).toMatchObject({ quarantine: { lastDay: 6 } });
  });

  it('logs the count once a day as a JSON line with counts only', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const lines: { data: LogData; message: string }[] = [];
    const record = (data: LogData, message: string) => lines.push({ data, message });
    const service = await createLeadService(loadLeadConfig({ ...server.db.env }), { log: { info: record, warn: record, error: record } });
    try {
      vi.advanceTimersByTime(quarantineReportMs);
      await eventually(() => lines.some((line) => line.data.event === 'lead.quarantine.daily'), 10_000, 'the daily line');
    } finally {
      vi.useRealTimers();
      await service.close();
    }
    const line = lines.find((l) => l.data.event === 'lead.quarantine.daily')!;
    expect(line.data).toEqual({ event: 'lead.quarantine.daily', lastDay: 6, held: 6 });
    expect(line.message).toBe('Skräppostkarantän: 6 leads hölls kvar det senaste dygnet, 6 väntar i alla (npm run leads -- list --spam).');
  });
});
