/**
 * Which links count as a booking for analytics (cta_click) comes from content — the pages that
 * hold the booking form (Derived.bookingPaths) — through the consent banner's markup to
 * events.ts, so renaming the booking page keeps its links counted. Here the page is renamed in a
 * copy of the real content, as an editor would: the file and every link to it.
 */
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { schemaFiles as projectSchemaFiles } from '~/src/content/schemas';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { attr, tags } from '~/src/blocks/test-fixture';
import { loadContent } from '~/src/content/load';
import type { Content } from '~/src/content/model';
import { routeOfPageFile } from '~/src/content/routes';
import { implicitTrackKind } from '~/src/features/analytics/events';
import { PageLayout } from '~/src/layout/page-layout';
import { PageContext } from '~/src/render/page-context';
import { createRenderState, RenderContext } from '~/src/render/render-context';
import { copyContent, removeCopies } from './editor/content-copy';

afterAll(removeCopies);

const root = copyContent();
const pageFiles = () => readdirSync(path.join(root, 'pages')).filter((f) => f.endsWith('.yaml'));
// The booking page as its YAML says, not as derive() finds it.
const bookingFile = pageFiles().find((f) => /^\s+- type: booking$/m.test(readFileSync(path.join(root, 'pages', f), 'utf8')))!;
const oldPath = routeOfPageFile(bookingFile);
const newPath = '/boka-samtal';

renameSync(path.join(root, 'pages', bookingFile), path.join(root, 'pages', 'boka-samtal.yaml'));
const linkToOld = new RegExp(`${oldPath}(?=[?#"'\\s]|$)`, 'gm');
// The schemas' defaults link to it too (a lead form's "Boka ett möte direkt").
const schemaFiles = projectSchemaFiles(root);
for (const file of ['site.yaml', ...pageFiles().map((f) => `pages/${f}`), ...schemaFiles]) {
  const text = readFileSync(path.join(root, file), 'utf8');
  writeFileSync(path.join(root, file), text.replace(linkToOld, newPath));
}

async function renamed(): Promise<Content> {
  const result = await loadContent(root);
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.file}:${p.line} ${p.message}`).join('\n'));
  return { ...result.content, site: { ...result.content.site, analytics: { ...result.content.site.analytics, measurementId: 'G-TEST12345' } } };
}

function layoutHtml(content: Content): string {
  const page = content.pages.find((p) => p.path === '/')!;
  return renderToString(
    <RenderContext.Provider value={createRenderState()}>
      <PageContext.Provider value={{ site: content.site, derived: content.derived, page }}>
        <PageLayout>
          <h1>Start</h1>
        </PageLayout>
      </PageContext.Provider>
    </RenderContext.Provider>,
  );
}

describe('the booking page renamed in content', () => {
  it('was a real page with the booking form, under another name', () => {
    expect(bookingFile).toBeDefined();
    expect(oldPath).not.toBe(newPath);
  });

  it('is the booking page the site derives and hands to the browser', async () => {
    const content = await renamed();
    expect(content.derived.bookingPaths).toEqual([newPath]);
    const banner = tags(layoutHtml(content), 'section').find((t) => t.includes('data-consent-banner'));
    expect(attr(banner!, 'data-booking-paths')).toBe(newPath);
  });

  it('has its links counted as calls to action, the old address no longer', async () => {
    const content = await renamed();
    const html = layoutHtml(content);
    const paths = attr(
      tags(html, 'section').find((t) => t.includes('data-consent-banner'))!,
      'data-booking-paths',
    )!.split(' ');
    // The header's and footer's links to the booking page declare nothing themselves.
    const links = tags(html, 'a')
      .map((a) => attr(a, 'href') ?? '')
      .filter((href) => href.startsWith(newPath));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(implicitTrackKind(href, paths)).toBe('cta');
    expect(implicitTrackKind(oldPath, paths)).toBeUndefined();
  });
});

describe('a link without declared tracking', () => {
  const paths = ['/boka-samtal'];
  it('to a booking page, with a choice or an anchor, is a call to action', () => {
    expect(['/boka-samtal', '/boka-samtal?amne=due-diligence', '/boka-samtal#bokning'].map((h) => implicitTrackKind(h, paths))).toEqual(['cta', 'cta', 'cta']);
  });
  it('to a page whose name only begins the same, or elsewhere, reports nothing', () => {
    expect(['/boka-samtal-extra', '/kassaflode', ''].map((h) => implicitTrackKind(h, paths))).toEqual([undefined, undefined, undefined]);
  });
  it('to a phone number is a call', () => {
    expect(implicitTrackKind('tel:+46701234567', paths)).toBe('phone');
  });
});
