/**
 * The account's new, unpublished pages (src/editor/publish/drafts.ts, docs/decisions.md 118): kept per
 * account inside `.git` beside the drafts, never in the working copy's content, listed oldest
 * first, and apart from the account's edits of them (dropping the edits keeps the page).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Drafts } from '~/src/editor/publish/drafts';

const repo = mkdtempSync(path.join(tmpdir(), 'nya-sidor-'));
mkdirSync(path.join(repo, '.git'));
mkdirSync(path.join(repo, 'pages'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const kiruna = { file: 'pages/cfo-tjanster-kiruna.yaml', route: '/cfo-tjanster-kiruna', text: 'title: CFO-tjänster i Kiruna\n', at: 2000 };
const abisko = { file: 'pages/interim-cfo-abisko--norr.yaml', route: '/interim-cfo-abisko--norr', text: 'title: Interim CFO Abisko\n', at: 1000 };

describe('new pages kept per account', () => {
  it('are kept, listed oldest first and removed per account, outside the content', async () => {
    const drafts = new Drafts(repo);
    expect(await drafts.newPages(7)).toEqual([]);
    await drafts.putNew(7, kiruna);
    await drafts.putNew(7, abisko);
    expect(await drafts.newPages(7)).toEqual([abisko, kiruna]);
    expect(await drafts.getNew(7, kiruna.file)).toEqual(kiruna);
    expect(await drafts.newPages(8)).toEqual([]);
    expect(await drafts.getNew(8, kiruna.file)).toBeUndefined();
    expect(readdirSync(path.join(repo, 'pages'))).toEqual([]);
    expect(existsSync(path.join(repo, '.git', 'redigera-utkast', '7', 'nya'))).toBe(true);

    // The edits of a new page are a draft like any other: dropping them keeps the page.
    await drafts.put(7, kiruna.file, { data: { title: 'Kiruna' }, hash: 'h', at: 3000 });
    await drafts.remove(7, kiruna.file);
    expect(await drafts.getNew(7, kiruna.file)).toEqual(kiruna);
    await drafts.removeNew(7, kiruna.file);
    expect(await drafts.newPages(7)).toEqual([abisko]);
  });
});
