/**
 * A real calendar server for the booking tests: Debian's Radicale (CalDAV, `apt-get install
 * radicale`; .ci/run installs it), started on a free loopback port with its collections in a
 * temporary folder, open to anyone on loopback (no sign-in), and stopped — its folder removed — by
 * `stop()`, or with the process that started it. Each collection's address answers a GET with the
 * whole calendar as iCalendar text: the same "secret address" a partner copies from Google,
 * Outlook, iCloud or Proton.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Radicale {
  url: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function answered(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null) throw new Error(`Radicale stopped at start (exit ${child.exitCode}):\n${log()}`);
    try {
      await fetch(url, { method: 'OPTIONS' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`Radicale did not answer at ${url}:\n${log()}`);
}

export async function startRadicale(): Promise<Radicale> {
  const folder = mkdtempSync(path.join(tmpdir(), 'radicale-'));
  const port = await freePort();
  let output = '';
  const child = spawn(
    'radicale',
    [
      '--server-hosts',
      `127.0.0.1:${port}`,
      '--storage-filesystem-folder',
      path.join(folder, 'samlingar'),
      '--auth-type',
      'none',
      '--rights-type',
      'authenticated',
      '--logging-level',
      'warning',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stopChild = () => child.kill('SIGTERM');
  process.once('exit', stopChild);
  const url = `http://127.0.0.1:${port}`;
  try {
    await answered(url, child, () => output);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('Radicale is not installed: `apt-get install radicale` (Debian), as .ci/run does.', { cause: error });
    throw error;
  }
  return {
    url,
    async stop() {
      process.off('exit', stopChild);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
