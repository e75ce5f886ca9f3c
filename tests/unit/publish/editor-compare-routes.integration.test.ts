/**
 * "Jämför" and the error reference in the workspace (server/accounts/editor-routes.ts,
 * docs/decisions.md 109) on the real lead server: editors and admins only, under the /konto/api
 * plugin's Origin and JSON checks. Both only read, so the working copy is this checkout itself:
 * the comparison is the page editor's own (editor-api.ts `compare`, run as editor-cli.ts in it)
 * and the reference its docs/felkoder.md.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '~/scripts/support/site-routes';
import { sessionCookie } from '~/server/accounts/routes';
import { writeFixtureSite } from '../leads/support/fixture-site';
import { kontoClient } from '../leads/support/konto-client';
import { startLeadServer, type TestServer } from '../leads/support/lead-server';

const file = 'pages/index.yaml';
const text = readFileSync(path.join(root, file), 'utf8');
type Page = { blocks: { heading: string }[] };

describe('the workspace editor’s compare and error reference', () => {
  let distDir: string;
  let server: TestServer;
  let client: ReturnType<typeof kontoClient>;
  let editor: string;
  let partner: string;

  beforeAll(async () => {
    distDir = writeFixtureSite();
    server = await startLeadServer({
      distDir,
      publishing: { repoDir: root, mode: 'dist', remote: 'origin', branch: 'main', buildTimeoutMs: 5 * 60_000, serverRoot: root },
      // A connection idle limit far below one run of the editor's code (a Node process per call).
      env: { IDLE_TIMEOUT_SECONDS: '0.1' },
    });
    client = kontoClient(server);
    editor = await client.signedIn('redaktor@nordvik.example', 'editor');
    partner = await client.signedIn('partner@nordvik.example', 'partner');
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  it(
    'compares the edits with the working copy’s file: its hash and the one changed line, removed and added',
    async () => {
      const data = parse(text) as Page;
      const before = data.blocks[0]!.heading;
      data.blocks[0]!.heading = 'Ekonomichef på deltid för er';
      const answer = await client.call('POST', '/konto/api/redigera/jamfor', { cookie: editor, json: { file, data } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.hash).toMatch(/^[0-9a-f]{16}$/);
      const rows = (answer.body.hunks as { rows: { kind: string; text: string }[] }[]).flatMap((h) => h.rows).filter((r) => r.kind !== 'same');
      expect(rows).toEqual([
        { kind: 'removed', text: `    heading: ${before}`, oldLine: expect.any(Number) },
        { kind: 'added', text: '    heading: Ekonomichef på deltid för er', newLine: expect.any(Number) },
      ]);
    },
    5 * 60_000,
  );

  it(
    'answers over a real connection although the editor’s code outlasts the connection’s idle limit',
    async () => {
      // inject() has no socket: this is the browser's way, whose connection the idle limit
      // (IDLE_TIMEOUT_SECONDS) closed while a loaded machine ran the comparison ("Arbetsytan nås inte").
      const data = parse(text) as Page;
      data.blocks[0]!.heading = 'Ekonomichef på deltid för er';
      const response = await fetch(`${server.url}/konto/api/redigera/jamfor`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json', cookie: `${sessionCookie}=${editor}` },
        body: JSON.stringify({ file, data }),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { hunks: unknown[] }).hunks.length).toBeGreaterThan(0);
    },
    5 * 60_000,
  );

  it('refuses a partner, a signed-out browser, a foreign origin, a path outside the content and a missing draft', async () => {
    const data = parse(text) as Page;
    expect((await client.call('POST', '/konto/api/redigera/jamfor', { cookie: partner, json: { file, data } })).status).toBe(403);
    expect((await client.call('POST', '/konto/api/redigera/jamfor', { json: { file, data } })).status).toBe(401);
    expect(
      (await client.call('POST', '/konto/api/redigera/jamfor', { cookie: editor, json: { file, data }, headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
    const outside = await client.call('POST', '/konto/api/redigera/jamfor', { cookie: editor, json: { file: '../package.json', data } });
    expect(outside.status).toBe(403);
    expect(outside.body.message).toMatch(/inte en innehållsfil/);
    expect((await client.call('POST', '/konto/api/redigera/jamfor', { cookie: editor, json: { file } })).status).toBe(400);
  });

  it('serves the error reference to editors, each code’s section by its anchor, and to no one else', async () => {
    const page = await client.call('GET', '/konto/redigera/felkoder', { cookie: editor });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.raw.toString('utf8');
    expect(html).toContain('<h3 id="c230">C230</h3>');
    expect(html).toContain('<h3 id="l101">L101</h3>');
    expect((await client.call('GET', '/konto/redigera/felkoder', { cookie: partner })).status).toBe(403);
    expect((await client.call('GET', '/konto/redigera/felkoder')).status).toBe(401);
  });
});
