/**
 * npm run build — validate content, type-check, bundle, prerender every route into dist/.
 * Everything is built in a staging folder and swapped in at the end, so a failed build never
 * leaves a half-written dist/ behind: the previous one stays untouched (scripts/build/site-build.ts).
 *
 * `--content-only` renders the pages alone from the last full build's bundles (the render cache,
 * docs/decisions.md 121) and exits 3 when there is none made from the code as it is now.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent, buildSite, type Built } from './build/site-build';
import { exitWithParent } from './support/exit-with-parent';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A build the publishing server started ends with it (docs/decisions.md 124).
if (process.env.EXIT_WITH_PARENT === '1') exitWithParent();
const flag = (name: string) => process.argv.includes(name);
const quiet = flag('--quiet');
const started = performance.now();
// The content (site.yaml, pages/) and where the site goes: by default this project's own. A copy
// of the content can be built beside it (tests/build/changed-content.test.ts; README "Commands"),
// and the workspace's "Publicera" builds its working copy into a staging folder beside the served
// dist/ (docs/decisions.md 93).
const options = {
  root,
  contentRoot: path.resolve(root, process.env.CONTENT_DIR ?? '.'),
  outDir: path.resolve(root, process.env.DIST_DIR || 'dist'),
  // A production build refuses what the launch check finds; any other build warns (docs/decisions.md 57).
  production: process.env.NODE_ENV === 'production',
  typecheck: !flag('--skip-typecheck'),
  quiet,
};

let built: Built | undefined;
if (flag('--content-only')) {
  built = await buildContent(options);
  if (!built) {
    console.error('Inget fullständigt bygge av den här koden att rendera sidorna från (.build/render/). Kör npm run build.');
    process.exit(3);
  }
} else built = await buildSite(options);
if (!built.ok) process.exit(1);
// `--timings` prints one JSON line with the phase durations, for npm run bench.
if (flag('--timings')) console.log(JSON.stringify({ pages: built.pages, ...built.timings }));
if (!quiet) {
  const where = path.relative(root, options.outDir) || '.';
  console.log(`Klart på ${((performance.now() - started) / 1000).toFixed(1)} s: ${where}/ innehåller ${built.pages} sidor.`);
}
