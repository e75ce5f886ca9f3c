import { describe, expect, it } from 'vitest';
import type { BookingBlockData } from '~/src/content/model';
import { withDefaults } from '../test-content';
import { attr, formLabel, ids, renderBlock, tags, texts } from '../test-fixture';
import { BookingBlock } from './booking-block';

function render(block: Partial<BookingBlockData> = {}) {
  return renderBlock(<BookingBlock {...withDefaults({ type: 'booking', heading: 'Boka ditt möte', ...block })} />).html;
}

const html = render({ intro: 'Fyll i formuläret så återkommer vi inom 24 timmar.' });

/** The opening tag of the control named `name` (input, select or textarea). */
function control(name: string): string {
  const tag = [...tags(html, 'input'), ...tags(html, 'select'), ...tags(html, 'textarea')].find((t) => attr(t, 'name') === name);
  if (!tag) throw new Error(`no control named ${name}`);
  return tag;
}

/** Visible text of the <label for=…> pointing at the control. */
function labelOf(name: string): string | undefined {
  const id = attr(control(name), 'id');
  return [...html.matchAll(/<label\b([^>]*)>([\s\S]*?)<\/label>/g)].find((m) => attr(`<label${m[1]}>`, 'for') === id)?.[2]?.replace(/<[^>]+>/g, '');
}

function optionsOf(name: string): [string, string][] {
  const select = [...html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)].find((m) => attr(`<select${m[1]}>`, 'name') === name)?.[2] ?? '';
  return [...select.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/g)].map((m) => [attr(`<option${m[1]}>`, 'value')!, m[2]!]);
}

const fields = {
  company: { label: formLabel('company'), required: true },
  name: { label: formLabel('name'), required: true },
  email: { label: formLabel('email'), required: true },
  phone: { label: formLabel('phone'), required: true },
  meetingFormat: { label: formLabel('meetingFormat'), required: true },
  preferredTime: { label: formLabel('preferredTime'), required: false },
  urgency: { label: formLabel('bookingUrgency'), required: false },
  revenue: { label: formLabel('revenue'), required: true },
  topic: { label: formLabel('topic'), required: false },
  message: { label: formLabel('message'), required: false },
};

describe('BookingBlock', () => {
  it('is a real form posting to the lead endpoint, marked as a booking, with no script', () => {
    const [form] = tags(html, 'form');
    expect(attr(form!, 'method')).toBe('post');
    expect(attr(form!, 'action')).toBe('/api/leads');
    expect(attr(control('kind'), 'type')).toBe('hidden');
    expect(attr(control('kind'), 'value')).toBe('booking');
    expect(tags(html, 'script')).toEqual([]);
  });

  it('tells the client script which query parameters preselect which field', () => {
    const [form] = tags(html, 'form');
    expect(JSON.parse(attr(form!, 'data-preselect')!)).toEqual({ amne: 'topic', bradskande: 'urgency' });
    expect(optionsOf('topic').map(([value]) => value)).toContain('due-diligence');
    expect(optionsOf('urgency').map(([value]) => value)).toContain('asap');
  });

  it('has exactly the booking fields, each with a visible label and the right required flag and star', () => {
    const names = [...tags(html, 'input'), ...tags(html, 'select'), ...tags(html, 'textarea')].map((t) => attr(t, 'name'));
    expect(names.sort()).toEqual(['kind', 'page', 'formToken', 'idempotencyKey', 'website', ...Object.keys(fields)].sort());
    for (const [name, { label, required }] of Object.entries(fields)) {
      expect(labelOf(name), name).toBe(required ? `${label}*` : label);
      expect(/\srequired=""/.test(control(name)), `${name} required`).toBe(required);
    }
    expect(texts(html, 'p').join(' ')).toMatch(/Fält markerade med\s+\*\s+är obligatoriska\./);
  });

  it('uses the browser input types, autofill hints and a four-row message box', () => {
    // Text with the e-mail keyboard: the browser's type="email" check refuses å, ä and ö before the @.
    expect([attr(control('email'), 'type'), attr(control('email'), 'inputMode')]).toEqual(['text', 'email']);
    expect(attr(control('phone'), 'type')).toBe('tel');
    expect(attr(control('company'), 'type')).toBe('text');
    expect(control('email')).toMatch(/\sautocomplete="email"/i);
    expect(control('company')).toMatch(/\sautocomplete="organization"/i);
    expect(control('message')).toMatch(/^<textarea/);
    expect(attr(control('message'), 'rows')).toBe('4');
  });

  it('offers the specified option values, after an empty "Välj …" choice', () => {
    const expected: Record<string, [string, string][]> = {
      meetingFormat: [
        ['video', 'Videomöte'],
        ['physical', 'Fysiskt möte'],
        ['phone', 'Telefonmöte'],
      ],
      preferredTime: [
        ['morning', 'Förmiddag (09:00–12:00)'],
        ['afternoon', 'Eftermiddag (13:00–16:00)'],
        ['evening', 'Kväll (16:00–18:00)'],
        ['flexible', 'Flexibel'],
      ],
      urgency: [
        ['asap', 'Så snart som möjligt – vi ringer upp samma arbetsdag'],
        ['week', 'Inom en vecka'],
        ['month', 'Inom en månad'],
        ['flexible', 'Ingen brådska'],
      ],
      revenue: [
        ['0-5', 'Under 5 MSEK'],
        ['5-15', '5–15 MSEK'],
        ['15-30', '15–30 MSEK'],
        ['30-50', '30–50 MSEK'],
        ['50-100', '50–100 MSEK'],
        ['100+', 'Över 100 MSEK'],
      ],
      topic: [
        ['interim-cfo', 'Interim CFO'],
        ['financial-analysis', 'Finansiell analys'],
        ['budgeting', 'Budget och prognos'],
        ['investment', 'Investeringar'],
        ['due-diligence', 'Due diligence'],
        ['valuation', 'Företagsvärdering'],
        ['reporting', 'Rapportering'],
        ['other', 'Annat'],
      ],
    };
    for (const [name, options] of Object.entries(expected)) {
      const [placeholder, ...rest] = optionsOf(name);
      expect(placeholder?.[0], name).toBe('');
      expect(placeholder?.[1], name).toMatch(/^Välj /);
      expect(rest, name).toEqual(options);
    }
  });

  it('has the submit button and a heading-named section with no anchor of its own (the content gives one)', () => {
    const submit = tags(html, 'button').find((b) => attr(b, 'type') === 'submit');
    expect(submit).toBeDefined();
    expect(texts(html, 'button')).toEqual([withDefaults({ type: 'booking', heading: 'Boka' }).submitLabel]);
    const [section] = tags(html, 'section');
    const [h2] = tags(html, 'h2');
    expect(attr(section!, 'id')).toBeUndefined();
    expect(attr(h2!, 'id')).toBe(attr(section!, 'aria-labelledby'));
    expect(texts(html, 'h2')).toEqual(['Boka ditt möte']);
    expect(html).toContain('Fyll i formuläret så återkommer vi inom 24 timmar.');
  });

  it('takes another anchor and keeps every id unique', () => {
    const other = render({ id: 'boka' });
    expect(attr(tags(other, 'section')[0]!, 'id')).toBe('boka');
    expect(ids(other)).toContain('boka-email');
    expect(new Set(ids(other)).size).toBe(ids(other).length);
  });
});
