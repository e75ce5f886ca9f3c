/**
 * The production server as plain JavaScript (README "Production"): `server/index.ts` and the
 * `leads` command bundled by esbuild into `dist-server/`, so a built checkout runs with
 * `npm ci --omit=dev` and `node dist-server/server.js` — no TypeScript runner, no dev dependency.
 *
 * Packages stay imports (they are installed by npm); our own code — server/, src/lead-form, the
 * page editor's publishing (src/editor/publish/) and the few src/ modules the server shares with
 * the build — is inlined. The build fails if the
 * bundle imports a package that is not a runtime dependency, because `--omit=dev` would leave
 * it out and the server would fail only when started in production.
 * Written beside dist/ (never into it: dist/ is what a static host publishes).
 */
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = 'dist-server';
// The worker threads are entries of their own: server/worker-file.ts starts them from beside server.js.
const entryPoints = {
  server: 'server/index.ts',
  leads: 'scripts/leads.ts',
  'sqlite-worker': 'server/leads/sqlite/sqlite-worker.ts',
  'export-worker': 'server/leads/export-worker.ts',
};

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

export async function buildServerBundle(): Promise<string[]> {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const staging = path.join(root, `.${serverOutDir}-staging`);
  await rm(staging, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([name, file]) => [name, path.join(root, file)])),
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    // A bundle keeps `import.meta.url` of its own file; both entries sit one folder below the root, as before.
    banner: { js: '// Built by scripts/build-server.ts from server/ and scripts/leads.ts — edit those, not this.' },
  });
  const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
  const imported = new Set(
    Object.values(result.metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external && !builtins.has(entry.path))
      .map((entry) => packageName(entry.path)),
  );
  const missing = [...imported].filter((name) => !(name in pkg.dependencies));
  if (missing.length) {
    await rm(staging, { recursive: true, force: true });
    throw new Error(`Servern importerar paket som inte är körberoenden (dependencies) och saknas därför efter npm ci --omit=dev: ${missing.join(', ')}.`);
  }
  const out = path.join(root, serverOutDir);
  await rm(out, { recursive: true, force: true });
  await mkdir(path.dirname(out), { recursive: true });
  await rename(staging, out);
  return [...imported].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packages = await buildServerBundle();
  console.log(`✓ server: ${serverOutDir}/server.js och ${serverOutDir}/leads.js (paket: ${packages.join(', ')})`);
}
