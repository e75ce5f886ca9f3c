/** What the passkey views say when the browser's own step fails (server refusals bring their own words). */
import { ApiError } from './api';

export const passkeyWords = {
  cancelled: 'Nyckeln användes inte: rutan stängdes eller tiden gick ut. Försök igen.',
  unsupported: 'Den här webbläsaren kan inte använda nycklar. Använd koden från autentiseringsappen.',
};

/** The message for anything a WebAuthn call threw: the server's, or the browser's refusal in Swedish. */
export function passkeyMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return passkeyWords.cancelled;
  if (name === 'NotSupportedError') return passkeyWords.unsupported;
  return fallback;
}
