/**
 * The page editor speaks to whoever edits without "du/din/dig" (issue 29): its own texts use a
 * neutral phrasing ("De osparade ändringarna finns kvar här", "om versionen här sparas"); a
 * button may speak for the person pressing it ("Behåll min version"). Reads the source of the
 * editor (src/editor/ui/), of its endpoints (src/editor/server/) and of the workspace's frame around it
 * (its page list, its access notice, Publicera), comments left out; the workspace's own screens
 * (signing in, an invitation) speak to the one person signing in, as "du". The publisher's texts
 * (src/editor/publish/) are not read here, as they were not before the editor's halves shared a folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '~/scripts/support/site-routes';

const informal = /(?<![\p{L}\d-])(du|din|ditt|dina|dig|dej)(?![\p{L}\d-])/giu;
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:])\/\/.*$/gm, '$1');

const files = ['src/editor/ui', 'src/editor/server']
  .flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true })
      .map(String)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => path.posix.join(dir, f.split(path.sep).join('/'))),
  )
  .concat(['src/konto/editor-host.ts', 'src/konto/views/page-editor.tsx', 'src/konto/views/publish-actions.tsx']);

describe("the page editor's texts", () => {
  it('are read from every source file of the editor', () => {
    expect(files).toContain('src/editor/ui/page-editor.tsx');
    expect(files).toContain('src/editor/server/editor-api.ts');
  });

  it.each(files)('%s addresses nobody as "du"', (file) => {
    expect(withoutComments(readFileSync(path.join(root, file), 'utf8')).match(informal) ?? []).toEqual([]);
  });

  it('finds "du" in a text and leaves comments, "Dubai" and "dinosaurie" alone', () => {
    expect(withoutComments("const a = 'Vill du lämna?'; // du").match(informal)).toEqual(['du']);
    expect(withoutComments('/* Dina */ const b = `Dubai, dinosaurie`;').match(informal)).toBeNull();
  });
});
