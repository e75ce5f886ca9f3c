/**
 * A program run with an argument array, never through a shell (docs/decisions.md 94): what an
 * editor typed reaches git or node as one argument or as standard input, so no character in it
 * can start another command.
 */
import { execFile } from 'node:child_process';

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export function run(
  file: string,
  args: readonly string[],
  { cwd, env, input, timeoutMs = 120_000 }: { cwd: string; env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number },
): Promise<Ran> {
  return new Promise((resolve) => {
    const child = execFile(
      file,
      args,
      { cwd, env: env ?? process.env, timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const failed = error as (NodeJS.ErrnoException & { code?: number | string; killed?: boolean }) | null;
        resolve({ code: failed ? (typeof failed.code === 'number' ? failed.code : 1) : 0, stdout, stderr, timedOut: Boolean(failed?.killed) });
      },
    );
    child.stdin?.on('error', () => {});
    child.stdin?.end(input ?? '');
  });
}
