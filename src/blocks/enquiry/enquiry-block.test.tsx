import { describe, expect, it } from 'vitest';
import type { EnquiryBlockData } from '~/src/content/model';
import { withDefaults } from '../test-content';
import { attr, formLabel, ids, renderBlock, tags, testPage, texts } from '../test-fixture';
import { EnquiryBlock } from './enquiry-block';

const base: EnquiryBlockData = withDefaults({ type: 'enquiry', heading: 'Skicka en förfrågan', service: 'Kassaflödesoptimering' });

function render(block: Partial<EnquiryBlockData> = {}, page = testPage()) {
  return renderBlock(<EnquiryBlock {...base} {...block} />, { page }).html;
}

/** The opening tag of the control named `name`. */
function control(html: string, name: string): string {
  const tag = new RegExp(`<(input|select|textarea)\\b[^>]*\\sname="${name}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no control named ${name}`);
  return tag;
}

/** Option values of the select named `name`, without the empty placeholder. */
function optionValues(html: string, name: string): string[] {
  const select = new RegExp(`<select\\b[^>]*\\sname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';
  return tags(select, 'option')
    .map((o) => attr(o, 'value')!)
    .filter((v) => v !== '');
}

describe('EnquiryBlock', () => {
  const html = render({ intro: 'Berätta kort om er.' });

  it('is a plain form posting to the lead endpoint, with no anchor the content did not give', () => {
    const form = tags(html, 'form')[0]!;
    expect(attr(form, 'method')).toBe('post');
    expect(attr(form, 'action')).toBe('/api/leads');
    expect(attr(tags(html, 'section')[0]!, 'id')).toBeUndefined();
    expect(texts(html, 'h2')).toEqual(['Skicka en förfrågan']);
    expect(tags(html, 'h1')).toHaveLength(0);
  });

  it('sends the kind and the service as hidden fields', () => {
    expect(attr(control(html, 'kind'), 'type')).toBe('hidden');
    expect(attr(control(html, 'kind'), 'value')).toBe('enquiry');
    expect(attr(control(html, 'service'), 'value')).toBe('Kassaflödesoptimering');
  });

  it.each([
    ['company', 'input', 'text', true, formLabel('company')],
    ['name', 'input', 'text', true, formLabel('name')],
    // Text with the e-mail keyboard: type="email" would refuse å, ä and ö before the @.
    ['email', 'input', 'text', true, formLabel('email')],
    ['phone', 'input', 'tel', false, formLabel('phone')],
    ['revenue', 'select', undefined, true, formLabel('revenue')],
    ['urgency', 'select', undefined, true, formLabel('urgency')],
    ['budget', 'select', undefined, false, formLabel('budget')],
    ['message', 'textarea', undefined, false, formLabel('message')],
  ] as const)('%s is a %s (type %s, required %s) with the visible label "%s"', (name, element, type, required, label) => {
    const tag = control(html, name);
    expect(tag.startsWith(`<${element}`)).toBe(true);
    if (type) expect(attr(tag, 'type')).toBe(type);
    expect(/\srequired=""/.test(tag)).toBe(required);
    const id = attr(tag, 'id');
    const labelText = new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1];
    expect(labelText?.replace(/<[^>]+>/g, '')).toBe(required ? `${label}*` : label);
  });

  it('explains the required marker', () => {
    expect(html).toMatch(/Fält markerade med.*\*.*är obligatoriska/s);
  });

  it('gives the message four rows', () => {
    expect(attr(control(html, 'message'), 'rows')).toBe('4');
  });

  it('offers the revenue ranges of docs/specification.md §3', () => {
    expect(optionValues(html, 'revenue')).toEqual(['0-5', '5-15', '15-30', '30-50', '50-100', '100+']);
    expect(html).toContain('Under 5 MSEK');
    expect(html).toContain('Över 100 MSEK');
  });

  it('starts required selects on an empty placeholder so the browser insists on a choice', () => {
    for (const name of ['revenue', 'urgency']) {
      const select = new RegExp(`<select\\b[^>]*\\sname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)![1]!;
      const first = tags(select, 'option')[0]!;
      expect(attr(first, 'value')).toBe('');
      expect(first).toMatch(/selected/);
    }
  });

  it('takes urgency and budget from site.yaml by default, as slugs of the labels', () => {
    expect(optionValues(html, 'urgency')).toEqual(['inom-1-vecka', 'inom-1-manad', 'senare']);
    expect(optionValues(html, 'budget')).toEqual(['under-50-000-kr-man', 'over-200-000-kr-man', 'diskuterar-vi-senare']);
    expect(html).toContain('>Inom 1 månad<');
  });

  it('uses the block’s own options and topic question when given', () => {
    const out = render({
      urgencyOptions: ['Omedelbart', 'Inom 2 veckor'],
      budgetOptions: ['50–100k (grund)', '400k+ (löpande)'],
      topic: { label: 'Vilken analys behöver ni?', options: ['Lönsamhet per segment', 'Scenario- och känslighetsanalys'] },
    });
    expect(optionValues(out, 'urgency')).toEqual(['omedelbart', 'inom-2-veckor']);
    expect(optionValues(out, 'budget')).toEqual(['50-100k-grund', '400k+-lopande']);
    expect(optionValues(out, 'topic')).toEqual(['lonsamhet-per-segment', 'scenario-och-kanslighetsanalys']);
    expect(/\srequired=""/.test(control(out, 'topic'))).toBe(false);
    expect(out).toContain('Vilken analys behöver ni?');
  });

  it('has no topic select without a topic', () => {
    expect(() => control(html, 'topic')).toThrow();
  });

  it('has a submit button', () => {
    const button = tags(html, 'button')[0]!;
    expect(attr(button, 'type')).toBe('submit');
    expect(texts(html, 'button')).toEqual([base.submitLabel]);
  });

  it('uses the block id as anchor and id prefix, and keeps ids unique', () => {
    const out = render({ id: 'kontakt' });
    expect(attr(tags(out, 'section')[0]!, 'id')).toBe('kontakt');
    expect(attr(control(out, 'email'), 'id')).toBe('kontakt-email');
    const all = ids(out);
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps its ids apart from another form on the same page when neither has an anchor', () => {
    const page = testPage([withDefaults({ type: 'hero', heading: 'Rubrik', lead: 'Ingress.' }), base, base]);
    const out = renderBlock(
      <>
        <EnquiryBlock {...base} />
        <EnquiryBlock {...base} />
      </>,
      { page },
    ).html;
    const all = ids(out);
    expect(all.filter((id) => id.endsWith('-email'))).toHaveLength(2);
    expect(new Set(all).size).toBe(all.length);
  });
});
