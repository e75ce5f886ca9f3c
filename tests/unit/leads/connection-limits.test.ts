/**
 * The connection limits Node leaves to us (server/connection-limits.ts, docs/decisions.md 155),
 * on a plain node:http server with short limits: a connection that never sends a request is
 * closed; an answer the client does not take in is cut; one address gets its number of
 * connections and no more, others theirs. Every wait is for an
 * event (a close, the last byte), never for a time.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { buildServer, defaultTimeouts } from '~/server/app';
import { limitConnections, limitReport } from '~/server/connection-limits';
import { writeFixtureSite } from './support/fixture-site';

const bigAnswer = Buffer.alloc(32 * 1024 * 1024, 'å');
// No time for the answer's size: the big answer is cut once the 0.3 s are over.
const limits = { perAddress: 3, firstRequestMs: 300, sendMs: 300, sendBytesPerSecond: Number.MAX_SAFE_INTEGER };
let server: Server;
let port: number;
const counts = { refused: 0, cut: 0 };
/** Resolved at the next answer the server cuts. */
let nextCut = () => {};
/** Resolved when the server next sees a connection close (after the limits have counted it). */
let nextServerClose = () => {};

beforeAll(async () => {
  server = createServer({ keepAliveTimeout: 60_000 }, (request, response) => {
    if (request.url === '/stor') return response.writeHead(200, { 'Content-Length': bigAnswer.length }).end(bigAnswer);
    response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': 3 }).end('hej');
  });
  // No idle limit of Node's here: whatever closes a connection below is ours.
  server.setTimeout(0);
  limitConnections(server, limits, { refused: () => counts.refused++, cut: () => (counts.cut++, nextCut()) });
  server.on('connection', (socket: Socket) => socket.once('close', () => nextServerClose()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const openTo = (to: number, localAddress = '127.0.0.1') =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect({ port: to, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
const open = (localAddress = '127.0.0.1') => openTo(port, localAddress);
const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));
/** One request on an open connection; resolves with what came back before `end` bytes or the close. */
function ask(socket: Socket, path = '/'): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('\r\n\r\nhej') || text.includes('</html>')) done();
    };
    const done = () => {
      socket.off('data', onData);
      resolve(text);
    };
    socket.on('data', onData);
    socket.once('close', done);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  });
}

describe('connection limits', () => {
  it('closes a connection that sends no request, and keeps one that does', async () => {
    const silent = await open('127.0.0.3');
    const talking = await open('127.0.0.3');
    expect(await ask(talking)).toMatch(/^HTTP\/1\.1 200 OK/);
    await closed(silent);
    expect(talking.destroyed).toBe(false);
    talking.destroy();
  });

  it('cuts an answer the client stops taking in, larger than the buffers on the way can hold', async () => {
    const cut = new Promise<void>((resolve) => (nextCut = resolve));
    const stalled = await open('127.0.0.4');
    stalled.write('GET /stor HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // Reads nothing, as a slow reader that never gets round to it.
    stalled.pause();
    await cut;
    // What it reads afterwards ends well short of the answer: the rest was never sent.
    let received = 0;
    stalled.on('data', (chunk: Buffer) => (received += chunk.length));
    stalled.on('error', () => undefined);
    stalled.resume();
    await closed(stalled);
    expect(received).toBeLessThan(bigAnswer.length);
  });

  it('gives one address its number of connections and no more, and another address its own', async () => {
    const refusedBefore = counts.refused;
    const mine = await Promise.all([open(), open(), open()]);
    for (const socket of mine) expect(await ask(socket)).toMatch(/^HTTP\/1\.1 200 OK/);
    const over = await open();
    await closed(over);
    expect(counts.refused).toBe(refusedBefore + 1);
    // Another address (all of 127/8 is this machine) is counted on its own.
    const neighbour = await open('127.0.0.2');
    expect(await ask(neighbour)).toMatch(/^HTTP\/1\.1 200 OK/);
    // One of the three closes: the address may open one again.
    const seen = new Promise<void>((resolve) => (nextServerClose = resolve));
    mine[0]!.destroy();
    await seen;
    const again = await open();
    expect(await ask(again)).toMatch(/^HTTP\/1\.1 200 OK/);
    for (const socket of [...mine, neighbour, again]) socket.destroy();
  });
});

describe('the site server', () => {
  it('caps connections per address, but not behind proxies of its own, whose every connection is a proxy’s', async () => {
    const distDir = writeFixtureSite();
    const servers = await Promise.all(
      [0, 1].map(async (trustProxyHops) => {
        const app = await buildServer({ distDir, timeouts: defaultTimeouts, maxConnectionsPerAddress: 2, trustProxyHops });
        await app.listen({ port: 0, host: '127.0.0.1' });
        return app;
      }),
    );
    try {
      const [direct, proxied] = servers.map((app) => (app.server.address() as AddressInfo).port) as [number, number];
      const sockets = await Promise.all([direct, direct, direct, proxied, proxied, proxied].map((to) => openTo(to)));
      const answers = await Promise.all(sockets.map((socket) => ask(socket)));
      // Whichever of the three reached the server last is closed unanswered.
      const firstLines = answers.map((answer) => answer.slice(0, 15));
      expect(firstLines.slice(0, 3).sort()).toEqual(['', 'HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
      expect(firstLines.slice(3)).toEqual(Array(3).fill('HTTP/1.1 200 OK'));
      for (const socket of sockets) socket.destroy();
    } finally {
      for (const app of servers) await app.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});

describe('the report of what was limited', () => {
  it('tells the counts at most once per interval, and nothing when there is nothing', async () => {
    const told: { refused: number; cut: number }[] = [];
    let interval = () => {};
    const report = limitReport((counts) => (told.push(counts), interval()), 20);
    report.refused();
    report.refused();
    report.cut();
    await new Promise<void>((resolve) => (interval = resolve));
    expect(told).toEqual([{ refused: 2, cut: 1 }]);
    report.cut();
    await new Promise<void>((resolve) => (interval = resolve));
    report.stop();
    expect(told).toEqual([
      { refused: 2, cut: 1 },
      { refused: 0, cut: 1 },
    ]);
  });
});
