/**
 * The second factor: a six-digit code from an authenticator app (TOTP, RFC 6238, via `otpauth`):
 * SHA-1, 30-second steps, the step before and after accepted for clock drift, and each step
 * good once (the store keeps the last used; docs/decisions.md 62).
 */
import { Secret, TOTP } from 'otpauth';

const issuer = 'Nordvik CFO';

/** A new 160-bit secret (RFC 4226's recommended length), base32 for the app. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totp = (secret: string, label = '') => new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** The otpauth:// address the app reads from a QR code or a link. */
export const totpUri = (secret: string, email: string) => totp(secret, email).toString();

/** The time step `code` belongs to, if it is right for `secret` at `now` (± one step). */
export function totpStep(secret: string, code: unknown, now: number): number | undefined {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code.replace(/\s/g, ''))) return undefined;
  const generator = totp(secret);
  const delta = generator.validate({ token: code.replace(/\s/g, ''), timestamp: now, window: 1 });
  return delta === null ? undefined : generator.counter({ timestamp: now }) + delta;
}
