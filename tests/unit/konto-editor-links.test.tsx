/**
 * What the workspace's host gives the page editor beyond the dev host's (docs/decisions.md 109,
 * 110): "Jämför" through /konto/api/redigera/jamfor, the problems' codes linked to the
 * workspace's error reference, the image field's calls under /konto/api/redigera — and where an
 * account lands after signing in.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Problem } from '~/src/content/problem';
import { CompareTable } from '~/src/editor/ui/compare-table';
import { FieldMessages } from '~/src/editor/ui/field-messages';
import { HostContext } from '~/src/editor/ui/host';
import { ImageField } from '~/src/editor/ui/image-field';
import { startsInEditor } from '~/src/konto/app';
import { kontoEditorHost } from '~/src/konto/editor-host';
import type { Role } from '~/src/konto/types';

let calls: { url: string; method: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ ok: true, hash: 'abc', hunks: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const host = kontoEditorHost(() => null);
const problem = { code: 'C230', severity: 'warning', message: 'texten kapas', hint: 'Skriv om den.' } as Problem;

describe('the workspace host’s own routes', () => {
  it('compares through jamfor, with the file and the edits', async () => {
    expect(await host.compare!('pages/index.yaml', { title: 'Ny' })).toMatchObject({ hash: 'abc', hunks: [] });
    expect(calls).toEqual([{ url: '/konto/api/redigera/jamfor', method: 'POST', body: { file: 'pages/index.yaml', data: { title: 'Ny' } } }]);
  });

  it('links a problem’s code to the workspace’s error reference, the dev editor’s to its own', () => {
    const konto = renderToStaticMarkup(
      <HostContext.Provider value={host}>
        <FieldMessages id="f" problems={[problem]} />
      </HostContext.Provider>,
    );
    expect(konto).toMatch(/<a class="[^"]*\bkod\b[^"]*" href="\/konto\/redigera\/felkoder#c230"/);
    expect(renderToStaticMarkup(<FieldMessages id="f" problems={[problem]} />)).toMatch(/<a class="[^"]*\bkod\b[^"]*" href="\/redigera\/felkoder#c230"/);
  });

  it('speaks of the published version in the compare table, the dev editor of the file on disk', () => {
    const hunks = [{ skipped: 0, rows: [{ kind: 'added' as const, text: 'title: Ny', newLine: 2 }] }];
    const inWorkspace = (table: ReactElement) => renderToStaticMarkup(<HostContext.Provider value={host}>{table}</HostContext.Provider>);
    const caption = inWorkspace(<CompareTable file="pages/index.yaml" hunks={hunks} />);
    expect(caption).toContain('<caption>Så ändras pages/index.yaml om versionen här publiceras: − rader som står i den publicerade versionen');
    expect(inWorkspace(<CompareTable file="pages/index.yaml" hunks={[]} />)).toContain(
      'Versionen här och den publicerade versionen är likadana: att publicera ändrar ingenting.',
    );
    for (const html of [caption, inWorkspace(<CompareTable file="pages/index.yaml" hunks={[]} />)]) expect(html).not.toMatch(/disken|sparas|spara /);
    expect(renderToStaticMarkup(<CompareTable file="pages/index.yaml" hunks={hunks} />)).toContain(
      '<caption>Så ändras pages/index.yaml om versionen här sparas',
    );
    expect(renderToStaticMarkup(<CompareTable file="pages/index.yaml" hunks={[]} />)).toContain('filen på disken är likadana');
  });

  it('previews images through the host’s image routes', () => {
    const html = renderToStaticMarkup(
      <ImageField id="bild" label="Foto" value="bilder/anna.jpg" required={false} invalid={false} onPlace={() => undefined} base={host.imagesBase} />,
    );
    expect(html).toContain('src="/konto/api/redigera/bild?fil=bilder%2Fanna.jpg"');
  });
});

describe('where signing in leads', () => {
  it.each<[Role, boolean]>([
    ['editor', true],
    ['partner', false],
    ['admin', false],
  ])('%s starts in the page editor: %s', (role, editor) => {
    expect(startsInEditor({ email: `${role}@nordvik.example`, role } as never)).toBe(editor);
  });
});
