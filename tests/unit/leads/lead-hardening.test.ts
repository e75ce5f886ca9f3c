/**
 * The attacks of docs/hosting.md "What the server withstands", each re-run against the real
 * server: a forged X-Forwarded-For, open redirects, addresses that used to give a 500, Node's own
 * error answers, slow bodies, a locked database, one form token used for many leads, a failed
 * notification that never came back, and posts without a token (the static page has none).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { root } from '~/scripts/support/site-routes';
import { freePort } from '~/scripts/local-postgres';
import { createPostgresDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { agedToken, countRows, eventually, post, query, startLeadServer, validLead, type TestServer } from './support/lead-server';

const distDir = writeFixtureSite();
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** Sends raw bytes and returns everything the server answers before it closes the connection. */
function raw(server: TestServer, bytes: string | Buffer, { end = true } = {}): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => (end ? socket.end(bytes) : socket.write(bytes)));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

const expectSwedishErrorPage = (answer: string, status: number) => {
  expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
  expect(answer).toMatch(/\r\nContent-Security-Policy: default-src 'self'/);
  expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff/);
  const body = answer.slice(answer.indexOf('\r\n\r\n'));
  expect(body).toContain('<html lang="sv">');
  expect(body).toMatch(/[åäö]/);
  expect(body).not.toMatch(/Bad Request|Client Error|Exceeded|Timeout|"statusCode"/);
};

describe('the rate limit', () => {
  it('counts a visitor’s refused posts apart: corrections do not use up the accepted posts, a flood of refused ones is still cut off', async () => {
    const server = await startLeadServer({ distDir, env: { LEAD_RATE_LIMIT: '2' } });
    try {
      const send = (fields: Record<string, unknown> = {}) => post(server.url, validLead('lead', server.service.formSecret, fields)).then((a) => a.status);
      const statuses = [];
      // Three corrections (each refused), then the two posts the limit allows, then one too many.
      for (const email of ['anna', 'anna@', 'anna@acme']) statuses.push(await send({ email }));
      statuses.push(await send(), await send(), await send());
      expect(statuses).toEqual([422, 422, 422, 201, 201, 429]);
      // Every post counts against three times the limit (6): refused ones as well.
      expect(await send({ email: 'x' })).toBe(429);
      expect(await countRows(server, 'leads')).toBe(2);
    } finally {
      await server.close();
    }
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For by default: a different forged address per post does not reset the limit', async () => {
    const server = await startLeadServer({ distDir, env: { LEAD_RATE_LIMIT: '3' } });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await post(server.url, validLead('lead', server.service.formSecret), { headers: { 'x-forwarded-for': `203.0.113.${i}` } })).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    } finally {
      await server.close();
    }
  });

  it('with TRUST_PROXY=1 takes the address our proxy appended, and only if it is an IP address', async () => {
    const server = await startLeadServer({ distDir, env: { LEAD_RATE_LIMIT: '2', TRUST_PROXY: '1' } });
    try {
      const send = (xff: string) =>
        post(server.url, validLead('lead', server.service.formSecret), { headers: { 'x-forwarded-for': xff } }).then((a) => a.status);
      // The client wrote the left part; the proxy appended the real address last.
      expect([await send('1.1.1.1, 198.51.100.7'), await send('2.2.2.2, 198.51.100.7'), await send('3.3.3.3, 198.51.100.7')]).toEqual([201, 201, 429]);
      expect(await send('198.51.100.8')).toBe(201);
      // Not an address (or 15 kB of text): counted as the socket's address, never as a new key.
      const junk = ['x'.repeat(15_000), 'not-an-address', '999.1.1.1'];
      const statuses = [];
      for (const value of junk) statuses.push(await send(value));
      expect(statuses).toEqual([201, 201, 429]);
      // IPv6 counts per /64: other addresses of the same block share the limit.
      expect([await send('2001:db8:1:2::1'), await send('2001:db8:1:2::ffff'), await send('2001:db8:1:2:aaaa::9')]).toEqual([201, 201, 429]);
    } finally {
      await server.close();
    }
  });
});

describe('addresses', () => {
  let server: TestServer;
  it('redirect only to the site itself, never off-site', async () => {
    server = await startLeadServer({ distDir });
    for (const probe of [
      '/%2F%2Fevil.example/',
      '/%2F%2Fevil.example',
      '/%5C%5Cevil.example/',
      '/%5Cevil.example/',
      '/%09/evil.example/',
      '//evil.example/',
      '/%2F/evil.example/',
    ]) {
      const response = await fetch(`${server.url}${probe}`, { redirect: 'manual' });
      expect(response.status, probe).toBe(404);
      expect(response.headers.get('location'), probe).toBeNull();
    }
    const slash = await fetch(`${server.url}/boka-mote/?amne=valuation`, { redirect: 'manual' });
    expect([slash.status, slash.headers.get('location')]).toEqual([301, '/boka-mote?amne=valuation']);
    for (const old of ['/boka-mote.html', '/boka-mote/index.html']) {
      const response = await fetch(`${server.url}${old}`, { redirect: 'manual' });
      expect([response.status, response.headers.get('location')], old).toEqual([301, '/boka-mote']);
    }
  });

  it('with non-ASCII, emoji or line breaks answer 404 in Swedish with the security headers, never a 500', async () => {
    for (const probe of ['/%E2%82%AC/', '/%F0%9F%98%80/', '/%0d%0a/', '/%0D%0ALocation:%20x/', '/å/', '/ä', '/boka-mote/?q=å', '/%C3%A5%C3%A4/']) {
      const response = await fetch(`${server.url}${probe}`, { redirect: 'manual' });
      expect([404, 301], probe).toContain(response.status);
      expect(response.headers.get('content-security-policy'), probe).toContain("default-src 'self'");
      const location = response.headers.get('location');
      if (location) expect(location, probe).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });

  it('that Node itself refuses get a Swedish page with the security headers (400, 431)', async () => {
    expectSwedishErrorPage(await raw(server, 'GARBAGE\r\n\r\n'), 400);
    expectSwedishErrorPage(await raw(server, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`), 431);
    const fastify = await fetch(`${server.url}/%E0%A4%A`);
    expect(fastify.status).toBe(400);
    expect(await fastify.text()).toContain('Adressen gick inte att läsa');
    await server.close();
  });
});

describe('slow clients', () => {
  it('a half-sent body is cut off after the request timeout with a Swedish 408', async () => {
    const server = await startLeadServer({ distDir, env: { REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1' } });
    try {
      const body = JSON.stringify(validLead('lead', server.service.formSecret));
      const head = `POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
      // Half the body, then nothing: the connection must be closed by the server, not left open.
      const answer = await raw(server, head + body.slice(0, 20), { end: false });
      expectSwedishErrorPage(answer, 408);
      expect(await countRows(server, 'leads')).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('a database locked by another process', () => {
  it('does not stop the pages: a static file is served while the lock is held; the post is stored once it is released', async () => {
    const server = await startLeadServer({ distDir });
    // Another process takes the write lock and holds it until told to let go.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `
      const db = new (require('better-sqlite3'))(${JSON.stringify(server.db.env.DATABASE_PATH)});
      db.exec('BEGIN IMMEDIATE'); console.log('locked');
      process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });`,
      ],
      { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
      const pending = post(server.url, validLead('booking', server.service.formSecret));
      let released = false;
      const page = await fetch(`${server.url}/boka-mote`);
      expect(page.status).toBe(200);
      expect(released).toBe(false);
      released = true;
      holder.stdin!.write('go\n');
      expect((await pending).status).toBe(201);
    } finally {
      holder.kill();
      await server.close();
    }
  });
});

describe('form tokens', () => {
  it('bring in at most LEAD_TOKEN_MAX_USES leads each', async () => {
    const server = await startLeadServer({ distDir, env: { LEAD_TOKEN_MAX_USES: '2' } });
    try {
      const formToken = agedToken(server.service.formSecret);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await post(server.url, validLead('lead', server.service.formSecret, { formToken }))).status);
      expect(statuses).toEqual([201, 201, 429, 429]);
      expect(await countRows(server, 'leads')).toBe(2);
      const refused = await post(server.url, validLead('lead', server.service.formSecret, { formToken }));
      expect(refused.json?.message).toMatch(/Ladda om sidan/);
    } finally {
      await server.close();
    }
  });

  it('are required with JSON: a post without one is refused and nothing is stored', async () => {
    const server = await startLeadServer({ distDir });
    try {
      const answer = await post(server.url, validLead('booking', server.service.formSecret, { formToken: undefined }));
      expect(answer.status).toBe(400);
      expect(answer.json?.message).toMatch(/Ladda om sidan/);
      expect(await countRows(server, 'leads')).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('a plain form posted without a token (a static page, no JavaScript)', () => {
  const confirmForm = (html: string) => {
    const form = /<form[^>]*class="[^"]*\blead-answer-confirm\b[^"]*"[^>]*>([\s\S]*?)<\/form>/.exec(html)![1]!;
    return Object.fromEntries(
      // React writes the hidden fields (`<input type="hidden" name="…" value="…"/>`, decision 102).
      [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map((m) => [
        m[1]!,
        m[2]!
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>'),
      ]),
    );
  };

  it('is not stored but shown back for one confirming click; the confirmation stores it once, and only as shown', async () => {
    const server = await startLeadServer({ distDir, env: { LEAD_MIN_FILL_SECONDS: '1' } });
    try {
      const lead = validLead('booking', server.service.formSecret, { formToken: '', idempotencyKey: '' });
      const shown = await post(server.url, lead, { as: 'form' });
      expect(shown.status).toBe(200);
      expect(shown.text).toContain('Kontrollera och skicka er förfrågan');
      expect(shown.text).toContain('<dt>Mötesform</dt><dd>Videomöte</dd>');
      expect(await countRows(server, 'leads')).toBe(0);
      const fields = confirmForm(shown.text);
      expect(fields.formToken).toMatch(/^k\./);
      expect(fields.company).toBe(lead.company);

      // One that changes the content is refused. (A quick click is fine: the confirmation token
      // proves its page was read, so its time is not a fill time and nothing is held for it.)
      const changed = await post(server.url, { ...fields, company: 'Någon annan AB' }, { as: 'form' });
      expect(changed.status).toBe(400);
      expect(changed.text).toContain('Uppgifterna ändrades efter att de visades');
      expect(await countRows(server, 'leads')).toBe(0);

      const confirmed = await post(server.url, fields, { as: 'form' });
      expect([confirmed.status, confirmed.headers.get('location')]).toEqual([303, '/tack']);
      expect(await query(server, 'SELECT spam FROM leads')).toBeNull();
      // Sent again (a double click, a reload): the same lead, not a second one.
      expect((await post(server.url, fields, { as: 'form' })).status).toBe(303);
      expect(await countRows(server, 'leads')).toBe(1);
      expect(await query(server, 'SELECT idempotency_key FROM leads')).toMatch(/^bekraftad-/);
    } finally {
      await server.close();
    }
  });

  it('with mistakes gets the form again with a token of its own, so the corrected post goes straight through', async () => {
    const server = await startLeadServer({ distDir, env: { LEAD_MIN_FILL_SECONDS: '0' } });
    try {
      const answer = await post(server.url, validLead('lead', server.service.formSecret, { formToken: '', email: 'fel' }), { as: 'form' });
      expect(answer.status).toBe(422);
      const token = /name="formToken" value="([^"]+)"/.exec(answer.text)![1]!;
      expect(token).toMatch(/^\d+\./);
      const fixed = await post(server.url, validLead('lead', server.service.formSecret, { formToken: token }), { as: 'form' });
      expect(fixed.status).toBe(303);
    } finally {
      await server.close();
    }
  });
});

describe('notifications', () => {
  it('that failed are tried again on a schedule, without a restart, once the receiver is back', async () => {
    let status = 503;
    const hits: number[] = [];
    const receiver = createServer((request, response) => {
      request.resume();
      hits.push(status);
      response.writeHead(status).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const server = await startLeadServer({
      distDir,
      env: { WEBHOOK_URL: url, WEBHOOK_SECRET: 'test-webhook-secret-0123456789', NOTIFY_MAX_ATTEMPTS: '2', NOTIFY_FAILED_RETRY_MINUTES: '0.01' },
    });
    try {
      expect((await post(server.url, validLead('lead', server.service.formSecret))).status).toBe(201);
      await eventually(async () => (await query(server, 'SELECT status FROM outbox')) === 'failed', 10_000, 'failed');
      status = 200;
      await eventually(async () => (await query(server, 'SELECT status FROM outbox')) === 'sent', 10_000, 'sent after the pause');
      expect(hits.at(-1)).toBe(200);
    } finally {
      await server.close();
      receiver.close();
    }
  });
});

describe('an unusable database', () => {
  /** Starts `npm start`'s server/index.ts with `env`; it must stop at once. */
  async function failedStart(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: root,
      env: { ...process.env, DIST_DIR: distDir, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).not.toMatch(/\n\s+at /);
    return stderr;
  }

  it('stops the start with a Swedish message and no stack trace', async () => {
    // Its folder cannot be made: the path runs through a file. (Root ignores read-only modes.)
    const blocker = path.join(distDir, '_headers');
    const stderr = await failedStart({ DATABASE_PATH: path.join(blocker, 'leads.db') });
    expect(stderr).toContain(`Servern kan inte starta: Databasen ${path.join(blocker, 'leads.db')}`);
    expect(stderr).toMatch(/DATABASE_PATH/);
  });

  it('names the PostgreSQL server that does not answer, or refuses the password, and never prints the password', async () => {
    const closed = await freePort();
    const down = await failedStart({ DATABASE_URL: `postgres://leads:hemligt-lösen@127.0.0.1:${closed}/leads` });
    expect(down).toContain(`Servern kan inte starta: PostgreSQL 127.0.0.1:${closed}/leads svarar inte (ECONNREFUSED). Kontrollera DATABASE_URL`);
    const url = new URL(await createPostgresDatabase());
    url.password = 'fel-lösenord';
    const refused = await failedStart({ DATABASE_URL: url.toString() });
    expect(refused).toMatch(
      /Servern kan inte starta: PostgreSQL 127\.0\.0\.1:\d+\/leads_test_\w+: inloggningen nekades .*Kontrollera användarnamn och lösenord i DATABASE_URL/,
    );
    expect(down + refused).not.toMatch(/hemligt|fel-l/);
  });
});
