import type { Session } from '../leads/account-store';

/**
 * The signed-in session of a /konto request behind `requireSession` (server/accounts/routes.ts),
 * which refuses a request without one before the handler runs. A handler reads it here rather than
 * with `request.kontoSession!` (docs/decisions.md 101), so a route registered without the guard
 * fails with this message instead of a TypeError.
 */
export function sessionOf(request: { kontoSession?: Session | undefined }): Session {
  if (!request.kontoSession) throw new Error('A /konto route read the session without requireSession in front of it.');
  return request.kontoSession;
}
