/**
 * A program run with an argument array, never through a shell (docs/decisions.md 94): what an
 * editor typed reaches git or node as one argument or as standard input, so no character in it
 * can start another command.
 */
import { spawn } from 'node:child_process';

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Told of each child as it starts and ends: the publisher writes them down (child-registry.ts). */
export interface ChildWatch {
  add(pid: number | undefined): void;
  remove(pid: number | undefined): void;
}

/** What a child may print before the rest is dropped: a build's output, a long `git log -p`. */
const maxOutput = 64 * 1024 * 1024;

export function run(
  file: string,
  args: readonly string[],
  { cwd, env, input, timeoutMs = 120_000, watch }: { cwd: string; env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number; watch?: ChildWatch },
): Promise<Ran> {
  return new Promise((resolve) => {
    // A group of its own, so that a time-out — or the next start after a crash (child-registry.ts) —
    // ends what it started too (git's ssh, tsx's esbuild).
    const child = spawn(file, args, { cwd, env: env ?? process.env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    watch?.add(child.pid);
    const output = { stdout: '', stderr: '' };
    const keep = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      if (output[stream].length < maxOutput) output[stream] += chunk.toString('utf8');
    };
    child.stdout.on('data', keep('stdout'));
    child.stderr.on('data', keep('stderr'));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      signalGroup(child.pid, 'SIGKILL');
    }, timeoutMs);
    let finished = false;
    const done = (code: number) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      watch?.remove(child.pid);
      resolve({ code, ...output, timedOut });
    };
    child.on('error', (error) => {
      output.stderr += error.message;
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
  });
}

/** A signal to a child's whole group, or to nothing when the group is gone. */
export function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}
