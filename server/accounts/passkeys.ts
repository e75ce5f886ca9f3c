/**
 * Passkeys (WebAuthn) as the second factor, beside the TOTP app (docs/decisions.md 142), through
 * `@simplewebauthn/server`. A signed-in person adds, names and removes passkeys; at sign-in,
 * after the password, the session may answer with a passkey instead of a code:
 *
 *  GET  /konto/api/nycklar                                → the account's passkeys
 *  POST /konto/api/nycklar/alternativ      {}             → options for the browser to create one
 *  POST /konto/api/nycklar                 {name, response} → the new passkey, verified
 *  POST /konto/api/nycklar/:id/namn        {name}         |  /konto/api/nycklar/:id/ta-bort {}
 *  POST /konto/api/andra-faktorn/nyckel/alternativ {}     → options to sign in with one
 *  POST /konto/api/andra-faktorn/nyckel    {response}     → the session, under a new id, is open
 *
 * The relying party is the site's configured address (`baseUrl`): its host name is the RP ID and
 * its origin the only one accepted — a phishing page on another address gets nothing it can use.
 * For local use on loopback (as decision 64 allows http there) a page at localhost is its own.
 * Each challenge is kept with the session that asked for it and is good for one answer.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { Passkey, Session } from '../leads/account-store';
import { hashSecret } from './secrets';
import { refuse, type AccountService, type Step } from './sign-in';

export const maxPasskeyName = 60;
const rpName = 'Nordvik CFO';

export const passkeyTexts = {
  noSite: 'Nycklar kan inte användas här: webbplatsens adress (baseUrl i site.yaml) saknas i bygget.',
  noPasskey: 'Kontot har ingen nyckel. Ange koden från autentiseringsappen.',
  failed: 'Nyckeln kunde inte användas för inloggningen. Försök igen, eller ange koden från autentiseringsappen.',
  notAdded: 'Nyckeln kunde inte läggas till. Försök igen; avbröt ni i webbläsarens ruta, börja om med Lägg till nyckel.',
  known: 'Nyckeln finns redan på ett konto.',
  badName: `Ge nyckeln ett namn på högst ${maxPasskeyName} tecken, till exempel "Jobbdatorn".`,
  missing: 'Nyckeln finns inte på ert konto. Den kan redan vara borttagen.',
  alreadyIn: 'Ni är redan inloggade.',
};

export interface RelyingParty {
  rpID: string;
  origins: string[];
}

const loopbackOrigin = /^https?:\/\/localhost(:\d{1,5})?$/;

/**
 * Who the browser must name as the relying party for this request, if anyone can. Every passkey
 * call is a POST, whose Origin routes.ts has already checked: the site's own address, or for local
 * use a page at localhost. Judged by the page's Origin, not by Host, so a proxy that forwards
 * under `Host: localhost` still gets the site's address.
 */
export function relyingParty(request: Pick<FastifyRequest, 'headers'>, siteOrigin: string | undefined): RelyingParty | undefined {
  const { origin } = request.headers;
  if (typeof origin === 'string' && origin !== siteOrigin && loopbackOrigin.test(origin)) return { rpID: 'localhost', origins: [origin] };
  const site = siteOrigin ? new URL(siteOrigin) : undefined;
  return site && { rpID: site.hostname, origins: [site.origin] };
}

/** A name the person gave, trimmed, or undefined if it is empty or too long. */
export function passkeyName(value: unknown): string | undefined {
  const name = typeof value === 'string' ? value.normalize('NFC').trim().replace(/\s+/g, ' ') : '';
  // eslint-disable-next-line no-control-regex -- a name is one line of plain text
  return name && name.length <= maxPasskeyName && !/[\u0000-\u001f\u007f]/.test(name) ? name : undefined;
}

const credentialOf = (key: Passkey) => ({
  id: key.credentialId,
  publicKey: Buffer.from(key.publicKey, 'base64url'),
  counter: key.counter,
  transports: key.transports as AuthenticatorTransport[],
});

/** The passkeys' part of the sign-in, on the account service's store, clock and back-off. */
export class PasskeyService {
  constructor(private readonly accounts: AccountService) {}

  private get store() {
    return this.accounts.store.accounts;
  }

  /** Options for the browser to create a passkey for the signed-in account; the challenge is kept. */
  async registrationOptions(sessionId: string, { user }: Session, party: RelyingParty) {
    const existing = await this.store.passkeys(user.id);
    const options = await generateRegistrationOptions({
      rpName,
      rpID: party.rpID,
      userName: user.email,
      // An opaque handle, not the address: the authenticator may show or sync it.
      userID: new TextEncoder().encode(hashSecret(`konto-${user.id}-${user.createdAt}`).slice(0, 32)),
      attestationType: 'none',
      excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await this.store.setChallenge(hashSecret(sessionId), options.challenge);
    return options;
  }

  /** Verifies the browser's new credential against the session's challenge and keeps it. */
  async register(sessionId: string, { user }: Session, party: RelyingParty, name: string, response: unknown): Promise<Step<{ passkey: Passkey }>> {
    const challenge = await this.store.takeChallenge(hashSecret(sessionId));
    const verified =
      challenge && response && typeof response === 'object'
        ? await verifyRegistrationResponse({
            response: response as RegistrationResponseJSON,
            expectedChallenge: challenge,
            expectedOrigin: party.origins,
            expectedRPID: party.rpID,
            requireUserVerification: false,
          }).catch(() => undefined)
        : undefined;
    if (!verified?.verified) return refuse(400, passkeyTexts.notAdded);
    const { credential } = verified.registrationInfo;
    const now = this.accounts.now();
    const added = await this.store.addPasskey({
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      createdAt: now,
    });
    if (!added) return refuse(409, passkeyTexts.known);
    const passkey = await this.store.passkeyByCredential(credential.id);
    if (!passkey) return refuse(400, passkeyTexts.notAdded);
    await this.store.audit({ at: now, userId: user.id, action: 'passkey.add', detail: { passkey: passkey.id } });
    return { ok: true, passkey };
  }

  /** Options to sign in with one of the account's passkeys, after its password. */
  async signInOptions(sessionId: string, { user }: Session, party: RelyingParty) {
    const keys = await this.store.passkeys(user.id);
    if (!keys.length) return refuse(404, passkeyTexts.noPasskey);
    const options = await generateAuthenticationOptions({
      rpID: party.rpID,
      allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports as AuthenticatorTransport[] })),
      userVerification: 'preferred',
    });
    await this.store.setChallenge(hashSecret(sessionId), options.challenge);
    return { ok: true as const, options };
  }

  /** The second step with a passkey: counted by the back-off like a code, the session moved to a new id. */
  async signIn(sessionId: string, session: Session, party: RelyingParty, response: unknown, clientKey: string): Promise<Step<{ sessionId: string }>> {
    const { user } = session;
    const address = await this.accounts.addressKey(clientKey);
    const now = this.accounts.now();
    const held = await this.accounts.held(user.email, address, now);
    if (held) return held;
    const challenge = await this.store.takeChallenge(hashSecret(sessionId));
    const id = response && typeof response === 'object' ? (response as { id?: unknown }).id : undefined;
    const key = typeof id === 'string' ? await this.store.passkeyByCredential(id) : undefined;
    const verified =
      challenge && key && key.userId === user.id
        ? await verifyAuthenticationResponse({
            response: response as AuthenticationResponseJSON,
            expectedChallenge: challenge,
            expectedOrigin: party.origins,
            expectedRPID: party.rpID,
            credential: credentialOf(key),
            requireUserVerification: false,
          }).catch(() => undefined)
        : undefined;
    if (!key || !verified?.verified || !(await this.store.usePasskey(key.id, verified.authenticationInfo.newCounter, now))) {
      await this.accounts.failed(user.email, address, now, user, 'passkey');
      return refuse(401, passkeyTexts.failed);
    }
    return this.accounts.completeSignIn(sessionId, user, address, now, 'passkey');
  }
}
