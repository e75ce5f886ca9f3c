/**
 * What is in pages/: every file there is a page or a problem (issue 12). A file in a folder, a
 * backup, a name that cannot be an address or one that is reserved is reported, never skipped.
 * Hidden files (a leading dot: .DS_Store, an editor's swap file) are the operating system's and
 * the editor's, not the content's, and are left alone.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { slugify } from '../lib/slug';
import { catalogue, problem } from './problem-catalogue';
import type { Problem } from './problem';
import { homePageFile, notFoundPageFile, requiredPageFiles, reservedRouteNames, routeOfPageFile } from './routes';

export const validFileName = /^[a-z0-9]+(-[a-z0-9]+)*\.yaml$/;
const at1 = (file: string) => ({ file, line: 1, col: 1, pointer: '' });

/** "Kopia av Umeå.YML" → "kopia-av-umea.yaml". */
const fixName = (name: string) => `${slugify(name.replace(/\.ya?ml$/i, '')) || 'sida'}.yaml`;

async function entries(dir: string): Promise<{ name: string; folder: boolean }[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).map((e) => ({ name: e.name, folder: e.isDirectory() }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Files below a folder in pages/, relative to pages/. */
async function filesBelow(root: string, folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await entries(path.join(root, 'pages', folder))) {
    if (entry.name.startsWith('.')) continue;
    const relative = `${folder}/${entry.name}`;
    if (entry.folder) found.push(...(await filesBelow(root, relative)));
    else found.push(relative);
  }
  return found;
}

export interface PageFiles {
  /** File names in pages/ that can be pages, sorted: `kassaflode.yaml`. */
  pages: string[];
  /** pages/404.yaml, the not-found page's text, when it is there: a page file that is no route. */
  notFound?: string;
  /** Every route a page file would have, also for pages that fail later checks. */
  routes: string[];
  problems: Problem[];
}

export async function pageFiles(root: string): Promise<PageFiles> {
  const reserved = reservedRouteNames((await entries(path.join(root, 'public'))).map((e) => e.name));
  const pages: string[] = [];
  let notFound: string | undefined;
  const problems: Problem[] = [];
  for (const entry of (await entries(path.join(root, 'pages'))).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = `pages/${entry.name}`;
    if (entry.name.startsWith('.')) continue;
    if (entry.folder) {
      for (const inner of await filesBelow(root, entry.name)) {
        const suggestion = `pages/${fixName(path.basename(inner))}`;
        problems.push(problem(catalogue.folderInPages, at1(`pages/${inner}`), { folder: `pages/${entry.name}/`, suggestion }));
      }
    } else if (!/\.ya?ml$/i.test(entry.name)) {
      // A name without any extension was most likely meant as a page; a backup (x.yaml~) was not.
      problems.push(problem(catalogue.notAPage, at1(file), { fixed: entry.name.includes('.') ? undefined : fixName(entry.name) }));
    } else if (!validFileName.test(entry.name)) {
      problems.push(problem(catalogue.badFileName, at1(file), { fixed: fixName(entry.name) }));
    } else {
      const stem = entry.name.replace(/\.yaml$/, '');
      const taken = reserved.get(stem);
      if (entry.name === notFoundPageFile) notFound = entry.name;
      else if (taken) problems.push(problem(catalogue.reservedName, at1(file), { route: `/${stem}`, ...taken, suggestion: `${stem}-sida.yaml` }));
      else pages.push(entry.name);
    }
  }
  const present = new Set([...pages, ...(notFound ? [notFound] : [])]);
  for (const [file, role] of Object.entries(requiredPageFiles)) {
    if (present.has(file)) continue;
    if (file === homePageFile) problems.push(problem(catalogue.homeMissing, at1(`pages/${file}`), undefined));
    else problems.push(problem(catalogue.requiredPageMissing, at1(`pages/${file}`), { file: `pages/${file}`, role: role as 'notFound' | 'thankYou' }));
  }
  return { pages, ...(notFound ? { notFound } : {}), routes: pages.map(routeOfPageFile), problems };
}
