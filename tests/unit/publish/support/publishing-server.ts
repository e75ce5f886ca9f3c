/**
 * The real lead server publishing from a working copy (docs/decisions.md 92–95), as the tests of
 * publishing through the workspace start it: the three repositories of tests/publish-fixture.ts
 * in a temporary folder of the test's own, a fixture site served as dist/, and people signed in
 * with both factors. `stop()` closes the server and removes every folder, the build's swapped-out
 * copies too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '~/server/leads/account-store';
import type { PublishConfig } from '~/src/editor/publish/config';
import { root } from '~/scripts/support/site-routes';
import { publishRepoPaths, seedPublishRepos } from '~/tests/publish-fixture';
import { writeFixtureSite } from '~/tests/unit/leads/support/fixture-site';
import { kontoClient } from '~/tests/unit/leads/support/konto-client';
import { startLeadServer, type TestServer } from '~/tests/unit/leads/support/lead-server';

/** How long one build may take on a busy two-core machine. */
export const buildTimeoutMs = 15 * 60_000;
/** For `beforeAll`: the repositories, the server and the sign-ins, before any build. */
export const startTimeoutMs = 5 * 60_000;

/** The two editors most tests sign in: one to act, one to find the first's work changed under them. */
export const twoEditors = [
  ['redaktor@nordvik.example', 'editor'],
  ['andra.redaktor@nordvik.example', 'editor'],
] as const;

export function publishingServer(prefix: string, { mode, history }: { mode: PublishConfig['mode']; history?: (seed: string) => void }) {
  const temp = mkdtempSync(path.join(tmpdir(), prefix));
  const repos = publishRepoPaths(temp);
  let distDir: string | undefined;
  let server: TestServer | undefined;
  /** The server's warnings and errors, as JSON lines: where git's own words go (src/editor/publish/git-push.ts). */
  const serverLog: string[] = [];

  return {
    temp,
    ...repos,
    serverLog,
    /** Seeds the repositories, starts the server and signs in `people` (email and role) in order; their session cookies in the same order. */
    async start<const People extends readonly (readonly [email: string, role: Role])[]>(people: People) {
      seedPublishRepos(temp, history);
      distDir = writeFixtureSite();
      server = await startLeadServer({
        distDir,
        logger: { level: 'warn', stream: { write: (line: string) => void serverLog.push(line) } },
        publishing: { repoDir: repos.work, mode, remote: 'origin', branch: 'main', buildTimeoutMs, serverRoot: root },
      });
      const client = kontoClient(server);
      const cookies: string[] = [];
      for (const [email, role] of people) cookies.push(await client.signedIn(email, role));
      return { server, client, cookies: cookies as { [Person in keyof People]: string }, distDir };
    },
    async stop() {
      await server?.close();
      const built = distDir ? [distDir, `${distDir}.foregaende`, `${distDir}.publicering`] : [];
      for (const dir of [temp, ...built]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
