/**
 * The workspace's lead API (server/accounts/lead-routes.ts, docs/konto-api.md) through the real lead
 * server on both databases: the inbox with search, filters, pages and the spam folder; unread
 * counts and polling; a lead's page, its status, notes and latest contact; release and resend;
 * the xlsx export; the access file and erasure; and who may do any of it. Every action is in the
 * audit log by lead number only.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpamFilter } from '~/server/leads/spam-filter';
import type { LeadStore, NewLead } from '~/server/leads/store';
import { validateLead } from '~/server/leads/validate';
import { startSmtpSink, type SmtpSink } from '~/scripts/support/smtp-sink';
import { storeKinds, testDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { kontoClient } from './support/konto-client';
import { eventually, post, startLeadServer, validLead, type TestServer } from './support/lead-server';

const distDir = writeFixtureSite();
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
const daysAgo = (n: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(Date.now() - n * 86_400_000));
type Summary = { id: number; company: string | null; status: string; unread: boolean; urgent: boolean; spam: string[] | null; lastContactAt: string | null };

describe.each(storeKinds)('the workspace lead API on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let client: ReturnType<typeof kontoClient>;
  let partner: string;
  let admin: string;
  let store: LeadStore;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startLeadServer({
      distDir,
      db: await testDatabase(kind),
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, NOTIFY_EMAIL: 'leads@nordvik.example', MAIL_FROM: 'webb@nordvik.example' },
    });
    client = kontoClient(server);
    store = server.service.store;
    partner = await client.signedIn('partner@nordvik.example', 'partner');
    admin = await client.signedIn('admin@nordvik.example', 'admin');
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });

  /** A lead posted through the real form endpoint; its number. */
  async function posted(form: 'lead' | 'enquiry' | 'booking', overrides: Record<string, unknown> = {}): Promise<number> {
    const lead = validLead(form, server.service.formSecret, overrides);
    expect((await post(server.url, lead)).status).toBe(201);
    return (await store.findByKey(lead.idempotencyKey as string))!.id;
  }
  const stored = async (fields: Record<string, string>, extra: Partial<NewLead> = {}) => {
    const result = await store.submit(
      { kind: 'lead', page: '/', fields, idempotencyKey: crypto.randomUUID(), payloadHash: 'h', ...extra },
      { channels: ['email'], maxTokenUses: 1 },
    );
    return result.outcome === 'stored' ? result.lead.id : -1;
  };
  const list = async (query = '') =>
    (await client.call('GET', `/konto/api/leads${query}`, { cookie: partner })).body as {
      leads: Summary[];
      total: number;
      page: number;
      pageSize: number;
      unread: number;
      latestId: number | null;
    };
  const ids = async (query: string) => (await list(query)).leads.map((l) => l.id);
  const auditLines = async () =>
    (await client.call('GET', '/konto/api/logg', { cookie: admin })).body.entries as {
      action: string;
      leadId: number | null;
      email: string;
      detail: Record<string, unknown> | null;
    }[];

  it('lists the inbox newest first in Swedish, searches, filters by kind, status, urgency and day, and pages', async () => {
    const enquiry = await posted('enquiry', {
      company: 'Ölfabriken i Åre AB',
      name: 'Örjan Åkesson',
      email: 'orjan@olfabriken.example',
      phone: '+46 70 987 65 43',
    });
    const urgent = await posted('booking', { company: 'Brådis AB', urgency: 'asap' });
    const plain = await posted('lead', { company: 'Vanliga AB' });
    const page = await list();
    expect(page).toMatchObject({ ok: true, page: 1, pageSize: 50 });
    expect(page.leads.slice(0, 3).map((l) => l.id)).toEqual([plain, urgent, enquiry]);
    expect(page.leads.find((l) => l.id === enquiry)).toEqual({
      id: enquiry,
      kind: 'enquiry',
      kindLabel: 'Förfrågan om tjänst',
      urgent: false,
      service: 'Finansiell analys',
      company: 'Ölfabriken i Åre AB',
      person: 'Örjan Åkesson',
      email: 'orjan@olfabriken.example',
      phone: '+46 70 987 65 43',
      status: 'ny',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastContactAt: null,
      unread: true,
      spam: null,
      warning: null,
      replyCare: null,
    });
    expect(page.leads.find((l) => l.id === urgent)!.urgent).toBe(true);
    expect(await ids('?q=%C3%96LFABRIKEN')).toEqual([enquiry]);
    expect(await ids('?q=%C3%B6rjan')).toEqual([enquiry]);
    expect(await ids('?q=%2B46709876543')).toEqual([enquiry]);
    expect(await ids('?q=987-65')).toEqual([enquiry]);
    expect(await ids('?kind=booking&q=Br%C3%A5dis')).toEqual([urgent]);
    expect(await ids('?urgent=1')).toEqual([urgent]);
    expect((await client.call('POST', `/konto/api/leads/${plain}/status`, { cookie: partner, json: { status: 'kontaktad' } })).status).toBe(200);
    expect(await ids('?status=kontaktad')).toEqual([plain]);
    expect(await ids(`?from=${today}&to=${today}&q=Vanliga`)).toEqual([plain]);
    expect(await ids(`?to=${daysAgo(1)}`)).toEqual([]);
    expect(await ids(`?from=${daysAgo(3)}&q=Vanliga`)).toEqual([plain]);

    for (let n = 0; n < 52; n++) await stored({ company: `Sidbolaget ${n}` });
    const first = await list('?q=Sidbolaget');
    const second = await list('?q=Sidbolaget&page=2');
    expect([first.total, first.leads.length, second.leads.length, second.page]).toEqual([52, 50, 2, 2]);
    expect(second.leads.map((l) => l.company)).toEqual(['Sidbolaget 1', 'Sidbolaget 0']);
    expect(await client.call('GET', '/konto/api/leads?q=Sidbolaget&page=3', { cookie: partner })).toMatchObject({
      status: 400,
      body: { ok: false, message: 'Sidan finns inte: urvalet har 2 sidor.' },
    });
  });

  it('refuses bad parameters with a Swedish message, and an unknown lead with 404', async () => {
    const refused = async (method: 'GET' | 'POST', url: string, json?: unknown) => {
      const answer = await client.call(method, url, { cookie: partner, ...(json ? { json } : {}) });
      return [answer.status, answer.body.message];
    };
    expect(await refused('GET', '/konto/api/leads?status=klar')).toEqual([400, 'Okänd status. Välj Ny, Kontaktad, Möte bokat, Kund eller Inte aktuell.']);
    expect(await refused('GET', '/konto/api/leads?from=2026-02-30')).toEqual([400, expect.stringMatching(/^Datumet from ska skrivas ÅÅÅÅ-MM-DD/)]);
    expect(await refused('GET', '/konto/api/leads?from=2026-03-02&to=2026-03-01')).toEqual([
      400,
      expect.stringMatching(/^Från-datumet ligger efter till-datumet/),
    ]);
    expect(await refused('GET', '/konto/api/leads?page=0')).toEqual([400, 'Sidnumret ska vara ett heltal från 1 och uppåt.']);
    expect(await refused('GET', '/konto/api/leads?kind=nyhetsbrev')).toEqual([400, expect.stringMatching(/^Okänd typ/)]);
    expect(await refused('GET', '/konto/api/leads?spam=ja')).toEqual([400, 'Filtret spam kan bara vara 1 eller utelämnas.']);
    expect(await refused('GET', '/konto/api/leads?q=a&q=b')).toEqual([400, expect.stringMatching(/^Parametern q får bara anges en gång/)]);
    expect(await refused('GET', '/konto/api/leads/nya?efter=x')).toEqual([400, expect.stringMatching(/^Parametern efter/)]);
    expect(await refused('GET', '/konto/api/leads/99999999')).toEqual([404, 'Leadet finns inte. Det kan ha raderats.']);
    expect(await refused('GET', '/konto/api/leads/abc')).toEqual([404, 'Leadet finns inte. Det kan ha raderats.']);
    const id = await posted('lead');
    expect(await refused('POST', `/konto/api/leads/${id}/status`, { status: 'klar' })).toEqual([400, expect.stringMatching(/^Okänd status/)]);
    expect(await refused('POST', `/konto/api/leads/${id}/status`, { status: 'kund', lastContactAt: '15/3 2026' })).toEqual([
      400,
      expect.stringMatching(/^Datumet lastContactAt/),
    ]);
    expect(await refused('POST', `/konto/api/leads/${id}/status`, { status: 'kund', lastContactAt: '2999-01-01' })).toEqual([
      400,
      'Datumet för kontakten kan inte ligga i framtiden.',
    ]);
    expect(await refused('POST', `/konto/api/leads/${id}/anteckningar`, { text: '   ' })).toEqual([400, expect.stringMatching(/^Skriv något/)]);
    expect(await refused('POST', `/konto/api/leads/${id}/anteckningar`, { text: 'x'.repeat(5001) })).toEqual([
      400,
      'Anteckningen är för lång: högst 5\u00a0000 tecken.',
    ]);
    expect(await refused('POST', '/konto/api/leads/99999999/anteckningar', { text: 'Hej' })).toEqual([404, expect.any(String)]);
    // Nothing of it was stored.
    expect(await server.db.value('SELECT COUNT(*) FROM lead_notes WHERE lead_id = ?', id)).toBe(0);
    expect(await server.db.value('SELECT status FROM leads WHERE id = ?', id)).toBe('ny');
  });

  it('counts unread leads, polls for new ones, and marks a lead read when opened, auditing the view by number only', async () => {
    const before = await list();
    const fresh = await posted('booking', { company: 'Pollbolaget AB', name: 'Polly Persson', email: 'polly@poll.example' });
    const polled = (await client.call('GET', `/konto/api/leads/nya?efter=${before.latestId}`, { cookie: partner })).body;
    expect(polled).toMatchObject({ ok: true, unread: before.unread + 1, latestId: fresh });
    expect((polled.leads as Summary[]).map((l) => l.id)).toEqual([fresh]);
    expect((await client.call('GET', `/konto/api/leads/nya?efter=${fresh}`, { cookie: partner })).body.leads).toEqual([]);

    const opened = await client.call('GET', `/konto/api/leads/${fresh}`, { cookie: partner });
    expect(opened.status).toBe(200);
    const lead = opened.body.lead as Record<string, unknown>;
    expect(lead).toMatchObject({
      id: fresh,
      unread: false,
      page: '/boka-mote',
      notes: [],
      notifications: [{ channel: 'email', status: expect.any(String), attempts: expect.any(Number), lastError: null }],
    });
    expect(lead.answers).toEqual(
      expect.arrayContaining([
        { label: expect.any(String), value: 'Videomöte' },
        { label: expect.any(String), value: 'Pollbolaget AB' },
      ]),
    );
    expect((await list()).unread).toBe(before.unread);
    const line = (await auditLines()).find((entry) => entry.action === 'lead.view' && entry.leadId === fresh);
    expect(line).toMatchObject({ email: 'partner@nordvik.example' });
    expect(JSON.stringify(await server.db.column('SELECT action || lead_id FROM audit_log'))).not.toMatch(/Pollbolaget|Polly|polly@/);
  });

  it('keeps the status, notes and the firm’s latest contact, moved forward by a note only', async () => {
    const id = await posted('lead', { company: 'Notbolaget AB' });
    const status = await client.call('POST', `/konto/api/leads/${id}/status`, { cookie: partner, json: { status: 'kontaktad', lastContactAt: daysAgo(5) } });
    expect(status.body.lead).toMatchObject({ status: 'kontaktad', lastContactAt: `${daysAgo(5)}T12:00:00.000Z` });
    const note = await client.call('POST', `/konto/api/leads/${id}/anteckningar`, {
      cookie: partner,
      json: { text: '  Ringde, bokade möte på torsdag.  ', contactedAt: daysAgo(1) },
    });
    expect(note.body.lead).toMatchObject({
      lastContactAt: `${daysAgo(1)}T12:00:00.000Z`,
      notes: [
        {
          id: expect.any(Number),
          at: expect.any(String),
          author: 'partner@nordvik.example',
          text: 'Ringde, bokade möte på torsdag.',
          contactedAt: `${daysAgo(1)}T12:00:00.000Z`,
        },
      ],
    });
    const older = await client.call('POST', `/konto/api/leads/${id}/anteckningar`, {
      cookie: admin,
      json: { text: 'Mejlade förra veckan.', contactedAt: daysAgo(7) },
    });
    expect(older.body.lead).toMatchObject({ lastContactAt: `${daysAgo(1)}T12:00:00.000Z` });
    expect((older.body.lead as { notes: { author: string }[] }).notes.map((n) => n.author)).toEqual(['partner@nordvik.example', 'admin@nordvik.example']);
    expect(
      (await auditLines())
        .filter((e) => e.leadId === id)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['lead.note', 'lead.note', 'lead.status']);
    expect(await server.db.column('SELECT action FROM audit_log WHERE lead_id = ? ORDER BY id', id)).toEqual(['lead.status', 'lead.note', 'lead.note']);
  });

  it('keeps held leads in the spam folder until released, then sends their notification; resends on request', async () => {
    const held = await stored(
      { company: 'Misstänkta AB', email: 'spam@misstankt.example' },
      { spam: [{ code: 'links', detail: '3 webbadresser till andra än avsändaren.' }] },
    );
    expect(await ids('?q=Misst%C3%A4nkta')).toEqual([]);
    expect((await list('?spam=1&q=Misst%C3%A4nkta')).leads).toMatchObject([{ id: held, spam: ['3 webbadresser till andra än avsändaren.'] }]);
    expect((await client.call('POST', `/konto/api/leads/${held}/skicka-igen`, { cookie: partner, json: {} })).status).toBe(409);
    const released = await client.call('POST', `/konto/api/leads/${held}/slapp`, { cookie: partner, json: {} });
    expect(released).toMatchObject({ status: 200, body: { ok: true, lead: { id: held, spam: null } } });
    await sink.waitFor('Misstänkta AB');
    expect(await ids('?q=Misst%C3%A4nkta')).toEqual([held]);
    expect(await client.call('POST', `/konto/api/leads/${held}/slapp`, { cookie: partner, json: {} })).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^Leadet hålls inte kvar/) },
    });

    const mails = sink.messages.filter((m) => m.text.includes('Misstänkta AB')).length;
    const resent = await client.call('POST', `/konto/api/leads/${held}/skicka-igen`, { cookie: partner, json: {} });
    expect(resent.body).toMatchObject({ ok: true, queued: 1, lead: { id: held } });
    await eventually(() => sink.messages.filter((m) => m.text.includes('Misstänkta AB')).length === mails + 1, 15_000, 'the resent e-mail');
    expect(await server.db.column('SELECT action FROM audit_log WHERE lead_id = ? ORDER BY id', held)).toEqual(['lead.release', 'lead.resend']);
  });

  it('moves a lead to the spam folder on "Skräppost", and the filter holds the next one like it — also from another server', async () => {
    const proposal = (company: string, message: string) =>
      posted('booking', { company, email: `info@${company.toLowerCase().replace(/\W+/g, '')}.se`, message, phone: '08-123 456 78 vx' });
    const first = 'Kära vän, jag har ett konfidentiellt affärsförslag som gynnar oss båda. Var vänlig svara för detaljer.';
    const next = 'Kära vän, jag har ett brådskande och konfidentiellt förslag som gynnar oss båda. Svara för mer information.';
    const marked = await proposal('Affärsförslag Norden', first);
    // Before any decision, the filter lets such a message through.
    expect(await ids('?q=Aff%C3%A4rsf%C3%B6rslag')).toEqual([marked]);
    const before = await proposal('Förslag Internationell', next);
    expect(await ids('?q=F%C3%B6rslag%20Internationell')).toEqual([before]);

    const answer = await client.call('POST', `/konto/api/leads/${marked}/skrappost`, { cookie: partner, json: {} });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, lead: { id: marked, spam: ['Markerad som skräppost i arbetsytan.'] } } });
    expect(await ids('?q=Aff%C3%A4rsf%C3%B6rslag')).toEqual([]);
    expect(await ids('?spam=1&q=Aff%C3%A4rsf%C3%B6rslag')).toEqual([marked]);
    expect(await server.db.column('SELECT action FROM audit_log WHERE lead_id = ? ORDER BY id', marked)).toEqual(['lead.spam']);
    expect(await client.call('POST', '/konto/api/leads/999999/skrappost', { cookie: partner, json: {} })).toMatchObject({ status: 404 });

    // The same message again is held on arrival: the filter learnt from the partner. A second
    // server on the same database learns it too, from the decision stored there.
    const again = await proposal('Förslag Väst', next);
    expect(await ids('?spam=1&q=F%C3%B6rslag%20V%C3%A4st')).toEqual([again]);
    expect((await list('?spam=1&q=F%C3%B6rslag%20V%C3%A4st')).leads[0]!.spam).toEqual([expect.stringMatching(/^Filtret, som lär sig av byråns egna beslut/)]);
    const otherStore = await server.db.openStore();
    const other = createSpamFilter(otherStore, { warn: () => {} });
    const parsed = validateLead(validLead('booking', server.service.formSecret, { company: 'Förslag Öst', email: 'info@forslagost.se', message: next }));
    if (!parsed.ok) throw new Error('invalid');
    expect((await other.verdict(parsed.lead)).reasons.map((reason) => reason.code)).toContain('classifier');
    await otherStore.close();

    // "Inte skräppost" teaches the other way; each decision is kept as the lead's.
    await client.call('POST', `/konto/api/leads/${again}/slapp`, { cookie: partner, json: {} });
    expect(await server.db.column('SELECT spam_decision FROM leads WHERE id IN (?, ?) ORDER BY id', marked, again)).toEqual(['spam', 'ham']);
  });

  it('marks a lure in the inbox and on its page, and says when answering an address may need care', async () => {
    const lure = await posted('booking', {
      company: 'Företagsregistret Sverige',
      email: 'faktura@foretagsregistret-sverige.example',
      message: 'Bekräftelse: ert företag är nu registrerat i Företagsregistret för 2027. Avgift 7 900 kr. Betala till bankgiro 5123-4455 senast 2026-12-20.',
    });
    const summary = (await list('?spam=1&q=F%C3%B6retagsregistret')).leads[0] as Summary & { warning: unknown };
    expect(summary).toMatchObject({ id: lure, warning: { kind: 'invoice', text: expect.stringMatching(/^Liknar en falsk faktura/) } });
    const care = await posted('booking', { company: 'Åkeriet Öst AB', email: 'örjan.åkare@akerietost.se' });
    const page = await client.call('GET', `/konto/api/leads/${care}`, { cookie: partner });
    expect(page.body.lead).toMatchObject({ email: 'örjan.åkare@akerietost.se', replyCare: expect.stringMatching(/^Adressen har å, ä, ö/), warning: null });
  });

  it('prepares the current filter as a workbook in the background with the firm’s work on each lead, offers it when ready, audited by its filters only', async () => {
    const exported = await posted('booking', { company: 'Exportören AB', phone: '0701234567', urgency: 'asap' });
    await posted('lead', { company: 'Utanför AB' });
    const contactDay = daysAgo(3);
    await client.call('POST', `/konto/api/leads/${exported}/status`, { cookie: partner, json: { status: 'mote-bokat', lastContactAt: contactDay } });
    await client.call('POST', `/konto/api/leads/${exported}/anteckningar`, {
      cookie: partner,
      json: { text: 'Ringde VD:n; vill ses\n=SUMMA(A1:A9) i januari' },
    });
    const started = await client.call('POST', '/konto/api/leads/export?q=Export%C3%B6ren', { cookie: partner, json: {} });
    expect(started.status).toBe(202);
    const job = started.body.export as { id: string; status: string };
    expect(job).toMatchObject({ status: expect.stringMatching(/^(preparing|ready)$/), message: null });
    // Asked again while it works, the same export; another account cannot see it.
    expect((await client.call('POST', '/konto/api/leads/export?q=Export%C3%B6ren', { cookie: partner, json: {} })).body.export).toMatchObject({ id: job.id });
    expect(await client.call('GET', `/konto/api/leads/export/${job.id}`, { cookie: admin })).toMatchObject({ status: 404 });
    let state: Record<string, unknown> = {};
    await eventually(
      async () => {
        state = (await client.call('GET', `/konto/api/leads/export/${job.id}`, { cookie: partner })).body.export as Record<string, unknown>;
        return state.status !== 'preparing';
      },
      60_000,
      'the export',
    );
    expect(state).toMatchObject({ id: job.id, status: 'ready', leads: 1, message: null });
    expect((await auditLines()).filter((e) => e.action === 'leads.export')).toHaveLength(0);

    const answer = await client.call('GET', `/konto/api/leads/export/${job.id}/fil`, { cookie: partner });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="leads-${today}.xlsx"`);
    const files = unzipSync(new Uint8Array(answer.raw));
    const text = strFromU8(files['xl/worksheets/sheet1.xml']!) + (files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : '');
    for (const shown of ['Företag', 'Mottagen (svensk tid)', 'Exportören AB', 'Videomöte', '0701234567']) expect(text).toContain(shown);
    for (const shown of [
      'Brådskande',
      'Status',
      'Senaste kontakt',
      'Anteckningar',
      'Möte bokat',
      contactDay,
      `${today} partner@nordvik.example: Ringde VD:n; vill ses`,
    ])
      expect(text, shown).toContain(shown);
    expect(text).toMatch(/<t[^>]*>Ja<\/t>/);
    // The note's formula stays text: no cell of the sheet is a formula.
    expect(text).not.toContain('<f>');
    expect(text).not.toContain('Utanför AB');
    const lines = await auditLines();
    expect(lines.find((e) => e.action === 'leads.export')).toMatchObject({ leadId: null, detail: { search: true, count: 1 } });
    expect(JSON.stringify(lines)).not.toMatch(/Export/);
    expect(await client.call('POST', '/konto/api/leads/export?status=x', { cookie: partner, json: {} })).toMatchObject({ status: 400 });
    expect(await client.call('GET', '/konto/api/leads/export/finns-inte/fil', { cookie: partner })).toMatchObject({
      status: 404,
      body: { ok: false, message: 'Exporten finns inte längre (en färdig fil sparas i 15 minuter). Exportera igen.' },
    });
  });

  it('logs each inbox page and search with its page, filters and lead numbers, never the words searched or a person’s data', async () => {
    const found = await posted('lead', { company: 'Sökbolaget Ängel AB', name: 'Gun Sökare', email: 'gun@sokbolaget.example' });
    await client.call('GET', '/konto/api/leads?q=S%C3%B6kbolaget&status=ny&urgent=1', { cookie: partner });
    await client.call('GET', '/konto/api/leads?q=gun%40sokbolaget.example', { cookie: partner });
    await client.call('GET', `/konto/api/leads?kind=lead&from=${daysAgo(1)}&to=${today}&page=1`, { cookie: partner });
    const lines = (await auditLines()).filter((e) => e.action === 'leads.list').slice(0, 3);
    expect(lines.map((e) => [e.email, e.leadId, e.detail])).toEqual([
      ['partner@nordvik.example', null, { page: 1, kind: 'lead', from: daysAgo(1), to: today, leads: expect.arrayContaining([found]) }],
      ['partner@nordvik.example', null, { page: 1, search: true, leads: [found] }],
      ['partner@nordvik.example', null, { page: 1, search: true, status: 'ny', urgent: true, leads: [] }],
    ]);
    const logged = JSON.stringify(await server.db.column('SELECT detail FROM audit_log'));
    for (const personal of ['Sökbolaget', 'sokbolaget', 'Gun', 'Ängel']) expect(logged, personal).not.toContain(personal);
    // A poll that brings new leads logs each one shown; an empty poll writes nothing.
    const before = (await list()).latestId!;
    const lastLine = await server.db.value('SELECT MAX(id) FROM audit_log');
    const polled = await posted('lead', { company: 'Nyinkommet AB' });
    await client.call('GET', `/konto/api/leads/nya?efter=${before}`, { cookie: partner });
    await client.call('GET', `/konto/api/leads/nya?efter=${polled}`, { cookie: partner });
    expect(await server.db.column("SELECT lead_id FROM audit_log WHERE action = 'leads.new' AND id > ?", lastLine)).toEqual([polled]);
  });

  it('gives admins Logg a page at a time, filtered by person, action and day, and refuses filters it cannot read', async () => {
    const logg = async (query: string) => (await client.call('GET', `/konto/api/logg${query}`, { cookie: admin })).body;
    const partnerId = (await store.accounts.userByEmail('partner@nordvik.example'))!.id;
    for (let i = 0; i < 3; i++) await client.call('GET', `/konto/api/leads?page=1&status=kund`, { cookie: partner });
    const first = await logg(`?user=${partnerId}&action=leads.list&from=${today}&to=${today}`);
    expect(first).toMatchObject({ ok: true, page: 1, pageSize: 50, actions: expect.arrayContaining(['signin.failed', 'user.unlock', 'leads.list']) });
    expect((first.entries as { email: string; action: string }[]).every((e) => e.email === 'partner@nordvik.example' && e.action === 'leads.list')).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(3);
    const all = (await logg('')).total as number;
    const pages = Math.ceil(all / 50);
    const last = await logg(`?page=${pages}`);
    expect((last.entries as unknown[]).length).toBe(all - (pages - 1) * 50);
    expect((await logg(`?from=${daysAgo(-1)}`)).total).toBe(0);
    expect((await logg(`?to=${daysAgo(1)}`)).total).toBe(0);
    for (const bad of ['?action=lead.steal', '?user=abc', '?from=2026-13-01', `?from=${today}&to=${daysAgo(1)}`, '?page=0'])
      expect(await client.call('GET', `/konto/api/logg${bad}`, { cookie: admin }), bad).toMatchObject({
        status: 400,
        body: { ok: false, message: expect.any(String) },
      });
    expect((await client.call('GET', '/konto/api/logg', { cookie: partner })).status).toBe(403);
  });

  it('shows what erasing a person takes, gives the access file, and erases only when the address is typed again', async () => {
    const email = 'radera.mig@personligt.example';
    const mine = [
      await posted('booking', { email, company: 'Raderbolaget AB' }),
      await posted('lead', { email: 'RADERA.MIG@personligt.example', company: 'Raderbolaget AB' }),
    ];
    await client.call('POST', `/konto/api/leads/${mine[0]}/anteckningar`, { cookie: partner, json: { text: 'Hemlig anteckning om Raderbolaget.' } });
    const lookup = await client.call('GET', `/konto/api/person?email=${encodeURIComponent(email)}`, { cookie: partner });
    expect((lookup.body.leads as { id: number; notes: unknown[] }[]).map((l) => [l.id, l.notes.length])).toEqual([
      [mine[0], 1],
      [mine[1], 0],
    ]);

    const access = await client.call('GET', `/konto/api/person/utdrag?email=${encodeURIComponent(email)}`, { cookie: partner });
    expect(access.headers['content-disposition']).toBe(`attachment; filename="utdrag-${mine.join('-')}.json"`);
    const report = JSON.parse(access.raw.toString('utf8')) as {
      email: string;
      leads: { fields: Record<string, string>; notes: { text: string }[] }[];
      retention: string;
    };
    expect(report.leads.map((l) => l.fields.company)).toEqual(['Raderbolaget AB', 'Raderbolaget AB']);
    expect(report.leads[0]!.notes.map((n) => n.text)).toEqual(['Hemlig anteckning om Raderbolaget.']);
    expect(report.retention).toMatch(/12 månader efter den senaste kontakten/);

    expect(await client.call('POST', '/konto/api/person/radera', { cookie: partner, json: { email, confirm: 'radera.mig@personligt.exampel' } })).toMatchObject(
      { status: 400, body: { message: expect.stringMatching(/^Bekräftelsen stämmer inte/) } },
    );
    expect(await server.db.value('SELECT COUNT(*) FROM leads WHERE id IN (?, ?)', ...mine)).toBe(2);
    expect(await client.call('POST', '/konto/api/person/radera', { cookie: partner, json: { email, confirm: ` ${email.toUpperCase()} ` } })).toMatchObject({
      status: 200,
      body: { ok: true, erased: 2 },
    });
    expect(await ids('?q=Raderbolaget')).toEqual([]);
    expect(await server.db.value('SELECT COUNT(*) FROM leads WHERE id IN (?, ?)', ...mine)).toBe(0);
    expect(await server.db.value('SELECT COUNT(*) FROM lead_notes WHERE lead_id IN (?, ?)', ...mine)).toBe(0);
    expect(await client.call('GET', `/konto/api/person/utdrag?email=${encodeURIComponent(email)}`, { cookie: partner })).toMatchObject({ status: 404 });
    if (kind === 'sqlite') {
      const file = server.db.env.DATABASE_PATH!;
      for (const part of [file, `${file}-wal`]) {
        if (!existsSync(part)) continue;
        const raw = readFileSync(part).toString('latin1').toLowerCase();
        expect(raw.includes('radera.mig'), `${part} still holds the address`).toBe(false);
        expect(raw.includes('raderbolaget'), `${part} still holds the company`).toBe(false);
      }
    }
    const lines = await auditLines();
    expect(lines.filter((e) => e.action.startsWith('person.')).map((e) => [e.action, e.leadId])).toEqual(
      expect.arrayContaining([
        ['person.lookup', mine[0]],
        ['person.lookup', mine[1]],
        ['person.access', mine[0]],
        ['person.erase', mine[1]],
      ]),
    );
    expect(JSON.stringify(lines)).not.toMatch(/radera\.mig|Raderbolaget/i);
  });

  it('lets only a signed-in partner or admin in, and refuses a cross-site request before it changes anything', async () => {
    const id = await posted('lead');
    const editor = await client.signedIn('redaktor@nordvik.example', 'editor');
    for (const url of [
      '/konto/api/leads',
      `/konto/api/leads/${id}`,
      '/konto/api/leads/nya',
      '/konto/api/leads/export/x',
      '/konto/api/person?email=a@b.se',
      '/konto/api/person/utdrag?email=a@b.se',
    ]) {
      expect(await client.call('GET', url, { cookie: editor }), url).toMatchObject({
        status: 403,
        body: { message: 'Ditt konto har inte behörighet till det här.' },
      });
      expect(await client.call('GET', url), url).toMatchObject({ status: 401, body: { message: 'Logga in först.' } });
    }
    expect((await client.call('POST', `/konto/api/leads/${id}/status`, { cookie: editor, json: { status: 'kund' } })).status).toBe(403);
    expect((await client.call('POST', '/konto/api/person/radera', { cookie: editor, json: { email: 'a@b.se', confirm: 'a@b.se' } })).status).toBe(403);
    expect((await client.call('GET', `/konto/api/leads/${id}`, { cookie: editor })).status).toBe(403);
    const crossSite = await client.call('POST', `/konto/api/leads/${id}/status`, {
      cookie: partner,
      json: { status: 'kund' },
      headers: { origin: 'https://angripare.example' },
    });
    expect(crossSite).toMatchObject({ status: 403, body: { message: 'Begäran kom inte från arbetsytans egen sida och har inte utförts.' } });
    expect(await server.db.value('SELECT status FROM leads WHERE id = ?', id)).toBe('ny');
    expect(await server.db.value('SELECT read_at FROM leads WHERE id = ?', id)).toBeNull();
  });
});
