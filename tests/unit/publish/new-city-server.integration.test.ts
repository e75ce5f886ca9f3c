/**
 * "Ny stad" in the workspace (docs/decisions.md 118) through the real lead server: a bare git
 * remote and a working copy in a temporary folder (tests/publish-fixture.ts), two editors signed
 * in. A new city is the account's draft of a file that does not exist yet — never written into the
 * shared working copy, whose staging build another editor's publish would swap live — opened with
 * the template's to-dos, checked with the whole site, refused on its field when wrong, and
 * published through the same queue, checks and build as any page: one commit adding one file, by
 * its editor, served at once. Another editor who made the same city meanwhile gets a Swedish 409.
 * One real build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git } from '~/tests/publish-fixture';
import type { KontoClient } from '../leads/support/konto-client';
import type { TestServer } from '../leads/support/lead-server';
import { buildTimeoutMs as build, publishingServer, startTimeoutMs, twoEditors } from './support/publishing-server';
const file = 'pages/cfo-tjanster-kiruna.yaml';

interface Opened {
  hash: string;
  data: { title: string; description: string; blocks: Record<string, unknown>[]; city: { name: string } };
  markers: { pointer: string }[];
}

describe('Ny stad in the workspace', () => {
  const publishing = publishingServer('ny-stad-', { mode: 'both' });
  const { remote, work } = publishing;
  let server: TestServer;
  let client: KontoClient;
  let editor: string;
  let second: string;

  beforeAll(async () => {
    ({
      server,
      client,
      cookies: [editor, second],
    } = await publishing.start(twoEditors));
  }, startTimeoutMs);
  afterAll(() => publishing.stop());

  const remoteLog = () => git(remote, 'log', '--format=%H %ae %s', 'main').trim().split('\n');
  /** Anything changed or added in the working copy's content, untracked files included. */
  const workingCopyChanges = () => git(work, 'status', '--porcelain', '--untracked-files=all', '--', 'pages', 'site.yaml');
  const listed = async (cookie: string) =>
    (await client.call('GET', '/konto/api/redigera/sidor', { cookie })).body.pages as { file: string; route: string; title: string; isNew?: boolean }[];
  const open = async (cookie: string) => {
    const answer = await client.call('GET', `/konto/api/redigera/sida?fil=${encodeURIComponent(file)}`, { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { page: Opened; draft: { data: Opened['data'] } | null; isNew: boolean };
  };
  const newCity = (cookie: string, name: string, offer = 'cfo') => client.call('POST', '/konto/api/redigera/ny-stad', { cookie, json: { name, offer } });

  it(
    'makes the city as the account’s own unpublished page, with the template’s to-dos, and writes nothing into the working copy',
    async () => {
      const made = await newCity(editor, 'kiruna');
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expect(made.body).toMatchObject({ ok: true, file, route: '/cfo-tjanster-kiruna' });
      expect(workingCopyChanges()).toBe('');

      expect((await listed(editor)).find((p) => p.file === file)).toMatchObject({ route: '/cfo-tjanster-kiruna', isNew: true });
      expect((await listed(second)).map((p) => p.file)).not.toContain(file);
      const { page, isNew } = await open(editor);
      expect(isNew).toBe(true);
      expect(page.data.city.name).toBe('Kiruna');
      expect(page.markers.map((m) => m.pointer)).toEqual(expect.arrayContaining(['/description', '/blocks/0/heading']));

      // Someone else's unpublished page is not there for another account: 404, in Swedish.
      const elsewhere = await client.call('GET', `/konto/api/redigera/sida?fil=${encodeURIComponent(file)}`, { cookie: second });
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body.message).toMatch(/finns inte/);
      expect(workingCopyChanges()).toBe('');
    },
    build,
  );

  it(
    'refuses in Swedish: a city that exists, one this account already made, a name that is no name, and a review of an unpublished page',
    async () => {
      const exists = await newCity(editor, 'Göteborg');
      expect([exists.status, exists.body.message]).toEqual([
        400,
        expect.stringMatching(/^Göteborg finns redan: filen pages\/cfo-tjanster-goteborg\.yaml finns\./),
      ]);
      const again = await newCity(editor, 'Kiruna');
      expect([again.status, again.body.message]).toEqual([
        409,
        expect.stringMatching(/^Du har redan en ny, opublicerad sida pages\/cfo-tjanster-kiruna\.yaml/),
      ]);
      for (const name of ['../../etc/passwd', 'K', 'Kiruna; rm -rf ~']) {
        const refused = await newCity(editor, name);
        expect(refused.status, name).toBe(400);
        expect(refused.body.message, name).toMatch(/2–40 tecken|går inte att använda som stadsnamn/);
      }
      expect((await newCity(editor, 'Kiruna', 'heltid')).status).toBe(400);

      const { page } = await open(editor);
      const review = await client.call('POST', '/konto/api/redigera/granska', { cookie: editor, json: { file, data: page.data, hash: page.hash } });
      expect([review.status, review.body.message]).toEqual([400, expect.stringMatching(/är en ny sida som inte är publicerad än/)]);
      expect(workingCopyChanges()).toBe('');
    },
    build,
  );

  it(
    'refuses a publish of the new page with a title too long, the problem on its field, and writes nothing',
    async () => {
      const before = remoteLog();
      const { page } = await open(editor);
      page.data.title = 'CFO-tjänster i Kiruna för växande företag i hela Norrbotten och Malmfälten';
      const checked = await client.call('POST', '/konto/api/redigera/kontrollera', { cookie: editor, json: { file, data: page.data } });
      expect(checked.body.problems).toContainEqual(expect.objectContaining({ file, pointer: '/title', severity: 'error' }));

      const refused = await client.call('POST', '/konto/api/redigera/publicera', { cookie: editor, json: { file, data: page.data, hash: page.hash } });
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.message).toMatch(/^Sidan publicerades inte/);
      expect(refused.body.problems).toContainEqual(expect.objectContaining({ file, pointer: '/title', severity: 'error' }));
      expect(remoteLog()).toEqual(before);
      expect(workingCopyChanges()).toBe('');
      // Still the account's new page.
      expect((await listed(editor)).find((p) => p.file === file)?.isNew).toBe(true);
    },
    build,
  );

  it(
    'publishes the filled page as one commit adding one file, by its editor, served at once; the other account’s Kiruna is then refused with a 409',
    async () => {
      // The second editor makes Kiruna too while the first one's is still a draft, and types in it.
      expect((await newCity(second, 'Kiruna')).status).toBe(200);
      const theirs = (await open(second)).page;
      theirs.data.description = 'Den andra redaktörens text om Kiruna, med gruvorna, rymdbolagen och stadsflytten som bakgrund för ekonomiarbetet.';
      const kept = await client.call('POST', '/konto/api/redigera/utkast', { cookie: second, json: { file, data: theirs.data, hash: theirs.hash } });
      expect(kept.status).toBe(200);

      const before = remoteLog();
      const { page } = await open(editor);
      const heading = 'Ekonomichef på deltid för företagen i Kiruna';
      page.data.description = 'CFO på deltid för företag i Kiruna och Malmfälten: kassaflöde, rapportering och finansiering när staden flyttar och växer.';
      (page.data.blocks[0] as { heading: string }).heading = heading;
      const published = await client.call('POST', '/konto/api/redigera/publicera', { cookie: editor, json: { file, data: page.data, hash: page.hash } });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect(published.body).toMatchObject({ ok: true, pushed: true, swapped: true });

      const after = remoteLog();
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toBe(
        `${published.body.commit as string} redaktor@nordvik.example Publicera ny sida »${page.data.title}« (pages/cfo-tjanster-kiruna.yaml)`,
      );
      expect(git(remote, 'diff', '--name-status', 'main~1', 'main').trim()).toBe(`A\t${file}`);
      const text = git(remote, 'show', `main:${file}`);
      expect(text).toContain(`heading: ${heading}`);
      expect(text).toContain('# SKRIV LOKALT:');
      expect(workingCopyChanges()).toBe('');

      const served = await server.app.inject({ method: 'GET', url: '/cfo-tjanster-kiruna' });
      expect(served.statusCode).toBe(200);
      expect(served.body).toContain(heading);

      // Now the page is the published file for everyone; the editor's draft and new-page mark are gone.
      expect((await listed(editor)).find((p) => p.file === file)?.isNew).toBeUndefined();
      expect((await open(editor)).draft).toBeNull();

      // The other account's Kiruna is refused with a Swedish 409, and nothing is written.
      const refused = await client.call('POST', '/konto/api/redigera/publicera', { cookie: second, json: { file, data: theirs.data, hash: theirs.hash } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^pages\/cfo-tjanster-kiruna\.yaml finns redan: en sida med samma adress har publicerats/);
      expect(remoteLog()).toEqual(after);
      expect(workingCopyChanges()).toBe('');
      // Read in again, it is the published page, with the account's edits kept as its draft.
      const reread = await open(second);
      expect([reread.isNew, reread.page.data.blocks[0]!.heading, reread.draft?.data.description]).toEqual([false, heading, theirs.data.description]);
    },
    2 * build,
  );
});
