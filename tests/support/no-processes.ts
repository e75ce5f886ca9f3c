/**
 * The `unit` project's promise (vitest.config.ts, docs/architecture.md "Tests"): a unit test
 * starts no process. Every way of starting one throws here, naming what to do instead, so a test
 * that begins to run a command, a build or git fails at once rather than slowing the fast project
 * down unnoticed.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';

const starters = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;

/**
 * The one process a unit test may cause: esbuild's service, which the library starts once per
 * worker for its JavaScript API (the server's worker threads are bundled with it from source,
 * server/worker-file.ts) — a helper of a library, not a command, a build or a server of the test's.
 */
const esbuildService = /[/\\]@?esbuild(?:[/\\][^/\\]+)?[/\\]bin[/\\]esbuild(?:\.exe)?$/;

for (const name of starters) {
  const original = childProcess[name] as (...args: unknown[]) => unknown;
  Object.defineProperty(childProcess, name, {
    configurable: true,
    writable: true,
    value: (...args: unknown[]) => {
      if (typeof args[0] === 'string' && esbuildService.test(args[0])) return original(...args);
      throw new Error(
        `A unit test starts no process (child_process.${name}). Test the function the command calls, or name the file *.integration.test.ts to run it in the integration project (vitest.config.ts).`,
      );
    },
  });
}
// `import { spawn } from 'node:child_process'` reads the same bindings.
syncBuiltinESMExports();
