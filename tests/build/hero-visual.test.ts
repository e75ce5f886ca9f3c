/**
 * Visuals that depict only what is true (issue 29, docs/decisions.md 43): no built page has a chart
 * that is not drawn from declared numbers. The site declares no series, so every drawing on a page
 * must be a 24 × 24 icon, the brand mark, or the hero's motif — and the motif must be the same
 * drawing on every page, so it cannot encode any page's figures.
 */
import { describe, expect, it } from 'vitest';
import { builtPages, readPage } from './built-pages';

const pages = builtPages();
const svgs = (html: string) => [...html.matchAll(/<svg\b[^>]*>[\s\S]*?<\/svg>/g)].map((m) => m[0]);
const viewBox = (svg: string) => /viewBox="([^"]*)"/.exec(svg)?.[1];
const className = (svg: string) => /^<svg\b[^>]*\bclass="([^"]*)"/.exec(svg)?.[1] ?? '';

describe('drawings on the built pages', () => {
  it('are icons, the brand mark or the hero motif: nothing else that could be read as data', () => {
    const others = pages.flatMap(([name, file]) =>
      svgs(readPage(file))
        .filter(
          (svg) =>
            viewBox(svg) !== '0 0 24 24' &&
            !className(svg)
              .split(' ')
              .some((c) => c === 'brand-mark' || c === 'hero-motif'),
        )
        .map((svg) => `${name}: ${svg.slice(0, 120)}`),
    );
    expect(others).toEqual([]);
  });

  it('have one hero motif per page with figures, drawn the same on every page whatever its figures', () => {
    const motifs = pages.flatMap(([name, file]) => {
      const html = readPage(file);
      const found = svgs(html).filter((svg) => className(svg).split(' ').includes('hero-motif'));
      expect(found.length, name).toBe(html.includes('class="hero-stats"') ? 1 : 0);
      return found;
    });
    expect(motifs.length).toBeGreaterThan(30);
    expect(new Set(motifs).size).toBe(1);
    expect(pages.some(([, file]) => readPage(file).includes('hero-chart'))).toBe(false);
  });
});
