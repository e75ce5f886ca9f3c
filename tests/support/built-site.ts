/**
 * Global set-up of the `integration` project (vitest.config.ts): the run's one full build. Tests
 * that need a built site with changed content (publishing, a new city, the launch check) render
 * it with the content build from this checkout's render cache (docs/decisions.md 121), in about a
 * second each; the cache comes from `npm run build`, which `npm test` runs before this project.
 * When it is missing or was made from other code (a test file run on its own after a change),
 * the site is built here, once, before any test starts.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { cachedKey, codeKey, renderCacheDir } from '~/src/editor/publish/code-key';
import { root } from '~/scripts/support/site-routes';

export default function setup(): void {
  if (cachedKey(renderCacheDir(root)) === codeKey(root)) return;
  console.log('Ingen render-cache från den här koden: bygger webbplatsen en gång för integrationstesterna (npm run build utan typkontroll)…');
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts', '--skip-typecheck', '--quiet'], { cwd: root, stdio: 'inherit' });
}
