/**
 * Uploads nobody placed (src/editor/publish/unused-uploads.ts, docs/decisions.md 185): an untracked
 * image in bilder/ goes after `unusedUploadDays`, unless a draft still names it; a younger one, a
 * committed one and anything that is no image content could name stay.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftsFolder } from '~/src/editor/publish/drafts';
import { removeUnusedUploads, unusedUploadDays } from '~/src/editor/publish/unused-uploads';

const day = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-28T09:00:00Z');

describe('uploads nobody placed', () => {
  let root: string;
  /** Writes `file` in the working copy, last changed `daysAgo` days before `now`. */
  const upload = (file: string, daysAgo: number) => {
    const absolute = path.join(root, file);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, 'bild');
    const at = new Date(now - daysAgo * day);
    utimesSync(absolute, at, at);
  };
  const kept = (file: string) => existsSync(path.join(root, file));

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'oanvanda-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it(`removes an untracked image older than ${unusedUploadDays} days that no draft names, and nothing else`, async () => {
    expect(unusedUploadDays).toBe(30);
    upload('bilder/bortvald-portratt.jpg', 31);
    upload('bilder/igar.jpg', 1);
    upload('bilder/just-under-gransen.png', unusedUploadDays - 0.01);
    upload('bilder/i-ett-utkast.webp', 90);
    upload('bilder/publicerad.jpg', 400);
    upload('bilder/anteckning.txt', 400);
    // An editor's draft of the team page names one old upload: it stays however old.
    const draft = path.join(draftsFolder(root), '7', 'pages--om-oss.json');
    mkdirSync(path.dirname(draft), { recursive: true });
    writeFileSync(draft, JSON.stringify({ data: { blocks: [{ type: 'team', members: [{ photo: 'bilder/i-ett-utkast.webp' }] }] }, hash: 'x', at: now }));

    // What git lists as untracked: the committed image is not among them.
    const untracked = ['bilder/bortvald-portratt.jpg', 'bilder/igar.jpg', 'bilder/just-under-gransen.png', 'bilder/i-ett-utkast.webp', 'bilder/anteckning.txt'];
    expect(await removeUnusedUploads(root, untracked, now)).toEqual(['bilder/bortvald-portratt.jpg']);
    expect(kept('bilder/bortvald-portratt.jpg')).toBe(false);
    for (const file of ['bilder/igar.jpg', 'bilder/just-under-gransen.png', 'bilder/i-ett-utkast.webp', 'bilder/publicerad.jpg', 'bilder/anteckning.txt'])
      expect(kept(file), file).toBe(true);
  });

  it('touches nothing outside bilder/, and works without any draft', async () => {
    upload('pages/gammal.yaml', 400);
    upload('bilder/gammal.jpg', 400);
    expect(await removeUnusedUploads(root, ['pages/gammal.yaml', 'bilder/gammal.jpg', 'bilder/../pages/gammal.yaml'], now)).toEqual(['bilder/gammal.jpg']);
    expect(kept('pages/gammal.yaml')).toBe(true);
  });
});
