/**
 * The page editor in the workspace (docs/decisions.md 96–98): the konto host against
 * /konto/api/redigera (a stubbed fetch records what is sent), the history's words, who sees the
 * editor, and that the same components take their host's endpoints and actions.
 */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devHost, HostContext } from '~/src/editor/ui/host';
import { PageList, PageTable } from '~/src/editor/ui/page-list';
import { ApiError } from '~/src/konto/api';
import { editorBase, editorCalls, kontoEditorHost, problemsOf } from '~/src/konto/editor-host';
import { changeInWords } from '~/src/konto/history-words';
import { Layout } from '~/src/konto/layout';
import { SessionContext } from '~/src/konto/session';
import type { Role } from '~/src/konto/types';
import { editorViewTexts, PageEditorView } from '~/src/konto/views/page-editor';
import { PublishActions, publishTexts } from '~/src/konto/views/publish-actions';
import { noticeOf } from '~/src/konto/views/publish-notice';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

let calls: Call[];
let answers: Map<string, { status: number; body: unknown }>;

beforeEach(() => {
  calls = [];
  answers = new Map();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.split('?')[0]!;
    const answer = answers.get(path) ?? { status: 200, body: { ok: true } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('window', { dispatchEvent: () => true });
  vi.stubGlobal('location', { search: '' });
  vi.stubGlobal('document', { querySelector: () => null, title: '' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const Actions = () => null;
const drafts = () => calls.filter((c) => c.url === '/konto/api/redigera/utkast');

describe('the konto host', () => {
  it('opens a page with the draft the server kept for this account, as the editor’s kept edits', async () => {
    const page = { file: 'pages/index.yaml', route: '/', hash: 'h1', data: { title: 'Start' }, problems: [], markers: [], kind: 'page' };
    answers.set('/konto/api/redigera/sida', { status: 200, body: { ok: true, page, draft: { data: { title: 'Ny start' }, hash: 'h0', at: 1700 } } });
    const opened = await kontoEditorHost(Actions).page('pages/index.yaml');
    expect(calls[0]!.url).toBe('/konto/api/redigera/sida?fil=pages%2Findex.yaml');
    expect(opened.data).toEqual({ title: 'Start' });
    expect(opened.kept).toEqual({ data: { title: 'Ny start' }, hash: 'h0', at: 1700 });

    answers.set('/konto/api/redigera/sida', { status: 200, body: { ok: true, page, draft: null } });
    expect((await kontoEditorHost(Actions).page('pages/index.yaml')).kept).toBeUndefined();
  });

  it('sends a burst of edits to the server once, the last of them, after typing pauses', async () => {
    vi.useFakeTimers();
    const host = kontoEditorHost(Actions, 1000);
    for (const title of ['S', 'St', 'Sta']) host.keep('pages/faq.yaml', { data: { title }, hash: 'h1', at: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(drafts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(drafts()).toEqual([{ url: '/konto/api/redigera/utkast', method: 'POST', body: { file: 'pages/faq.yaml', data: { title: 'Sta' }, hash: 'h1' } }]);
  });

  it('sends the edits still waiting for their pause at once as the page goes, with keepalive, and never again', async () => {
    vi.useFakeTimers();
    const keepalive: unknown[] = [];
    const stubbed = fetch;
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => (keepalive.push(init.keepalive), stubbed(url, init)));
    const host = kontoEditorHost(Actions, 1000);
    host.keep('pages/faq.yaml', { data: { title: 'Sista ordet' }, hash: 'h1', at: 1 });
    host.sendWaiting();
    expect(drafts().map((c) => c.body)).toEqual([{ file: 'pages/faq.yaml', data: { title: 'Sista ordet' }, hash: 'h1' }]);
    expect(keepalive).toEqual([true]);
    await vi.runAllTimersAsync();
    host.sendWaiting();
    expect(drafts()).toHaveLength(1);
  });

  it('forgets a draft on the server only when it holds one, and a pending one is never sent after', async () => {
    vi.useFakeTimers();
    const host = kontoEditorHost(Actions, 1000);
    // A page opened without a draft and left unchanged: nothing is posted.
    host.keep('pages/faq.yaml', undefined);
    expect(drafts()).toEqual([]);
    // Typed, then published (or thrown away) before the pause: the pending draft is dropped.
    host.keep('pages/faq.yaml', { data: { title: 'x' }, hash: 'h1', at: 1 });
    host.keep('pages/faq.yaml', undefined);
    await vi.advanceTimersByTimeAsync(5000);
    expect(drafts()).toEqual([]);
    // Kept on the server, then dropped: the removal is posted as data null.
    host.keep('pages/faq.yaml', { data: { title: 'y' }, hash: 'h1', at: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    host.keep('pages/faq.yaml', undefined);
    await vi.runAllTimersAsync();
    expect(drafts().map((c) => c.body)).toEqual([
      { file: 'pages/faq.yaml', data: { title: 'y' }, hash: 'h1' },
      { file: 'pages/faq.yaml', data: null },
    ]);
  });

  it('reads a page only after its draft calls are answered, so thrown-away edits never come back', async () => {
    vi.useFakeTimers();
    // The server answers the draft calls late, in the order they came, as a loaded server does.
    const late: (() => void)[] = [];
    const served = vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/utkast')) await new Promise<void>((resolve) => late.push(resolve));
      const page = { file: 'pages/faq.yaml', route: '/faq', hash: 'h1', data: { title: 'FAQ' }, problems: [], markers: [], kind: 'page' };
      return new Response(JSON.stringify({ ok: true, page, draft: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', served);
    const host = kontoEditorHost(Actions, 1000);
    host.keep('pages/faq.yaml', { data: { title: 'Kastas' }, hash: 'h1', at: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    // The edits are on their way, not yet kept: "Släng mina ändringar" drops them and reads the page.
    host.keep('pages/faq.yaml', undefined);
    const reading = host.page('pages/faq.yaml');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.url)).toEqual(['/konto/api/redigera/utkast']);
    late.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    // The drop goes after the edits it drops, and the read after the drop.
    expect(drafts().map((c) => c.body)).toEqual([
      { file: 'pages/faq.yaml', data: { title: 'Kastas' }, hash: 'h1' },
      { file: 'pages/faq.yaml', data: null },
    ]);
    expect(calls.some((c) => c.url.includes('/sida'))).toBe(false);
    late.shift()!();
    expect((await reading).kept).toBeUndefined();
    expect(calls.at(-1)!.url).toBe('/konto/api/redigera/sida?fil=pages%2Ffaq.yaml');
  });

  it('checks, lists and reads schemas and icons through the konto endpoints', async () => {
    const host = kontoEditorHost(Actions);
    answers.set('/konto/api/redigera/scheman', { status: 200, body: { ok: true, schemas: { 'page.schema.json': { type: 'object' } } } });
    answers.set('/konto/api/redigera/ikoner', { status: 200, body: { ok: true, icons: { bolt: '<svg/>' } } });
    answers.set('/konto/api/redigera/kontrollera', { status: 200, body: { ok: true, problems: [], html: '<p>x</p>', buildStops: false, otherFiles: 0 } });
    expect(await host.schemas()).toEqual({ 'page.schema.json': { type: 'object' } });
    expect(await host.icons()).toEqual({ bolt: '<svg/>' });
    expect((await host.check('pages/faq.yaml', { title: 'x' })).html).toBe('<p>x</p>');
    expect(calls.at(-1)).toEqual({ url: '/konto/api/redigera/kontrollera', method: 'POST', body: { file: 'pages/faq.yaml', data: { title: 'x' } } });
    expect(host.base).toBe(editorBase);
    // Files are saved only by the dev host; the workspace publishes (and compares: konto-editor-links.test.tsx).
    expect(host.save).toBeUndefined();
    expect(host.Actions).toBe(Actions);
  });

  it('"Ny stad" asks the server for the account’s new page, and a refusal keeps the server’s Swedish words', async () => {
    const host = kontoEditorHost(Actions);
    answers.set('/konto/api/redigera/ny-stad', { status: 200, body: { ok: true, file: 'pages/cfo-tjanster-kiruna.yaml', route: '/cfo-tjanster-kiruna' } });
    expect(await host.newCity!('Kiruna', 'cfo')).toMatchObject({ file: 'pages/cfo-tjanster-kiruna.yaml', route: '/cfo-tjanster-kiruna' });
    expect(calls.at(-1)).toEqual({ url: '/konto/api/redigera/ny-stad', method: 'POST', body: { name: 'Kiruna', offer: 'cfo' } });

    const taken = 'Umeå finns redan: filen pages/cfo-tjanster-umea.yaml finns. Öppna och redigera den i stället, eller välj ett annat namn.';
    answers.set('/konto/api/redigera/ny-stad', { status: 400, body: { ok: false, message: taken } });
    const refused = (await host.newCity!('Umeå', 'interim').catch((e: unknown) => e)) as ApiError;
    expect([refused.status, refused.message]).toEqual([400, taken]);
    expect(calls.at(-1)!.body).toEqual({ name: 'Umeå', offer: 'interim' });
  });

  it('a refused publish brings its problems with their pointers; a changed file is a 409', async () => {
    const problem = { code: 'C230', severity: 'warning', file: 'pages/index.yaml', pointer: '/blocks/0/heading', message: 'Texten avkortas vid #.' };
    answers.set('/konto/api/redigera/publicera', {
      status: 422,
      body: { ok: false, message: 'Sidan publicerades inte: 1 problem måste rättas först.', problems: [problem] },
    });
    const refused = await editorCalls.publish('pages/index.yaml', { title: 'x' }, 'h1').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('Sidan publicerades inte: 1 problem måste rättas först.');
    expect(problemsOf((refused as ApiError).body)).toEqual([problem]);
    expect(calls.at(-1)!.body).toEqual({ file: 'pages/index.yaml', data: { title: 'x' }, hash: 'h1' });

    answers.set('/konto/api/redigera/publicera', { status: 409, body: { ok: false, message: 'Filen har ändrats.' } });
    const conflict = (await editorCalls.publish('pages/index.yaml', {}, 'h1').catch((e: unknown) => e)) as ApiError;
    expect([conflict.status, problemsOf(conflict.body)]).toEqual([409, undefined]);
  });

  it('a failed push is a warning in the server’s words; a publish that reached the site a success', () => {
    expect(noticeOf({ message: 'Ändringen är publicerad … men kunde inte skickas', pushed: false })).toEqual({
      severity: 'warning',
      message: 'Ändringen är publicerad … men kunde inte skickas',
    });
    expect(noticeOf({ message: 'Publicerat: webbplatsen visar ändringen nu.', pushed: null }).severity).toBe('success');
    expect(noticeOf({ message: 'Publicerat.', pushed: true }).severity).toBe('success');
  });

  it('reads the history and restores a version through aterstall', async () => {
    const publication = {
      commit: 'abc123',
      at: '2026-11-26T10:00:00Z',
      editor: 'redaktor',
      email: 'redaktor@nordvik.example',
      message: 'Publicera',
      removed: ['a'],
      added: ['b'],
    };
    answers.set('/konto/api/redigera/historik', { status: 200, body: { ok: true, publications: [publication] } });
    expect(await editorCalls.history('pages/index.yaml')).toEqual([publication]);
    expect(calls.at(-1)!.url).toBe('/konto/api/redigera/historik?fil=pages%2Findex.yaml');
    await editorCalls.revert('pages/index.yaml', 'abc123');
    expect(calls.at(-1)).toEqual({ url: '/konto/api/redigera/aterstall', method: 'POST', body: { file: 'pages/index.yaml', commit: 'abc123' } });
  });
});

describe('the history in words', () => {
  it.each([
    [{ removed: ['heading: A'], added: ['heading: B'] }, 'En rad ändrad'],
    [{ removed: ['a', 'b'], added: ['c', 'd'] }, '2 rader ändrade'],
    [{ removed: [], added: ['a', 'b', 'c'] }, '3 rader tillagda'],
    [{ removed: ['a'], added: [] }, 'En rad borttagen'],
    [{ removed: ['a'], added: ['b', 'c', 'd'] }, 'En rad ändrad och 2 rader tillagda'],
    [{ removed: ['a', 'b', 'c'], added: ['d'] }, 'En rad ändrad och 2 rader borttagna'],
    [{ removed: [], added: [] }, 'Inga rader ändrade'],
  ])('%j → %s', (change, words) => expect(changeInWords(change)).toBe(words));
});

const session = (role: Role) => ({ me: { email: `${role}@nordvik.example`, role }, notice: undefined, refresh: async () => null, end: () => undefined });
const signedIn = (role: Role, node: React.ReactNode) =>
  renderToStaticMarkup(
    <SessionContext.Provider value={session(role)}>
      <MemoryRouter initialEntries={['/redigera']}>{node}</MemoryRouter>
    </SessionContext.Provider>,
  );

describe('who sees the editor', () => {
  it.each<[Role, boolean]>([
    ['editor', true],
    ['admin', true],
    ['partner', false],
  ])('the navigation as %s has “Redigera sidor”: %s', (role, shown) => {
    const html = signedIn(role, <Layout>innehåll</Layout>);
    expect(html.includes('>Redigera sidor<')).toBe(shown);
    expect(html.includes('href="/redigera"')).toBe(shown);
  });

  it('a partner at /konto/redigera is told there is no access, and no editor is drawn', () => {
    const html = signedIn('partner', <PageEditorView />);
    expect(html).toContain(editorViewTexts.noAccessTitle);
    expect(html).toContain(editorViewTexts.noAccess);
    expect(html).not.toMatch(/class="[^"]*redigerare/);
  });

  it.each<Role>(['editor', 'admin'])('as %s the editor’s own app is drawn inside the workspace, with no @scope and without a second <main>', (role) => {
    const html = signedIn(role, <PageEditorView />);
    expect(html).not.toContain(editorViewTexts.noAccessTitle);
    expect(html).toMatch(/class="[^"]*redigerare/);
    // Firefox ESR 140 has no @scope: a rule inside one would leave the editor unstyled there (decision 107).
    expect(html).not.toContain('@scope');
    expect(html).toContain('Läser in');
    expect(html).not.toContain('<main');
  });
});

describe('the editor’s stylesheet', () => {
  it('has class rules only: nothing in it can restyle the workspace around the editor, so it needs no @scope', () => {
    const css = readFileSync('src/editor/ui/editor.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const selectors = [...css.matchAll(/([^{}]+)\{/g)].map((m) => m[1]!.trim()).filter((s) => !s.startsWith('@'));
    expect(selectors.length).toBeGreaterThan(3);
    for (const list of selectors) for (const selector of list.split(',')) expect(selector.trim()).toMatch(/^\.[a-z-]+( [a-z]+)?$/);
  });
});

describe('one editor, two hosts', () => {
  const list = (host?: ReturnType<typeof kontoEditorHost>) =>
    renderToStaticMarkup(
      host ? (
        <HostContext.Provider value={host}>{<PageList onOpen={() => undefined} schemas={{}} />}</HostContext.Provider>
      ) : (
        <PageList onOpen={() => undefined} schemas={{}} />
      ),
    );

  it('the page list offers “Ny stad” in both, and speaks of saving in npm run dev, of publishing in the workspace', () => {
    const dev = list();
    expect(dev).toContain('>Ny stad<');
    expect(dev).toContain(devHost.listIntro);
    const konto = list(kontoEditorHost(Actions));
    expect(konto).toContain('>Ny stad<');
    expect(konto).toContain('Publicera');
    expect(konto).not.toContain(devHost.listIntro);
  });

  it('marks the account’s new pages “Ny, inte publicerad”, and only those', () => {
    const page = { errors: 0, warnings: 0 };
    const rows = renderToStaticMarkup(
      <HostContext.Provider value={kontoEditorHost(Actions)}>
        <PageTable
          pages={[
            { ...page, file: 'pages/faq.yaml', route: '/faq', title: 'Vanliga frågor' },
            { ...page, file: 'pages/cfo-tjanster-kiruna.yaml', route: '/cfo-tjanster-kiruna', title: 'CFO-tjänster i Kiruna', isNew: true, warnings: 2 },
          ]}
          onOpen={() => undefined}
        />
      </HostContext.Provider>,
    ).split('</tr>');
    expect(rows.filter((row) => row.includes('Ny, inte publicerad'))).toHaveLength(1);
    expect(rows.find((row) => row.includes('Ny, inte publicerad'))).toContain('href="/konto/redigera?fil=pages%2Fcfo-tjanster-kiruna.yaml"');
  });

  it('Publicera waits for an edit, and says why', () => {
    const props = {
      file: 'pages/index.yaml',
      title: 'Start',
      data: {},
      hash: 'h',
      problems: [],
      onConflict: () => undefined,
      onProblems: () => undefined,
      onReplaced: () => undefined,
    };
    const idle = renderToStaticMarkup(<PublishActions {...props} dirty={false} />);
    expect(idle).toMatch(/<button[^>]*disabled[^>]*>Publicera/);
    expect(idle).toContain(publishTexts.nothing);
    const edited = renderToStaticMarkup(<PublishActions {...props} dirty />);
    expect(edited).not.toMatch(/<button[^>]*disabled[^>]*>Publicera/);
    expect(edited).toContain('>Historik<');
  });
});
