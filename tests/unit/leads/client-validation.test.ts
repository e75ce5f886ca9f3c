/**
 * The browser checks a lead form before sending it (src/features/forms/validate-fields.ts) with
 * rules generated from schema/lead.schema.json; the server checks the post with ajv against the
 * schema itself. For every field the two must give the same message — otherwise a visitor is
 * either stopped by the browser for something the server accepts, or sends something it refuses.
 * And an address with a Swedish domain is accepted in both forms browsers send it, stored once.
 */
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '~/src/features/forms/validate-fields';
import { createFormToken } from '~/server/leads/form-token';
import { normalize, validateLead } from '~/server/leads/validate';

const token = createFormToken('any-secret-of-thirty-two-characters!');
const valid = {
  booking: { company: 'Acme AB', name: 'Anna', email: 'anna@acme.se', phone: '070-123 45 67', meetingFormat: 'video', revenue: '5-15' },
  lead: { company: 'Acme AB', name: 'Anna', email: 'anna@acme.se', revenue: '5-15' },
  enquiry: { company: 'Acme AB', name: 'Anna', email: 'anna@acme.se', revenue: '5-15', urgency: 'inom-1-manad' },
} as const;
const hidden = { booking: { page: '/boka-mote' }, lead: { page: '/' }, enquiry: { page: '/kassaflode', service: 'Kassaflöde' } } as const;

function bothVerdicts(kind: keyof typeof valid, fields: Record<string, string>) {
  const server = validateLead(normalize({ kind, formToken: token, ...hidden[kind], ...fields }));
  const browser = fieldErrors(kind, Object.entries(fields));
  return { server: server.ok ? {} : server.problems.fields, browser };
}

const cases: [kind: keyof typeof valid, change: Record<string, string>][] = [
  ['booking', {}],
  ['booking', { company: '', name: '', email: '', phone: '', meetingFormat: '', revenue: '' }],
  ['booking', { company: '   ' }],
  ['booking', { company: 'Acme <b>AB</b>' }],
  ['booking', { name: 'x'.repeat(101) }],
  ['booking', { email: 'anna' }],
  ['booking', { email: 'anna@acme' }],
  ['booking', { email: 'anna @acme.se' }],
  ['booking', { email: `${'a'.repeat(65)}@acme.se` }],
  ['booking', { email: 'namn@företag.se' }],
  ['booking', { email: 'namn@xn--fretag-wxa.se' }],
  ['booking', { email: 'x@y.se\tx' }],
  ['booking', { email: 'x@före\u00adtag.se' }],
  ['booking', { email: 'x\u0000@y.se' }],
  ['booking', { email: 'x@y\u0000.se' }],
  ['booking', { phone: '12' }],
  ['booking', { phone: '+46 70 123 45 67' }],
  ['booking', { phone: '0046 (0)70-123 45 67' }],
  ['booking', { message: '<script>alert(1)</script>' }],
  ['booking', { message: 'a\u0007b' }],
  ['booking', { phone: 'ring mig' }],
  ['booking', { phone: 'www.ring.example 070 123 45 67' }],
  ['booking', { email: 'anna..berg@acme.se' }],
  ['booking', { message: 'a < b och 3 > 2' }],
  ['booking', { message: 'x'.repeat(4001) }],
  ['lead', {}],
  ['lead', { phone: '' }],
  ['lead', { email: '', revenue: '' }],
  ['lead', { priority: 'Kassaflödet\r\nförst' }],
  ['enquiry', { urgency: '' }],
  ['enquiry', { urgency: 'Inom 1 månad' }],
];

describe('the browser and the server judge each field alike', () => {
  it.each(cases)('%s %j', (kind, change) => {
    const { server, browser } = bothVerdicts(kind, { ...valid[kind], ...change });
    expect(browser).toEqual(server);
  });

  // What people write (issue 41): every phone spelling, å, ä and ö before the @, quoted mail.
  it.each([
    ['phone', '070–123 45 67'],
    ['phone', '070.123.45.67'],
    ['phone', '070/123 45 67'],
    ['phone', '+46 (0)70-123 45 67'],
    ['phone', '08-123 456 78 ankn. 12'],
    ['phone', 'vx 08-123 456 00'],
    ['phone', '08‑123 45 67'],
    ['email', 'åsa.öberg@företag.se'],
    ['email', 'Jörgen.Ärlig@xn--fretag-wxa.se'],
    ['message', 'Från: Anna Berg <anna@berg.se>\nSe www.berg.se<https://www.berg.se/>'],
    ['name', 'Anna Berg <anna@berg.se>'],
  ])('both accept %s %s', (field, value) => {
    expect(bothVerdicts('booking', { ...valid.booking, [field]: value })).toEqual({ server: {}, browser: {} });
  });

  it('an empty booking form gets a Swedish message for each required field', () => {
    const { browser } = bothVerdicts('booking', {});
    expect(Object.keys(browser).sort()).toEqual(['company', 'email', 'meetingFormat', 'name', 'phone', 'revenue']);
    expect(browser.company).toBe('Fyll i företagets namn.');
  });
});

describe('an address with a Swedish domain (IDN)', () => {
  const stored = (email: string) => {
    const result = validateLead(normalize({ kind: 'booking', formToken: token, ...hidden.booking, ...valid.booking, email }));
    return result.ok ? result.lead.email : result.problems.fields;
  };

  it('is accepted as typed (Firefox, WebKit) and as ASCII (Chromium), and stored in one form', () => {
    expect(stored('namn@företag.se')).toBe('namn@företag.se');
    expect(stored('Åsa.Öberg@FÖRETAG.se')).toBe('Åsa.Öberg@företag.se');
    expect(stored('namn@xn--fretag-wxa.se')).toBe('namn@företag.se');
    expect(stored('namn@FÖRETAG.se')).toBe('namn@företag.se');
  });

  it('is still refused when it is no address', () => {
    expect(stored('namn@företag')).toEqual({ email: expect.stringMatching(/giltig e-postadress/) });
    expect(stored('namn@före tag.se')).toEqual({ email: expect.stringMatching(/giltig e-postadress/) });
    expect(stored('x@y.se\tx')).toEqual({ email: expect.stringMatching(/giltig e-postadress/) });
    expect(fieldErrors('booking', [['email', 'x@y.se\tx']])).toMatchObject({ email: expect.stringMatching(/giltig e-postadress/) });
  });
});
