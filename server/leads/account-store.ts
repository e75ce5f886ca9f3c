/**
 * The accounts of the firm's workspace /konto, kept in the lead store so that every server on
 * one database shares them (docs/decisions.md 58–65). This layer only stores: it never sees
 * a secret. Invitation tokens and session ids arrive as their SHA-256 (server/accounts/secrets.ts),
 * passwords as argon2id hashes, addresses as salted hashes. Times are milliseconds since 1970,
 * passed in by the caller so that tests can move the clock. Both stores pass the same contract
 * (tests/unit/leads/store-contract.test.ts, "the account store").
 */
export const roles = ['partner', 'admin', 'editor'] as const;
export type Role = (typeof roles)[number];

export interface User {
  id: number;
  /** Lower case: one account per address, whatever case it is typed in. */
  email: string;
  role: Role;
  /** argon2id PHC string; none until the invitation is taken up. */
  passwordHash: string | null;
  /** The TOTP app's shared secret (base32), set with the password. */
  totpSecret: string | null;
  /** The person has shown a code from the app once: sign-in asks for a code from now on. */
  totpConfirmed: boolean;
  createdAt: number;
}

export interface NewInvitation {
  tokenHash: string;
  email: string;
  role: Role;
  now: number;
  expiresAt: number;
}

export interface Invitation {
  email: string;
  role: Role;
  expiresAt: number;
}

/**
 * A session's last use is written at most once a minute: every workspace request reads the
 * session, and writing each one cost a synced database write (SQLite fsyncs every commit). The
 * idle timeout may therefore end a session up to a minute early (docs/decisions.md 63).
 */
export const sessionTouchIntervalMs = 60_000;

export interface SessionPolicy {
  /** A session not used for this long is over. */
  idleMs: number;
  /** A session is over this long after sign-in, however busy. */
  absoluteMs: number;
}

export interface Session {
  user: User;
  createdAt: number;
  lastSeenAt: number;
  /** The second factor has been given; until then the session may only give it. */
  secondFactor: boolean;
}

export interface LoginAttempt {
  /** The address typed, lower case (whether or not an account has it). */
  account: string;
  /** The client address as a salted hash. */
  address: string;
  at: number;
  succeeded: boolean;
}

export interface AuditEntry {
  id: number;
  at: number;
  userId: number | null;
  /** The account's address, if it still exists. */
  email: string | null;
  /** A code such as `lead.view` (server/accounts/audit.ts); never personal data. */
  action: string;
  leadId: number | null;
  /** Codes and numbers about the action (the inbox page and its filters); never personal data. */
  detail: AuditDetail | null;
}

/** What an audit line may say beyond its action: short codes, numbers and flags only. */
export type AuditDetail = Record<string, string | number | boolean | number[]>;

export interface NewAuditEntry {
  at: number;
  /** The account that acted or, for a sign-in and an unlock, the account concerned. */
  userId: number | null;
  action: string;
  leadId?: number;
  detail?: AuditDetail;
}

/** Logg's filters and page (docs/decisions.md 143): all optional, newest first. */
export interface AuditQuery {
  userId?: number;
  action?: string;
  /** From this time on (ms), inclusive. */
  from?: number;
  /** Before this time (ms). */
  before?: number;
  offset?: number;
  limit?: number;
}

/** Failed sign-ins within the window, as the back-off counts them (server/accounts/sign-in.ts). */
export interface FailedLogins {
  /** For the address typed, since its last whole sign-in. */
  account: number;
  /** From the client address, whatever was typed. */
  address: number;
  /** For the address typed from this client address, since the account's last whole sign-in. */
  pair: number;
  /** The time of the account's latest failure counted in `account`, if any. */
  lastAt: number | null;
}

/** A WebAuthn credential of an account (docs/decisions.md 142). */
export interface Passkey {
  id: number;
  userId: number;
  /** base64url, as the browser names it. */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export type NewPasskey = Pick<Passkey, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name' | 'createdAt'>;

export interface AccountStore {
  /** A new invitation for `email`; earlier unused ones for that address stop working. */
  invite(invitation: NewInvitation): Promise<void>;
  /** The invitation behind this token hash if it is unused and unexpired. */
  invitation(tokenHash: string, now: number): Promise<Invitation | undefined>;
  /**
   * Takes up the invitation once: marks it used and creates the account (or, for an address
   * that has one, gives it the invitation's role, the new password and a new TOTP secret still
   * to be confirmed), in one transaction.
   * Undefined if the invitation is used, expired or unknown — also when two take it at once.
   */
  redeem(tokenHash: string, credentials: { passwordHash: string; totpSecret: string }, now: number): Promise<User | undefined>;
  /** The first code from the app has been shown. */
  confirmTotp(userId: number): Promise<void>;
  /**
   * Records that the code of TOTP time step `step` was used; false if that step or a later one
   * was used before (a code is good once, also across servers).
   */
  useTotpStep(userId: number, step: number): Promise<boolean>;
  userByEmail(email: string): Promise<User | undefined>;
  user(id: number): Promise<User | undefined>;
  users(): Promise<User[]>;

  createSession(session: { idHash: string; userId: number; now: number; secondFactor: boolean }): Promise<void>;
  /**
   * The live session behind this id hash, its last use moved to `now`; undefined (and the row
   * removed) once it has been idle or alive longer than the policy allows.
   */
  session(idHash: string, now: number, policy: SessionPolicy): Promise<Session | undefined>;
  /**
   * Marks the second factor given and moves the session to a new id (a new id at each step of
   * sign-in, so an id seen before it is worth nothing after). False if the session is gone.
   */
  confirmSecondFactor(idHash: string, newIdHash: string): Promise<boolean>;
  endSession(idHash: string): Promise<void>;
  /** "Logga ut överallt": every session of the account. How many ended. */
  endSessions(userId: number): Promise<number>;

  recordLogin(attempt: LoginAttempt): Promise<void>;
  /**
   * Failed sign-ins since `since` (and since the last success) for the account and, separately,
   * from the address: what the rate limit counts. Older attempts are forgotten here.
   */
  failedLogins(query: { account: string; address: string; since: number }): Promise<FailedLogins>;
  /** Forgets the failed sign-ins of an address typed (an unlock, a new invitation); how many. */
  clearFailedLogins(account: string): Promise<number>;

  audit(entry: NewAuditEntry): Promise<void>;
  /** The lines that match, newest first, and how many match in all. */
  auditLog(query?: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }>;

  /** The passkeys of an account, oldest first. */
  passkeys(userId: number): Promise<Passkey[]>;
  passkeyByCredential(credentialId: string): Promise<Passkey | undefined>;
  /** False if the credential is already registered (to any account). */
  addPasskey(passkey: NewPasskey): Promise<boolean>;
  /**
   * Records a sign-in with the passkey: its new signature counter and the time. False, and
   * nothing written, if a counter that the authenticator keeps did not grow (a cloned key).
   */
  usePasskey(id: number, counter: number, now: number): Promise<boolean>;
  /** Only the account's own; false if it has no such passkey. */
  renamePasskey(userId: number, id: number, name: string): Promise<boolean>;
  removePasskey(userId: number, id: number): Promise<boolean>;
  /** Every passkey of the account (a new invitation); how many. */
  removePasskeys(userId: number): Promise<number>;

  /** Keeps the WebAuthn challenge the session was just given, replacing any earlier one. */
  setChallenge(idHash: string, challenge: string): Promise<void>;
  /** The session's challenge, removed as it is read: each is good for one answer. */
  takeChallenge(idHash: string): Promise<string | undefined>;
}
