/**
 * The clients of `npm run bench -- --blocking` (blocking.ts), in a process of their own so that
 * their work is never counted as the server's: `ping` asks /healthz and GET / one after the other
 * on one keep-alive connection each, as a load balancer and a visitor would, and reports every
 * answer's time; `slow` keeps slow readers connected — each asks for three pages at once and takes
 * the answers in 32 bytes every 5 seconds, as `slowhttptest -X -k 3` does — opening a new one when
 * the server cuts one.
 * Driven over IPC: {ping: phase} … {stop: true}; {slow: {clients, addresses, port}} … {stop: true}.
 */
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export type ClientCommand =
  { ping: { port: number; paths: string[] } } | { slow: { port: number; clients: number; addresses: number; path: string } } | { stop: true };

export type ClientReport = { samples: Record<string, number[]> } | { slow: { open: number; opened: number; cut: number } };

const send = (report: ClientReport) => process.send?.(report);
let stopped = false;

function timed(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - started));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Asks each path in turn, a little apart, until told to stop. */
async function ping(port: number, paths: string[]) {
  const agents = paths.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  const samples: Record<string, number[]> = Object.fromEntries(paths.map((path) => [path, []]));
  while (!stopped) {
    for (const [i, path] of paths.entries()) samples[path]?.push(await timed(agents[i] ?? new Agent(), port, path));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  for (const agent of agents) agent.destroy();
  send({ samples });
}

/** `clients` slow readers spread over `addresses` loopback addresses (127.0.1.x), each renewed when cut. */
function slow(port: number, clients: number, addresses: number, path: string) {
  const counts = { open: 0, opened: 0, cut: 0 };
  const sockets = new Set<Socket>();
  const pipelined = `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`.repeat(3);
  const open = (n: number) => {
    if (stopped) return;
    let connected = false;
    const socket = connect({ port, host: '127.0.0.1', localAddress: `127.0.1.${1 + (n % addresses)}` }, () => {
      connected = true;
      counts.open++;
      counts.opened++;
      socket.write(pipelined);
    });
    socket.pause();
    sockets.add(socket);
    // 32 bytes every 5 seconds, as `slowhttptest -X` reads by default: the answer comes in, slowly.
    const reader = setInterval(() => socket.read(32), 5_000);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(reader);
      sockets.delete(socket);
      if (connected) counts.open--;
      if (!stopped) {
        counts.cut++;
        setTimeout(() => open(n), 100);
      }
    });
  };
  for (let n = 0; n < clients; n++) open(n);
  const report = setInterval(() => send({ slow: { ...counts } }), 500);
  process.on('message', (command: ClientCommand) => {
    if (!('stop' in command)) return;
    clearInterval(report);
    for (const socket of sockets) socket.destroy();
    send({ slow: { ...counts } });
  });
}

process.on('message', (command: ClientCommand) => {
  if ('ping' in command) {
    stopped = false;
    void ping(command.ping.port, command.ping.paths);
  } else if ('slow' in command) slow(command.slow.port, command.slow.clients, command.slow.addresses, command.slow.path);
  else stopped = true;
});
