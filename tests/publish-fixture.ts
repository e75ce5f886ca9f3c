/**
 * A content working copy as the publishing server owns one (CONTENT_REPO_DIR, docs/decisions.md
 * 92–95), for tests/unit/publish/*.integration.test.ts and tests/e2e/konto-publish.spec.ts: this
 * checkout's files as they are now (uncommitted changes too, the tests left out) committed in a
 * seed repository, pushed to a bare remote (`origin` of the seed), and cloned from it as the
 * working copy, with this checkout's node_modules linked in so that its scripts run there.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../scripts/support/site-routes';

/**
 * git in `cwd`, as a developer with a fixed identity (the editors' commits name their own). It takes
 * no optional lock: a test's `git status` while the server works would hold the index's lock for a
 * moment, and the server's own git would be refused — as a second git on a server never is.
 */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_OPTIONAL_LOCKS: '0',
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
 * The checkout's files (uncommitted changes too, the tests left out) as the seed's first commit,
 * pushed to a bare remote and cloned as the working copy — made once for these files (by a hash
 * of them) in the temporary folder and copied after, as Ghost copies a template database: git
 * and a file-by-file copy of the checkout took about a second and a half per test file.
 */
function template(): string {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !f.startsWith('tests/') && existsSync(path.join(root, f)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  const made = path.join(tmpdir(), `nordvik-publicering-mall-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(made)) return made;
  // Templates of files as they were in earlier runs go after a day.
  for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith('nordvik-publicering-mall-'))) {
    const at = path.join(tmpdir(), old);
    if (Date.now() - statSync(at).mtimeMs > 24 * 3600_000) rmSync(at, { recursive: true, force: true });
  }
  const making = `${made}-${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  const { remote, work, seed } = publishRepoPaths(making);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(seed, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(seed, file));
  }
  git(seed, 'init', '--quiet', '--initial-branch=main');
  git(seed, 'add', '-A');
  git(seed, 'commit', '--quiet', '-m', 'Webbplatsen');
  git(making, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(seed, 'remote', 'add', 'origin', remote);
  git(seed, 'push', '--quiet', 'origin', 'HEAD:refs/heads/main');
  git(making, 'clone', '--quiet', remote, work);
  // Another test file (another worker) may have made it meanwhile: either copy is the same.
  try {
    renameSync(making, made);
  } catch {
    rmSync(making, { recursive: true, force: true });
  }
  return made;
}

/**
 * Makes the seed (first commit "Webbplatsen"), the remote and the working copy in `temp`, copied
 * from the template. `history` may add commits to the seed before it is pushed; they are the
 * working copy's too.
 */
export function seedPublishRepos(temp: string, history?: (seed: string) => void): PublishRepos {
  const repos = publishRepoPaths(temp);
  const { remote, work, seed } = repos;
  const from = publishRepoPaths(template());
  mkdirSync(temp, { recursive: true });
  for (const part of ['remote', 'work', 'seed'] as const) cpSync(from[part], repos[part], { recursive: true });
  // The copies point at each other, not at the template's.
  git(seed, 'remote', 'set-url', 'origin', remote);
  git(work, 'remote', 'set-url', 'origin', remote);
  if (history) {
    history(seed);
    git(seed, 'push', '--quiet', 'origin', 'HEAD:refs/heads/main');
    git(work, 'pull', '--quiet', '--ff-only', 'origin', 'main');
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'));
  return repos;
}
