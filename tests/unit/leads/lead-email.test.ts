/**
 * The lead e-mail as a partner reads it (README "The lead e-mail"): both parts of each form's
 * e-mail are kept as snapshots (__snapshots__/lead-email-*.txt/.html — open the .html files in a
 * browser to see them; tests/e2e/lead-email.spec.ts checks them with axe), made from the fixture
 * site's built form specs, the same data the pages render their forms from.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { leadEmail } from '~/server/leads/lead-email';
import { leadView, loadSiteFacts, maxSubjectLength } from '~/server/leads/lead-view';
import { emailSender, NotifyError, senderDomain, webhookPayload } from '~/server/leads/notify';
import { isLeadKind, leadKinds, type LeadKind } from '~/src/lead-form/fields';
import { escapeHtml } from '~/src/shared/escape-html';
import { colors } from '~/src/theme';
import type { StoredLead } from '~/server/leads/store';
import { startSmtpSink } from '~/scripts/support/smtp-sink';
import { writeFixtureSite } from './support/fixture-site';
import { sampleLeads as leads } from './support/sample-leads';

const distDir = writeFixtureSite();
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
const site = loadSiteFacts(distDir);

/**
 * The e-mail with every word it takes from site.yaml — a field's label, a choice's label — shown
 * as ‹field› or ‹field=value›, so the snapshots hold the e-mail's shape and this test's lead but
 * no copy of the content: an editor who renames a field changes no snapshot (npm run
 * test:changed-content, docs/decisions.md 105). That the labels are the form's is checked below.
 */
function contentMasked(mail: string, lead: StoredLead, escape = (text: string) => text): string {
  const spec = isLeadKind(lead.kind) ? site.forms(lead.page, lead.kind) : undefined;
  if (!spec) throw new Error(`The fixture site has no ${lead.kind} form on ${lead.page}.`);
  const words = spec.fields.flatMap((field) => [
    [field.label, `‹${field.name}›`],
    ...(field.options ?? []).map((option) => [option.label, `‹${field.name}=${option.value}›`]),
  ]);
  return words
    .sort(([a], [b]) => b!.length - a!.length)
    .reduce((text, [word, mask]) => text.replace(new RegExp(`(?<!\\p{L})${escapedPattern(escape(word!))}(?!\\p{L})`, 'gu'), mask!), mail);
}
const escapedPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the lead e-mail', () => {
  it.each(leadKinds)('of the %s form matches its snapshots (plain text and HTML)', async (kind) => {
    const lead = leads[kind];
    const mail = leadEmail(leadView(lead, site));
    await expect(contentMasked(mail.text, lead)).toMatchFileSnapshot(`__snapshots__/lead-email-${kind}.txt`);
    await expect(contentMasked(mail.html, lead, escapeHtml)).toMatchFileSnapshot(`__snapshots__/lead-email-${kind}.html`);
  });

  it('takes every colour from the theme, the urgent note from its urgent palette', () => {
    const html = leadEmail(leadView(leads.enquiry, site)).html;
    // Every value of a colour property; a border's colour is its last word ("1px solid …").
    const declared = [...html.matchAll(/(?<=[;"])\s*(color|background(?:-color)?|border(?:-(?:top|right|bottom|left))?(?:-color)?)\s*:\s*([^;"]+)/g)];
    const used = new Set(declared.map(([, , value]) => value!.trim().split(/\s+/).at(-1)!.toLowerCase()));
    expect(used.size).toBeGreaterThanOrEqual(6);
    expect([...used].filter((colour) => !Object.values<string>(colors).includes(colour))).toEqual([]);
    expect(html).not.toMatch(/\b(?:rgba?|hsla?)\(/);
    expect(html).toContain(`background:${colors.urgentBackground};border-left:4px solid ${colors.urgentAccent};color:${colors.urgentLabel}`);
  });

  it('says urgency, service, company and person in the subject', () => {
    expect(leadView(leads.enquiry, site).subject).toBe('[Brådskande] Finansiell analys – Brådskande Bygg AB, Karin Öst');
    expect(leadView(leads.booking, site).subject).toBe('Interim CFO – Brådskande Bygg AB, Karin Öst');
    expect(leadView(leads.lead, site).subject).toBe('Kontaktförfrågan – Brådskande Bygg AB, Karin Öst');
    expect(leadView({ ...leads.booking, fields: { ...leads.booking.fields, urgency: 'asap' } }, site).subject).toMatch(/^\[Brådskande\] /);
  });

  it('shows every choice by the label the form offered, not its code', () => {
    const { text } = leadEmail(leadView(leads.enquiry, site));
    expect(text).toContain('När vill ni starta?: Inom 1 vecka');
    expect(text).toContain('Budget: Över 200 000 kr/mån');
    expect(text).toContain('Vilken analys behöver ni?: Lönsamhet per segment');
    expect(text).not.toMatch(/inom-1-vecka|over-200-000|lonsamhet-per-segment/);
  });

  it('gives the full page link and the time in Swedish time with its zone (winter and summer)', () => {
    expect(leadView(leads.enquiry, site)).toMatchObject({
      pageUrl: 'https://www.nordvikcfo.example/finansiell-analys',
      receivedAt: 'onsdag 1 juli 2026 kl. 10:05 CEST',
    });
    expect(leadView(leads.lead, site).receivedAt).toBe('torsdag 15 januari 2026 kl. 09:30 CET');
  });

  it('links phone numbers as tel: in international form and escapes what the visitor typed', () => {
    const { html } = leadEmail(leadView(leads.lead, site));
    expect(html).toContain('href="tel:+46701234567"');
    expect(html).toContain('href="mailto:karin.ost@bradskandebygg.se"');
    expect(html).toContain('Likviditet<br>och budget &lt;nästa&gt; år &amp; &quot;mer&quot;.');
    expect(html).not.toContain('<nästa>');
  });

  it('keeps line breaks and control characters out of the subject', () => {
    const hostile = { ...leads.lead, fields: { ...leads.lead.fields, company: 'Evil AB\r\nBcc: x@evil.example', name: 'A\u0007B' } };
    expect(leadView(hostile, site).subject).toBe('Kontaktförfrågan – Evil AB Bcc: x@evil.example, A\u2407B');
  });

  it('builds the subject only from checked values: a forged service or topic names no service', () => {
    // The forged lead, as it might be stored from before the server checked hidden fields.
    const forged = {
      ...leads.enquiry,
      fields: {
        ...leads.enquiry.fields,
        service: '[Brådskande] KÖP VIAGRA NU – billigt på apoteket-online',
        urgency: 'inom-1-manad',
        company: 'Spam8 AB',
        name: 'Sven Spam',
      },
    };
    expect(leadView(forged, site).subject).toBe('Förfrågan om tjänst – Spam8 AB, Sven Spam');
    expect(webhookPayload(forged, site).subject).toBe('Förfrågan om tjänst – Spam8 AB, Sven Spam');
    const topic = { ...leads.booking, fields: { ...leads.booking.fields, topic: 'KÖP VIAGRA NU' } };
    expect(leadView(topic, site).subject).toBe('Bokningsförfrågan – Brådskande Bygg AB, Karin Öst');
    // An enquiry from a page the build no longer has: its service cannot be checked; its start is
    // read by the site's other enquiry form, where it is the soonest.
    expect(leadView({ ...leads.enquiry, page: '/borttagen' }, site).subject).toBe('[Brådskande] Förfrågan om tjänst – Brådskande Bygg AB, Karin Öst');
  });

  it('keeps bidirectional overrides and zero-width characters out of the subject, and caps its length', () => {
    const sneaky = { ...leads.lead, fields: { ...leads.lead.fields, company: 'Evil\u202e AB\u200b\u2028Bcc', name: 'A\u0085B' } };
    expect(leadView(sneaky, site).subject).toBe('Kontaktförfrågan – Evil\ufffd AB Bcc, A\ufffdB');
    const long = { ...leads.lead, fields: { ...leads.lead.fields, company: 'Å'.repeat(120), name: 'Ö'.repeat(100) } };
    const subject = leadView(long, site).subject;
    expect(subject.length).toBeLessThanOrEqual(maxSubjectLength);
    expect(subject).toMatch(/^Kontaktförfrågan – Å+…, Ö+…$/);
  });

  it('puts the labels beside the codes in the webhook', () => {
    const payload = webhookPayload(leads.enquiry, site);
    expect(payload.fields.urgency).toBe('inom-1-vecka');
    expect(payload.labels).toContainEqual({ field: 'urgency', label: 'När vill ni starta?', text: 'Inom 1 vecka' });
    expect(payload).toMatchObject({ urgent: true, pageUrl: 'https://www.nordvikcfo.example/finansiell-analys' });
  });

  it('makes Message-IDs in the sender’s domain', () => {
    expect(senderDomain('Webbplatsen <webb@nordvikcfo.se>')).toBe('nordvikcfo.se');
    expect(senderDomain('leads@firma.example')).toBe('firma.example');
  });

  it('reads well for a lead whose page has no form any more', () => {
    const gone = { ...leads.booking, page: '/borttagen' };
    const text = leadEmail(leadView(gone, site)).text;
    expect(text).toContain('Mötesform: Videomöte');
    expect(text).toContain('Sida: https://www.nordvikcfo.example/borttagen');
  });

  it('names the checked service on the view, for the inbox as for the subject', () => {
    expect(leadView(leads.enquiry, site).service).toBe(leadView(leads.enquiry, site).subject.replace(/^\[Brådskande\] (.*) – .*$/, '$1'));
    expect(leadView(leads.booking, site).service).toBeDefined();
    expect(leadView(leads.lead, site)).not.toHaveProperty('service');
  });

  it('reads a lead whose form is gone by a form of its own kind only: its fields in that form’s order, another kind’s topic names no service', () => {
    // The lead's fields stored in another order than the form's: the view follows the form.
    const reversed = { ...leads.booking, page: '/borttagen', fields: Object.fromEntries(Object.entries(leads.booking.fields).reverse()) };
    expect(leadView(reversed, site).fields.map((f) => f.field)).toEqual(leadView(leads.booking, site).fields.map((f) => f.field));
    // An enquiry's topic forged into a booking from a removed page: the booking forms offer no such topic.
    const forged = { ...leads.booking, page: '/borttagen', fields: { ...leads.booking.fields, topic: leads.enquiry.fields.topic! } };
    expect(leadView(forged, site)).not.toHaveProperty('service');
    expect(leadView(forged, site).subject).toBe(leadView({ ...forged, fields: { ...forged.fields, topic: 'ingen-sadan' } }, site).subject);
    // The same booking once the site has no booking form at all: still no service from another kind's topics.
    const forms = Object.assign((page: unknown, kind: LeadKind) => (kind === 'booking' ? undefined : site.forms(page, kind)), {
      all: site.forms.all?.filter((spec) => spec.kind !== 'booking'),
    });
    expect(leadView(forged, { ...site, forms })).not.toHaveProperty('service');
  });

  it('keeps a name of exactly the subject’s width whole, and does without a missing company', () => {
    const seventy = 'Ä'.repeat(70);
    expect(leadView({ ...leads.lead, fields: { ...leads.lead.fields, company: seventy } }, site).subject).toContain(`${seventy}, `);
    const { company: _company, ...withoutCompany } = leads.lead.fields;
    expect(leadView({ ...leads.lead, fields: withoutCompany }, site).subject).toMatch(/ – Karin Öst$/);
  });
});

describe('the e-mail of a lead that looks like a lure, or whose address needs care', () => {
  const lure: StoredLead = {
    ...leads.booking,
    fields: {
      ...leads.booking.fields,
      message: 'Ert konto spärras. Logga in med BankID: https://inloggning-bank.example/logga-in?id=7 eller www.bank-hjalp.se',
    },
    warning: {
      kind: 'phishing',
      detail: 'Liknar nätfiske: det ber om »Logga in«, »BankID«. Klicka inte på länkarna och lämna inga inloggnings- eller betaluppgifter.',
    },
  };

  it('says so first — in the subject, the text and the HTML — and writes its links so that no mail program follows them', () => {
    const mail = leadEmail(leadView(lure, site));
    expect(mail.subject).toMatch(/^\[Varning: möjligt nätfiske\] /);
    const warning = 'VARNING: möjligt nätfiske. Liknar nätfiske: det ber om »Logga in«, »BankID«. Klicka inte på länkarna';
    expect(mail.text.split('\n')[2]).toMatch(new RegExp(`^${escapedPattern(warning)}`));
    expect(mail.html).toContain(`<strong>VARNING: möjligt nätfiske.</strong> ${escapeHtml('Liknar nätfiske: det ber om »Logga in«')}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('hxxps://inloggning-bank[.]example/logga-in?id=7');
      expect(part).toContain('www[.]bank-hjalp[.]se');
      expect(part).not.toMatch(/https:\/\/inloggning-bank\.example|www\.bank-hjalp\.se/);
    }
    expect(webhookPayload(lure, site).warning).toEqual(lure.warning);
    // Not a lure: links stay as typed.
    expect(leadEmail(leadView({ ...lure, warning: undefined }, site)).text).toContain('https://inloggning-bank.example/logga-in?id=7');
  });

  it('tells the partner that answering an address with å, ä or ö before the @ may need care, and replies to it as typed', async () => {
    const care: StoredLead = { ...leads.booking, fields: { ...leads.booking.fields, email: 'åsa.öberg@företag.se' } };
    const mail = leadEmail(leadView(care, site));
    expect(mail.text).toContain('Adressen har å, ä, ö eller en annan bokstav utanför a–z före @.');
    expect(mail.html).toContain(escapeHtml('Adressen har å, ä, ö eller en annan bokstav utanför a–z före @.'));
    expect(leadEmail(leadView(leads.booking, site)).text).not.toContain('Adressen har å');
    const receiver = await startSmtpSink();
    try {
      await emailSender({ smtpUrl: `smtp://127.0.0.1:${receiver.port}`, to: 'leads@nordvikcfo.se', from: 'webb@nordvikcfo.se' }, site, 'test')(care, 1);
      expect((await receiver.waitFor('Adressen har')).raw).toMatch(/^Reply-To: .*<åsa\.öberg@företag\.se>\r?$/m);
    } finally {
      await receiver.close();
    }
  });
});

describe('the e-mail sender', () => {
  it('keeps a receiver’s long refusal short in the error it stores, and gives up on it', async () => {
    const refusal = `Message rejected: ${'policy violation; '.repeat(200)}`;
    const receiver = await startSmtpSink({ refuse: { code: 554, text: refusal } });
    try {
      const send = emailSender({ smtpUrl: `smtp://127.0.0.1:${receiver.port}`, to: 'leads@nordvikcfo.se', from: 'webb@nordvikcfo.se' }, site, 'test');
      const error: unknown = await send(leads.lead, 1).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(NotifyError);
      const { message, permanent } = error as NotifyError;
      expect(permanent).toBe(true);
      expect(message).toMatch(/^SMTP: .*Message rejected: policy violation; /);
      expect(refusal.length).toBeGreaterThan(1_000);
      expect(message.length).toBeLessThanOrEqual(500);
    } finally {
      await receiver.close();
    }
  });
});
