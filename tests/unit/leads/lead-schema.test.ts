/**
 * One lead schema, used twice (schema/lead.schema.json): the forms' option values and the
 * schema's enumerations are the same lists, every option the content can produce is a value the
 * server accepts, and e-mail addresses and phone numbers are checked as real ones.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '~/src/content/load';
import { slugify } from '~/src/lib/slug';
import { createFormToken } from '~/server/leads/form-token';
import { leadSchema, validateLead } from '~/server/leads/validate';
import { root } from '~/scripts/support/site-routes';

type Definition = { enum?: string[]; maxLength?: number; pattern?: string };
const definitions = (leadSchema as { definitions: Record<string, Definition> }).definitions;
const base = {
  kind: 'booking',
  page: '/boka-mote',
  formToken: createFormToken('any-secret-of-thirty-two-characters!'),
  company: 'Acme AB',
  name: 'Anna',
  email: 'anna@acme.se',
  phone: '070-123 45 67',
  meetingFormat: 'video',
  revenue: '5-15',
};
const errorsFor = (overrides: Record<string, unknown>) => {
  const result = validateLead({ ...base, ...overrides });
  return result.ok ? {} : result.problems.fields;
};

describe('the lead schema and the forms offer the same choices', () => {
  // The fixed choices' labels are site.yaml's `forms.options`, keyed by the values the server accepts.
  const content = loadContent(root);
  it.each(['revenue', 'meetingFormat', 'preferredTime', 'bookingUrgency', 'bookingTopic'] as const)('%s', async (definition) => {
    const loaded = await content;
    if (!loaded.ok) throw new Error('content is invalid');
    expect(Object.keys(loaded.content.site.forms.options[definition])).toEqual(definitions[definition]!.enum);
  });

  it('accepts every enquiry choice the content can produce (slugs of site.yaml and page labels)', async () => {
    const loaded = await loadContent(root);
    if (!loaded.ok) throw new Error('content is invalid');
    const { site, pages } = loaded.content;
    const labels = [...site.enquiry.urgencyOptions, ...site.enquiry.budgetOptions];
    const services: string[] = [];
    for (const page of pages) {
      for (const block of page.data.blocks) {
        if (block.type !== 'enquiry') continue;
        services.push(block.service);
        labels.push(...(block.urgencyOptions ?? []), ...(block.budgetOptions ?? []), ...(block.topic?.options ?? []));
      }
    }
    expect(services.length).toBeGreaterThan(5);
    const slug = definitions.optionSlug!;
    for (const label of labels) {
      const value = slugify(label);
      expect(value, label).toMatch(new RegExp(slug.pattern!, 'u'));
      expect(value.length, label).toBeLessThanOrEqual(slug.maxLength!);
    }
    for (const service of services) {
      const { meetingFormat: _booking, ...common } = base;
      const result = validateLead({ ...common, kind: 'enquiry', page: '/kassaflode', service, urgency: slugify(labels[0]!) });
      expect(result, service).toMatchObject({ ok: true });
    }
  });

  it('accepts every page path as the page a lead came from', async () => {
    const loaded = await loadContent(root);
    if (!loaded.ok) throw new Error('content is invalid');
    for (const { path } of loaded.content.pages) expect(errorsFor({ page: path }), path).toEqual({});
  });
});

describe('e-mail addresses', () => {
  it.each([
    'anna@acme.se',
    'anna.berg+cfo@dotter.acme.se',
    'a_b-c@xn--rksmrgs-5wao1o.se',
    "o'brien@acme.co.uk",
    'ANNA@ACME.SE',
    // Swedish letters before the @ (RFC 6531) as well as after it: the partner is told replying may need care.
    'åsa.öberg@företag.se',
    'Örjan.Ärlig@ÅKERI.SE',
    'jörgen@acme.se',
  ])('accepts %s', (email) => {
    expect(errorsFor({ email })).toEqual({});
  });

  it.each([
    'anna',
    'anna@acme',
    'anna@acme.s',
    '@acme.se',
    'anna@',
    'anna berg@acme.se',
    'anna@acme..se',
    'anna@-acme.se',
    'anna@acme.se.',
    `${'a'.repeat(65)}@acme.se`,
    'anna@acme.123',
    'anna..berg@acme.se',
    '.anna@acme.se',
    'anna.@acme.se',
    'anna<b>@acme.se',
    'anna@acme@acme.se',
  ])('refuses %s', (email) => {
    expect(errorsFor({ email })).toEqual({ email: 'Ange en giltig e-postadress, t.ex. namn@foretag.se.' });
  });

  // URL's parser drops TAB/CR/LF and IDNA maps invisible characters to nothing, so these were once
  // stored as another address (x@y.se<TAB>x as x@y.sex); a control character is never part of one.
  const invisible = {
    TAB: '\t',
    LF: '\n',
    CR: '\r',
    NUL: '\u0000',
    ESC: '\u001b',
    DEL: '\u007f',
    NEL: '\u0085',
    'soft hyphen': '\u00ad',
    'zero-width space': '\u200b',
    BOM: '\ufeff',
  };
  it.each(Object.entries(invisible))('refuses %s in the domain or the local part, changing nothing', (_, char) => {
    for (const email of [`x@y.se${char}x`, `x@y${char}.se`, `x@före${char}tag.se`, `x${char}@y.se`, `x${char}y@y.se`]) {
      expect(errorsFor({ email }), JSON.stringify(email)).toEqual({ email: 'Ange en giltig e-postadress, t.ex. namn@foretag.se.' });
    }
  });
});

describe('phone numbers', () => {
  it.each([
    '070-123 45 67',
    '0701234567',
    '08-123 456 78',
    '08 - 12 34 56',
    '031-12 34 56',
    '0771-123 456',
    '+46 70 123 45 67',
    '+46 (0)70-123 45 67',
    '0046701234567',
    '+47 22 12 34 56',
    '+1 (212) 555-0123',
    '+358 9 1234567',
    // As Swedes write them (issue 41): Word's and Outlook's en dash, dots, a slash, (0), extensions and switchboards.
    '070–123 45 67',
    '070 – 123 45 67',
    '08‑123 45 67',
    '070.123.45.67',
    '070/123 45 67',
    '08/12 34 56',
    '(08) 123 456 78',
    '+46 (0) 8 123 456 78',
    '+46 070-123 45 67',
    '0046 70 123 45 67',
    '08-123 456 78 ankn. 12',
    '+46 70 123 45 67 ank 12',
    '08-123 456 78, anknytning 234',
    '08-123 456 00 vx',
    'vx 08-123 456 00',
    'Tel: 08-123 456 78',
    'Mobil 070-123 45 67',
    '070-123 45 67 / 08-123 456 78',
    '070 123 45 67 (efter kl. 16)',
    '7012345678',
    '46 70 123 45 67',
  ])('accepts %s', (phone) => {
    expect(errorsFor({ phone })).toEqual({});
  });

  it.each([
    '123',
    '070-12',
    '070123456789012345678',
    'telefon',
    'ring mig på mobilen',
    'anna@acme.se',
    'https://ring-oss.example 070 123 45 67',
    '070 123 45 67 www.ring-oss.example',
    '070 123 45 67 <b>',
    `070 123 45 67 ${'x'.repeat(50)}`,
  ])('refuses %s', (phone) => {
    expect(Object.keys(errorsFor({ phone }))).toEqual(['phone']);
  });
});

describe('text', () => {
  it('takes free text as typed or pasted — quoted mail, any "<", line breaks and tabs — and refuses only control characters', () => {
    const forwarded = [
      'Från: Anna Berg <anna.berg@berg.se>',
      'Skickat: den 3 november 2026 09:14',
      'Till: Karin Öst <karin@ost.se>',
      'Se www.berg.se<https://www.berg.se/> och <https://www.berg.se/om-oss>',
      'Omsättning <5 MSEK\tRad med tabb',
    ].join('\n');
    expect(errorsFor({ message: forwarded })).toEqual({});
    // Markup is text too (shown as text everywhere); the spam filter weighs it (server/leads/spam.ts).
    expect(errorsFor({ message: 'Se <b>detta</b>' })).toEqual({});
    expect(errorsFor({ name: 'Anna Berg <anna.berg@berg.se>', company: 'Berg & Söner <AB>' })).toEqual({});
    expect(Object.keys(errorsFor({ message: 'a\u0007b' }))).toEqual(['message']);
    expect(Object.keys(errorsFor({ name: 'a\u001bb' }))).toEqual(['name']);
  });

  it('limits every text field', () => {
    for (const [name, definition] of Object.entries(definitions)) {
      const stringLike = (definition as { type?: string }).type === 'string' && !definition.enum;
      if (stringLike && name !== 'honeypot') expect(definition.maxLength ?? definition.pattern, name).toBeDefined();
    }
    expect(definitions.longText!.maxLength).toBe(4000);
  });
});
