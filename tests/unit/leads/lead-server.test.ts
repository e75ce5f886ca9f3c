/**
 * The lead endpoint with real parts (docs/decisions.md 9–12): a real database — every test runs
 * on SQLite and again on PostgreSQL (docs/decisions.md 22) —, a real SMTP server on loopback
 * (smtp-server) that receives the notification, and a webhook receiver on loopback that checks
 * the HMAC signature. Nothing is mocked.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormToken } from '~/server/leads/form-token';
import { startSmtpSink, type SmtpSink } from '~/scripts/support/smtp-sink';
import { freePort } from '~/scripts/local-postgres';
import { testSite } from '~/src/blocks/test-content';
import { writeFixtureSite } from './support/fixture-site';
import { storeKinds, testDatabase } from './support/databases';
import { countRows, eventually, post, query, startLeadServer, validLead, type TestServer } from './support/lead-server';
import { startWebhookReceiver, webhookSecret, type WebhookReceiver } from './support/webhook-receiver';

const distDir = writeFixtureSite();
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe.each(storeKinds)('on %s', (storeKind) => {
  describe('a lead server with e-mail and webhook notification', () => {
    let sink: SmtpSink;
    let hooks: WebhookReceiver;
    let server: TestServer;

    beforeAll(async () => {
      sink = await startSmtpSink();
      hooks = await startWebhookReceiver();
      server = await startLeadServer({
        distDir,
        db: await testDatabase(storeKind),
        env: {
          SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
          NOTIFY_EMAIL: 'leads@nordvik.example',
          MAIL_FROM: 'Webbplatsen <webb@nordvik.example>',
          WEBHOOK_URL: hooks.url,
          WEBHOOK_SECRET: webhookSecret,
          LEAD_RATE_LIMIT: '100000',
        },
      });
    });
    afterAll(async () => {
      await server.close();
      await sink.close();
      await hooks.close();
    });

    it.each([
      ['booking', 'asap'],
      ['enquiry', 'inom-1-vecka'],
    ] as const)('a %s post with the soonest start (%s) is answered with the urgent promise, a later start with the usual one', async (kind, soonest) => {
      const { urgentReply, reply, bookingReply } = testSite.promises;
      const urgent = await post(server.url, validLead(kind, server.service.formSecret, { urgency: soonest }));
      expect(urgent.status).toBe(201);
      expect(urgent.json?.message).toContain(urgentReply);
      const later = await post(server.url, validLead(kind, server.service.formSecret));
      expect(later.status).toBe(201);
      expect(later.json?.message).toContain(kind === 'booking' ? bookingReply : reply);
      expect(later.json?.message).not.toContain(urgentReply);
    });

    it.each(['lead', 'enquiry', 'booking'] as const)('a JSON %s is stored before 201, then one e-mail and one signed webhook go out', async (kind) => {
      const lead = validLead(kind, server.service.formSecret);
      const answer = await post(server.url, lead);
      expect(answer.status).toBe(201);
      expect(answer.json).toEqual({ ok: true, message: expect.stringMatching(/^Vi har tagit emot er/) });
      // Stored by the time the answer came: the row is there without waiting.
      const stored = (await server.service.store.findByKey(lead.idempotencyKey as string))!;
      expect(stored).toMatchObject({ kind, page: lead.page, fields: { company: lead.company, email: lead.email, name: 'Åsa Öberg' } });
      expect(stored.fields).not.toHaveProperty('formToken');
      expect(stored.fields).not.toHaveProperty('website');

      const mail = await sink.waitFor(lead.company as string);
      expect(mail.to).toEqual(['leads@nordvik.example']);
      expect(mail.text).toContain('Företag: ' + (lead.company as string));
      expect(mail.text).toContain('Namn: Åsa Öberg');
      expect(mail.text).toMatch(/^Reply-To: .*asa\.oberg@testbolaget\.se/m);
      if (kind === 'booking') expect(mail.text).toContain('Mötesform: Videomöte');
      await eventually(() => hooks.received.some((h) => h.body.includes(lead.company as string)), 10_000, 'the webhook');
      const hook = hooks.received.find((h) => h.body.includes(lead.company as string))!;
      expect(hook.signatureOk).toBe(true);
      expect(hook.headers['content-type']).toBe('application/json');
      expect(JSON.parse(hook.body)).toMatchObject({
        event: 'lead.created',
        kind,
        page: lead.page,
        idempotencyKey: lead.idempotencyKey,
        fields: { company: lead.company },
      });
      await eventually(async () => (await query(server, "SELECT COUNT(*) FROM outbox WHERE lead_id = ? AND status = 'sent'", stored.id)) === 2);
      expect(sink.messages.filter((m) => m.text.includes(lead.company as string))).toHaveLength(1);
      expect(hooks.received.filter((h) => h.body.includes(lead.company as string))).toHaveLength(1);
    });

    it('a plain form post answers 303 to /tack after storing the lead', async () => {
      const lead = validLead('booking', server.service.formSecret);
      const answer = await post(server.url, lead, { as: 'form' });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/tack');
      expect((await server.service.store.findByKey(lead.idempotencyKey as string))?.fields.company).toBe(lead.company);
      await sink.waitFor(lead.company as string);
    });

    it('a repeated idempotency key gets the original answer and stores nothing new; other content with it is refused', async () => {
      const lead = validLead('enquiry', server.service.formSecret);
      const before = await countRows(server, 'leads');
      const first = await post(server.url, lead);
      const again = await post(server.url, lead);
      const asForm = await post(server.url, lead, { as: 'form' });
      expect([first.status, again.status, asForm.status]).toEqual([201, 201, 303]);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await countRows(server, 'leads')).toBe(before + 1);

      const changed = await post(server.url, { ...lead, message: 'Ett annat meddelande.' });
      expect(changed.status).toBe(409);
      expect(changed.json?.message).toMatch(/redan skickats/);
      expect(await countRows(server, 'leads')).toBe(before + 1);
      await sink.waitFor(lead.company as string);
      expect(sink.messages.filter((m) => m.text.includes(lead.company as string))).toHaveLength(1);
    });

    it('refuses a JSON post field by field, in Swedish, and stores nothing', async () => {
      const before = await countRows(server, 'leads');
      const answer = await post(
        server.url,
        validLead('booking', server.service.formSecret, { email: 'anna@', phone: '12', meetingFormat: 'telepati', company: '' }),
      );
      expect(answer.status).toBe(422);
      expect(answer.json).toEqual({
        ok: false,
        message: 'Några uppgifter behöver rättas. Se de markerade fälten och skicka igen.',
        errors: {
          company: 'Fyll i företagets namn.',
          email: 'Ange en giltig e-postadress, t.ex. namn@foretag.se.',
          phone: 'Ange ett telefonnummer med minst sju siffror, t.ex. 070-123 45 67 eller +46 70 123 45 67 (gärna med ankn.).',
          meetingFormat: 'Välj en mötesform i listan.',
        },
        code: 'L401',
      });
      expect(await countRows(server, 'leads')).toBe(before);
    });

    it('sends a refused plain form back as the form again, from the form spec: input kept, errors beside the fields, focus on the first', async () => {
      const lead = validLead('enquiry', server.service.formSecret, { email: 'inte-en-adress', urgency: '', message: 'Rad ett\nRad två & "citat"' });
      const answer = await post(server.url, lead, { as: 'form' });
      expect(answer.status).toBe(422);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const html = answer.text;
      // The prerendered answer page, its slot filled; nothing else of it changed.
      expect(html).toMatch(/^<!doctype html>\n<html lang="sv"><head><title>Förfrågan kunde inte skickas<\/title>/);
      expect(html).toMatch(/<div[^>]*data-form-status=""[^>]*role="alert"[^>]*>Några uppgifter behöver rättas/);
      const emailInput = /<input[^>]*name="email"[^>]*>/.exec(html)![0];
      expect(emailInput).toContain('value="inte-en-adress"');
      expect(emailInput).toContain('aria-invalid="true"');
      expect(emailInput).toContain('aria-describedby="svar-email-fel"');
      expect(emailInput).toContain('autofocus');
      expect(html).toMatch(/<p id="svar-email-fel"[^>]*>Ange en giltig e-postadress, t\.ex\. namn@foretag\.se\.<\/p>/);
      expect(html).toMatch(/<p id="svar-urgency-fel"[^>]*>Välj när ni vill starta\.<\/p>/);
      expect(html).toMatch(/<p id="svar-phone-fel"[^>]*\shidden=""[^>]*><\/p>/);
      expect(/<input[^>]*name="company"[^>]*>/.exec(html)![0]).toContain(`value="${lead.company as string}"`);
      expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>Rad ett\nRad två &amp; &quot;citat&quot;<\/textarea>/);
      expect(/<select[^>]*name="topic"[^>]*>[\s\S]*?<\/select>/.exec(html)![0]).toContain('<option value="lonsamhet-per-segment" selected="">');
      expect(html).toContain('<input type="hidden" name="service" value="Finansiell analys"/>');
      // The same fill goes on: its token and key are kept, the honeypot stays empty.
      expect(html).toContain(`name="formToken" value="${lead.formToken as string}"`);
      expect(html).toContain(`name="idempotencyKey" value="${lead.idempotencyKey as string}"`);
      expect(html).not.toMatch(/at \S+ \(|Error:/);
    });

    it('hands out form tokens at GET /api/form-token; a lead sent before the minimum fill time is held as spam, not refused', async () => {
      const grab = async () => {
        const response = await fetch(`${server.url}/api/form-token`);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
        return ((await response.json()) as { formToken: string }).formToken;
      };
      const [a, b] = [await grab(), await grab()];
      expect(a).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
      expect(b).not.toBe(a);
      expect(Math.abs(Number(a.split('.')[0]) - Date.now())).toBeLessThan(10_000);
      const early = validLead('booking', server.service.formSecret, { formToken: b });
      const tooFast = await post(server.url, early);
      expect(tooFast.status).toBe(201);
      expect((await server.service.store.findByKey(early.idempotencyKey as string))?.spam?.map((reason) => reason.code)).toEqual(['too-fast']);
    });

    it('serves the pages as the static files they are: the same bytes on every request, no token in them', async () => {
      const [a, b] = await Promise.all([fetch(`${server.url}/boka-mote`).then((r) => r.text()), fetch(`${server.url}/boka-mote`).then((r) => r.text())]);
      expect(a).toBe(b);
      expect(a).toContain('name="formToken" value=""');
    });

    it('opens the visitor pages in any window, and its own answers in a window of their own (decision 194)', async () => {
      const answer = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
      // The prerendered pages, the site's 404 page and a redirect: the same for every visitor.
      for (const [path, status] of [
        ['/', 200],
        ['/boka-mote', 200],
        ['/sidan-finns-inte', 404],
        ['/boka-mote/', 301],
      ] as const) {
        const response = await answer(path);
        expect(response.status, path).toBe(status);
        expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull();
        expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      }
      // The workspace, a form's answer page without JavaScript, an error page: the server's own.
      const own = [
        await answer('/konto'),
        await answer('/konto/inkorg'),
        await answer('/api/leads', {
          method: 'POST',
          headers: { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
          body: 'kind=lead',
        }),
        await answer('/%E0%A4%A'),
      ];
      expect(own.map((response) => response.status)).toEqual([200, 200, 422, 400]);
      for (const response of own) expect(response.headers.get('cross-origin-opener-policy'), response.url).toBe('same-origin');
    });

    it('keeps the visitor’s answer independent of SMTP: a lead made while SMTP is down is sent once it is back', async () => {
      const port = await freePort();
      const down = await startLeadServer({
        distDir,
        db: await testDatabase(storeKind),
        env: { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: 'leads@nordvik.example' },
      });
      try {
        const lead = validLead('lead', down.service.formSecret);
        const started = performance.now();
        const answer = await post(down.url, lead);
        expect(answer.status).toBe(201);
        expect(performance.now() - started).toBeLessThan(2_000);
        expect(await down.service.store.findByKey(lead.idempotencyKey as string)).toBeDefined();
        await eventually(async () => ((await query(down, 'SELECT attempts FROM outbox')) as number) >= 2, 10_000, 'a few failed tries');
        expect(await query(down, 'SELECT status FROM outbox')).toBe('pending');
        expect(down.logs.join('\n')).toMatch(/Notis email för lead 1 misslyckades \(försök 1\/50\), nytt försök om/);

        const late = await startSmtpSink({ port });
        try {
          const mail = await late.waitFor(lead.company as string, 10_000);
          expect(mail.text).toContain('Kontaktförfrågan');
          await eventually(async () => (await query(down, 'SELECT status FROM outbox')) === 'sent');
        } finally {
          await late.close();
        }
      } finally {
        await down.close();
      }
    });

    it('marks a notification failed after the bounded number of tries, and tries it again on the next start', async () => {
      let status = 503;
      const receiver = await startWebhookReceiver(() => status);
      const db = await testDatabase(storeKind);
      const env = { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: webhookSecret, NOTIFY_MAX_ATTEMPTS: '3' };
      const first = await startLeadServer({ distDir, db, env });
      const lead = validLead('booking', first.service.formSecret);
      try {
        expect((await post(first.url, lead)).status).toBe(201);
        await eventually(async () => (await query(first, 'SELECT status FROM outbox')) === 'failed', 10_000, 'failed');
        expect([await query(first, 'SELECT attempts FROM outbox'), await query(first, 'SELECT last_error FROM outbox')]).toEqual([3, 'webhook: HTTP 503']);
        expect(receiver.received).toHaveLength(3);
      } finally {
        await first.close();
      }
      status = 200;
      const second = await startLeadServer({ distDir, db, env });
      try {
        expect(second.logs[0]).toMatch(/1 som misslyckades tidigare försöks igen/);
        await eventually(async () => (await query(second, 'SELECT status FROM outbox')) === 'sent', 10_000, 'sent');
        expect(receiver.received).toHaveLength(4);
        expect(receiver.received.every((h) => h.signatureOk)).toBe(true);
      } finally {
        await second.close();
        await receiver.close();
      }
    });

    it('gives up at once when the webhook refuses the message itself (a 4xx)', async () => {
      const receiver = await startWebhookReceiver(() => 401);
      const refused = await startLeadServer({ distDir, db: await testDatabase(storeKind), env: { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: webhookSecret } });
      try {
        expect((await post(refused.url, validLead('lead', refused.service.formSecret))).status).toBe(201);
        await eventually(async () => (await query(refused, 'SELECT status FROM outbox')) === 'failed');
        expect(receiver.received).toHaveLength(1);
      } finally {
        await refused.close();
        await receiver.close();
      }
    });
  });

  describe('rate limiting per address', () => {
    it('answers 429 with Retry-After after the limit, JSON and plain form alike, and stores nothing more', async () => {
      const server = await startLeadServer({ distDir, db: await testDatabase(storeKind), env: { LEAD_RATE_LIMIT: '3', LEAD_RATE_WINDOW_SECONDS: '120' } });
      try {
        const secret = server.service.formSecret;
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await post(server.url, validLead('lead', secret))).status);
        expect(statuses).toEqual([201, 201, 201]);
        const json = await post(server.url, validLead('lead', secret));
        expect(json.status).toBe(429);
        expect(Number(json.headers.get('retry-after'))).toBeGreaterThan(100);
        expect(json.json?.message).toMatch(/Vänta 2 minuter och försök igen/);
        const lead = validLead('booking', secret);
        const form = await post(server.url, lead, { as: 'form' });
        expect(form.status).toBe(429);
        expect(form.text).toMatch(/data-form-status=""[^>]*>Vi har fått många förfrågningar/);
        expect(form.text).toContain(`value="${lead.company as string}"`);
        expect(await countRows(server, 'leads')).toBe(3);
      } finally {
        await server.close();
      }
    });
  });

  describe('the form token', () => {
    it('is refused when forged, missing or very old, with a message to reload', async () => {
      const server = await startLeadServer({ distDir, db: await testDatabase(storeKind), env: { LEAD_FORM_MAX_AGE_HOURS: '1' } });
      try {
        const secret = server.service.formSecret;
        const forged = createFormToken('a-different-secret-altogether-0000', Date.now() - 10_000);
        const old = createFormToken(secret, Date.now() - 2 * 3_600_000);
        for (const formToken of [forged, undefined, old]) {
          const answer = await post(server.url, validLead('lead', secret, { formToken, idempotencyKey: randomUUID() }));
          expect(answer.status).toBe(400);
          expect(answer.json?.message).toMatch(/Ladda om sidan/);
        }
        expect(await countRows(server, 'leads')).toBe(0);
      } finally {
        await server.close();
      }
    });
  });
});
