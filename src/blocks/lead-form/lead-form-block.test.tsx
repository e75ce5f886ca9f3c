import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LeadFormBlockData } from '~/src/content/model';
import { withDefaults } from '../test-content';
import { attr, formLabel, ids, renderBlock, tags, testSite, texts } from '../test-fixture';
import { LeadFormBlock } from './lead-form-block';

const base: LeadFormBlockData = withDefaults({ type: 'lead-form', id: 'kontakt', heading: 'Berätta om ert företag', points: ['Svar inom 48 timmar'] });

function render(block: Partial<LeadFormBlockData> = {}) {
  return renderBlock(<LeadFormBlock {...base} {...block} />).html;
}

/** The opening tag of the control named `name`. */
function control(html: string, name: string): string {
  const tag = new RegExp(`<(input|select|textarea)\\b[^>]*\\sname="${name}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no control named ${name}`);
  return tag;
}

/** Read from disk: Vitest turns CSS imports (even ?inline) into empty strings. */
const leadFormsCss = readFileSync(new URL('../../features/forms/lead-forms.css', import.meta.url), 'utf8');
describe('LeadFormBlock (docs/specification.md §3 "Home lead form", §5)', () => {
  const html = render();

  it('is a plain form posting to the lead endpoint at #kontakt, with kind=lead', () => {
    const form = tags(html, 'form')[0]!;
    expect(attr(form, 'method')).toBe('post');
    expect(attr(form, 'action')).toBe('/api/leads');
    expect(attr(form, 'aria-label')).toBe('Berätta om ert företag');
    expect(attr(tags(html, 'section')[0]!, 'id')).toBe('kontakt');
    expect(attr(control(html, 'kind'), 'type')).toBe('hidden');
    expect(attr(control(html, 'kind'), 'value')).toBe('lead');
  });

  it.each([
    ['company', 'input', 'text', true, formLabel('company')],
    ['name', 'input', 'text', true, formLabel('name')],
    // Text with the e-mail keyboard: type="email" would refuse å, ä and ö before the @.
    ['email', 'input', 'text', true, formLabel('email')],
    ['phone', 'input', 'tel', false, formLabel('phone')],
    ['revenue', 'select', undefined, true, formLabel('revenue')],
    ['priority', 'textarea', undefined, false, formLabel('priority')],
  ] as const)('%s is a %s (type %s, required %s) with the visible label "%s"', (name, element, type, required, label) => {
    const tag = control(html, name);
    expect(tag.startsWith(`<${element}`)).toBe(true);
    if (type) expect(attr(tag, 'type')).toBe(type);
    expect(/\srequired=""/.test(tag)).toBe(required);
    const id = attr(tag, 'id');
    expect(id).toBe(`kontakt-${name}`);
    const labelText = new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1];
    expect(labelText?.replace(/<[^>]+>/g, '')).toBe(required ? `${label}*` : label);
  });

  it('has exactly these fields', () => {
    const names = [...html.matchAll(/<(?:input|select|textarea)\b[^>]*\sname="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(['kind', 'page', 'formToken', 'idempotencyKey', 'website', 'company', 'name', 'email', 'phone', 'revenue', 'priority']);
  });

  it('carries the hidden lead fields: kind, page, an empty token and key for the server to fill, a honeypot', () => {
    expect(attr(tags(html, 'form')[0]!, 'data-lead-form')).toBe('lead');
    expect(attr(control(html, 'page'), 'value')).toBe('/kassaflode');
    for (const name of ['formToken', 'idempotencyKey']) {
      expect(attr(control(html, name), 'type')).toBe('hidden');
      expect(attr(control(html, name), 'value')).toBe('');
    }
    const honeypot = control(html, 'website');
    expect(attr(honeypot, 'tabindex')).toBe('-1');
    expect(honeypot).toMatch(/autocomplete="off"/i);
    expect(html).toMatch(/<div aria-hidden="true" class="lead-honeypot">\s*<label for="kontakt-website">/);
    expect(leadFormsCss).toMatch(/\.lead-honeypot \{\s*position: absolute;\s*left: -10000px;/);
  });

  it('has an empty, hidden error line under every field and a hidden message line for the form', () => {
    for (const name of ['company', 'name', 'email', 'phone', 'revenue', 'priority']) {
      expect(html).toMatch(new RegExp(`<p[^>]*id="kontakt-${name}-fel"[^>]*data-field-error=""[^>]*hidden=""[^>]*></p>`));
    }
    expect(html).toMatch(/<div[^>]*id="kontakt-status"[^>]*data-form-status=""[^>]*role="alert"[^>]*hidden=""[^>]*><\/div>/);
  });

  it('offers the revenue ranges of docs/specification.md §3 behind an empty placeholder', () => {
    const select = /<select\b[^>]*\sname="revenue"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    expect(tags(select, 'option').map((o) => attr(o, 'value'))).toEqual(['', '0-5', '5-15', '15-30', '30-50', '50-100', '100+']);
    expect(tags(select, 'option')[0]).toMatch(/selected/);
  });

  it('explains the required marker and has a submit button', () => {
    expect(texts(html, 'p')).toContain(testSite.forms.requiredNote);
    expect(attr(tags(html, 'button')[0]!, 'type')).toBe('submit');
    expect(texts(html, 'button')).toEqual([base.submitLabel]);
    expect(texts(render({ submitLabel: 'Bli kontaktad' }), 'button')).toEqual(['Bli kontaktad']);
  });

  it('offers calling and booking directly, and links the privacy policy', () => {
    const hrefs = tags(html, 'a').map((a) => attr(a, 'href'));
    expect(hrefs).toEqual(['/integritetspolicy', 'tel:+4681234567', '/boka-mote']);
    expect(html).toContain('Svar inom 48 timmar');
  });

  it('keeps ids unique', () => {
    const all = ids(html);
    expect(new Set(all).size).toBe(all.length);
  });
});
