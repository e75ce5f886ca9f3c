/**
 * Starts one of the server's worker threads (the SQLite store, docs/decisions.md 151; an export,
 * decision 152) from wherever the server runs. From the bundle (`node dist-server/server.js`) the
 * worker is an entry of its own that scripts/build-server.ts writes beside server.js, plain
 * JavaScript. From source (tsx, Vitest, `npm run bench`) a worker inherits no TypeScript loader,
 * and registering tsx's in each costs 0.6 s; so its module is bundled once per process by esbuild
 * (a development dependency, as it is in a checkout) into node_modules/.cache, where the packages
 * it imports resolve as from the project.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type * as Esbuild from 'esbuild';

const here = fileURLToPath(import.meta.url);

/** dist-server/<name>.js: this code sits in server.js, leads.js or one of their chunks/. */
function bundledEntry(name: string): string {
  const candidates = [path.dirname(here), path.dirname(path.dirname(here))].map((folder) => path.join(folder, `${name}.js`));
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`${name}.js saknas bredvid servern (${candidates.join(', ')}) — bygg om med \`npm run build\`.`);
  return found;
}

/** Named through a variable so that the server's bundle does not count it as a package it imports. */
const developmentBundler = 'esbuild';
const built = new Map<string, Promise<string>>();

async function bundleSource(source: URL, name: string): Promise<string> {
  const esbuild = (await import(developmentBundler)) as typeof Esbuild;
  const root = path.dirname(path.dirname(here));
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    write: false,
    // A program error's stack then names the source file it happened in.
    sourcemap: 'inline',
    logLevel: 'silent',
    absWorkingDir: root,
  });
  const code = result.outputFiles.map((file) => file.text).join('\n');
  const file = path.join(root, 'node_modules', '.cache', 'server-workers', `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: another process may be starting the same worker.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}

/**
 * `source` is the worker's module (`new URL('./x-worker.ts', import.meta.url)` in its caller),
 * `name` its entry in the bundle.
 */
export async function startWorker(source: URL, name: string, options: WorkerOptions = {}): Promise<Worker> {
  if (!here.endsWith('.ts')) return new Worker(bundledEntry(name), options);
  let file = built.get(source.href);
  if (!file) built.set(source.href, (file = bundleSource(source, name)));
  return new Worker(await file, { ...options, execArgv: [...(options.execArgv ?? []), '--enable-source-maps'] });
}
