/**
 * The passkeys' routes (passkeys.ts has the list and the flow), inside routes.ts's plugin: its
 * hook checks the origin and JSON of every POST and loads the session first.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '../leads/account-store';
import { PasskeyService, passkeyName, passkeyTexts, relyingParty, type RelyingParty } from './passkeys';
import { sessionOf } from './session-of';
import type { AccountService, Refusal } from './sign-in';
import { accountTexts } from './texts';

export interface PasskeyRouteOptions {
  accounts: AccountService;
  siteOrigin: string | undefined;
  requireSession: (roles?: readonly Role[]) => preHandlerAsyncHookHandler;
  setSession: (reply: FastifyReply, sessionId: string) => unknown;
  refuse: (reply: FastifyReply, refusal: Omit<Refusal, 'ok'>) => unknown;
}

const body = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});
const listed = ({ id, name, createdAt, lastUsedAt }: { id: number; name: string; createdAt: number; lastUsedAt: number | null }) => ({
  id,
  name,
  createdAt,
  lastUsedAt,
});

/** The relying party for this request and the session's id, or undefined once the refusal is sent. */
type PartyOf = (request: FastifyRequest, reply: FastifyReply) => [RelyingParty, string] | undefined;

export function registerPasskeyRoutes(app: FastifyInstance, options: PasskeyRouteOptions): void {
  const { accounts, siteOrigin, refuse } = options;
  const passkeys = new PasskeyService(accounts);
  const party: PartyOf = (request, reply) => {
    const found = relyingParty(request, siteOrigin);
    if (!found) refuse(reply, { status: 503, message: passkeyTexts.noSite });
    else if (!request.kontoSessionId) refuse(reply, { status: 401, message: accountTexts.signInFirst });
    else return [found, request.kontoSessionId];
    return undefined;
  };
  registerOwnPasskeys(app, options, passkeys, party);
  registerPasskeySignIn(app, options, passkeys, party);
}

/** A signed-in person's own passkeys: list, add, rename, remove. */
function registerOwnPasskeys(app: FastifyInstance, { accounts, requireSession, refuse }: PasskeyRouteOptions, passkeys: PasskeyService, party: PartyOf) {
  const store = accounts.store.accounts;
  const signedIn = { preHandler: requireSession() };
  /** The passkey of `:id` among the signed-in account's own. */
  const ownId = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : 0;
  };

  app.get('/konto/api/nycklar', signedIn, async (request) => ({ ok: true, passkeys: (await store.passkeys(sessionOf(request).user.id)).map(listed) }));

  app.post('/konto/api/nycklar/alternativ', signedIn, async (request, reply) => {
    const found = party(request, reply);
    return found && { ok: true, options: await passkeys.registrationOptions(found[1], sessionOf(request), found[0]) };
  });

  app.post('/konto/api/nycklar', signedIn, async (request, reply) => {
    const name = passkeyName(body(request).name);
    if (!name) return refuse(reply, { status: 400, message: passkeyTexts.badName });
    const found = party(request, reply);
    if (!found) return reply;
    const added = await passkeys.register(found[1], sessionOf(request), found[0], name, body(request).response);
    return added.ok ? { ok: true, passkey: listed(added.passkey) } : refuse(reply, added);
  });

  app.post('/konto/api/nycklar/:id/namn', signedIn, async (request, reply) => {
    const name = passkeyName(body(request).name);
    if (!name) return refuse(reply, { status: 400, message: passkeyTexts.badName });
    const { user } = sessionOf(request);
    if (!(await store.renamePasskey(user.id, ownId(request), name))) return refuse(reply, { status: 404, message: passkeyTexts.missing });
    await store.audit({ at: accounts.now(), userId: user.id, action: 'passkey.rename', detail: { passkey: ownId(request) } });
    return { ok: true };
  });

  app.post('/konto/api/nycklar/:id/ta-bort', signedIn, async (request, reply) => {
    const { user } = sessionOf(request);
    if (!(await store.removePasskey(user.id, ownId(request)))) return refuse(reply, { status: 404, message: passkeyTexts.missing });
    await store.audit({ at: accounts.now(), userId: user.id, action: 'passkey.remove', detail: { passkey: ownId(request) } });
    return { ok: true };
  });
}

/** The second step with a passkey: only a session that has given its password and nothing more. */
function registerPasskeySignIn(app: FastifyInstance, { refuse, setSession }: PasskeyRouteOptions, passkeys: PasskeyService, party: PartyOf) {
  const beforeSecondFactor = (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.kontoSession;
    if (!session || session.secondFactor) {
      refuse(reply, session ? { status: 409, message: passkeyTexts.alreadyIn } : { status: 401, message: accountTexts.signInFirst });
      return undefined;
    }
    const found = party(request, reply);
    return found && ([...found, session] as const);
  };

  app.post('/konto/api/andra-faktorn/nyckel/alternativ', async (request, reply) => {
    const found = beforeSecondFactor(request, reply);
    if (!found) return reply;
    const options = await passkeys.signInOptions(found[1], found[2], found[0]);
    return options.ok ? options : refuse(reply, options);
  });

  app.post('/konto/api/andra-faktorn/nyckel', async (request, reply) => {
    const found = beforeSecondFactor(request, reply);
    if (!found) return reply;
    const confirmed = await passkeys.signIn(found[1], found[2], found[0], body(request).response, request.clientKey);
    if (!confirmed.ok) return refuse(reply, confirmed);
    setSession(reply, confirmed.sessionId);
    return { ok: true };
  });
}
