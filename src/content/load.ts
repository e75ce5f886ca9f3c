/**
 * Loads and checks all content: site.yaml and pages/*.yaml → a typed Content, or every problem
 * in every file at once. Node only (used by validate, build, dev and tests).
 */
import { readdirSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkContent, checkTokens, type CheckedFile } from './checks';
import { derive } from './derive';
import type { Content, Page, Site } from './model';
import { homePageFile, routeOfPageFile } from './routes';
import { sortProblems, type Problem } from './problem';
import { compileSchemas, type SchemaSet } from './schemas';
import { schemaProblems } from './schema-problems';
import { parseSource, type SourceFile } from './source';
import { fillTokens, siteTokens } from './tokens';

export type LoadResult = { ok: true; content: Content } | { ok: false; problems: Problem[] };

const schemaCache = new Map<string, { stamp: string; set: SchemaSet }>();

/** Compiled once per schema directory, and again when a schema file changes (dev server). */
function schemasFor(root: string): SchemaSet {
  const dir = path.join(root, 'schema');
  const stamp = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `${f}:${statSync(path.join(dir, f)).mtimeMs}`)
    .join('|');
  const cached = schemaCache.get(dir);
  if (cached?.stamp === stamp) return cached.set;
  const set = compileSchemas(dir);
  schemaCache.set(dir, { stamp, set });
  return set;
}

interface ReadResult {
  problems: Problem[];
  /** The parsed file, when it is YAML of the right overall shape (a map), even if the schema fails. */
  source?: SourceFile;
  /** Whether `source` also passed its schema. */
  valid: boolean;
}

async function readSource(root: string, file: string, validate: SchemaSet['page'], blockTypes: string[]): Promise<ReadResult> {
  let text: string;
  try {
    text = await readFile(path.join(root, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return {
      valid: false,
      problems: [{ file, line: 1, col: 1, message: `filen ${file} saknas`, hint: 'Lägg tillbaka filen; den innehåller fakta som alla sidor använder.' }],
    };
  }
  const { source, problems } = parseSource(file, text);
  if (!source) return { problems, valid: false };
  if (source.data === null || typeof source.data !== 'object' || Array.isArray(source.data)) {
    return {
      valid: false,
      problems: [{ file, line: 1, col: 1, message: 'filen ska bestå av fält som "namn: värde"', hint: 'Kopiera en liknande fil som mall.' }],
    };
  }
  if (!validate(source.data)) return { source, valid: false, problems: schemaProblems(source, validate.errors ?? [], blockTypes) };
  return { source, valid: true, problems: [] };
}

/** The redirects of a site.yaml that failed its schema, as far as they can be read. */
function readableRedirects(data: unknown): Site['redirects'] {
  const redirects = (data as { redirects?: unknown }).redirects;
  if (!Array.isArray(redirects)) return [];
  return redirects.filter(
    (r): r is Site['redirects'][number] => typeof r?.from === 'string' && typeof r?.to === 'string',
  );
}

async function pageNames(root: string): Promise<string[]> {
  try {
    return (await readdir(path.join(root, 'pages'))).filter((n) => n.endsWith('.yaml') || n.endsWith('.yml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return [];
  }
}

const validFileName = /^[a-z0-9]+(-[a-z0-9]+)*\.yaml$/;

export async function loadContent(root: string): Promise<LoadResult> {
  const schemas = schemasFor(root);
  const problems: Problem[] = [];

  const siteResult = await readSource(root, 'site.yaml', schemas.site, schemas.blockTypes);
  problems.push(...siteResult.problems);

  const names = await pageNames(root);
  const results = await Promise.all(
    names.map(async (name) => {
      const file = `pages/${name}`;
      if (!validFileName.test(name)) {
        const fixed = name.replace(/\.yml$/, '.yaml').toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9.]+/g, '-');
        return {
          name,
          problems: [{ file, line: 1, col: 1, message: 'filnamnet kan inte bli en adress', hint: `Använd bara a–z, siffror och bindestreck och ändelsen .yaml, t.ex. "${fixed}".` }],
        };
      }
      return { name, ...(await readSource(root, file, schemas.page, schemas.blockTypes)) };
    }),
  );
  const files: CheckedFile[] = [];
  for (const result of results) {
    problems.push(...result.problems);
    if ('source' in result && result.source && result.valid) {
      files.push({ source: result.source, page: { path: routeOfPageFile(result.name), file: result.source.file, data: result.source.data as Page } });
    }
  }
  if (!names.includes(homePageFile)) {
    problems.push({
      file: 'pages/index.yaml',
      line: 1,
      col: 1,
      message: 'startsidan pages/index.yaml saknas',
      hint: 'Skapa filen (kopiera en liknande sida som mall); den blir webbplatsens startsida, /.',
    });
  }

  // Links are checked against site.yaml's redirects. A site.yaml that fails its schema still
  // lends its redirects, so its mistakes do not hide the pages' broken links; only when it
  // cannot be read at all are the links left unchecked (every redirect would look broken).
  if (siteResult.source) {
    const site = siteResult.valid
      ? (siteResult.source.data as Site)
      : ({ ...(siteResult.source.data as object), redirects: readableRedirects(siteResult.source.data) } as Site);
    const allPaths = names.filter((n) => validFileName.test(n)).map(routeOfPageFile);
    // A value in site.yaml that broke its schema is not reported a second time by the checks.
    const flagged = new Set(siteResult.problems.map((p) => `${p.line}:${p.col}`));
    problems.push(
      ...checkContent(files, allPaths, site, siteResult.source).filter(
        (p) => p.file !== siteResult.source?.file || !flagged.has(`${p.line}:${p.col}`),
      ),
    );
    // Placeholders need the facts they stand for, so they wait for a schema-valid site.yaml.
    const tokens = siteResult.valid ? siteTokens(site) : undefined;
    if (tokens) problems.push(...checkTokens(files, tokens));
    if (problems.length === 0 && tokens) {
      const pages = files.map((f) => ({ ...f.page, data: fillTokens(f.page.data, tokens) }));
      return { ok: true, content: { site, pages, derived: derive(pages) } };
    }
  }
  return { ok: false, problems: sortProblems(problems) };
}
