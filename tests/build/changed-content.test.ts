/**
 * Three facts written once (issue 28, docs/decisions.md 84–85), changed in a copy of the real
 * content as an editor would change them, and the copy built by the real build's content path
 * (`--content-only` with `CONTENT_DIR` and `DIST_DIR`, README "Commands"): the Månadspaket price,
 * the main menu's name and a form field's label. Every built page that states one of them shows the new value and none the old — the
 * price where a page writes it (its placeholder or the price list) and in the calculator's props,
 * the menu's name on every page and the 404 page, the label on every page with a form — and so
 * do the forms the lead server reads. One build of the copy, so it is one file.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attr, tags } from '~/src/blocks/test-fixture';
import { loadContent } from '~/src/content/load';
import { htmlFileOfRoute, notFoundHtmlFile } from '~/src/content/routes';
import { endpointFiles } from '~/src/lead-form/contract';
import type { FormSpec } from '~/src/lead-form/form-spec';
import { formatKronor } from '~/src/lib/format';
import { changeFacts } from '~/scripts/support/changed-facts';
import { root as projectRoot } from '~/scripts/support/site-routes';
import { copyContent, removeCopies } from '../unit/editor/content-copy';

const content = copyContent();
const dist = path.join(content, 'dist');
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  removeCopies();
});

// The facts changed as an editor would change them (scripts/support/changed-facts.ts).
// Other values than the content states, also when it is test:changed-content's changed copy.
const { before, after } = changeFacts(path.join(content, 'site.yaml'));

/** The text a visitor reads: hard spaces (sv-SE thousands) as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const kronor = (amount: number) => plain(formatKronor(amount));
const built = (file: string) => readFileSync(path.join(dist, file), 'utf8');

let routes: string[] = [];
/** Pages whose content states the Månadspaket price: by its placeholder or in the price list. */
let pricePages: string[] = [];
let formPages: string[] = [];
let calculatorPages: string[] = [];

beforeAll(async () => {
  const loaded = await loadContent(content);
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.file}:${p.line} ${p.message}`).join('\n'));
  const { pages } = loaded.content;
  routes = pages.map((p) => p.path);
  const has = (types: string[]) => pages.filter((p) => p.data.blocks.some((b) => types.includes(b.type))).map((p) => p.path);
  formPages = has(['lead-form', 'enquiry', 'booking']);
  calculatorPages = has(['calculator']);
  const raw = (route: string) => readFileSync(path.join(content, pages.find((p) => p.path === route)!.file), 'utf8');
  pricePages = [...new Set([...has(['prices']), ...routes.filter((route) => raw(route).includes('{pris:manadspaket}'))])];
  const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
  // The content path a publish takes (`--content-only`, docs/decisions.md 121), from the run's one
  // full build: a full build here would replace the render cache the other build tests read.
  await promisify(execFile)(tsx, ['scripts/build.ts', '--content-only', '--quiet'], {
    cwd: projectRoot,
    env: { ...process.env, CONTENT_DIR: content, DIST_DIR: dist },
    maxBuffer: 64 * 1024 * 1024,
  });
}, 1_200_000);

describe('the price, the menu name and a form label changed in a copy of the content, built', () => {
  it('were other values before, and the pages state them', () => {
    expect(before.price).toBeGreaterThan(0);
    expect(before.price).not.toBe(after.price);
    expect(before.nav).toBeTruthy();
    expect(before.nav).not.toBe(after.nav);
    expect(before.label).toBeTruthy();
    expect(before.label).not.toBe(after.label);
    expect(pricePages).toContain('/');
    expect(calculatorPages).toContain('/');
    expect(formPages.length).toBeGreaterThan(5);
  });

  it('shows the new price on every page that states it, and the old price on no page', () => {
    for (const route of routes) {
      const page = plain(built(htmlFileOfRoute(route)));
      expect(page.includes(kronor(before.price)), `${route} still says ${kronor(before.price)}`).toBe(false);
      if (pricePages.includes(route)) expect(page, route).toContain(kronor(after.price));
    }
  });

  it('has the calculator price the new fee', () => {
    for (const route of calculatorPages) {
      const island = tags(built(htmlFileOfRoute(route)), 'div').find((d) => attr(d, 'data-island') === 'calculator');
      expect(island, route).toBeDefined();
      expect((JSON.parse(attr(island!, 'data-props')!) as { monthlyFee: number }).monthlyFee).toBe(after.price);
    }
  });

  it('names the main menu anew on every page and on the 404 page', () => {
    for (const file of [...routes.map(htmlFileOfRoute), notFoundHtmlFile]) {
      const labels = tags(built(file), 'nav').map((nav) => attr(nav, 'aria-label'));
      expect(labels, file).toContain(after.nav);
      expect(labels, file).not.toContain(before.nav);
    }
  });

  it('asks the form field with the new label on every page with a form, and the lead server reads it', () => {
    for (const route of formPages) {
      const html = built(htmlFileOfRoute(route));
      // The labels of the forms' revenue fields (the calculator asks its own revenue question).
      const ids = tags(html, 'select')
        .filter((select) => attr(select, 'name') === 'revenue')
        .map((select) => attr(select, 'id'))
        .filter(Boolean);
      const labelTexts = [...html.matchAll(/<label\b([^>]*)>([\s\S]*?)<\/label>/g)]
        .filter((m) => ids.includes(attr(`<label${m[1]}>`, 'for')))
        .map((m) => m[2]!.replace(/<[^>]+>/g, '').trim());
      expect(labelTexts.length, route).toBeGreaterThan(0);
      for (const text of labelTexts) {
        expect(text.startsWith(after.label), `${route}: ${text}`).toBe(true);
        expect(text.includes(before.label!), `${route}: ${text}`).toBe(false);
      }
    }
    const forms = JSON.parse(built(endpointFiles.forms)) as FormSpec[];
    const revenue = forms.map((form) => form.fields.find((f) => f.name === 'revenue')?.label);
    expect(new Set(revenue)).toEqual(new Set([after.label]));
  });
});
