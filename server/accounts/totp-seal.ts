/**
 * TOTP secrets at rest (docs/decisions.md 114). Unlike a password or a session id, the server
 * must be able to read a TOTP secret back, so it cannot keep a hash of it. With `TOTP_KEY` set,
 * a secret is kept sealed with AES-256-GCM (node:crypto: a random 96-bit nonce per secret, the
 * 128-bit tag, the key derived from TOTP_KEY with HKDF-SHA-256), so a copy of the database alone
 * — a backup, a read-only leak — cannot make codes. The key lives only in the environment: kept
 * in the same database it would protect nothing.
 *
 * Without the key a secret is kept as the app's base32 text, and a secret kept before the key was
 * set stays readable (base32 has no `:`, so the two forms cannot be confused); the next
 * invitation of that account seals its new secret.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const prefix = 'aes256gcm:';
const nonceBytes = 12;
const tagBytes = 16;
/** Binds a sealed value to this use, so it cannot pass for another sealed value of the product. */
const purpose = Buffer.from('nordvik-totp-secret-v1');

const keyOf = (totpKey: string) => Buffer.from(hkdfSync('sha256', totpKey, Buffer.alloc(0), purpose, 32));

/** The secret as the database keeps it: sealed with the key, or as is without one. */
export function sealTotpSecret(secret: string, totpKey: string | undefined): string {
  if (!totpKey) return secret;
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', keyOf(totpKey), nonce, { authTagLength: tagBytes });
  cipher.setAAD(purpose);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return prefix + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
}

export type Opened = { ok: true; secret: string } | { ok: false };

/**
 * The secret behind what the database keeps. A sealed value opens only with the key it was
 * sealed with: without a key, with another key, or altered, it does not open.
 */
export function openTotpSecret(kept: string, totpKey: string | undefined): Opened {
  if (!kept.startsWith(prefix)) return { ok: true, secret: kept };
  if (!totpKey) return { ok: false };
  const bytes = Buffer.from(kept.slice(prefix.length), 'base64url');
  if (bytes.length <= nonceBytes + tagBytes) return { ok: false };
  const decipher = createDecipheriv('aes-256-gcm', keyOf(totpKey), bytes.subarray(0, nonceBytes), { authTagLength: tagBytes });
  decipher.setAAD(purpose);
  decipher.setAuthTag(bytes.subarray(nonceBytes, nonceBytes + tagBytes));
  try {
    return { ok: true, secret: Buffer.concat([decipher.update(bytes.subarray(nonceBytes + tagBytes)), decipher.final()]).toString('utf8') };
  } catch {
    // GCM's tag did not match: another key, or the value was altered.
    return { ok: false };
  }
}
