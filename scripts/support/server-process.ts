/**
 * `npm start`'s server (server/index.ts) in a process of its own, as in production: for the
 * crash test, which kills it, and for the bench. Started directly under node (no npm or npx in
 * between), so a signal reaches the server itself and its pid is the one in its outbox claims.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Agent } from 'node:http';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it wrote, for a failing test's message. */
  output(): string;
  /** SIGTERM (a clean stop) and wait for the exit; its exit code. */
  stop(): Promise<number | null>;
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 30 s: ${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Webbplatsen körs på')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  return {
    child,
    port: Number(env.PORT),
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
      return child.exitCode;
    },
  };
}

export interface PostAnswer {
  status: number | 'error';
  replayed: boolean;
}

/** One POST /api/leads as the enhanced form (JSON) or the plain form sends it. */
export function postLead(port: number, agent: Agent, body: Record<string, unknown>, asForm = false): Promise<PostAnswer> {
  const payload = asForm ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString() : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        agent,
        timeout: 20_000,
        headers: { 'content-type': asForm ? 'application/x-www-form-urlencoded' : 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 'error', replayed: response.headers['idempotent-replayed'] === 'true' }));
        response.on('error', () => resolve({ status: 'error', replayed: false }));
      },
    );
    req.on('error', () => resolve({ status: 'error', replayed: false }));
    req.on('timeout', () => req.destroy());
    req.end(payload);
  });
}
