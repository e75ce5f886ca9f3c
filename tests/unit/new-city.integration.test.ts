/**
 * `npm run new:city` (issue 5): a city scaffolded by a non-developer appears everywhere it belongs
 * after one build — the Places menu, /alla-tjanster, sitemap.xml and its own prerendered page —
 * and a city that already exists is refused. Runs the real scripts in a throwaway copy of the
 * project, with one build for the whole file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatedCity } from '~/scripts/bench/generated-city';
import { cleanName, localNotes, planCity, readArguments } from '~/scripts/new-city';
import { menuCityLimit } from '~/src/content/derive';
import { htmlFileOfRoute } from '~/src/content/routes';
import { root } from '~/scripts/support/site-routes';
import { newCityCopy, slowRun } from './new-city-copy';

const { copy, run, pageFiles } = newCityCopy('cfo-new-city-');
const tsx = path.join(copy, 'node_modules/.bin/tsx');
const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');
const site = parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as { brand: string; baseUrl: string; header: { navLabel: string } };

describe('the command line', () => {
  it('reads --name and --interim, a bare name, and what npm keeps when "--" is forgotten', () => {
    expect(readArguments(['--name', 'Kiruna'])).toEqual({ help: false, name: 'Kiruna', offer: 'cfo' });
    expect(readArguments(['-n', 'Kiruna', '--interim'])).toEqual({ help: false, name: 'Kiruna', offer: 'interim' });
    expect(readArguments(['Upplands', 'Väsby'])).toEqual({ help: false, name: 'Upplands Väsby', offer: 'cfo' });
    expect(readArguments([], { npm_config_name: 'Kiruna', npm_config_interim: 'true' })).toEqual({ help: false, name: 'Kiruna', offer: 'interim' });
    expect(readArguments(['--help'])).toEqual({ help: true });
    expect(() => readArguments([])).toThrow(/Ange stadens namn/);
    expect(() => readArguments(['--stad', 'Kiruna'])).toThrow(/Okänt val eller saknat värde: --stad/);
  });

  it('folds å, ä and ö into the address and capitalises a name typed in lower case', () => {
    expect(planCity(cleanName('Åre'), 'cfo')).toMatchObject({ name: 'Åre', slug: 'are', file: 'pages/cfo-tjanster-are.yaml', route: '/cfo-tjanster-are' });
    expect(planCity(cleanName('  luleå '), 'interim')).toMatchObject({ name: 'Luleå', file: 'pages/interim-cfo-lulea.yaml' });
    expect(cleanName('åre/östersund')).toBe('Åre/Östersund');
    expect(cleanName('Upplands Väsby')).toBe('Upplands Väsby');
    expect(() => cleanName('K')).toThrow(/2–40 tecken/);
    expect(() => cleanName('Kiruna: staden')).toThrow(/går inte att använda/);
  });

  it('points at every text that must be written for the city, with its line and field', () => {
    const text = read('scripts/templates/cfo-tjanster.yaml');
    const notes = localNotes(text);
    const lines = text.split('\n');
    expect(notes.map((n) => n.field)).toEqual(expect.arrayContaining(['description', 'city → summary', 'hero → lead', 'text → heading']));
    for (const note of notes) expect(lines[note.line - 1]).toMatch(/^\s*(- )?[\w-]+:/);
    const interim = localNotes(read('scripts/templates/interim-cfo.yaml'));
    expect(interim.map((n) => n.field)).toContain('process → steps');
  });
});

describe('a scaffolded city', () => {
  let created: { cfo: ReturnType<typeof run>; interim: ReturnType<typeof run>; build: ReturnType<typeof run> };

  beforeAll(() => {
    const cfo = run('--name', 'Kiruna');
    // "Åre" is not "Åre/Östersund": a new interim-only city, which also shows the å → a folding.
    const interim = run('--name', 'Åre', '--interim');
    const build = spawnSync(tsx, ['scripts/build.ts', '--skip-typecheck', '--quiet'], { cwd: copy, encoding: 'utf8' });
    created = { cfo, interim, build };
  }, 240_000);

  it('is created from the template with name, slug and title filled, validated, with Swedish next steps', () => {
    const { cfo, interim } = created;
    expect(cfo.stderr).toBe('');
    expect(cfo.status).toBe(0);
    expect(cfo.stdout).toContain('Skapade pages/cfo-tjanster-kiruna.yaml');
    expect(cfo.stdout).toContain('✓ Innehållet är giltigt');
    expect(cfo.stdout).toMatch(/rad +\d+ {2}hero → lead: /);
    expect(cfo.stdout).toContain('npm run dev');
    expect(cfo.stdout).toContain('npm run new:city -- --name "Kiruna" --interim');

    const page = read('pages/cfo-tjanster-kiruna.yaml');
    expect(page.split('\n')[0]).toBe('# yaml-language-server: $schema=../schema/page.schema.json');
    expect(page).not.toContain('__STAD__');
    expect(parse(page)).toMatchObject({ title: 'CFO-tjänster i Kiruna för växande företag', city: { name: 'Kiruna', offer: 'cfo' } });

    expect(interim.status).toBe(0);
    expect(interim.stdout).toContain('Skapade pages/interim-cfo-are.yaml');
    expect(parse(read('pages/interim-cfo-are.yaml'))).toMatchObject({
      title: 'Interim CFO Åre | Erfaren CFO på kort varsel i Åre',
      city: { name: 'Åre', offer: 'interim' },
    });
  });

  it('builds, and the city is its own prerendered page', () => {
    // Only warnings may be printed: the launch check's (C51x, placeholders the firm fills in before launch) and their count.
    expect(created.build.stderr.split('\n').filter((line) => line.trim() && !/\bC51\d\b|varning/.test(line))).toEqual([]);
    expect(created.build.status).toBe(0);
    const html = read(`dist/${htmlFileOfRoute('/cfo-tjanster-kiruna')}`);
    expect(html).toContain(`<title>CFO-tjänster i Kiruna för växande företag | ${site.brand}</title>`);
    expect(html).toMatch(/<h1[^>]*>En erfaren CFO på deltid för företag i Kiruna<\/h1>/);
    expect(read(`dist/${htmlFileOfRoute('/interim-cfo-are')}`)).toContain(`<title>Interim CFO Åre | Erfaren CFO på kort varsel i Åre | ${site.brand}</title>`);
  });

  it('is in the Places menu on every page', () => {
    const html = read(`dist/${htmlFileOfRoute('/kassaflode')}`);
    const menuName = site.header.navLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const nav = new RegExp(`<nav\\b[^>]*aria-label="${menuName}"[\\s\\S]*?</nav>`).exec(html)?.[0] ?? '';
    // Each city is linked once, in the one menu of every width (docs/decisions.md 172), named by its group.
    const named = (href: string) => [...nav.matchAll(new RegExp(`<a[^>]*href="${href}"[^>]*>([\\s\\S]*?)</a>`, 'g'))].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(named('/cfo-tjanster-kiruna')).toEqual(['CFO-tjänster Kiruna']);
    expect(named('/interim-cfo-are')).toEqual(['Interim CFO Åre']);
  });

  it('is listed on /alla-tjanster under "Fler städer" until it also has an interim page', () => {
    const html = read(`dist/${htmlFileOfRoute('/alla-tjanster')}`);
    const more = html.slice(html.indexOf('Fler städer</h3>'));
    expect(more).toContain('href="/cfo-tjanster-kiruna"');
    // The complete list holds every city: Åre has only an interim page, and is there too.
    expect(more).toContain('href="/interim-cfo-are"');
  });

  it('is in sitemap.xml', () => {
    const sitemap = read('dist/sitemap.xml');
    expect(sitemap).toContain(`<loc>${site.baseUrl}/cfo-tjanster-kiruna</loc>`);
    expect(sitemap).toContain(`<loc>${site.baseUrl}/interim-cfo-are</loc>`);
  });
});

describe('a city when the Places menu is full', () => {
  it(
    'gets "menu: false", and the message says where it is listed instead',
    () => {
      // Kiruna rewritten for the city (not the template's text), and more cities until the CFO
      // group of the menu is full, each with text of its own.
      const model = read('pages/cfo-tjanster-umea.yaml');
      writeFileSync(path.join(copy, 'pages/cfo-tjanster-kiruna.yaml'), generatedCity(model, 'Umeå', 'Kiruna', 7, true));
      const added: string[] = [];
      const cfoCities = () => readdirSync(path.join(copy, 'pages')).filter((f) => f.startsWith('cfo-tjanster-'));
      while (cfoCities().length < menuCityLimit) {
        const file = `pages/cfo-tjanster-ort-${added.length + 1}.yaml`;
        writeFileSync(path.join(copy, file), generatedCity(model, 'Umeå', `Ort ${added.length + 1}`, 100 + added.length, true));
        added.push(file);
      }

      const boden = run('--name', 'Boden');
      expect(boden.stderr).toBe('');
      expect(boden.status).toBe(0);
      expect(parse(read('pages/cfo-tjanster-boden.yaml'))).toMatchObject({ city: { name: 'Boden', menu: false } });
      expect(boden.stdout).not.toContain('• menyn Orter');
      expect(boden.stdout).toContain(`Menyn Orter är full: ${menuCityLimit} av ${menuCityLimit} platser under CFO-tjänster är tagna`);
      expect(boden.stdout).toContain('listan över alla orter på /alla-tjanster (/alla-tjanster#orter), under »Fler städer«');
      for (const file of ['pages/cfo-tjanster-boden.yaml', ...added]) rmSync(path.join(copy, file));
    },
    slowRun,
  );
});

describe('a city that already exists', () => {
  it(
    'is refused when its file exists, with a Swedish message, and nothing is written',
    () => {
      const before = pageFiles();
      const result = run('--name', 'Göteborg');
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Göteborg finns redan: filen pages/cfo-tjanster-goteborg.yaml finns.');
      expect(result.stdout).toBe('');
      expect(pageFiles()).toEqual(before);
    },
    slowRun,
  );

  it(
    'is refused when another file already has a page of the same kind for that city name',
    () => {
      const twin = read('pages/cfo-tjanster-lulea.yaml').replace('name: Luleå', 'name: Kalix');
      writeFileSync(path.join(copy, 'pages/cfo-tjanster-norrbottens-kust.yaml'), twin);
      const result = run('--name', 'kalix');
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Kalix finns redan: pages/cfo-tjanster-norrbottens-kust.yaml är sidan för CFO-tjänster i Kalix.');
      expect(existsSync(path.join(copy, 'pages/cfo-tjanster-kalix.yaml'))).toBe(false);
      // The other kind of page for the same city is welcome (validation may still find the
      // generic template text too close to Åre's, made from the same template and not yet rewritten).
      const interim = run('--name', 'Kalix', '--interim');
      expect(interim.stdout).toContain('Skapade pages/interim-cfo-kalix.yaml');
      expect(interim.stderr).toBe('');
    },
    slowRun,
  );
});
