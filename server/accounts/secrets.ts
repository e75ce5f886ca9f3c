/**
 * The random secrets of the workspace (invitation tokens, session ids): 256 bits from the
 * operating system's CSPRNG, base64url so they fit in a URL fragment and a cookie. The database
 * keeps only their SHA-256, so a copy of it (a backup, a read-only leak) opens no session and
 * takes up no invitation. A fast hash suffices here because the secret itself has 256 bits of
 * entropy; passwords, which do not, are hashed with argon2id (password.ts). docs/decisions.md 59.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = () => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A secret as we make them: 43 base64url characters, so nothing else is looked up. */
export const isSecret = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
