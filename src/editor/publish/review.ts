/**
 * "Skicka för granskning" (docs/decisions.md 111–112): an editor's change, checked and built like a
 * publish, committed on a branch of its own (`granskning/<sida>-<datum>-<n>`) based on the
 * published commit, pushed when there is a remote; an admin publishes it through the publisher's
 * own queue and checks, or declines it with a note. Branches live in the working copy; a declined
 * review is remembered in `.git/redigera-granskning/` (never committed), so its editor sees the note.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { atomicWrite } from './atomic-write';
import { contentPath } from './content-path';
import { parseHistory } from './history';
import { EditorRefusal, identityEnv, type Author, type Change, type Published, type Publisher } from './publisher';
import { reviewTexts } from './review-texts';
import { itemAt } from '~/src/shared/item-at';
import type { DeclinedReview, Review, Sent } from '~/src/shared/publish-records';

export type { DeclinedReview, Review, Sent };

export const reviewPrefix = 'granskning/';

/**
 * A review's branch as this module names it: the prefix, one page's slug, a day, a number. Nothing
 * else reaches git as a branch name: no `..`, no second slash, no leading dash.
 */
const branchPattern = /^granskning\/[a-z0-9]+(?:-[a-z0-9]+)*-\d{4}-\d{2}-\d{2}-\d{1,4}$/;

/** The branch name from a request, or a 400 before git sees it. */
export function reviewBranch(value: unknown): string {
  if (typeof value !== 'string' || !branchPattern.test(value)) throw new EditorRefusal(400, reviewTexts.badBranch);
  return value;
}

/** A fetch of the review branches that takes longer is given up: the list shows what is here. */
const fetchTimeoutMs = 30_000;

/** The slug a branch takes from a page: `pages/om-oss.yaml` → `om-oss`, `site.yaml` → `webbplatsen`. */
export const slugOf = (file: string) => (file === 'site.yaml' ? 'webbplatsen' : path.basename(file, '.yaml'));

export class Reviews {
  private readonly declinedDir: string;

  constructor(
    private readonly publisher: Publisher,
    private readonly now: () => number,
  ) {
    this.declinedDir = path.join(publisher.config.repoDir, '.git', 'redigera-granskning', 'avvisade');
  }

  private get git() {
    return this.publisher.git.bind(this.publisher);
  }

  private get pushes() {
    return this.publisher.config.mode !== 'dist';
  }

  /**
   * Checks and builds the changes exactly as a publish does (a refusal restores the files and
   * throws with the problems), then commits them on a new branch off the published commit —
   * through a separate index, so neither HEAD, the index nor the served site moves — and restores
   * the files. Runs in the publisher's queue: it uses the working copy's files.
   */
  submit(prepare: () => Promise<readonly Change[]>, author: Author, subject: string): Promise<Sent> {
    return this.publisher.serial(async () => {
      const p = this.publisher;
      await p.restore();
      await p.catchUp();
      const changes = await prepare();
      const { written, staging } = await p.checkAndBuild(changes);
      if (written === 0) throw new EditorRefusal(400, reviewTexts.unchanged);
      rmSync(staging, { recursive: true, force: true });
      const index = path.join(p.config.repoDir, '.git', 'granskning-index');
      try {
        const files = [...changes.map((c) => c.file), ...(await p.newImages(changes))];
        const env = { GIT_INDEX_FILE: index, ...identityEnv(author) };
        await this.must(['read-tree', 'HEAD'], { env });
        await this.must(['add', '--', ...files], { env });
        const tree = (await this.must(['write-tree'], { env })).trim();
        const base = (await this.must(['rev-parse', 'HEAD'])).trim();
        const commit = (await this.must(['commit-tree', tree, '-p', base, '-F', '-'], { env, input: reviewTexts.commitMessage(subject) })).trim();
        const branch = await this.newBranch(itemAt(changes, 0, 'the changes sent for review').file, commit);
        let pushed: boolean | null = null;
        let message = reviewTexts.sent;
        if (this.pushes) {
          pushed = await p.push(`refs/heads/${branch}:refs/heads/${branch}`);
          if (!pushed) message = reviewTexts.sentNotPushed(p.config.remote);
        }
        return { branch, commit, pushed, message };
      } finally {
        rmSync(index, { force: true });
        await p.restore();
      }
    });
  }

  /** `granskning/<sida>-<YYYY-MM-DD>-<n>` with the first free n, created only where none exists. */
  private async newBranch(file: string, commit: string): Promise<string> {
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(this.now()));
    for (let n = 1; n < 10_000; n++) {
      const branch = `${reviewPrefix}${slugOf(file)}-${day}-${n}`;
      // An empty old value: git creates the ref only if it does not exist yet.
      if ((await this.git(['update-ref', `refs/heads/${branch}`, commit, ''])).code === 0) return branch;
    }
    throw new Error('no free review branch name');
  }

  private async must(args: readonly string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}): Promise<string> {
    const ran = await this.git(args, options);
    if (ran.code !== 0) throw new Error(`git ${args[0]} failed: ${ran.stderr}`);
    return ran.stdout;
  }

  /**
   * The reviews waiting, newest first. When the server pushes, the remote's review branches are
   * fetched first, so that one a developer pushed there is listed too (docs/decisions.md 116):
   * never forced (a local review is not overwritten), and an unreachable or slow remote lists what
   * is here.
   */
  async list(): Promise<Review[]> {
    if (this.pushes)
      await this.git(['fetch', '--quiet', '--no-tags', '--', this.publisher.config.remote, `refs/heads/${reviewPrefix}*:refs/heads/${reviewPrefix}*`], {
        timeoutMs: fetchTimeoutMs,
      });
    const refs = await this.must(['for-each-ref', '--format=%(refname:short)', `refs/heads/${reviewPrefix}`]);
    const branches = refs.split('\n').filter((b) => branchPattern.test(b));
    const reviews = await Promise.all(branches.map((branch) => this.read(branch)));
    return reviews.filter((r): r is Review => Boolean(r)).sort((a, b) => b.at.localeCompare(a.at));
  }

  /** One review: its commit's author, time, subject, files and lines; undefined when the branch is gone. */
  private async read(branch: string): Promise<Review | undefined> {
    const shown = await this.git([
      'log',
      '-1',
      '--no-color',
      '--no-ext-diff',
      '--unified=0',
      '--format=%x1e%H%x1f%aI%x1f%an%x1f%ae%x1f%s',
      '-p',
      `refs/heads/${branch}`,
      '--',
    ]);
    if (shown.code !== 0) return undefined;
    const [publication] = parseHistory(shown.stdout);
    if (!publication) return undefined;
    const names = await this.must(['diff-tree', '--no-commit-id', '--name-only', '-r', '-z', publication.commit]);
    return { branch, ...publication, files: names.split('\0').filter(Boolean) };
  }

  private async existing(value: unknown): Promise<Review> {
    const review = await this.read(reviewBranch(value));
    if (!review) throw new EditorRefusal(404, reviewTexts.noSuchReview);
    return review;
  }

  /**
   * Publishes a review: its branch merged onto the published commit without touching the working
   * copy (`git merge-tree`; a conflict is a 409 and nothing is published), and the merged files
   * through the publisher's own checks, build, commit, push and swap — the editor as author, the
   * admin as committer. The branch is removed once its change is on the site.
   */
  publish(value: unknown, admin: Author): Promise<Published> {
    const branch = reviewBranch(value);
    return this.publisher.serial(async () => {
      const p = this.publisher;
      await p.restore();
      await p.catchUp();
      const review = await this.existing(branch);
      const merged = await this.git(['merge-tree', '--write-tree', '--no-messages', 'HEAD', review.commit]);
      if (merged.code !== 0) throw new EditorRefusal(409, reviewTexts.conflict(review.message));
      const tree = itemAt(merged.stdout.split('\n'), 0, 'git merge-tree’s tree').trim();
      const changes: Change[] = [];
      for (const file of review.files) {
        if (file.startsWith('bilder/')) {
          // An image the review added: back in bilder/ as an upload (untracked), so the publish commits it.
          if (!existsSync(path.join(p.config.repoDir, file))) {
            await this.must(['checkout', review.commit, '--', file]);
            await this.must(['reset', '--quiet', '--', file]);
          }
          continue;
        }
        contentPath(p.config.repoDir, file);
        changes.push({ file, text: await this.must(['show', `${tree}:${file}`]) });
      }
      const author = { name: review.editor, email: review.email };
      let published: Published;
      try {
        published = await p.publishNow(changes, author, reviewTexts.publishedMessage(review.message, admin.email), admin);
      } catch (error) {
        // The problems' pointers mean nothing in the list of reviews: the refusal names them in words.
        if (error instanceof EditorRefusal && error.status === 422)
          throw new EditorRefusal(
            422,
            reviewTexts.refused(error.problems?.map((problem) => `${problem.file}: ${problem.message}`) ?? [error.message]),
            error.problems,
          );
        throw error;
      }
      await this.remove(branch);
      return published.unchanged ? { ...published, message: reviewTexts.alreadyThere } : { ...published, message: reviewTexts.published(published.message) };
    });
  }

  /** Declines a review: the note kept for its editor, the branch removed (here and on the remote). */
  decline(value: unknown, admin: Author, note: unknown): Promise<void> {
    const branch = reviewBranch(value);
    if (note !== undefined && (typeof note !== 'string' || note.length > 1000)) throw new EditorRefusal(400, reviewTexts.badNote);
    return this.publisher.serial(async () => {
      const review = await this.existing(branch);
      const record: DeclinedReview = {
        ...review,
        declinedAt: new Date(this.now()).toISOString(),
        declinedBy: admin.email,
        note: (note ?? '').trim(),
      };
      await mkdir(this.declinedDir, { recursive: true });
      await atomicWrite(path.join(this.declinedDir, `${branch.slice(reviewPrefix.length)}-${review.commit.slice(0, 12)}.json`), JSON.stringify(record));
      await this.remove(branch);
    });
  }

  /** The declined reviews of one editor (by address), newest first. */
  async declined(email: string): Promise<DeclinedReview[]> {
    const names = await readdir(this.declinedDir).catch(() => [] as string[]);
    const records = await Promise.all(
      names
        .filter((n) => n.endsWith('.json'))
        // A record that cannot be read (a crash mid-write is prevented by atomicWrite; a hand edit is not) is left out.
        .map((n) =>
          readFile(path.join(this.declinedDir, n), 'utf8')
            .then((text) => JSON.parse(text) as DeclinedReview | null)
            .catch(() => undefined),
        ),
    );
    return records.filter((r): r is DeclinedReview => r?.email === email).sort((a, b) => b.declinedAt.localeCompare(a.declinedAt));
  }

  /** The branch gone here and, where a remote is configured, there (a failure there is left for a developer). */
  private async remove(branch: string): Promise<void> {
    await this.git(['update-ref', '-d', `refs/heads/${branch}`]);
    if (this.pushes) await this.git(['push', '--quiet', '--', this.publisher.config.remote, `:refs/heads/${branch}`]);
  }
}
