/**
 * What the page editor's endpoints do (docs/decisions.md "Page editor"), free of HTTP so that
 * tests call it directly. It reads through the same loader as `npm run validate`, renders with
 * the same renderer as the build and creates cities with the same code as `npm run new:city`.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, parseDocument, stringify } from 'yaml';
import { decodeSource } from '~/src/content/decode';
import { loadContent } from '~/src/content/load';
import { routeOfPageFile } from '~/src/content/routes';
import { readSchemas } from '~/src/content/schemas';
import { renderPage } from '~/src/entry-server';
import type { Icon } from '~/src/content/model';
import { iconDrawing } from '~/src/ui/icon';
import { cityTemplate, createCity, planNewCity, Refusal, type Offer } from '~/scripts/new-city';
import { atomicWrite } from '~/src/editor/publish/atomic-write';
import { contentPath } from '~/src/editor/publish/content-path';
import { lineDiff } from './line-diff';
import { localMarkers } from './local-markers';
import { patchYaml, printOptions } from './yaml-patch';

/** A file's bytes as text, a byte-order mark kept: what hashes and patches see. */
export const textOfBytes = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const routeOf = (file: string) => (file === 'site.yaml' ? '/' : routeOfPageFile(file.slice('pages/'.length)));

/** Every schema by its `$id` (schema/ and each block's, src/content/schemas.ts): the editor builds its forms from these alone. */
export async function schemas(root: string) {
  return Object.fromEntries(readSchemas(root).map(({ file, schema }) => [typeof schema.$id === 'string' ? schema.$id : path.basename(file), schema]));
}

/**
 * A page the workspace's "Ny stad" made that is not in the working copy yet (docs/decisions.md
 * 118): the template's text, and the account's unsaved edits of it, if any.
 */
export interface NewPage {
  file: string;
  text: string;
  data?: unknown;
}

/** The new pages that are still new (a file of that name published since is the file), with the edits patched on. */
function stillNew(root: string, created: readonly NewPage[] = []): Map<string, string> {
  const texts = new Map<string, string>();
  for (const page of created) {
    if (existsSync(contentPath(root, page.file))) continue;
    let text = page.text;
    try {
      if (page.data !== undefined) text = patchOrWrite(page.text, page.data);
    } catch {
      // Edits that cannot be patched on are shown when the page is opened; the list shows the template.
    }
    texts.set(page.file, text);
  }
  return texts;
}

/** The start view: every content file with its address, title and problems, and the account's new, unpublished pages. */
export async function pageList(root: string, created?: readonly NewPage[]) {
  const news = stillNew(root, created);
  const [result, names] = await Promise.all([loadContent(root, news), readdir(path.join(root, 'pages'))]);
  const files = [
    'site.yaml',
    ...names
      .filter((n) => n.endsWith('.yaml'))
      .sort()
      .map((n) => `pages/${n}`),
    ...[...news.keys()].sort(),
  ];
  const pages = await Promise.all(
    files.map(async (file) => {
      let title = file === 'site.yaml' ? 'Webbplatsens uppgifter' : '';
      try {
        title = String((parse(news.get(file) ?? (await readFile(path.join(root, file), 'utf8'))) as { title?: unknown } | null)?.title ?? title);
      } catch {
        // A file that does not parse is listed with its problems and no title.
      }
      const own = result.problems.filter((p) => p.file === file);
      return {
        file,
        route: routeOf(file),
        title,
        errors: own.filter((p) => p.severity === 'error').length,
        warnings: own.filter((p) => p.severity === 'warning').length,
        ...(news.has(file) ? { isNew: true } : {}),
      };
    }),
  );
  return { pages, buildStops: !result.ok };
}

/** Where the to-dos' template values come from: the page's own city filled into its template. */
async function templateOf(root: string, data: unknown): Promise<string | undefined> {
  const city = (data as { city?: { name?: unknown; offer?: unknown; menu?: unknown } } | null)?.city;
  if (typeof city?.name !== 'string' || (city.offer !== 'cfo' && city.offer !== 'interim')) return undefined;
  return cityTemplate(root, city.offer, city.name, city.menu !== false);
}

/**
 * The file's text as the validator reads it, or the validator's own refusal: a file in UTF-16 or
 * Latin-1 read as UTF-8 and saved would be damaged for good (docs/decisions.md "Nothing typed is lost, no file is damaged").
 */
async function readContent(root: string, file: string, base?: string) {
  // A new page not yet published is its template's text (docs/decisions.md 118).
  if (base !== undefined && !existsSync(contentPath(root, file))) return { text: base };
  const bytes = await readFile(contentPath(root, file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Missing(`${file} finns inte. En ny sida syns bara för den som skapade den, tills den är publicerad.`);
    throw error;
  });
  const decoded = decodeSource(file, bytes);
  // The decoder drops a byte-order mark; the file keeps it, so patching and hashing see it too.
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return decoded.text !== undefined && bom ? { text: `\ufeff${decoded.text}` } : decoded;
}

export async function openPage(root: string, file: string, base?: string) {
  const decoded = await readContent(root, file, base);
  const text = (decoded.text ?? '').replace(/^\ufeff/, '');
  const result = await loadContent(root, stillNew(root, base === undefined ? [] : [{ file, text: base }]));
  const problems = decoded.problem ? [decoded.problem] : result.problems.filter((p) => p.file === file);
  let data: unknown;
  try {
    // A file the validator cannot read is no form: it is shown with its problem only.
    if (!decoded.problem) data = parse(text, { uniqueKeys: true });
  } catch {
    // Shown as the file's problems, to be fixed in a text editor: a form needs readable data.
  }
  const markers = data === undefined ? [] : localMarkers(text, await templateOf(root, data));
  return { file, route: routeOf(file), hash: hashOf(decoded.text ?? ''), data, problems, markers, kind: file === 'site.yaml' ? 'site' : 'page' };
}

/** Checks and renders unsaved data: the problems of the file, and the page as it would be built. */
export async function draft(root: string, file: string, data: unknown, base?: string) {
  const text = patchOrWrite(await readable(root, file, base), data);
  const result = await loadContent(root, new Map([[file, text]]));
  const problems = result.problems.filter((p) => p.file === file);
  const html = result.ok ? (await renderPage(result.content, routeOf(file))).html : undefined;
  return {
    problems,
    html,
    buildStops: !result.ok,
    otherFiles: new Set(result.problems.filter((p) => p.file !== file && p.severity === 'error').map((p) => p.file)).size,
  };
}

export class Conflict extends Error {}

/** A content file that is not there (the workspace answers 404): a link to someone else's unpublished page, say. */
export class Missing extends Error {}

/**
 * The editor's data patched onto the file — or, when the file on disk no longer parses (someone
 * broke it in a text editor while the page was open), the data written out in full: that is what
 * "Jämför" shows and "Behåll min version" saves, so a draft is never stuck behind a broken file.
 */
function patchOrWrite(current: string, data: unknown): string {
  if (parseDocument(current.replace(/^\ufeff/, '')).errors.length === 0) return patchYaml(current, data);
  const text = stringify(data, printOptions);
  return current.includes('\r\n') ? text.replace(/\n/g, '\r\n') : text;
}

/** The file's text for patching, refused (never guessed) when the validator cannot read it. */
async function readable(root: string, file: string, base?: string): Promise<string> {
  const decoded = await readContent(root, file, base);
  if (decoded.problem) throw new Refusal(`${file} kan inte sparas från redigeraren: ${decoded.problem.message}. ${decoded.problem.hint}`);
  return decoded.text;
}

/**
 * The file's text with the edits patched onto it as it was opened; refuses if it changed on disk
 * since. Saving writes it; the workspace's "Publicera" publishes it (src/editor/server/editor-cli.ts).
 */
export async function patched(root: string, file: string, data: unknown, hash: string, base?: string) {
  contentPath(root, file);
  // Edits made on a new page's template: published as a new file, which nobody else may have made meanwhile.
  if (base !== undefined && hash === hashOf(base)) {
    if (existsSync(contentPath(root, file)))
      throw new Conflict(
        `${file} finns redan: en sida med samma adress har publicerats medan er nya sida var ett utkast. Läs in sidan igen; era ändringar finns kvar som utkast.`,
      );
    return { text: patchOrWrite(base, data), changed: true };
  }
  const current = await readable(root, file);
  // Both hosts show this beside »Jämför« and »Läs in filen igen« (src/editor/ui/conflict-notice.tsx),
  // which throws the edits away: it says so, and guesses at no cause — a text editor, git, another
  // tab or another editor's publish all look the same from here.
  if (hashOf(current) !== hash)
    throw new Conflict(
      `Sidan ${file} har ändrats sedan ni öppnade den, så era ändringar har inte förts in. De finns kvar här: jämför dem med den nya versionen och välj vilken som ska gälla, eller läs in den nya versionen (då försvinner era ändringar).`,
    );
  const text = patchOrWrite(current, data);
  return { text, changed: text !== current };
}

/** Writes the edits as patches to the file as it was opened; refuses if it changed on disk since. */
export async function save(root: string, file: string, data: unknown, hash: string) {
  const { text, changed } = await patched(root, file, data, hash);
  if (changed) await atomicWrite(contentPath(root, file), text);
  return { hash: hashOf(text), changed };
}

/**
 * Every problem of the whole content as it is on disk, as the build will judge it: the launch
 * check refuses placeholders in a production build and warns otherwise (docs/decisions.md 57).
 */
export async function check(root: string) {
  return { problems: (await loadContent(root, undefined, { launch: process.env.NODE_ENV === 'production' ? 'error' : 'warning' })).problems };
}

/**
 * What saving the editor's version now would change in the file as it is on disk: the lines of
 * the file (−) and of the edits patched onto it (+), and the file's hash, so that "keep my
 * version" saves over exactly this file and is refused again if it changes once more.
 */
export async function compare(root: string, file: string, data: unknown) {
  const current = await readable(root, file);
  return { hash: hashOf(current), hunks: lineDiff(current, patchOrWrite(current, data)) };
}

export async function newCityPage(root: string, name: unknown, offer: unknown) {
  if (typeof name !== 'string' || (offer !== 'cfo' && offer !== 'interim')) throw new Refusal('Ange stadens namn och välj CFO-tjänster eller interim CFO.');
  const { plan } = await createCity(name, offer as Offer, root);
  return { file: plan.file, route: plan.route };
}

/**
 * The workspace's "Ny stad": the page `npm run new:city` would write, by the same code, and not
 * written — the server keeps it as the account's draft until it is published (docs/decisions.md 118).
 */
export async function cityPage(root: string, name: unknown, offer: unknown) {
  if (typeof name !== 'string' || (offer !== 'cfo' && offer !== 'interim')) throw new Refusal('Ange stadens namn och välj CFO-tjänster eller interim CFO.');
  const { plan, text } = await planNewCity(name, offer as Offer, root);
  return { file: plan.file, route: plan.route, text };
}

/** The drawing of every icon the schema's enumeration offers, for the icon picker. */
export async function icons(root: string) {
  const defs = (await schemas(root))['defs.schema.json'] as { definitions: { icon: { enum: Icon[] } } };
  return Object.fromEntries(defs.definitions.icon.enum.map((name) => [name, iconDrawing(name)]));
}
