/**
 * PostgreSQL going away while the server runs, and coming back (docs/hosting.md "What the server
 * withstands"): the database is reached through a TCP relay on loopback that the test cuts —
 * open connections break, new ones are refused — and restores on the same port.
 */
import { rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '~/scripts/local-postgres';
import { testDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { countRows, eventually, post, startLeadServer, validLead } from './support/lead-server';

const distDir = writeFixtureSite();
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** Forwards `port` to the real database while open; `cut()` breaks every connection. */
async function relay(port: number, to: URL) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(to.port), to.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await open();
  return {
    open,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
  };
}

it('answers 503 with the form kept while PostgreSQL is unreachable, keeps serving pages, and stores again once it is back', async () => {
  const db = await testDatabase('postgres');
  const real = new URL(db.env.DATABASE_URL!);
  const port = await freePort();
  const link = await relay(port, real);
  const viaRelay = new URL(real);
  viaRelay.port = String(port);
  const server = await startLeadServer({ distDir, db, env: { DATABASE_URL: viaRelay.toString() } });
  try {
    const secret = server.service.formSecret;
    expect((await post(server.url, validLead('lead', secret))).status).toBe(201);

    await link.cut();
    const json = await post(server.url, validLead('lead', secret));
    expect(json.status).toBe(503);
    expect(json.headers.get('retry-after')).toBe('30');
    expect(json.json?.message).toMatch(/^Vi kunde inte spara er förfrågan just nu/);
    const lead = validLead('booking', secret);
    const form = await post(server.url, lead, { as: 'form' });
    expect(form.status).toBe(503);
    expect(form.text).toContain(`value="${lead.company as string}"`);
    expect((await fetch(`${server.url}/boka-mote`)).status).toBe(200);

    await link.open();
    await eventually(async () => (await post(server.url, validLead('lead', secret))).status === 201, 15_000, 'a lead stored again');
    expect(await countRows(server, 'leads')).toBe(2);
  } finally {
    await server.close();
    await link.cut();
  }
});
