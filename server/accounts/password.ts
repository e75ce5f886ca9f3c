/**
 * Passwords, hashed with argon2id (@node-rs/argon2, prebuilt for Linux, macOS and Windows; no
 * build step) at the parameters OWASP's Password Storage Cheat Sheet gives as its first choice:
 * 19 MiB of memory, 2 passes, 1 lane (docs/decisions.md 61). The hash runs on libuv's thread
 * pool, so the event loop keeps serving pages meanwhile.
 */
import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const argon2id = 2;
export const argon2Options: Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const passwordMinLength = 12;
/** Long passphrases are welcome; a megabyte of "password" is not. */
export const passwordMaxLength = 256;

/** What is wrong with a new password, in Swedish, or nothing. */
export function passwordProblem(password: unknown): string | undefined {
  if (typeof password !== 'string' || [...password].length < passwordMinLength) return `Lösenordet ska vara minst ${passwordMinLength} tecken långt.`;
  if ([...password].length > passwordMaxLength) return `Lösenordet får vara högst ${passwordMaxLength} tecken långt.`;
  return undefined;
}

export const hashPassword = (password: string) => hash(password.normalize('NFC'), argon2Options);

/**
 * Made once at start: an unknown address is checked against it, so that a sign-in takes as long
 * whether or not the account exists (no account enumeration by timing).
 */
let dummy: Promise<string> | undefined;

/** Makes the dummy hash ahead of the first sign-in, so that one is not slower either. */
export function prepareDummyHash(): void {
  dummy ??= hashPassword('ett lösenord som ingen har');
}

/** True if `password` is the account's; for no account (or no password yet) the same work, and false. */
export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  prepareDummyHash();
  const against = passwordHash ?? (await dummy!);
  const ok = await verify(against, password.normalize('NFC')).catch(() => false);
  return ok && passwordHash !== null && passwordHash !== undefined;
}
