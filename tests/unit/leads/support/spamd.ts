/**
 * A real SpamAssassin daemon for the tests that check its verdict (server/leads/spamd.ts), started
 * as the tests start PostgreSQL: Debian's `spamd` (packages `spamassassin` and `spamd`, installed
 * by .ci/run; `SPAMD_PATH` for another), on a free loopback port, with its shipped rules, no
 * network tests (`--local`) and no user configuration, one child; stopped when the file is done.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestSpamd {
  port: number;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Whether spamd answers PING with PONG (SPAMC/1.5). */
const pong = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on('error', () => resolve(false));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(/PONG/.test(answer)));
    socket.on('connect', () => socket.end('PING SPAMC/1.5\r\n\r\n'));
  });

export async function startSpamd(): Promise<TestSpamd> {
  const binary = process.env.SPAMD_PATH ?? '/usr/sbin/spamd';
  if (!existsSync(binary)) throw new Error(`${binary} saknas: installera Debians paket spamassassin och spamd (.ci/run gör det), eller sätt SPAMD_PATH.`);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'spamd-'));
  const asRoot = process.getuid?.() === 0 ? ['--username=nobody'] : [];
  const args = [
    `--listen=127.0.0.1:${port}`,
    '--max-children=1',
    '--min-children=1',
    '--local',
    '--nouser-config',
    `--pidfile=${dir}/spamd.pid`,
    '--syslog=stderr',
  ];
  const child = spawn(binary, [...args, ...asRoot], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  // Loading the rules takes a few seconds (longer on a busy machine): wait for its answer, not a time.
  const deadline = Date.now() + 120_000;
  while (!(await pong(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`spamd startade inte:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { port, stop };
}
