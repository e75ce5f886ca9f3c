/**
 * Loads and checks all content: site.yaml and pages/*.yaml → a typed Content, or every problem
 * in every file at once. Node only (used by validate, build, dev and tests). Never throws for
 * anything in the content: a file that cannot be read, decoded or parsed is a problem like any
 * other, reported beside the rest (issue 12).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckedFile } from './checked-file';
import { checkedText, type CheckedText } from './checked-text-cache';
import { checkContent, checkRoiPackage } from './checks';
import { decodeSource } from './decode';
import { derive } from './derive';
import { duplicateProblems } from './duplicates';
import { checkImages } from './images';
import { markSiteFacts } from './figure-facts';
import { launchProblems } from './launch-check';
import { newerFirst } from './file-age';
import { listProblems } from './list-checks';
import type { Content, LoadedPage, Page, Site } from './model';
import { pageFiles, validFileName } from './page-files';
import { isError, sortProblems, type Problem, type Severity } from './problem';
import { catalogue, problem } from './problem-catalogue';
import { notFoundPageFile, notFoundRoute, routeOfPageFile } from './routes';
import { compileSchemas, schemaFiles, type SchemaSet } from './schemas';
import { schemaProblems } from './schema-problems';
import { parseSource } from './source';
import { checkMarkup } from './markup-checks';
import { checkTokens } from './text-checks';
import { checkStatedPrices } from './stated-prices';
import { checkStatedFacts } from './stated-facts';
import { figureBoxProblems } from './figure-checks';
import { fillTokens, siteTokens } from './tokens';
import { runtimeSlots } from '../lib/fill';

/** `problems` holds warnings when `ok`, and errors and warnings otherwise; sorted by file and line. */
export type LoadResult = { ok: true; content: Content; problems: Problem[] } | { ok: false; problems: Problem[] };

const schemaCache = new Map<string, SchemaSet>();

/**
 * Compiled once per set of schema files, and again when one changes (dev server): schema/ and
 * each block's, known by a hash of their names and text — not by the project's folder, so the
 * tests' and tools' copies of a project share one compilation (about 1.5 s of CPU each).
 */
function schemasFor(root: string): SchemaSet {
  const hash = createHash('sha256');
  for (const file of schemaFiles(root))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  const stamp = hash.digest('hex');
  const cached = schemaCache.get(stamp);
  if (cached) return cached;
  const set = compileSchemas(root);
  schemaCache.set(stamp, set);
  return set;
}

type ReadResult = CheckedText;

const at1 = (file: string) => ({ file, line: 1, col: 1, pointer: '' });

/** Unsaved text for some files (the page editor's draft), read instead of the file on disk. */
export type Drafts = ReadonlyMap<string, string>;

/** Parses one file's text and checks it against its schema (the part a cache may keep: checked-text-cache.ts). */
function checkText(file: string, text: string, validate: SchemaSet['page'], schemas: SchemaSet): ReadResult {
  const { source, problems } = parseSource(file, text);
  if (!source) return { problems, valid: false };
  if (source.data === null || typeof source.data !== 'object' || Array.isArray(source.data)) {
    return { valid: false, problems: [...problems, problem(catalogue.notFields, at1(file), undefined)] };
  }
  if (!validate(source.data)) return { source, valid: false, problems: [...problems, ...schemaProblems(source, validate.errors ?? [], schemas)] };
  return { source, valid: true, problems };
}

async function readSource(root: string, file: string, schemas: SchemaSet, drafts?: Drafts): Promise<ReadResult> {
  let bytes: Uint8Array;
  try {
    const draft = drafts?.get(file);
    bytes = draft === undefined ? await readFile(path.join(root, file)) : new TextEncoder().encode(draft);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Only site.yaml is looked for by name; a page that was listed and then not found is a broken shortcut.
    const missing = code === 'ENOENT' && file === 'site.yaml';
    return { valid: false, problems: [missing ? problem(catalogue.fileMissing, at1(file), { file }) : problem(catalogue.unreadable, at1(file), { code })] };
  }
  const decoded = decodeSource(file, bytes);
  if (decoded.problem) return { valid: false, problems: [decoded.problem] };
  const validate = file === 'site.yaml' ? schemas.site : schemas.page;
  return checkedText(file, decoded.text, schemas, () => checkText(file, decoded.text, validate, schemas));
}

/** A fault in the code must not hide every other file's problems: it becomes a problem of its own. */
async function guarded(file: string, read: () => Promise<ReadResult>): Promise<ReadResult> {
  try {
    return await read();
  } catch (error) {
    return { valid: false, problems: [{ ...problem(catalogue.internal, at1(file), undefined), detail: (error as Error).stack ?? String(error) }] };
  }
}

/** The redirects of a site.yaml that failed its schema, as far as they can be read. */
function readableRedirects(data: unknown): Site['redirects'] {
  const redirects = (data as { redirects?: unknown }).redirects;
  if (!Array.isArray(redirects)) return [];
  return redirects.filter((r): r is Site['redirects'][number] => typeof r?.from === 'string' && typeof r?.to === 'string');
}

export interface LoadOptions {
  /**
   * Run the launch check (launch-check.ts) at this severity: validate and an ordinary build warn,
   * a production build refuses. Left out by the dev server and the editor, which show what an
   * editor is working on, not what the firm has still to supply.
   */
  launch?: Severity;
}

/** The pages to read: those on disk, new pages that exist only as drafts, and the 404 page last. */
function pageNames(found: Awaited<ReturnType<typeof pageFiles>>, drafts?: Drafts): string[] {
  // A draft of a page not on disk is a new page, read with the others: the workspace's "Ny stad"
  // keeps a new city out of the working copy until it is published (docs/decisions.md 118).
  const newPages = [...(drafts?.keys() ?? [])]
    .filter((file) => file.startsWith('pages/'))
    .map((file) => file.slice('pages/'.length))
    .filter((name) => validFileName.test(name) && name !== notFoundPageFile && !found.pages.includes(name) && name !== found.notFound)
    .sort();
  return [...found.pages, ...newPages, ...(found.notFound ? [found.notFound] : [])];
}

/** Every page's problems, in the order of `names`, and the pages that passed their schema. */
async function readPages(root: string, names: string[], schemas: SchemaSet, drafts?: Drafts): Promise<{ files: CheckedFile[]; problems: Problem[] }> {
  const results = await Promise.all(
    names.map(async (name) => {
      const file = `pages/${name}`;
      return { name, ...(await guarded(file, () => readSource(root, file, schemas, drafts))) };
    }),
  );
  const files: CheckedFile[] = [];
  const problems: Problem[] = [];
  for (const result of results) {
    problems.push(...result.problems);
    if (result.source && result.valid) {
      const path = result.name === notFoundPageFile ? notFoundRoute : routeOfPageFile(result.name);
      files.push({ source: result.source, page: { path, file: result.source.file, data: result.source.data as Page } });
    }
  }
  return { files, problems };
}

/** Newest first; a draft is the newest version of its file: a copy it makes is reported on the draft, not on the original. */
function ageOrder(root: string, drafts?: Drafts): (a: string, b: string) => number {
  const byAge = newerFirst(root);
  return drafts?.size ? (a: string, b: string) => Number(drafts.has(b)) - Number(drafts.has(a)) || byAge(a, b) : byAge;
}

/**
 * The site the links are checked against. A site.yaml that fails its schema still lends its
 * redirects, so its mistakes do not hide the pages' broken links; only when it cannot be read at
 * all are the links left unchecked (every redirect would look broken).
 */
function siteForChecks(siteResult: ReadResult): Site | undefined {
  if (!siteResult.source) return undefined;
  if (siteResult.valid) return siteResult.source.data as Site;
  return { ...(siteResult.source.data as object), redirects: readableRedirects(siteResult.source.data) } as Site;
}

/** The checks across pages and site.yaml: links, anchors, heroes, cities, the calculator's package. */
function crossFileProblems(
  siteResult: ReadResult,
  site: Site | undefined,
  files: CheckedFile[],
  routes: string[],
  age: (a: string, b: string) => number,
): Problem[] {
  const problems: Problem[] = [];
  if (siteResult.source && site) {
    // A value in site.yaml that broke its schema is not reported a second time by the checks.
    const flagged = new Set(siteResult.problems.map((p) => `${p.line}:${p.col}`));
    problems.push(...checkContent(files, routes, site, siteResult.source, age).filter((p) => p.file !== 'site.yaml' || !flagged.has(`${p.line}:${p.col}`)));
  }
  if (siteResult.source && siteResult.valid && site) problems.push(...checkRoiPackage(site, siteResult.source));
  return problems;
}

/** The checks of the text editors write: placeholders, markup, prices and facts written out. */
function textProblems(siteResult: ReadResult, site: Site | undefined, files: CheckedFile[], tokens: ReturnType<typeof siteTokens> | undefined): Problem[] {
  const siteText = siteResult.source && siteResult.valid ? [{ source: siteResult.source, data: siteResult.source.data, extra: runtimeSlots }] : [];
  const texts = [...files.map((f) => ({ source: f.source, data: f.page.data })), ...siteText];
  const problems = checkTokens(texts, tokens);
  // Markdown, HTML entities and tags would be published as typed (C504).
  problems.push(...checkMarkup(texts));
  // A price written out where its placeholder would follow site.yaml (C606).
  // … and so is the revenue range the firm serves, and a city with an office (C607, C420).
  if (tokens && site) problems.push(...checkStatedPrices(site, texts), ...checkStatedFacts(site, texts));
  return problems;
}

/** The content with its placeholders filled, when nothing stands in the way. */
function loadResult(sorted: Problem[], site: Site | undefined, tokens: ReturnType<typeof siteTokens> | undefined, files: CheckedFile[]): LoadResult {
  const notFound = files.find((f) => f.page.path === notFoundRoute);
  if (sorted.some(isError) || !site || !tokens || !notFound) return { ok: false, problems: sorted };
  const filledSite = fillTokens(site, tokens);
  const filled = (page: LoadedPage) => {
    const data = fillTokens(page.data, tokens);
    return { ...page, data: { ...data, blocks: markSiteFacts(filledSite, page.data.blocks, data.blocks) } };
  };
  const pages = files.filter((f) => f !== notFound).map((f) => filled(f.page));
  return { ok: true, content: { site: filledSite, pages, notFound: filled(notFound.page), derived: derive(pages) }, problems: sorted };
}

export async function loadContent(root: string, drafts?: Drafts, options: LoadOptions = {}): Promise<LoadResult> {
  const schemas = schemasFor(root);
  const siteResult = await guarded('site.yaml', () => readSource(root, 'site.yaml', schemas, drafts));
  const found = await pageFiles(root);
  const { files, problems: pageProblems } = await readPages(root, pageNames(found, drafts), schemas, drafts);
  const problems: Problem[] = [...siteResult.problems, ...found.problems, ...pageProblems];

  const age = ageOrder(root, drafts);
  problems.push(...duplicateProblems(files, age), ...listProblems(files, age), ...checkImages(files, root), ...figureBoxProblems(files));
  const site = siteForChecks(siteResult);
  problems.push(...crossFileProblems(siteResult, site, files, found.routes, age));
  // Placeholders need the facts they stand for; without a valid site.yaml only their shape is checked.
  const tokens = siteResult.valid && site ? siteTokens(site) : undefined;
  problems.push(...textProblems(siteResult, site, files, tokens));
  // What only the firm can supply, checked once everything else is in order (docs/decisions.md 57).
  if (options.launch && siteResult.valid && site && siteResult.source && !problems.some(isError)) {
    problems.push(...launchProblems(site, siteResult.source, files, options.launch));
  }
  return loadResult(sortProblems(problems), site, tokens, files);
}
