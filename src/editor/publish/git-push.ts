/**
 * A push of a publish or a review branch. Git's own words when it fails — English, with the
 * remote's address and whatever its hooks print — are for the operator: they go to the server's
 * log, and the editor is told in Swedish what happened and what to do (publish-texts.ts,
 * review-texts.ts), never shown git's text (docs/decisions.md 182).
 */
import type { Ran } from './run';

/** Where git's words go: the server's logger (pino's `warn(details, message)`). */
export interface PublishLog {
  warn(details: Record<string, unknown>, message: string): void;
  info?(details: Record<string, unknown>, message: string): void;
}

/** Runs git in the working copy (Publisher.git). */
export type Git = (args: readonly string[]) => Promise<Ran>;

/** Pushes `refspec` to `remote`; false when git refused or failed, with what it said written to `log`. */
export async function pushTo(git: Git, remote: string, refspec: string, log: PublishLog | undefined): Promise<boolean> {
  const ran = await git(['push', '--quiet', '--', remote, refspec]);
  if (ran.code === 0) return true;
  log?.warn({ remote, refspec, code: ran.code, timedOut: ran.timedOut, git: ran.stderr.trim() }, 'git push misslyckades');
  return false;
}
