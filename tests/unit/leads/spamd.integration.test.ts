/**
 * SpamAssassin's verdict when the operator runs spamd (server/leads/spamd.ts, docs/decisions.md
 * 135): its answers read as the protocol writes them, a real daemon (support/spamd.ts) asked about
 * spam and about a genuine enquiry, its verdict among a held lead's reasons through the real
 * endpoint, and a daemon that is gone costing nothing but a warning.
 */
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadLeadConfig } from '~/server/leads/config';
import { askSpamd, assassinMessage, parseSpamdAnswer } from '~/server/leads/spamd';
import { writeFixtureSite } from './support/fixture-site';
import { post, startLeadServer, validLead, type TestServer } from './support/lead-server';
import { startSpamd, type TestSpamd } from './support/spamd';

const pharmacy = 'Buy cheap VIAGRA and CIALIS online without prescription!!! 100% GUARANTEED. Order now at our online pharmacy.';
const enquiry = 'Hej! Vi är ett åkeri med 40 MSEK i omsättning och behöver hjälp med budget och likviditet inför nästa år.';

describe('spamd’s answers', () => {
  it('reads the score, the threshold and the rules of a SYMBOLS answer', () => {
    const answer = 'SPAMD/1.1 0 EX_OK\r\nContent-length: 32\r\nSpam: True ; 9.1 / 5.0\r\n\r\nDRUGS_ERECTILE,GUARANTEED_100_PERCENT';
    expect(parseSpamdAnswer(answer)).toEqual({ score: 9.1, required: 5, rules: ['DRUGS_ERECTILE', 'GUARANTEED_100_PERCENT'] });
    expect(parseSpamdAnswer('SPAMD/1.1 0 EX_OK\r\nSpam: False ; -0.4 / 5.0\r\n\r\n')).toEqual({ score: -0.4, required: 5, rules: [] });
  });

  it('gives no verdict for an error or what is not spamd’s protocol', () => {
    expect(parseSpamdAnswer('SPAMD/1.0 76 Bad header line: x\r\n\r\n')).toBeUndefined();
    expect(parseSpamdAnswer('HTTP/1.1 200 OK\r\n\r\nSpam: True ; 9 / 5')).toBeUndefined();
  });

  it('gives no verdict from a service on the port that does not speak spamd’s protocol, and says so', async () => {
    // Something else listens where spamd was configured: a web server, here.
    const other = createServer((socket) => socket.resume().end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const warned: string[] = [];
    try {
      const { port } = other.address() as AddressInfo;
      expect(
        await askSpamd(
          { host: '127.0.0.1', port, timeoutMs: 30_000 },
          assassinMessage({ company: 'Bolaget AB', name: 'Anna', email: 'anna@bolaget.se', texts: [enquiry] }),
          (why) => warned.push(why),
        ),
      ).toBeUndefined();
      expect(warned).toEqual(['spamd gav ett svar som inte gick att läsa']);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('is configured by SPAMD_ADDRESS, spamd’s own port when none is given', () => {
    expect(loadLeadConfig({ SPAMD_ADDRESS: '127.0.0.1:7830', SPAMD_TIMEOUT_SECONDS: '2' }).spamd).toEqual({ host: '127.0.0.1', port: 7830, timeoutMs: 2_000 });
    expect(loadLeadConfig({ SPAMD_ADDRESS: 'spamd.intern' }).spamd).toEqual({ host: 'spamd.intern', port: 783, timeoutMs: 5_000 });
    expect(loadLeadConfig({ SPAMD_ADDRESS: '[::1]:783' }).spamd).toMatchObject({ host: '::1', port: 783 });
    expect(loadLeadConfig({}).spamd).toBeUndefined();
    expect(() => loadLeadConfig({ SPAMD_ADDRESS: 'spamd://127.0.0.1:783' })).toThrow(ConfigError);
    expect(() => loadLeadConfig({ SPAMD_ADDRESS: '127.0.0.1:99999' })).toThrow(/SPAMD_ADDRESS/);
  });
});

describe('a real spamd', () => {
  let spamd: TestSpamd;
  let server: TestServer;
  const distDir = writeFixtureSite();
  const warnings: string[] = [];
  beforeAll(async () => {
    spamd = await startSpamd();
    server = await startLeadServer({ distDir, env: { SPAMD_ADDRESS: `127.0.0.1:${spamd.port}`, SPAMD_TIMEOUT_SECONDS: '30' } });
  }, 150_000);
  afterAll(async () => {
    await server?.close();
    await spamd?.stop();
    rmSync(distDir, { recursive: true, force: true });
  });
  const ask = (port: number, texts: string[], timeoutMs = 30_000) =>
    askSpamd({ host: '127.0.0.1', port, timeoutMs }, assassinMessage({ company: 'Bolaget AB', name: 'Anna', email: 'anna@bolaget.se', texts }), (why) =>
      warnings.push(why),
    );

  it('scores pharmacy spam over its threshold with the rules that hit, and a genuine enquiry under it', async () => {
    const spam = await ask(spamd.port, [pharmacy]);
    expect(spam).toMatchObject({ required: 5, points: 3, rules: expect.arrayContaining(['DRUGS_ERECTILE']) });
    expect(spam!.score).toBeGreaterThanOrEqual(5);
    expect(spam!.detail).toMatch(/^SpamAssassin ger \d+(,\d)? poäng \(gränsen är 5\): .*DRUGS_ERECTILE/);
    const genuine = await ask(spamd.port, [enquiry]);
    expect(genuine!.score).toBeLessThan(2.5);
    expect(genuine!.points).toBe(0);
  });

  it('adds its verdict to a held lead’s reasons through the endpoint, and delivers a genuine one', async () => {
    const held = validLead('booking', server.service.formSecret, { company: 'Meds Online Ltd', email: 'orders@meds-online.biz', message: pharmacy });
    const fine = validLead('booking', server.service.formSecret, { company: 'Åkeri Norr AB', email: 'per@akerinorr.se', message: enquiry });
    for (const lead of [held, fine]) expect((await post(server.url, lead)).status).toBe(201);
    const stored = async (lead: Record<string, unknown>) => (await server.service.store.findByKey(lead.idempotencyKey as string))!;
    expect((await stored(held)).spam).toContainEqual({ code: 'spamassassin', detail: expect.stringMatching(/^SpamAssassin ger/) });
    expect((await stored(fine)).spam).toBeUndefined();
  });

  it('gives no verdict when spamd is gone, and says so in the log, without losing the lead', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    expect(await ask(port, [pharmacy], 5_000)).toBeUndefined();
    expect(warnings.at(-1)).toMatch(/^spamd kunde inte nås: /);
    const alone = await startLeadServer({ distDir, env: { SPAMD_ADDRESS: `127.0.0.1:${port}` } });
    try {
      const lead = validLead('booking', alone.service.formSecret, { company: 'Meds Online Ltd', email: 'orders@meds-online.biz', message: pharmacy });
      expect((await post(alone.url, lead)).status).toBe(201);
      const stored = (await alone.service.store.findByKey(lead.idempotencyKey as string))!;
      expect(stored.spam?.map((reason) => reason.code)).toContain('phrases');
      expect(stored.spam?.map((reason) => reason.code)).not.toContain('spamassassin');
      expect(alone.logs.join('\n')).toMatch(/SpamAssassin gav ingen bedömning \(spamd kunde inte nås: .*\); förfrågan bedöms utan den\./);
    } finally {
      await alone.close();
    }
  });
});
