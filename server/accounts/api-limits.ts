/**
 * Limits on the signed-in workspace API that a person never meets and a script does
 * (docs/decisions.md 156). A signed-in session opened every lead of the inbox in seconds, and ten
 * connections kept search at its most expensive; nothing said no. Each call of a signed-in session
 * (both factors) counts against its session and, summed over all its sessions, its account, in
 * the rules below — every call, and then what costs the most or reads the most: opening leads and
 * people, searching, exporting. Over a limit the call gets 429 with a Swedish message and
 * Retry-After, and the audit log gets one `api.limited` line per session and rule and window
 * (a script hammering on must not fill the log with them).
 *
 * The page editor's calls (/konto/api/redigera) are left out: they wait in the editor's one
 * process (decision 115), and a check while typing is a call per pause. Counted in memory, per
 * server: with several servers a script meets the limit a little later, a person still never.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MemoryRateLimit } from '../leads/rate-limit';
import type { AccountStore } from '../leads/account-store';
import { hashSecret } from './secrets';

interface Window {
  max: number;
  windowMs: number;
}

export interface ApiRule {
  name: 'calls' | 'leads' | 'searches' | 'exports';
  /** What is counted, in words for the refusal: "För många … på kort tid". */
  what: string;
  session: Window;
  account: Window;
  applies: (method: string, path: string, query: URLSearchParams) => boolean;
}

const minute = 60_000;

/**
 * A person at their busiest — triaging a backlog, a lead every few seconds — makes a few calls a
 * minute and opens perhaps thirty leads in ten; these are well above that, and far below what the
 * issue measured a script doing (6.7 calls a second, 200 leads in 3.4 s).
 */
export const apiRules: readonly ApiRule[] = [
  { name: 'calls', what: 'anrop', session: { max: 120, windowMs: minute }, account: { max: 240, windowMs: minute }, applies: () => true },
  {
    name: 'leads',
    what: 'öppnade förfrågningar och personuppslag',
    session: { max: 100, windowMs: 10 * minute },
    account: { max: 200, windowMs: 10 * minute },
    applies: (method, path) => method === 'GET' && (/^\/konto\/api\/leads\/\d+$/.test(path) || path.startsWith('/konto/api/person')),
  },
  {
    name: 'searches',
    what: 'sökningar',
    session: { max: 30, windowMs: minute },
    account: { max: 60, windowMs: minute },
    applies: (method, path, query) => method === 'GET' && path === '/konto/api/leads' && !!query.get('q'),
  },
  {
    name: 'exports',
    what: 'exporter',
    session: { max: 5, windowMs: 10 * minute },
    account: { max: 10, windowMs: 60 * minute },
    applies: (method, path) => method === 'POST' && path === '/konto/api/leads/export',
  },
];

const windowText = (ms: number) => (ms === minute ? 'minut' : ms === 60 * minute ? 'timme' : `${(ms / minute).toLocaleString('sv-SE')} minuter`);

export const limitedText = (rule: ApiRule, max: number, windowMs: number, seconds: number) =>
  `För många ${rule.what} på kort tid (högst ${max} per ${windowText(windowMs)}). Vänta ${seconds.toLocaleString('sv-SE')} s och försök igen.`;

const exempt = (path: string) => path === '/konto/api/redigera' || path.startsWith('/konto/api/redigera/');

export class ApiLimits {
  private readonly limits;
  /** When each session was last audited as limited by each rule, until that rule's window has passed. */
  private readonly audited = new Map<string, { at: number; windowMs: number }>();

  constructor(
    private readonly accounts: AccountStore,
    private readonly now: () => number = Date.now,
    rules: readonly ApiRule[] = apiRules,
  ) {
    this.limits = rules.map((rule) => ({
      rule,
      session: new MemoryRateLimit(rule.session.max, rule.session.windowMs),
      account: new MemoryRateLimit(rule.account.max, rule.account.windowMs),
    }));
  }

  /** Counts a signed-in call; answers it with 429 (and returns the reply) when it is over a limit. */
  async check(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const session = request.kontoSession;
    if (!session?.secondFactor || !request.kontoSessionId) return undefined;
    const url = new URL(request.url, 'http://konto.invalid');
    if (exempt(url.pathname)) return undefined;
    const sessionKey = hashSecret(request.kontoSessionId);
    const now = this.now();
    for (const { rule, session: perSession, account: perAccount } of this.limits) {
      if (!rule.applies(request.method, url.pathname, url.searchParams)) continue;
      const mine = await perSession.hit(sessionKey, now);
      const theirs = mine.allowed ? await perAccount.hit(`konto-${session.user.id}`, now) : mine;
      if (theirs.allowed) continue;
      const window = mine.allowed ? rule.account : rule.session;
      const seconds = Math.max(1, Math.ceil(theirs.retryAfterMs / 1000));
      await this.audit(`${sessionKey}:${rule.name}`, rule, window.windowMs, session.user.id, now);
      request.log.warn(
        { event: 'konto.limited', rule: rule.name, scope: mine.allowed ? 'account' : 'session', userId: session.user.id },
        `Arbetsytans gräns för ${rule.what} nådd`,
      );
      return reply
        .code(429)
        .header('Retry-After', String(seconds))
        .send({ ok: false, message: limitedText(rule, window.max, window.windowMs, seconds) });
    }
    return undefined;
  }

  private async audit(key: string, rule: ApiRule, windowMs: number, userId: number, now: number) {
    for (const [seen, last] of this.audited) if (now - last.at >= last.windowMs) this.audited.delete(seen);
    if (this.audited.has(key)) return;
    this.audited.set(key, { at: now, windowMs });
    await this.accounts.audit({ at: now, userId, action: `api.limited.${rule.name}` });
  }
}
