/**
 * The workspace's page: GET /konto and every path below it (the app routes in the browser,
 * react-router's basename /konto) answer the shell the build wrote (scripts/build/konto.ts),
 * with `Cache-Control: no-store` — it names the current hashed bundle and is never kept. The
 * JSON API under /konto/api is routes.ts's, an unknown call there included (a JSON 404).
 * The shell has no inline script, so the site's Content-Security-Policy applies unchanged.
 * docs/decisions.md 77.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serverPaths, workspaceDir } from '~/src/content/routes';
import type { BuiltFiles } from '../built-files';

/** The shell's place in dist/: under `_`, so the static handler never serves it as a file. */
export const workspaceShellFile = `${workspaceDir}/index.html`;

export function workspacePage(app: FastifyInstance, built: BuiltFiles): void {
  // Read again when a publish swaps in a new build: the shell names that build's bundle.
  const shell = built.read((distDir) => {
    const file = path.join(distDir, workspaceShellFile);
    return existsSync(file) ? readFileSync(file) : undefined;
  });
  const answer = async (reply: FastifyReply) => {
    const html = shell();
    // A dist/ built before the workspace existed: /konto is the site's 404 until rebuilt.
    if (!html) return reply.callNotFound();
    return reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  };
  const base = serverPaths.account;
  app.get(base, async (_request, reply) => answer(reply));
  // /konto/api and below are routes.ts's (registered with it, more specific than this wildcard).
  app.get(`${base}/*`, async (_request, reply) => answer(reply));
}
