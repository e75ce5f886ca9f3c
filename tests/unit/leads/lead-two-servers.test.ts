/**
 * Two lead servers on one PostgreSQL database, as behind a load balancer (docs/decisions.md 22):
 * what one server knows, the other knows too — the form secret, the posts an address has made,
 * the leads a form token has brought in, the idempotency keys. Each test posts from an address
 * of its own (through the trusted proxy's X-Forwarded-For), so their rate limits stay apart.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { agedToken, countRows, post, startLeadServer, validLead, type TestServer } from './support/lead-server';

const distDir = writeFixtureSite();
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe('two servers on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const db = await testDatabase('postgres');
    const env = { LEAD_RATE_LIMIT: '3', LEAD_RATE_WINDOW_SECONDS: '600', LEAD_TOKEN_MAX_USES: '2', TRUST_PROXY: '1' };
    a = await startLeadServer({ distDir, db, env });
    b = await startLeadServer({ distDir, db, env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('share the form secret, so a token from one is good at the other', () => {
    expect(b.service.formSecret).toBe(a.service.formSecret);
  });

  it('count an address’s posts together, whichever server they reach', async () => {
    const statuses = [];
    for (const server of [a, b, a, b]) statuses.push((await post(server.url, validLead('enquiry', a.service.formSecret), from('198.51.100.1'))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await post(a.url, validLead('enquiry', a.service.formSecret), from('198.51.100.2'))).status).toBe(201);
  });

  it('count a form token’s leads together', async () => {
    const formToken = agedToken(a.service.formSecret);
    const statuses = [];
    for (const server of [a, b, a])
      statuses.push((await post(server.url, validLead('lead', a.service.formSecret, { formToken }), from('198.51.100.3'))).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('store one lead when the same post reaches both at once, and answer both', async () => {
    const lead = validLead('booking', a.service.formSecret);
    const before = await countRows(a, 'leads');
    const answers = await Promise.all([post(a.url, lead, from('198.51.100.4')), post(b.url, lead, from('198.51.100.4'))]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    expect(await countRows(a, 'leads')).toBe(before + 1);
  });
});
