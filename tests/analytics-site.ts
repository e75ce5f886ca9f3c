/**
 * The site as it is built with a Google measurement id in site.yaml, served on a free port.
 * site.yaml ships with `measurementId: null` (no banner, no tag), so the analytics tests build a
 * throwaway copy of the project with an id — the same copy pattern as
 * tests/unit/build-keeps-dist.integration.test.ts — and serve its dist/ with the real server.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { buildServer } from '../server/app';
import { root } from '../scripts/support/site-routes';

export const TEST_MEASUREMENT_ID = 'G-TEST12345';

const projectItems = ['scripts', 'src', 'server', 'schema', 'pages', 'public', 'site.yaml', 'tsconfig.json', 'vite.config.ts', 'package.json', 'tests'];

export interface AnalyticsSite {
  /** http://127.0.0.1:PORT — no trailing slash. */
  url: string;
  distDir: string;
  close(): Promise<void>;
}

export async function startAnalyticsSite(measurementId = TEST_MEASUREMENT_ID): Promise<AnalyticsSite> {
  const copy = mkdtempSync(path.join(tmpdir(), 'cfo-analytics-'));
  try {
    for (const item of projectItems) {
      cpSync(path.join(root, item), path.join(copy, item), { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const siteFile = path.join(copy, 'site.yaml');
    const original = readFileSync(siteFile, 'utf8');
    const configured = original.replace(/^(\s*measurementId:)\s*null\b.*$/m, `$1 ${measurementId}`);
    if (configured === original) throw new Error('site.yaml has no "measurementId: null" line to replace');
    writeFileSync(siteFile, configured);

    await promisify(execFile)(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/build.ts', '--skip-typecheck', '--quiet'], {
      cwd: copy,
      maxBuffer: 16 * 1024 * 1024,
    });
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
