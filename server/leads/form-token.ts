/**
 * The minimum fill time without trusting the browser's clock and without JavaScript.
 *
 * The forms are static HTML built ahead of time, so the time a visitor opened a form cannot be
 * in the built file. Instead the server writes a token into the form's hidden `formToken` field
 * each time it sends a page with a form (server/leads/form-page.ts): the time it was sent, signed
 * with HMAC-SHA256. A post whose token is younger than the minimum fill time was filled in faster
 * than a person can; a forged or missing token is refused; a very old one asks for a reload.
 * With JavaScript the enhancement module simply sends the same field along.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenCheck =
  | { ok: true; ageMs: number }
  | { ok: false; reason: 'missing' | 'invalid' | 'too-fast' | 'expired' };

const sign = (secret: string, issuedAt: number) => createHmac('sha256', secret).update(`form-token:${issuedAt}`).digest('base64url');

export function createFormToken(secret: string, issuedAt = Date.now()): string {
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

export function checkFormToken(
  secret: string,
  token: unknown,
  { minFillMs, maxAgeMs, now = Date.now() }: { minFillMs: number; maxAgeMs: number; now?: number },
): TokenCheck {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' };
  const match = /^([0-9]{1,16})\.([A-Za-z0-9_-]{20,64})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const issuedAt = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(sign(secret, issuedAt));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const ageMs = now - issuedAt;
  // A little slack for the future: the token was made by this server, but clocks can step.
  if (ageMs < -5_000) return { ok: false, reason: 'invalid' };
  if (ageMs < minFillMs) return { ok: false, reason: 'too-fast' };
  if (ageMs > maxAgeMs) return { ok: false, reason: 'expired' };
  return { ok: true, ageMs };
}
