/**
 * A person signed in to the workspace of an app in this process, for the benches that call its
 * API (inbox.ts, blocking.ts, publish.ts): invited, password set, the TOTP code given — as a person
 * does — and then every call through Fastify's inject with the session's cookie and the page's Origin.
 */
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { invite } from '~/server/accounts/invite';
import { sessionCookie } from '~/server/accounts/routes';
import type { Role } from '~/server/leads/account-store';
import type { LeadStore } from '~/server/leads/store';

const host = 'konto.bench.example';

export async function kontoSession(app: FastifyInstance, store: LeadStore, role: Role = 'partner') {
  const inject = (method: 'GET' | 'POST', url: string, cookie?: string, json?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        host,
        ...(method === 'POST' ? { origin: `https://${host}`, 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie: `${sessionCookie}=${cookie}` } : {}),
      },
      ...(json ? { payload: JSON.stringify(json) } : {}),
    });
  const cookieOf = (response: Awaited<ReturnType<typeof inject>>) => /=([^;]*)/.exec([response.headers['set-cookie'] ?? []].flat()[0] ?? '')?.[1];
  const { link } = await invite(store, { email: `${role}@bench.example`, role, baseUrl: `https://${host}` });
  const first = cookieOf(
    await inject('POST', '/konto/api/inbjudan/anta', undefined, { token: link.split('#')[1], password: 'ett långt lösenord för mätningen' }),
  );
  const { secret } = (await inject('GET', '/konto/api/andra-faktorn', first)).json<{ secret: string }>();
  const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  const cookie = cookieOf(await inject('POST', '/konto/api/andra-faktorn', first, { code }));
  if (!cookie) throw new Error('The bench could not sign in to the workspace.');
  return { call: (method: 'GET' | 'POST', url: string, json?: unknown) => inject(method, url, cookie, json) };
}
