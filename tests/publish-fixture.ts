/**
 * A content working copy as the publishing server owns one (CONTENT_REPO_DIR, docs/decisions.md
 * 92–95), for tests/unit/publish/*-server.test.ts and tests/e2e/konto-publish.spec.ts: this
 * checkout's files as they are now (uncommitted changes too, the tests left out) committed in a
 * seed repository, pushed to a bare remote (`origin` of the seed), and cloned from it as the
 * working copy, with this checkout's node_modules linked in so that its scripts run there.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/support/site-routes';

/** git in `cwd`, as a developer with a fixed identity (the editors' commits name their own). */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Utvecklare',
      GIT_AUTHOR_EMAIL: 'dev@nordvik.example',
      GIT_COMMITTER_NAME: 'Utvecklare',
      GIT_COMMITTER_EMAIL: 'dev@nordvik.example',
    },
  });

export interface PublishRepos {
  /** The bare remote the server pushes to. */
  remote: string;
  /** The server's working copy (CONTENT_REPO_DIR). */
  work: string;
  /** The developer's clone: what it pushes to `origin` is someone else's push for the server. */
  seed: string;
}

/** The three repositories' places in `temp` (a test's own temporary folder). */
export const publishRepoPaths = (temp: string): PublishRepos => ({
  remote: path.join(temp, 'remote.git'),
  work: path.join(temp, 'arbetskopia'),
  seed: path.join(temp, 'seed'),
});

/**
 * Makes the seed (first commit "Webbplatsen"), the remote and the working copy in `temp`.
 * `history` may add commits to the seed before it is pushed; they are the working copy's too.
 */
export function seedPublishRepos(temp: string, history?: (seed: string) => void): PublishRepos {
  const repos = publishRepoPaths(temp);
  const { remote, work, seed } = repos;
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !f.startsWith('tests/') && existsSync(path.join(root, f)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(seed, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(seed, file));
  }
  git(seed, 'init', '--quiet', '--initial-branch=main');
  git(seed, 'add', '-A');
  git(seed, 'commit', '--quiet', '-m', 'Webbplatsen');
  history?.(seed);
  git(temp, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(seed, 'remote', 'add', 'origin', remote);
  git(seed, 'push', '--quiet', 'origin', 'HEAD:refs/heads/main');
  git(temp, 'clone', '--quiet', remote, work);
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'));
  return repos;
}
