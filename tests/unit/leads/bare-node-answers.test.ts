/**
 * Requests Node would answer by itself, bare — no page, no security headers: HTTP/1.1 without
 * `Host` (400) and an `Expect` it does not know (417). Both get the Swedish error page with the
 * security headers (server/app.ts), sent over a raw socket as a client would write them.
 */
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureSite } from './support/fixture-site';
import { startLeadServer, type TestServer } from './support/lead-server';

const distDir = writeFixtureSite();
let server: TestServer;
beforeAll(async () => {
  server = await startLeadServer({ distDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** Writes `bytes` and returns the whole answer: up to the end of its body, or until the server closes. */
function raw(bytes: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let text = '';
    const complete = () => {
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end));
      return end >= 0 && length !== null && Buffer.byteLength(text.slice(end + 4)) >= Number(length[1]);
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (complete()) socket.destroy();
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

function expectSwedishErrorPage(answer: string, status: number) {
  expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
  const head = answer.slice(0, answer.indexOf('\r\n\r\n'));
  for (const header of [
    "content-security-policy: default-src 'self'",
    'x-content-type-options: nosniff',
    'x-frame-options: deny',
    'strict-transport-security: max-age=',
    'referrer-policy: ',
    'permissions-policy: ',
    'cross-origin-opener-policy: same-origin',
  ]) {
    expect(head.toLowerCase(), header).toContain(`\r\n${header}`);
  }
  expect(head.toLowerCase()).toContain('\r\ncontent-type: text/html; charset=utf-8');
  const body = answer.slice(head.length);
  expect(body).toContain('<html lang="sv">');
  expect(body).toContain('Adressen gick inte att läsa');
  expect(body).not.toMatch(/Bad Request|Expectation Failed|"statusCode"/);
}

describe('what Node would answer bare', () => {
  it('HTTP/1.1 without Host gets the Swedish 400 page with the security headers', async () => {
    expectSwedishErrorPage(await raw('GET / HTTP/1.1\r\nConnection: close\r\n\r\n'), 400);
    expectSwedishErrorPage(await raw('POST /api/leads HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}'), 400);
  });

  it('an unknown Expect gets the Swedish 417 page with the security headers', async () => {
    expectSwedishErrorPage(await raw('GET / HTTP/1.1\r\nHost: x\r\nExpect: kaffe\r\n\r\n'), 417);
    expectSwedishErrorPage(
      await raw('POST /api/leads HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}'),
      417,
    );
  });

  it('still serves HTTP/1.0 without Host, and Expect: 100-continue as usual', async () => {
    expect(await raw('GET / HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1.1 200 /);
    const answer = await raw('GET / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 100 Continue\r\n\r\nHTTP\/1.1 200 /);
  });
});
