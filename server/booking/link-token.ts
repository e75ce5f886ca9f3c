/**
 * The visitor's link to their booking (cancel or move, no account needed): the booking's number
 * and an HMAC-SHA256 (node:crypto) over it and the booking's random UID, with a secret made once
 * and kept in the database (every server signs alike), compared in constant time. It never
 * expires before the meeting: the page says when a meeting has passed or was cancelled.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const signature = (secret: string, id: number, uid: string) => createHmac('sha256', secret).update(`booking:${id}:${uid}`).digest('base64url');

export const manageToken = (secret: string, booking: { id: number; uid: string }) => `${booking.id}.${signature(secret, booking.id, booking.uid)}`;

/** The booking number a token names, before its signature is checked against the booking's UID. */
export function tokenBookingId(token: unknown): number | undefined {
  const match = typeof token === 'string' ? /^(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token) : null;
  return match ? Number(match[1]) : undefined;
}

export function tokenMatches(secret: string, token: string, booking: { id: number; uid: string }): boolean {
  const expected = Buffer.from(manageToken(secret, booking));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
