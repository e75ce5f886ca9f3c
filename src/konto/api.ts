/**
 * The workspace's calls to /konto/api (docs/konto-api.md, README "The workspace"). Every
 * refusal comes back as an ApiError with the server's Swedish message, which the views show in a
 * role=alert; a 401 outside the sign-in steps also tells the session that it is over.
 */
import { texts } from './texts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The answer's body, for refusals that carry more than a message (the editor's problems). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Raised on a 401 from a signed-in call: the session provider listens for it. */
export const sessionEndedEvent = 'konto:session-ended';

export const apiBase = '/konto/api';

export async function api<T>(
  path: string,
  {
    method = 'GET',
    body,
    signedIn = true,
    keepalive = false,
  }: {
    method?: 'GET' | 'POST';
    body?: unknown;
    signedIn?: boolean;
    /** Outlives the page that sends it (a draft sent as the page goes). */
    keepalive?: boolean;
  } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      credentials: 'same-origin',
      ...(keepalive ? { keepalive } : {}),
      headers: method === 'POST' ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch {
    throw new ApiError(texts.offline, 0);
  }
  let data: { ok?: boolean; message?: unknown; [key: string]: unknown } | undefined;
  try {
    data = (await response.json()) as typeof data;
  } catch {
    data = undefined;
  }
  if (!response.ok || !data || data.ok === false) {
    if (response.status === 401 && signedIn) window.dispatchEvent(new CustomEvent(sessionEndedEvent));
    throw new ApiError(typeof data?.message === 'string' ? data.message : texts.unexpected, response.status, data);
  }
  return data as T;
}

/** The message to show for anything a call threw. */
export const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : texts.unexpected);
