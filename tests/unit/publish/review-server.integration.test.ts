/**
 * "Skicka för granskning" through the real lead server (server/accounts/review-routes.ts,
 * src/editor/publish/review.ts, docs/decisions.md 111–112): a bare git remote in a temporary folder, a
 * working copy cloned from it (this checkout's files, node_modules linked in), editors, an admin
 * and a partner signed in with both factors. Roles, origins and bad branch names first (no build),
 * a review that no longer passes the checks refused at publishing, one a developer pushed straight
 * to the remote listed (and declined) and a broken link refused at
 * sending (the check stops before the build); then two reviews of one
 * opened page sent at once (two builds), one published by the admin (a third build), the other —
 * now stale, the same line changed — refused as a conflict with nothing published, and declined
 * with a note its editor sees.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git } from '~/tests/publish-fixture';
import type { KontoClient } from '../leads/support/konto-client';
import { buildTimeoutMs as build, publishingServer, startTimeoutMs, twoEditors } from './support/publishing-server';

const title = 'CFO som tjänst för växande företag';

describe('reviews in the workspace', () => {
  const publishing = publishingServer('granskning-', { mode: 'push' });
  const { temp, remote, work } = publishing;
  let client: KontoClient;
  let editor: string;
  let second: string;
  let admin: string;
  let partner: string;

  beforeAll(async () => {
    ({
      client,
      cookies: [editor, second, admin, partner],
    } = await publishing.start([...twoEditors, ['admin@nordvik.example', 'admin'], ['partner@nordvik.example', 'partner']]));
  }, startTimeoutMs);
  afterAll(() => publishing.stop());

  const remoteLog = (ref = 'main') => git(remote, 'log', '--format=%H %ae %ce %s', ref).trim().split('\n');
  const branches = (repo: string) => git(repo, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/granskning/').trim();
  const workingCopyChanges = () => git(work, 'status', '--porcelain', '--', 'pages', 'site.yaml');
  const open = async (file: string, cookie = editor) => {
    const answer = await client.call('GET', `/konto/api/redigera/sida?fil=${encodeURIComponent(file)}`, { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.page as { hash: string; data: { title: string; blocks: Record<string, unknown>[] } };
  };
  const reviewsOf = async (cookie: string) => {
    const answer = await client.call('GET', '/konto/api/redigera/granskningar', { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as {
      reviews: { branch: string; email: string; message: string; files: string[]; removed: string[]; added: string[] }[];
      declined: { branch: string; note: string; declinedBy: string; message: string }[];
    };
  };

  it('lets editors and admins send and list, only admins publish and decline, and refuses other origins', async () => {
    const page = { file: 'pages/index.yaml', data: {}, hash: 'x' };
    for (const [method, url, json] of [
      ['POST', '/konto/api/redigera/granska', page],
      ['GET', '/konto/api/redigera/granskningar', undefined],
      ['POST', '/konto/api/redigera/granskning/publicera', { branch: 'granskning/index-2026-11-27-1' }],
      ['POST', '/konto/api/redigera/granskning/avvisa', { branch: 'granskning/index-2026-11-27-1' }],
    ] as const) {
      expect((await client.call(method, url, { cookie: partner, json })).status, url).toBe(403);
      expect((await client.call(method, url, { json })).status, url).toBe(401);
    }
    for (const url of ['/konto/api/redigera/granskning/publicera', '/konto/api/redigera/granskning/avvisa'])
      expect(await client.call('POST', url, { cookie: editor, json: { branch: 'granskning/index-2026-11-27-1' } })).toMatchObject({
        status: 403,
        body: { ok: false },
      });
    const evil = { origin: 'https://evil.example' };
    expect((await client.call('POST', '/konto/api/redigera/granska', { cookie: editor, json: page, headers: evil })).status).toBe(403);
    expect((await client.call('POST', '/konto/api/redigera/granskning/avvisa', { cookie: admin, json: {}, headers: evil })).status).toBe(403);
    expect(branches(work)).toBe('');
  });

  it('refuses bad branch names (400), unknown reviews (404), bad notes and files outside the content, never with a 500', async () => {
    for (const branch of [
      'main',
      '../main',
      'granskning/../main',
      'granskning/..',
      'granskning/a/b-2026-11-27-1',
      'refs/heads/main',
      '--delete',
      'granskning/index-2026-11-27-1..main',
      'granskning/index-2026-11-27-1;rm -rf .',
      '',
      42,
      null,
      undefined,
    ]) {
      for (const url of ['/konto/api/redigera/granskning/publicera', '/konto/api/redigera/granskning/avvisa']) {
        const answer = await client.call('POST', url, { cookie: admin, json: { branch } });
        expect(answer.status, `${url} ${String(branch)}`).toBe(400);
        expect(answer.body.message).toBe('Okänd granskning: ange granskningens namn som listan visar det.');
      }
    }
    for (const url of ['/konto/api/redigera/granskning/publicera', '/konto/api/redigera/granskning/avvisa']) {
      const answer = await client.call('POST', url, { cookie: admin, json: { branch: 'granskning/index-2020-01-01-9' } });
      expect(answer.status, url).toBe(404);
      expect(answer.body.message).toMatch(/^Granskningen finns inte längre/);
    }
    for (const note of [42, 'x'.repeat(1001)])
      expect(
        (await client.call('POST', '/konto/api/redigera/granskning/avvisa', { cookie: admin, json: { branch: 'granskning/index-2020-01-01-9', note } })).status,
      ).toBe(400);
    for (const file of ['../package.json', 'pages/../package.json', '.git/config'])
      expect((await client.call('POST', '/konto/api/redigera/granska', { cookie: editor, json: { file, data: {}, hash: 'x' } })).status, file).toBe(403);
    expect((await client.call('POST', '/konto/api/redigera/granska', { cookie: editor, json: { changes: [] } })).status).toBe(400);
    expect((await client.call('POST', '/konto/api/redigera/granska', { cookie: editor, json: { file: 'pages/index.yaml' } })).status).toBe(400);
    expect(await reviewsOf(admin)).toEqual({ ok: true, reviews: [], declined: [] });
  });

  it('refuses to publish a review that no longer passes the checks, in words, and keeps it', async () => {
    // A review branch as the server names them, here made by hand: pages/om-oss.yaml with a broken link.
    const branch = 'granskning/om-oss-2026-11-20-1';
    git(work, 'checkout', '--quiet', '-b', branch);
    const about = path.join(work, 'pages/om-oss.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('href: /boka-mote', 'href: /finns-inte'));
    git(work, 'commit', '--quiet', '-am', 'Publicera »Om oss« (pages/om-oss.yaml)');
    git(work, 'checkout', '--quiet', 'main');
    const before = remoteLog();
    expect((await reviewsOf(admin)).reviews).toEqual([expect.objectContaining({ branch, files: ['pages/om-oss.yaml'], email: 'dev@nordvik.example' })]);
    expect((await reviewsOf(editor)).reviews).toEqual([]);

    const refused = await client.call('POST', '/konto/api/redigera/granskning/publicera', { cookie: admin, json: { branch } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Granskningen publicerades inte: ändringen klarar inte kontrollerna som de ser ut nu/);
    expect(refused.body.message).toMatch(/\npages\/om-oss\.yaml: .*finns-inte/);
    expect(remoteLog()).toEqual(before);
    expect(workingCopyChanges()).toBe('');
    expect(branches(work)).toBe(branch);

    // Declined without a note: gone, and its author (not an account here) is nobody's declined review.
    expect((await client.call('POST', '/konto/api/redigera/granskning/avvisa', { cookie: admin, json: { branch } })).status).toBe(200);
    expect(branches(work)).toBe('');
    expect((await reviewsOf(admin)).declined).toEqual([]);
  });

  it('lists a review branch a developer pushed straight to the remote, and declining it removes it there too', async () => {
    const clone = path.join(temp, 'utvecklare');
    git(temp, 'clone', '--quiet', remote, clone);
    const branch = 'granskning/faq-2026-11-21-1';
    git(clone, 'checkout', '--quiet', '-b', branch);
    const faq = path.join(clone, 'pages/faq.yaml');
    const text = readFileSync(faq, 'utf8');
    const changed = text.replace(/^title: .*$/m, 'title: Vanliga frågor om CFO-tjänster');
    expect(changed).not.toBe(text);
    writeFileSync(faq, changed);
    git(clone, 'commit', '--quiet', '-am', 'Publicera »Frågor« (pages/faq.yaml)');
    git(clone, 'push', '--quiet', 'origin', `${branch}:${branch}`);
    expect(branches(work)).toBe('');

    expect((await reviewsOf(admin)).reviews).toEqual([
      expect.objectContaining({ branch, files: ['pages/faq.yaml'], email: 'dev@nordvik.example', added: ['title: Vanliga frågor om CFO-tjänster'] }),
    ]);
    expect(branches(work)).toBe(branch);
    expect((await client.call('POST', '/konto/api/redigera/granskning/avvisa', { cookie: admin, json: { branch } })).status).toBe(200);
    expect(branches(work)).toBe('');
    expect(branches(remote)).toBe('');
    expect((await reviewsOf(admin)).reviews).toEqual([]);
  });

  it(
    'refuses to send a broken link, with the problem on its field, and makes no branch',
    async () => {
      const page = await open('pages/index.yaml');
      (page.data.blocks[0] as { actions: { href: string }[] }).actions[0]!.href = '/finns-inte';
      const refused = await client.call('POST', '/konto/api/redigera/granska', {
        cookie: editor,
        json: { file: 'pages/index.yaml', data: page.data, hash: page.hash },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.problems).toContainEqual(
        expect.objectContaining({ file: 'pages/index.yaml', pointer: '/blocks/0/actions/0/href', severity: 'error' }),
      );
      expect(branches(work)).toBe('');
      expect(workingCopyChanges()).toBe('');
    },
    build,
  );

  it(
    'sends two reviews of one page, publishes one through the same checks, refuses the stale other as a conflict and declines it with a note',
    async () => {
      const mainBefore = remoteLog();
      const headBefore = git(work, 'rev-parse', 'HEAD').trim();
      const page = await open('pages/index.yaml');
      const mine = structuredClone(page.data);
      (mine.blocks[0] as { heading: string }).heading = 'Ekonomichef på deltid för ert företag';
      const theirs = structuredClone(page.data);
      (theirs.blocks[0] as { heading: string }).heading = 'Ekonomiledning när ni behöver den';
      await client.call('POST', '/konto/api/redigera/utkast', { cookie: editor, json: { file: 'pages/index.yaml', data: mine, hash: page.hash } });

      const [sentMine, sentTheirs] = await Promise.all([
        client.call('POST', '/konto/api/redigera/granska', { cookie: editor, json: { file: 'pages/index.yaml', data: mine, hash: page.hash } }),
        client.call('POST', '/konto/api/redigera/granska', { cookie: second, json: { file: 'pages/index.yaml', data: theirs, hash: page.hash } }),
      ]);
      expect(sentMine!.status, JSON.stringify(sentMine!.body)).toBe(200);
      expect(sentTheirs!.status, JSON.stringify(sentTheirs!.body)).toBe(200);
      expect(sentMine!.body).toMatchObject({ pushed: true, message: expect.stringMatching(/väntar nu på att en administratör publicerar den/) });
      const mineBranch = sentMine!.body.branch as string;
      const theirBranch = sentTheirs!.body.branch as string;
      expect([mineBranch, theirBranch].sort()).toEqual([1, 2].map((n) => expect.stringMatching(new RegExp(`^granskning/index-\\d{4}-\\d{2}-\\d{2}-${n}$`))));

      // Nothing published: main, HEAD and the files are as they were; the branches are here and on the remote.
      expect(remoteLog()).toEqual(mainBefore);
      expect(git(work, 'rev-parse', 'HEAD').trim()).toBe(headBefore);
      expect(workingCopyChanges()).toBe('');
      expect(branches(work).split('\n').sort()).toEqual([mineBranch, theirBranch].sort());
      expect(branches(remote).split('\n').sort()).toEqual([mineBranch, theirBranch].sort());
      // Each is one commit on the published one, by its editor, touching the heading's line.
      expect(git(work, 'rev-parse', `${mineBranch}~1`).trim()).toBe(headBefore);
      expect(remoteLog(mineBranch)[0]).toMatch(
        new RegExp(`^\\w+ redaktor@nordvik\\.example redaktor@nordvik\\.example Publicera »${title}« \\(pages/index\\.yaml\\)$`),
      );
      expect(git(work, 'diff', '--numstat', headBefore, mineBranch).trim()).toBe('1\t1\tpages/index.yaml');
      // The draft that was sent is no longer offered back.
      expect((await client.call('GET', '/konto/api/redigera/sida?fil=pages/index.yaml', { cookie: editor })).body.draft).toBeNull();

      // Editors see their own; the admin sees both, with the lines in words' material.
      expect((await reviewsOf(editor)).reviews.map((r) => r.branch)).toEqual([mineBranch]);
      expect((await reviewsOf(second)).reviews.map((r) => r.branch)).toEqual([theirBranch]);
      const all = (await reviewsOf(admin)).reviews;
      expect(all.map((r) => r.branch).sort()).toEqual([mineBranch, theirBranch].sort());
      const listed = all.find((r) => r.branch === mineBranch)!;
      expect(listed).toMatchObject({ email: 'redaktor@nordvik.example', files: ['pages/index.yaml'], message: `Publicera »${title}« (pages/index.yaml)` });
      expect(listed.removed).toHaveLength(1);
      expect(listed.added).toEqual([expect.stringContaining('Ekonomichef på deltid för ert företag')]);

      // The admin publishes the first: on main with the editor as author and the admin as committer; the branch gone.
      const published = await client.call('POST', '/konto/api/redigera/granskning/publicera', { cookie: admin, json: { branch: mineBranch } });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect(published.body).toMatchObject({ pushed: true, message: expect.stringMatching(/^Granskningen är publicerad\. Publicerat/) });
      const after = remoteLog();
      expect(after).toHaveLength(mainBefore.length + 1);
      expect(after[0]).toBe(`${published.body.commit as string} redaktor@nordvik.example admin@nordvik.example Publicera »${title}« (pages/index.yaml)`);
      expect(git(remote, 'log', '-1', '--format=%b', 'main')).toContain('Granskat och publicerat av admin@nordvik.example');
      expect(git(remote, 'diff', '--numstat', 'main~1', 'main').trim()).toBe('1\t1\tpages/index.yaml');
      expect(git(remote, 'show', 'main:pages/index.yaml')).toContain('Ekonomichef på deltid för ert företag');
      expect(branches(work)).toBe(theirBranch);
      expect(branches(remote)).toBe(theirBranch);

      // The other changed the same line on the old version: a conflict, in Swedish, and nothing published.
      const stale = await client.call('POST', '/konto/api/redigera/granskning/publicera', { cookie: admin, json: { branch: theirBranch } });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/^Granskningen publicerades inte: sidan har ändrats sedan den skickades/);
      expect(remoteLog()).toEqual(after);
      expect(workingCopyChanges()).toBe('');
      expect(branches(work)).toBe(theirBranch);

      // Declined with a note: the branch gone here and there; its editor sees the note, the other editor nothing.
      const note = 'Rubriken är redan ändrad; föreslå gärna en ny utifrån den.';
      const declined = await client.call('POST', '/konto/api/redigera/granskning/avvisa', { cookie: admin, json: { branch: theirBranch, note } });
      expect(declined.status, JSON.stringify(declined.body)).toBe(200);
      expect(branches(work)).toBe('');
      expect(branches(remote)).toBe('');
      expect(await reviewsOf(second)).toMatchObject({
        reviews: [],
        declined: [{ branch: theirBranch, note, declinedBy: 'admin@nordvik.example', message: `Publicera »${title}« (pages/index.yaml)` }],
      });
      expect((await reviewsOf(editor)).declined).toEqual([]);
      expect((await client.call('POST', '/konto/api/redigera/granskning/avvisa', { cookie: admin, json: { branch: theirBranch } })).status).toBe(404);
      expect(readFileSync(path.join(work, 'pages/index.yaml'), 'utf8')).toContain('Ekonomichef på deltid för ert företag');
    },
    3 * build,
  );
});
