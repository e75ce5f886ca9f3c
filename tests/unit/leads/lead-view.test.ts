/**
 * What the lead server reads from the built site (server/leads/lead-view.ts): the site's address
 * from site.json, and the start choices that make a lead urgent on some built form (the inbox's
 * filter).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointFiles } from '~/src/lead-form/contract';
import type { FieldSpec, FormSpec } from '~/src/lead-form/form-spec';
import { builtBrand, builtSiteAddress, loadSiteFacts, urgentValues } from '~/server/leads/lead-view';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A built site's endpoint files: `site` as site.json's text (left out when undefined), the forms. */
function built(site: string | undefined, forms: FormSpec[] = []) {
  const dist = mkdtempSync(path.join(tmpdir(), 'lead-view-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, path.dirname(endpointFiles.forms)), { recursive: true });
  writeFileSync(path.join(dist, endpointFiles.forms), JSON.stringify(forms));
  if (site !== undefined) writeFileSync(path.join(dist, endpointFiles.site), site);
  return dist;
}

describe("the built site's address", () => {
  it('is site.json’s baseUrl when it is a text, and otherwise left out', () => {
    expect(builtSiteAddress(built(JSON.stringify({ baseUrl: 'https://cfo.example.se' })))).toBe('https://cfo.example.se');
    expect(loadSiteFacts(built(JSON.stringify({ baseUrl: 'https://cfo.example.se' }))).baseUrl).toBe('https://cfo.example.se');
    for (const site of [
      undefined,
      '{',
      '"https://cfo.example.se"',
      'null',
      '{}',
      '{"baseUrl":""}',
      '{"baseUrl":42}',
      '{"baseUrl":true}',
      '{"baseUrl":["https://cfo.example.se"]}',
    ]) {
      expect(builtSiteAddress(built(site)), String(site)).toBeUndefined();
      expect(loadSiteFacts(built(site)).baseUrl, String(site)).toBeUndefined();
    }
  });
});

describe("the firm's name for the booking e-mails", () => {
  it('is site.json’s brand when it is a text with something in it, and otherwise left out', () => {
    expect(builtBrand(built(JSON.stringify({ brand: 'Nordvik CFO' })))).toBe('Nordvik CFO');
    expect(loadSiteFacts(built(JSON.stringify({ brand: 'Nordvik CFO' }))).brand).toBe('Nordvik CFO');
    for (const site of [undefined, '{', 'null', '"Nordvik CFO"', '{}', '{"brand":""}', '{"brand":42}', '{"brand":true}', '{"brand":["Nordvik CFO"]}']) {
      expect(builtBrand(built(site)), String(site)).toBeUndefined();
      expect(loadSiteFacts(built(site)), String(site)).not.toHaveProperty('brand');
    }
  });
});

describe('the urgent start choices', () => {
  const field = (name: string, values?: string[]): FieldSpec => ({
    name,
    label: name,
    control: values ? 'select' : 'text',
    required: false,
    ...(values ? { options: values.map((value) => ({ value, label: value })) } : {}),
  });
  const form = (kind: FormSpec['kind'], page: string, fields: FieldSpec[]): FormSpec => ({ kind, page, fixed: {}, fields, submitLabel: 'Skicka' });

  it('are the soonest start of every built form that asks for one, each once', () => {
    const site = loadSiteFacts(
      built(undefined, [
        form('lead', '/', [field('name'), field('urgency', ['nu', 'inom-en-manad', 'senare'])]),
        form('lead', '/tjanster', [field('urgency', ['nu', 'senare'])]),
        form('booking', '/boka-mote', [field('name'), field('urgency', ['denna-vecka', 'senare'])]),
        form('lead', '/utan-start', [field('name'), field('email')]),
      ]),
    );
    expect(urgentValues(site).sort()).toEqual(['denna-vecka', 'nu']);
  });

  it('are none on a site whose forms ask for no start', () => {
    expect(urgentValues(loadSiteFacts(built(undefined, [form('lead', '/', [field('name')])])))).toEqual([]);
    // A lookup that lists no forms (`all` is optional: a form found by page only).
    expect(urgentValues({ forms: () => undefined })).toEqual([]);
  });
});
