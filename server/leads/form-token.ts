/**
 * Form tokens: the minimum fill time and a limit on use, without trusting the browser's clock and
 * without writing anything into the static pages (docs/decisions.md 21, docs/hosting.md).
 *
 *  - A form token (`<issued ms>.<random id>.<HMAC>`) is fetched by the enhancement from
 *    GET /api/form-token when a page with a form loads, and posted with the form. A post sooner
 *    than the minimum fill time after it was issued, forged, or older than the maximum age is
 *    refused; its random id is stored with each lead, so one token brings in at most a few.
 *  - A confirmation token (`k.<issued ms>.<random id>.<HMAC>`) is what the server puts in the
 *    confirmation step it shows a plain post that came without a form token. Its HMAC covers a
 *    hash of exactly the fields shown, so it confirms that content and no other, and its random
 *    id is the lead's idempotency key, so it stores at most one lead.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TokenCheck = { ok: true; ageMs: number; id: string; confirms: boolean } | { ok: false; reason: 'missing' | 'invalid' | 'too-fast' | 'expired' };

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');
const newId = () => randomBytes(16).toString('base64url');

export function createFormToken(secret: string, issuedAt = Date.now(), id = newId()): string {
  return `${issuedAt}.${id}.${sign(secret, `form:${issuedAt}:${id}`)}`;
}

export function createConfirmToken(secret: string, payloadHash: string, issuedAt = Date.now(), id = newId()): string {
  return `k.${issuedAt}.${id}.${sign(secret, `confirm:${issuedAt}:${id}:${payloadHash}`)}`;
}

/** The idempotency key of the lead a confirmation token confirms. */
export const confirmedKey = (id: string) => `bekraftad-${id}`;

const pattern = /^(k\.)?([0-9]{1,16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function isConfirmToken(token: unknown): boolean {
  return typeof token === 'string' && token.startsWith('k.');
}

/**
 * Checks a posted token. A confirmation token is checked against `payloadHash` (the hash of the
 * posted fields); a form token ignores it.
 */
export function checkFormToken(
  secret: string,
  token: unknown,
  { minFillMs, maxAgeMs, payloadHash = '', now = Date.now() }: { minFillMs: number; maxAgeMs: number; payloadHash?: string; now?: number },
): TokenCheck {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' };
  const match = pattern.exec(token);
  const [, confirm, issued, id, signature] = match ?? [];
  if (!issued || !id || !signature) return { ok: false, reason: 'invalid' };
  const issuedAt = Number(issued);
  const expected = Buffer.from(sign(secret, confirm ? `confirm:${issuedAt}:${id}:${payloadHash}` : `form:${issuedAt}:${id}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const ageMs = now - issuedAt;
  // A little slack for the future: the token was made by this server, but clocks can step.
  if (ageMs < -5_000) return { ok: false, reason: 'invalid' };
  if (ageMs < minFillMs) return { ok: false, reason: 'too-fast' };
  if (ageMs > maxAgeMs) return { ok: false, reason: 'expired' };
  return { ok: true, ageMs, id, confirms: Boolean(confirm) };
}
