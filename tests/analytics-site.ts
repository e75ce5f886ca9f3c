/**
 * The site as it is built with a Google measurement id in site.yaml, served on a free port.
 * site.yaml ships with `measurementId: null` (no banner, no tag), so the analytics tests copy the
 * content with an id, render it with the content build from the run's one full build (the render
 * cache `npm run build` left, docs/decisions.md 121) and serve its dist/ with the real server.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../server/app';
import { buildContent } from '../scripts/build/site-build';
import { copySchemas } from '../src/content/schemas';
import { root } from '../scripts/support/site-routes';

export const TEST_MEASUREMENT_ID = 'G-TEST12345';

const contentItems = ['pages', 'site.yaml'];

export interface AnalyticsSite {
  /** http://127.0.0.1:PORT — no trailing slash. */
  url: string;
  distDir: string;
  close(): Promise<void>;
}

export async function startAnalyticsSite(measurementId = TEST_MEASUREMENT_ID): Promise<AnalyticsSite> {
  const copy = mkdtempSync(path.join(tmpdir(), 'cfo-analytics-'));
  try {
    for (const item of contentItems) cpSync(path.join(root, item), path.join(copy, item), { recursive: true });
    copySchemas(root, copy);
    const siteFile = path.join(copy, 'site.yaml');
    const original = readFileSync(siteFile, 'utf8');
    const configured = original.replace(/^(\s*measurementId:)\s*null\b.*$/m, `$1 ${measurementId}`);
    if (configured === original) throw new Error('site.yaml has no "measurementId: null" line to replace');
    writeFileSync(siteFile, configured);

    const quiet = () => undefined;
    const built = await buildContent({ root, contentRoot: copy, outDir: path.join(copy, 'dist'), quiet: true, log: quiet, error: quiet });
    if (!built?.ok) throw new Error('The analytics site did not build: run npm run build first (its render cache), then check site.yaml.');
    const distDir = path.join(copy, 'dist');
    const app = await buildServer({ distDir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      distDir,
      close: async () => {
        await app.close();
        rmSync(copy, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}
