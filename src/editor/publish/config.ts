/**
 * Where and how the workspace's page editor publishes (README "Configuration", docs/decisions.md
 * 92–95): a git working copy of the site that the server owns, and whether "Publicera" pushes its
 * commit to a branch (a static host rebuilds from it), swaps the served dist/, or both.
 */
import path from 'node:path';

export type PublishMode = 'push' | 'dist' | 'both';

export interface PublishConfig {
  /** CONTENT_REPO_DIR: the working copy, a clone of the site's repository with `npm ci` run in it. */
  repoDir: string;
  mode: PublishMode;
  /** CONTENT_PUSH_REMOTE and CONTENT_PUSH_BRANCH: where a publish is pushed (push, both). */
  remote: string;
  branch: string;
  /** CONTENT_BUILD_TIMEOUT_SECONDS: a build that takes longer is stopped and the publish refused. */
  buildTimeoutMs: number;
  /**
   * The server's own checkout: its last full build's render cache serves a content-only publish
   * in the working copy while both hold the same code (docs/decisions.md 121).
   */
  serverRoot: string;
}

export class PublishConfigError extends Error {}

/** The publishing settings, or undefined when CONTENT_REPO_DIR is not set (the editor is off). */
export function loadPublishConfig(env: NodeJS.ProcessEnv, root: string): PublishConfig | undefined {
  const dir = env.CONTENT_REPO_DIR;
  if (!dir) return undefined;
  const mode = env.CONTENT_PUBLISH || 'dist';
  if (mode !== 'push' && mode !== 'dist' && mode !== 'both')
    throw new PublishConfigError(`CONTENT_PUBLISH ska vara push, dist eller both, inte ${JSON.stringify(mode)}.`);
  const seconds = Number(env.CONTENT_BUILD_TIMEOUT_SECONDS || 600);
  if (!Number.isFinite(seconds) || seconds < 10) throw new PublishConfigError('CONTENT_BUILD_TIMEOUT_SECONDS ska vara ett antal sekunder, minst 10.');
  const remote = env.CONTENT_PUSH_REMOTE || 'origin';
  const branch = env.CONTENT_PUSH_BRANCH || 'main';
  // Passed to git as arguments of their own; a leading dash would read as an option.
  if (!/^[A-Za-z0-9][\w.\-/]*$/.test(remote) || !/^[A-Za-z0-9][\w.\-/]*$/.test(branch))
    throw new PublishConfigError('CONTENT_PUSH_REMOTE och CONTENT_PUSH_BRANCH ska vara namn på en git-remote och en gren.');
  return { repoDir: path.resolve(root, dir), mode, remote, branch, buildTimeoutMs: seconds * 1000, serverRoot: root };
}
