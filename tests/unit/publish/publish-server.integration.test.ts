/**
 * "Publicera" from the workspace through the real lead server (server/accounts/editor-routes.ts,
 * src/editor/publish/, docs/decisions.md 92–95): a bare git remote in a temporary folder, a working
 * copy cloned from it (this checkout's files, its node_modules linked in), an editor signed in
 * with both factors. Refusals (a broken link, a `#` that would cut a heading, a path outside the
 * content, a partner) are checked first: they need no build. Then two publishes of one opened
 * page at once — one lands, the other is refused as changed — and a revert: two real builds,
 * each swapped in as the served dist/ and pushed to the remote. The last publish, whose push is
 * refused, also places an uploaded photo (src/editor/publish/images.ts): one more file in that build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '~/scripts/support/site-routes';
import { git } from '~/tests/publish-fixture';
import type { KontoClient } from '../leads/support/konto-client';
import type { TestServer } from '../leads/support/lead-server';
import { buildTimeoutMs as build, publishingServer, startTimeoutMs, twoEditors } from './support/publishing-server';

const heading = 'En erfaren CFO för ert företag – utan heltidsanställning';
const cutHeading = 'heading: Vi är #1 på kassaflöde i Sverige';

describe('publishing from the workspace', () => {
  /** The seed's commits: the original, a developer's `#` heading (C230), and the fix. */
  let cutCommit: string;
  const publishing = publishingServer('publicera-', {
    mode: 'both',
    history: (seed) => {
      const index = path.join(seed, 'pages/index.yaml');
      const original = readFileSync(index, 'utf8');
      writeFileSync(index, original.replace(`heading: ${heading}`, cutHeading));
      git(seed, 'commit', '--quiet', '-am', 'Rubrik med #');
      cutCommit = git(seed, 'rev-parse', 'HEAD').trim();
      writeFileSync(index, original);
      git(seed, 'commit', '--quiet', '-am', 'Rubriken tillbaka');
    },
  });
  const { remote, work } = publishing;
  let distDir: string;
  let server: TestServer;
  let client: KontoClient;
  let editor: string;
  let second: string;

  beforeAll(async () => {
    ({
      server,
      client,
      distDir,
      cookies: [editor, second],
    } = await publishing.start(twoEditors));
  }, startTimeoutMs);
  afterAll(() => publishing.stop());

  const remoteLog = () => git(remote, 'log', '--format=%H %ae %s', 'main').trim().split('\n');
  const workingCopyChanges = () => git(work, 'status', '--porcelain', '--', 'pages', 'site.yaml');
  const open = async (file: string) => {
    const answer = await client.call('GET', `/konto/api/redigera/sida?fil=${encodeURIComponent(file)}`, { cookie: editor });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.page as { hash: string; data: { title: string; blocks: Record<string, unknown>[] } };
  };

  it('answers editors only: a partner gets 403, a signed-out browser 401', async () => {
    const partner = await client.signedIn('partner@nordvik.example', 'partner');
    expect(await client.call('GET', '/konto/api/redigera/sidor', { cookie: partner })).toMatchObject({ status: 403, body: { ok: false } });
    expect(
      await client.call('POST', '/konto/api/redigera/publicera', { cookie: partner, json: { file: 'pages/index.yaml', data: {}, hash: 'x' } }),
    ).toMatchObject({ status: 403 });
    expect((await client.call('GET', '/konto/api/redigera/sidor')).status).toBe(401);
    // A cross-site post is refused before its body is read, as everywhere under /konto/api.
    expect((await client.call('POST', '/konto/api/redigera/publicera', { cookie: editor, json: {}, headers: { origin: 'https://evil.example' } })).status).toBe(
      403,
    );
  });

  it('refuses paths outside the content and names with shell characters before touching a file', async () => {
    for (const file of [
      '../package.json',
      '/etc/passwd',
      'pages/../package.json',
      'pages/a;touch pwned.yaml',
      'pages/$(touch pwned).yaml',
      'src/main.tsx',
      '.git/config',
    ]) {
      const read = await client.call('GET', `/konto/api/redigera/sida?fil=${encodeURIComponent(file)}`, { cookie: editor });
      expect(read.status, file).toBe(403);
      expect(read.body.message).toMatch(/inte en innehållsfil/);
      expect((await client.call('POST', '/konto/api/redigera/publicera', { cookie: editor, json: { file, data: {}, hash: 'x' } })).status, file).toBe(403);
      expect((await client.call('GET', `/konto/api/redigera/historik?fil=${encodeURIComponent(file)}`, { cookie: editor })).status, file).toBe(403);
    }
    expect(
      (await client.call('POST', '/konto/api/redigera/aterstall', { cookie: editor, json: { file: 'pages/index.yaml', commit: '--output=/tmp/x' } })).status,
    ).toBe(400);
    expect(existsSync(path.join(work, 'pwned'))).toBe(false);
  });

  it(
    'keeps a draft per account on the server',
    async () => {
      const page = await open('pages/index.yaml');
      const data = { ...page.data, title: 'Ett utkast' };
      expect(
        (await client.call('POST', '/konto/api/redigera/utkast', { cookie: editor, json: { file: 'pages/index.yaml', data, hash: page.hash } })).status,
      ).toBe(200);
      const again = await client.call('GET', '/konto/api/redigera/sida?fil=pages/index.yaml', { cookie: editor });
      expect(again.body.draft).toMatchObject({ data: { title: 'Ett utkast' }, hash: page.hash });
      expect((await client.call('GET', '/konto/api/redigera/sida?fil=pages/index.yaml', { cookie: second })).body.draft).toBeNull();
      expect((await client.call('POST', '/konto/api/redigera/utkast', { cookie: editor, json: { file: 'pages/index.yaml', data: null } })).body).toMatchObject({
        kept: false,
      });
      expect(workingCopyChanges()).toBe('');
    },
    build,
  );

  it(
    'refuses a broken link with the problem on its field, and commits nothing',
    async () => {
      const before = remoteLog();
      const page = await open('pages/index.yaml');
      const hero = page.data.blocks[0] as { actions: { href: string }[] };
      hero.actions[0]!.href = '/finns-inte';
      const refused = await client.call('POST', '/konto/api/redigera/publicera', {
        cookie: editor,
        json: { file: 'pages/index.yaml', data: page.data, hash: page.hash },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/^Sidan publicerades inte/);
      const problems = refused.body.problems as { file: string; pointer: string; severity: string }[];
      expect(problems).toContainEqual(expect.objectContaining({ file: 'pages/index.yaml', pointer: '/blocks/0/actions/0/href', severity: 'error' }));
      expect(remoteLog()).toEqual(before);
      expect(workingCopyChanges()).toBe('');
    },
    build,
  );

  it(
    'refuses to publish again a version whose heading YAML cuts at #',
    async () => {
      const before = remoteLog();
      const refused = await client.call('POST', '/konto/api/redigera/aterstall', { cookie: editor, json: { file: 'pages/index.yaml', commit: cutCommit } });
      expect(refused.status).toBe(422);
      expect(refused.body.problems).toContainEqual(expect.objectContaining({ code: 'C230', pointer: '/blocks/0/heading', severity: 'warning' }));
      expect(remoteLog()).toEqual(before);
      expect(workingCopyChanges()).toBe('');
    },
    build,
  );

  it(
    'publishes one of two publishes of one opened page at once, refuses the other, and serves the new heading; then reverts it',
    async () => {
      const before = remoteLog();
      const page = await open('pages/index.yaml');
      const typed = 'Ekonomichef på deltid; $(touch pwned) `id` && echo "klart" | ni väljer';
      const mine = structuredClone(page.data);
      (mine.blocks[0] as { heading: string }).heading = typed;
      const theirs = structuredClone(page.data);
      (theirs.blocks[0] as { badge: string }).badge = 'Ekonomichef som tjänst';
      const answers = await Promise.all([
        client.call('POST', '/konto/api/redigera/publicera', { cookie: editor, json: { file: 'pages/index.yaml', data: mine, hash: page.hash } }),
        client.call('POST', '/konto/api/redigera/publicera', { cookie: second, json: { file: 'pages/index.yaml', data: theirs, hash: page.hash } }),
      ]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409]);
      const landed = answers.find((a) => a.status === 200)!;
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.body.message).toMatch(/har ändrats/);
      expect(landed.body).toMatchObject({ ok: true, pushed: true, swapped: true });
      const byEditor = landed === answers[0];
      const author = byEditor ? 'redaktor@nordvik.example' : 'andra.redaktor@nordvik.example';

      // The remote holds one new commit, by that editor, naming the page, touching one line.
      const after = remoteLog();
      expect(after.length).toBe(before.length + 1);
      expect(after[0]).toMatch(
        new RegExp(`^${landed.body.commit as string} ${author.replace(/\./g, '\\.')} Publicera »CFO som tjänst för växande företag« \\(pages/index\\.yaml\\)$`),
      );
      expect(git(remote, 'diff', '--numstat', 'main~1', 'main').trim()).toBe('1\t1\tpages/index.yaml');
      expect(workingCopyChanges()).toBe('');

      // The swapped dist/ is what the next request gets.
      const home = await server.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      if (byEditor) expect(home.body).toContain('Ekonomichef på deltid; $(touch pwned) `id` &amp;&amp; echo');
      else expect(home.body).toContain('Ekonomichef som tjänst');
      expect(home.body).not.toContain('Startsida'); // the fixture's page is gone
      expect(existsSync(path.join(work, 'pwned')) || existsSync(path.join(root, 'pwned'))).toBe(false);
      // Everything else the server reads from dist/ is the new build's too, with its own assets:
      // the workspace's shell (the fixture had none), an error page and a refused plain form.
      const plainForm = 'kind=contact&page=%2F&name=&email=inte-en-adress';
      const answered = [
        await server.app.inject({ method: 'GET', url: '/konto' }),
        await server.app.inject({ method: 'GET', url: '/%E0%A4%A' }),
        await server.app.inject({
          method: 'POST',
          url: '/api/leads',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80', host: 'localhost:80' },
          payload: plainForm,
        }),
      ];
      expect(answered.map((a) => a.statusCode)).toEqual([200, 400, 422]);
      for (const page of answered) {
        expect(page.body).not.toContain('<title>Fel</title>');
        // Stylesheets and scripts, and the script loader's entry and chunks (data-entry, data-chunks: docs/decisions.md 173).
        const assets = [...page.body.matchAll(/(?:href|src|data-entry|data-chunks)="([^"]+)"/g)].flatMap((m) =>
          m[1]!.split(' ').filter((url) => url.startsWith('/assets/')),
        );
        expect(assets.length, page.body.slice(0, 300)).toBeGreaterThan(0);
        for (const asset of assets) expect((await server.app.inject({ method: 'GET', url: asset })).statusCode, asset).toBe(200);
      }

      // The page's history names the publish, its editor and its lines.
      const history = await client.call('GET', '/konto/api/redigera/historik?fil=pages/index.yaml', { cookie: editor });
      const publications = history.body.publications as { commit: string; email: string; removed: string[]; added: string[] }[];
      expect(publications[0]).toMatchObject({ commit: landed.body.commit, email: author });
      expect(publications[0]!.removed).toHaveLength(1);
      expect(publications[0]!.added).toHaveLength(1);

      // "Återställ den här versionen": the version before it, through the same checks and build.
      const reverted = await client.call('POST', '/konto/api/redigera/aterstall', {
        cookie: editor,
        json: { file: 'pages/index.yaml', commit: publications[1]!.commit },
      });
      expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
      expect(remoteLog()[0]).toMatch(/ redaktor@nordvik\.example Återställ »CFO som tjänst för växande företag« \(pages\/index\.yaml\) till versionen från /);
      expect(git(remote, 'show', 'main:pages/index.yaml')).toBe(git(remote, 'show', `${publications[1]!.commit}:pages/index.yaml`));
      const restored = await server.app.inject({ method: 'GET', url: '/' });
      expect(restored.body).toContain(heading);
      expect(restored.body).not.toContain('Ekonomichef');
    },
    2 * build,
  );

  it(
    'keeps the commit and says so in Swedish when the push is refused, and still serves the change — with an uploaded photo placed on a page',
    async () => {
      // An editor uploads two photos and places one, with its alt text, on the team of pages/om-oss.yaml.
      const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a6f97' } })
        .withExif({ IFD0: { Artist: 'Anna Lind' } })
        .jpeg()
        .toBuffer();
      const uploaded = await client.call('POST', '/konto/api/redigera/bilder', {
        cookie: editor,
        json: { name: 'Anna Lind.jpg', data: photo.toString('base64') },
      });
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
      const placed = (uploaded.body.image as { file: string }).file;
      expect(placed).toBe('bilder/anna-lind.jpg');
      const unused = await client.call('POST', '/konto/api/redigera/bilder', { cookie: editor, json: { name: 'oanvänd.png', data: photo.toString('base64') } });
      expect((unused.body.image as { file: string }).file).toBe('bilder/oanvand.jpg');
      const about = await open('pages/om-oss.yaml');
      const team = about.data.blocks.find((b) => b.type === 'team') as { members: Record<string, string>[] };
      team.members.push({
        name: 'Anna Lind',
        role: 'CFO, grundare',
        bio: 'Har lett ekonomin i tre växande bolag.',
        photo: placed,
        photoAlt: 'Anna Lind på byråns kontor',
      });

      // The remote refuses every push from now on, as a protected branch would.
      const hook = path.join(remote, 'hooks', 'pre-receive');
      writeFileSync(hook, '#!/bin/sh\necho "grenen är skyddad" >&2\nexit 1\n', { mode: 0o755 });
      const before = remoteLog();
      const page = await open('pages/index.yaml');
      (page.data.blocks[0] as { badge: string }).badge = 'Ekonomiledning på deltid';
      const answer = await client.call('POST', '/konto/api/redigera/publicera', {
        cookie: editor,
        json: {
          changes: [
            { file: 'pages/index.yaml', data: page.data, hash: page.hash },
            { file: 'pages/om-oss.yaml', data: about.data, hash: about.hash },
          ],
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ ok: true, pushed: false, swapped: true });
      const commit = answer.body.commit as string;
      // Swedish only: what git and the remote's hook said is for the server's log, not the editor.
      expect(answer.body.message).toBe(
        `Webbplatsen visar ändringen, och den är sparad på servern (version ${commit.slice(0, 7)}), men den kunde inte skickas till git (grenen main på origin). Den skickas med nästa publicering. Händer det igen, be den som driver webbplatsen läsa serverns logg: där står vad git svarade.`,
      );
      const pushWarning = publishing.serverLog.find((line) => line.includes('git push misslyckades'));
      expect(pushWarning).toMatch(/grenen är skyddad/);
      expect(pushWarning).toMatch(/pre-receive hook declined/);
      expect(remoteLog()).toEqual(before);
      expect(git(work, 'log', '-1', '--format=%H %ae').trim()).toBe(`${commit} redaktor@nordvik.example`);
      expect(workingCopyChanges()).toBe('');
      expect((await server.app.inject({ method: 'GET', url: '/' })).body).toContain('Ekonomiledning på deltid');

      // The commit holds the placed photo, names it in its message; the unused upload stays out, uncommitted.
      expect(git(work, 'show', '--name-only', '--format=', commit).trim().split('\n').sort()).toEqual([
        'bilder/anna-lind.jpg',
        'pages/index.yaml',
        'pages/om-oss.yaml',
      ]);
      expect(git(work, 'log', '-1', '--format=%B')).toContain('Ny bild: bilder/anna-lind.jpg');
      expect(git(work, 'status', '--porcelain', '--', 'bilder').trim()).toBe('?? bilder/oanvand.jpg');
      // The committed file is the cleaned one, and the served site shows it as AVIF and WebP with its alt text.
      expect((await sharp(Buffer.from(execFileSync('git', ['show', `${commit}:bilder/anna-lind.jpg`], { cwd: work }))).metadata()).exif).toBeUndefined();
      const aboutPage = (await server.app.inject({ method: 'GET', url: '/om-oss' })).body;
      expect(aboutPage).toMatch(/<img[^>]*alt="Anna Lind på byråns kontor"/);
      const built = readdirSync(path.join(distDir, 'bilder'));
      expect(built.filter((f) => f.endsWith('.avif')).length).toBeGreaterThan(0);
      expect(built.filter((f) => f.endsWith('.webp')).length).toBeGreaterThan(0);
      const avif = /srcSet="(\/bilder\/anna-lind-[0-9a-f]{8}-\d+\.avif)/i.exec(aboutPage)?.[1];
      expect(avif, aboutPage.slice(0, 200)).toBeDefined();
      expect((await server.app.inject({ method: 'GET', url: avif! })).statusCode).toBe(200);
    },
    build,
  );
});
