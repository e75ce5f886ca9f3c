/**
 * `npm run leads -- user invite` as the operator runs it (the real script in its own process) on
 * both databases: a one-time link by e-mail through the server's SMTP settings and on screen,
 * only the token's hash in the database, and clear Swedish refusals for a bad command.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '~/server/accounts/secrets';
import { startSmtpSink, type SmtpSink } from '~/scripts/support/smtp-sink';
import { storeKinds, testDatabase } from './support/databases';
import { runLeads } from './support/run-leads';

/** A built site's facts with only what the command reads: the address in site.json. */
function distWithSite(baseUrl: string) {
  const dist = mkdtempSync(path.join(tmpdir(), 'invite-dist-'));
  mkdirSync(path.join(dist, '_endpoint'));
  writeFileSync(path.join(dist, '_endpoint/site.json'), JSON.stringify({ baseUrl }));
  return dist;
}

const linkPattern = /https:\/\/www\.nordvik\.example\/konto\/inbjudan#([A-Za-z0-9_-]{43})/;

describe.each(storeKinds)('npm run leads -- user invite on %s', (kind) => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('sends an expiring one-time link by e-mail, prints it, and keeps only its hash', async () => {
    const db = await testDatabase(kind);
    const env = {
      ...db.env,
      DIST_DIR: distWithSite('https://www.nordvik.example'),
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      NOTIFY_EMAIL: 'leads@nordvik.example',
      MAIL_FROM: 'Webbplatsen <webb@nordvik.example>',
    };
    const before = Date.now();
    const { stdout } = await runLeads(['user', 'invite', '--email', 'Karin.Ek@Nordvik.example', '--role', 'editor'], env);
    const token = linkPattern.exec(stdout)?.[1];
    expect(stdout).toContain('Inbjudan som redaktör till karin.ek@nordvik.example gäller i 72 timmar');
    expect(stdout).toContain('Länken har också skickats med e-post.');
    const mail = await sink.waitFor(token!);
    expect(mail.to.map((to) => to.toLowerCase())).toEqual(['karin.ek@nordvik.example']);
    expect(mail.from).toBe('webb@nordvik.example');
    expect(mail.text).toContain('Du har bjudits in till webbplatsens arbetsyta som redaktör.');

    expect(await db.value('SELECT token_hash FROM invitations')).toBe(hashSecret(token!));
    expect(await db.value('SELECT COUNT(*) FROM invitations WHERE token_hash = ? OR email LIKE ?', token, `%${token}%`)).toBe(0);
    const expiresAt = await db.value<number>('SELECT expires_at FROM invitations');
    expect(expiresAt - before).toBeGreaterThanOrEqual(72 * 3_600_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(72 * 3_600_000);

    const store = await db.openStore();
    try {
      expect(await store.accounts.invitation(hashSecret(token!), Date.now())).toEqual({ email: 'karin.ek@nordvik.example', role: 'editor', expiresAt });
      expect((await store.accounts.auditLog()).entries.map((entry) => entry.action)).toEqual(['user.invite']);
    } finally {
      await store.close();
    }
  });

  it('prints the link and says no e-mail went out when SMTP is not set up', async () => {
    const db = await testDatabase(kind);
    const { stdout } = await runLeads(['user', 'invite', '--email', 'bo@nordvik.example', '--role', 'partner'], {
      ...db.env,
      DIST_DIR: distWithSite('https://www.nordvik.example/'),
    });
    expect(stdout).toMatch(linkPattern);
    expect(stdout).toContain('Inget mejl skickades (SMTP_URL är inte satt)');
  });

  it('`user unlock` forgets an address’s failed sign-ins on every network, no one else’s, and logs it; a new invitation does the same', async () => {
    const db = await testDatabase(kind);
    const store = await db.openStore();
    try {
      const now = Date.now();
      for (const [account, address] of <[string, string][]>[
        ['partner@nordvik.example', 'hash-a'],
        ['partner@nordvik.example', 'hash-b'],
        ['annan@nordvik.example', 'hash-a'],
        ['bjuden@nordvik.example', 'hash-a'],
      ])
        await store.accounts.recordLogin({ account, address, at: now, succeeded: false });
      const { stdout } = await runLeads(['user', 'unlock', '--email', 'Partner@Nordvik.example'], db.env);
      expect(stdout).toContain('2 misslyckade inloggningsförsök för partner@nordvik.example är glömda');
      expect(stdout).toContain('Inget konto har den adressen');
      expect(await db.column('SELECT account FROM login_attempts ORDER BY account')).toEqual(['annan@nordvik.example', 'bjuden@nordvik.example']);
      expect((await store.accounts.auditLog()).entries).toEqual([expect.objectContaining({ action: 'user.unlock', userId: null, detail: { forgotten: 2 } })]);

      await runLeads(['user', 'invite', '--email', 'bjuden@nordvik.example', '--role', 'partner'], {
        ...db.env,
        DIST_DIR: distWithSite('https://www.nordvik.example'),
      });
      expect(await db.column('SELECT account FROM login_attempts')).toEqual(['annan@nordvik.example']);
    } finally {
      await store.close();
    }
  });
});

describe('npm run leads -- user with a bad command', () => {
  it.each([
    [['user'], 'user behöver underkommandot invite eller unlock.'],
    [['user', 'unlock', '--email', 'inte en adress'], 'user unlock behöver --email med personens e-postadress.'],
    [['user', 'invite', '--role', 'partner'], 'user invite behöver --email med personens e-postadress.'],
    [['user', 'invite', '--email', 'bo@nordvik.example', '--role', 'root'], 'user invite behöver --role partner, admin eller editor (inte "root").'],
    [['user', 'invite', '--email', 'bo@nordvik.example', '--role', 'admin'], 'Webbplatsens adress saknas: bygg webbplatsen'],
  ])('%j is refused with a Swedish message and exit code 1, storing nothing', async (args, message) => {
    const db = await testDatabase('sqlite');
    const dist = mkdtempSync(path.join(tmpdir(), 'invite-empty-dist-'));
    const failure = await runLeads(args, { ...db.env, DIST_DIR: dist }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining(message) });
  });
});
