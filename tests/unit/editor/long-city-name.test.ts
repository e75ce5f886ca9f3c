/**
 * "Ny stad" for a city with a long name (issue 30 point 6): the template's title would be 61
 * characters with the brand and stop the build (C416); the page is created with a title that fits.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { newCityPage } from '~/src/editor/server/editor-api';
import { titleMaxLength } from '~/src/content/derive';
import { loadContent } from '~/src/content/load';
import { copyContent, removeCopies } from './content-copy';

afterAll(removeCopies);

describe('a new city page with a long name', () => {
  it.each(['Örnsköldsvik', 'Sollefteå/Kramfors'])('%s: a CFO page whose title fits a search result, and a site that builds', async (name) => {
    const root = copyContent();
    const brand = (parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as { brand: string }).brand;
    const template = readFileSync(path.join(root, 'scripts/templates/cfo-tjanster.yaml'), 'utf8');
    // Without shortening, the template's title would be too long for this name.
    expect(`${/^title: (.*)$/m.exec(template)![1]!.replaceAll('__STAD__', name)} | ${brand}`.length).toBeGreaterThan(titleMaxLength);

    const { file } = await newCityPage(root, name, 'cfo');
    const title = (parse(readFileSync(path.join(root, file), 'utf8')) as { title: string }).title;
    expect(title).toContain(name);
    expect(`${title} | ${brand}`.length).toBeLessThanOrEqual(titleMaxLength);
    const result = await loadContent(root);
    expect(result.problems.filter((p) => p.file === file && p.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
