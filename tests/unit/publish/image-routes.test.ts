/**
 * The workspace's image routes (server/accounts/editor-routes.ts, docs/decisions.md 99) on the
 * real lead server: editors and admins only, under the /konto/api plugin's Origin and JSON checks,
 * the body's size limited before it is read, and the upload written into the working copy's bilder/.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '~/scripts/support/site-routes';
import { uploadBodyLimit } from '~/src/editor/publish/images';
import { writeFixtureSite } from '../leads/support/fixture-site';
import { kontoClient } from '../leads/support/konto-client';
import { startLeadServer, type TestServer } from '../leads/support/lead-server';

describe('the workspace image routes', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'bildrutter-'));
  let distDir: string;
  let server: TestServer;
  let client: ReturnType<typeof kontoClient>;
  let editor: string;
  let partner: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    distDir = writeFixtureSite();
    // The image routes need no git: they read and write the working copy's bilder/ only.
    server = await startLeadServer({
      distDir,
      publishing: { repoDir: work, mode: 'dist', remote: 'origin', branch: 'main', buildTimeoutMs: 60_000, serverRoot: root },
    });
    client = kontoClient(server);
    editor = await client.signedIn('redaktor@nordvik.example', 'editor');
    partner = await client.signedIn('partner@nordvik.example', 'partner');
    jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6f97' } })
      .withExif({ IFD0: { Artist: 'Anna Lind' } })
      .jpeg()
      .toBuffer();
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    for (const dir of [work, distDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const upload = (name: string, data: string, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
    client.call('POST', '/konto/api/redigera/bilder', { cookie: editor, ...options, json: { name, data } });
  const written = () => readdirSync(path.join(work, 'bilder'), { withFileTypes: true }).map((e) => e.name);

  it('saves an editor’s upload cleaned and safely named, lists it and previews it as WebP', async () => {
    const saved = await upload('Anna Lind; rm -rf ~.JPG', jpeg.toString('base64'));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.image).toMatchObject({ file: 'bilder/anna-lind-rm-rf.jpg', width: 900, height: 600 });
    const file = readFileSync(path.join(work, 'bilder/anna-lind-rm-rf.jpg'));
    expect((await sharp(file).metadata()).exif).toBeUndefined();

    const list = await client.call('GET', '/konto/api/redigera/bilder', { cookie: editor });
    expect((list.body.images as { file: string }[]).map((i) => i.file)).toEqual(['bilder/anna-lind-rm-rf.jpg']);

    const preview = await client.call('GET', '/konto/api/redigera/bild?fil=bilder/anna-lind-rm-rf.jpg', { cookie: editor });
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(await sharp(preview.raw).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
    const outside = await client.call('GET', `/konto/api/redigera/bild?fil=${encodeURIComponent('bilder/../package.json')}`, { cookie: editor });
    expect(outside).toMatchObject({ status: 403, body: { ok: false } });
  });

  it('refuses by content, in Swedish: a text named .png, an SVG named .jpg, data that is no base64', async () => {
    const before = written();
    const text = await upload('logga.png', Buffer.from('inte en bild').toString('base64'));
    expect(text).toMatchObject({ status: 415, body: { ok: false } });
    expect(text.body.message).toMatch(/^Filen är ingen bild i JPEG, PNG eller WebP/);
    const svg = await upload('logga.jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>').toString('base64'));
    expect(svg.status).toBe(415);
    expect((await upload('logga.jpg', '<<inte base64>>')).body.message).toBe('Skicka bilden som {name, data} med filens innehåll i base64.');
    expect(written()).toEqual(before);
  });

  it('answers editors only, and only same-origin JSON', async () => {
    const before = written();
    expect((await upload('a.jpg', jpeg.toString('base64'), { cookie: partner })).status).toBe(403);
    expect((await client.call('GET', '/konto/api/redigera/bilder', { cookie: partner })).status).toBe(403);
    expect((await client.call('GET', '/konto/api/redigera/bild?fil=bilder/anna-lind-rm-rf.jpg', { cookie: partner })).status).toBe(403);
    expect((await client.call('GET', '/konto/api/redigera/bilder')).status).toBe(401);
    expect((await upload('a.jpg', jpeg.toString('base64'), { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    const form = await upload('a.jpg', jpeg.toString('base64'), { headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(form.status).toBe(415);
    expect(written()).toEqual(before);
  });

  it('refuses a body over the limit with 413 in Swedish before reading it', async () => {
    const before = written();
    const huge = await upload('stor.jpg', 'A'.repeat(uploadBodyLimit + 1));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ ok: false });
    expect(huge.body.message).toMatch(/[åäö]/);
    // Under the body limit but over the image limit: the module's own sentence.
    const decoded = await upload('stor.jpg', Buffer.alloc(12 * 1024 * 1024 + 1, 0xff).toString('base64'));
    expect(decoded.status).toBe(413);
    expect(decoded.body.message).toMatch(/^Bilden är 12,0 MB; högst 12 MB går att ladda upp\./);
    expect(written()).toEqual(before);
  });
});
