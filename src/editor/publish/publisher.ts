/**
 * "Publicera" from the workspace (docs/decisions.md 92–95). The server owns a git working copy of
 * the site (CONTENT_REPO_DIR) and does in it what CI does with content: the edited files are
 * written, the content is checked and the site built into a staging folder with a time limit —
 * the working copy's own scripts, run as child processes — and only when all passes is the
 * change committed with the editor as author, then pushed and/or swapped in as the served dist/.
 * Anything refused is restored from the last commit: nothing half-published stays behind.
 * Publishes run one at a time (a queue); reading and checking drafts do not wait for them.
 */
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PublishConfig } from './config';
import { atomicWrite } from './atomic-write';
import { cachedKey, codeFiles, codeFolders, fittingRenderCache, renderCacheDir } from './code-key';
import { contentPath, imageFile } from './content-path';
import { Drafts } from './drafts';
import { EditorWorker } from './editor-worker';
import { pushTo, type PublishLog } from './git-push';
import { parseHistory, type Publication } from './history';
import { publishTexts } from './publish-texts';
import { run, type Ran } from './run';
import { swapDist } from './swap-dist';
import { ChildRegistry } from './child-registry';
import { imageRef, removeUnusedUploads, unusedUploadDays } from './unused-uploads';

/** A problem as the content loader reports it (src/content/problem.ts), passed on as it is. */
/** The editor process's `build` answer (src/editor/server/content-build-command.ts). */
type BuildAnswer = { outcome: 'needs-full-build' } | { outcome: 'refused' | 'built'; problems: ContentProblem[] };

export interface ContentProblem {
  file: string;
  line: number;
  col: number;
  pointer: string;
  code: string;
  severity: 'error' | 'warning';
  message: string;
  hint: string;
}

/**
 * Warnings that mean the published page would not say what the editor typed: a text YAML cuts
 * at ` #` (C230) and a number whose digits YAML reads otherwise (C234, an error already). In an
 * edited file they stop a publish like errors (src/content/problem-catalogue.ts).
 */
export const textChangingCodes: ReadonlySet<string> = new Set(['C230', 'C234']);

/** A refusal of the editor's command (src/editor/server/editor-cli.ts) or of the publisher, with its HTTP status. */
export class EditorRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems?: ContentProblem[],
  ) {
    super(message);
  }
}

const statusOfKind: Record<string, number> = { Conflict: 409, Missing: 404, OutsideContent: 403, Refusal: 400 };

export interface Author {
  name: string;
  email: string;
}

export interface Change {
  file: string;
  text: string;
}

export type Published =
  { ok: true; unchanged: true; message: string } | { ok: true; unchanged?: false; commit: string; pushed: boolean | null; swapped: boolean; message: string };

export interface PublisherHost {
  /** The folder the server serves. */
  distDir: string;
  /** Read the served folder again after a swap. */
  swapped: () => void;
  /** The server's log: what git said when a push failed goes here, never to the editor. */
  log?: PublishLog;
}

/**
 * A publish between its commit and its end (push, swap): written before the commit with the commit
 * it starts from, removed when all is done. Found at the next start, it tells a crash came there.
 */
const journalFile = (repoDir: string) => path.join(repoDir, '.git', 'redigera-publicering.json');

export class Publisher {
  readonly drafts: Drafts;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly worker: EditorWorker;
  /** The children now running, written down so that the next start ends them after a crash. */
  private readonly children: ChildRegistry;
  /** How many processes a crashed server had left running, ended at this start. */
  readonly reaped: number;
  /** When this publisher started (ms): what was left before it is a crashed server's. */
  private readonly startedAt: number;

  constructor(
    readonly config: PublishConfig,
    private readonly host: PublisherHost,
  ) {
    this.startedAt = Date.now();
    this.drafts = new Drafts(config.repoDir);
    this.children = new ChildRegistry(config.repoDir);
    this.reaped = this.children.reapLeftovers();
    this.worker = new EditorWorker({
      watch: this.children,
      cwd: config.repoDir,
      command: () => this.editorCommand(),
      timeoutMs: config.buildTimeoutMs,
      version: () => this.editorVersion(),
    });
    // Ready before the first call (docs/decisions.md 123): the schemas compiled, the pages'
    // bundle loaded, a page rendered. An editor that is never used stops after its idle time.
    void this.worker.call({ command: 'warm', otherRoots: [config.serverRoot] });
    // Uploads nobody placed go after their time (docs/decisions.md 185): an hour after the start,
    // when a crash's recovery and the first publishes are long done, then daily.
    const tidy = () =>
      void this.tidyUploads().then(
        (removed) => removed.length && this.host.log?.info?.({ removed }, `Oanvända bilder äldre än ${unusedUploadDays} dagar borttagna`),
        (error: Error) => this.host.log?.warn({ err: error }, 'Oanvända bilder kunde inte tas bort'),
      );
    const hour = 60 * 60 * 1000;
    this.tidying = setTimeout(() => {
      tidy();
      this.tidying = setInterval(tidy, 24 * hour);
      this.tidying.unref();
    }, hour);
    this.tidying.unref();
  }

  private tidying: NodeJS.Timeout;

  /**
   * Removes the uploads in bilder/ that no publish named and no draft names once they are
   * `unusedUploadDays` old (unused-uploads.ts), in the queue so that no publish is choosing its
   * images meanwhile. Returns the removed files.
   */
  tidyUploads(now = Date.now()): Promise<string[]> {
    return this.serial(async () => {
      const untracked = (await this.git(['ls-files', '--others', '--exclude-standard', '-z', '--', 'bilder'])).stdout.split('\0').filter(Boolean);
      return removeUnusedUploads(this.config.repoDir, untracked, now);
    });
  }

  /**
   * The full build's bundle of the editor (docs/decisions.md 123) while a render cache fits the
   * working copy's code — it starts in well under a second — else the editor through tsx and
   * Vite's module runner, which runs any code as it is.
   */
  private editorCommand(): readonly [string, ...string[]] {
    const cache = fittingRenderCache(this.config.repoDir, [this.config.serverRoot]);
    const bundle = cache && path.join(cache.dir, 'editor', 'editor-process.js');
    if (bundle && existsSync(bundle)) return [process.execPath, bundle];
    return [process.execPath, '--import', 'tsx', 'src/editor/server/editor-cli.ts'];
  }

  /**
   * What the editor's process was started from: the working copy's code (a fast-forward or review
   * that brought code replaces it; a publish commits content alone and leaves it running) and which
   * render caches there are (after the first full build, its bundle takes over).
   */
  private async editorVersion(): Promise<string> {
    const code = (await this.git(['ls-tree', 'HEAD', '--', ...codeFolders, ...codeFiles])).stdout;
    const caches = [this.config.repoDir, this.config.serverRoot].map((root) => cachedKey(renderCacheDir(root)) ?? '');
    return [code, ...caches].join('\n');
  }

  /** The editor's process now running, if any (tests, diagnostics). */
  get editorPid(): number | undefined {
    return this.worker.pid;
  }

  /** Stops the editor's process (the server's close). */
  close(): Promise<void> {
    clearTimeout(this.tidying);
    clearInterval(this.tidying);
    return this.worker.close();
  }

  /**
   * The page editor's command in the working copy: the same code as `npm run dev`'s /redigera, in
   * one long-lived process (editor-worker.ts, docs/decisions.md 115). Its limit is the build's: it
   * is there to end a hang, and a loaded machine is slow, not hung.
   */
  async editor<T>(command: string, args: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.worker.call({ ...args, command });
    if ('noAnswer' in answer)
      throw new Error(`editor-cli ${command} gave no answer (exit ${answer.code}${answer.timedOut ? ', timed out' : ''}): ${answer.stderr.slice(-2000)}`);
    if (answer.ok) return answer.result as T;
    const status = answer.kind ? statusOfKind[answer.kind] : undefined;
    if (status) throw new EditorRefusal(status, answer.message ?? '');
    throw new Error(`editor-cli ${command}: ${answer.message ?? ''}`);
  }

  /** Git in the working copy; also review.ts's (docs/decisions.md 111). */
  git(args: readonly string[], { env, input, timeoutMs }: { env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number } = {}) {
    // No pager, no prompt for a password, no editor: the server has no terminal.
    return run('git', ['-c', 'core.quotePath=false', ...args], {
      watch: this.children,
      cwd: this.config.repoDir,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', ...env },
      ...(input === undefined ? {} : { input }),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  }

  /** One at a time: a publish (or a review's sending, publishing or declining) starts when the one before it has ended, however it ended. */
  serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * The content files back as the last commit has them: a refused or interrupted publish leaves
   * nothing. bilder/ is left as it is: an uploaded image waits there, uncommitted, for the publish
   * that names it (docs/decisions.md 100).
   */
  async restore(): Promise<void> {
    // A failure is said, never passed over: a crash's recovery once reported the files restored
    // while git had refused (another git held the index's lock) and the edit stayed.
    for (const args of [
      ['checkout', '--quiet', 'HEAD', '--', 'site.yaml', 'pages'],
      ['clean', '--quiet', '-f', '-d', '--', 'pages'],
    ]) {
      const ran = await this.git(args);
      if (ran.code !== 0) throw new Error(`git ${args[0]} kunde inte återställa arbetskopian: ${ran.stderr.trim()}`);
    }
  }

  /** Uploaded images (untracked in bilder/) that the published texts name: committed with them. */
  async newImages(changes: readonly Change[]): Promise<string[]> {
    const named = new Set<string>();
    for (const { text } of changes) for (const [ref] of text.matchAll(imageRef)) named.add(ref);
    const images = [...named].filter((ref) => {
      try {
        imageFile(this.config.repoDir, ref);
        return true;
      } catch {
        return false;
      }
    });
    if (images.length === 0) return [];
    const untracked = await this.git(['ls-files', '--others', '--exclude-standard', '-z', '--', ...images]);
    return untracked.stdout.split('\0').filter(Boolean).sort();
  }

  /** Pushes `refspec` to the remote; git's words on a failure go to the server's log (git-push.ts). */
  push(refspec: string): Promise<boolean> {
    return pushTo((args) => this.git(args), this.config.remote, refspec, this.host.log);
  }

  /** Takes in what others pushed to the branch, so the push that follows is a fast-forward. */
  async catchUp(): Promise<void> {
    if (this.config.mode === 'dist') return;
    const fetched = await this.git(['fetch', '--quiet', '--', this.config.remote, this.config.branch]);
    // An unreachable remote is no reason to refuse: the commit is kept and the push says why.
    if (fetched.code !== 0) return;
    const merged = await this.git(['merge', '--ff-only', '--quiet', 'FETCH_HEAD']);
    if (merged.code !== 0) throw new EditorRefusal(409, publishTexts.diverged(this.config.remote, this.config.branch));
  }

  /**
   * What a publish a crash cut short left (docs/decisions.md 124), put right before any other
   * publish, in the queue: the processes it left are ended, its staging folders go, the content
   * files go back to the last commit (an edit written but not committed was not published), and a
   * publish cut between its commit and its end is finished — pushed and served from the working
   * copy — so after the restart the change is either published whole or not at all.
   * Returns what it did, in words for the log; empty when there was nothing to do.
   */
  recover(): Promise<string[]> {
    return this.serial(async () => {
      const done: string[] = this.reaped ? [`${this.reaped} processer från förra körningen avslutade`] : [];
      for (const staging of [path.join(this.config.repoDir, '.build', 'publicering'), `${this.host.distDir}.publicering`])
        if (existsSync(staging)) rmSync(staging, { recursive: true, force: true });
      // A git command the crash (or the reaping above) cut short leaves its lock, and every git
      // command after it fails with "index.lock: File exists". Only this server runs git here, and
      // none ran before it started: a lock older than the start is a dead one's.
      const lock = path.join(this.config.repoDir, '.git', 'index.lock');
      if (existsSync(lock) && statSync(lock).mtimeMs < this.startedAt) {
        rmSync(lock, { force: true });
        done.push('git-lås från en avbruten körning borttaget');
      }
      if ((await this.git(['status', '--porcelain', '--', 'site.yaml', 'pages'])).stdout.trim()) {
        await this.restore();
        done.push('opublicerade ändringar i arbetskopian återställda');
      }
      const cut = this.cutShort();
      if (cut) done.push(...(await this.finishCommitted(cut)));
      return done;
    });
  }

  /** The commit a publish started from, when a crash came between its commit and its end. */
  private cutShort(): string | undefined {
    try {
      return (JSON.parse(readFileSync(journalFile(this.config.repoDir), 'utf8')) as { from?: string }).from;
    } catch {
      return undefined;
    }
  }

  /** Pushes and serves what the working copy committed after `from`, if it did; then forgets the publish. */
  private async finishCommitted(from: string): Promise<string[]> {
    const head = (await this.git(['rev-parse', 'HEAD'])).stdout.trim();
    const done: string[] = [];
    if (head !== from) {
      if (this.config.mode !== 'dist') {
        const pushed = await this.push(`HEAD:refs/heads/${this.config.branch}`);
        done.push(`publicering ${head.slice(0, 7)} ${pushed ? 'skickad till git' : 'kunde inte skickas till git (git:s svar står i loggen)'}`);
      }
      if (this.config.mode !== 'push') {
        const { staging } = await this.checkAndBuild([], { force: true });
        swapDist(staging, this.host.distDir, this.host.swapped);
        done.push(`webbplatsen visar nu publiceringen ${head.slice(0, 7)}`);
      }
    }
    rmSync(journalFile(this.config.repoDir), { force: true });
    return done;
  }

  /**
   * Publishes the texts `prepare` makes. It runs in the queue, on the working copy as the last
   * publish left it: edits patched onto the file as it was opened are checked against its hash
   * there, so of two publishes of one opened page the second is refused (409), never lost.
   */
  publish(prepare: () => Promise<readonly Change[]>, author: Author, message: string): Promise<Published> {
    return this.serial(async () => {
      await this.restore();
      await this.catchUp();
      return this.publishNow(await prepare(), author, message);
    });
  }

  /**
   * Writes the changes and runs the checks and the staging build on them; a refusal restores the
   * files and throws. Also what "Skicka för granskning" runs before its commit (review.ts).
   * `staging` is the built site, for the caller to swap in or remove.
   */
  async checkAndBuild(changes: readonly Change[], { force = false } = {}): Promise<{ written: number; staging: string }> {
    const { repoDir } = this.config;
    const files = changes.map((change) => change.file);
    for (const file of files) contentPath(repoDir, file);
    let written = 0;
    for (const { file, text } of changes) {
      const absolute = contentPath(repoDir, file);
      const current = await readFile(absolute, 'utf8').catch(() => undefined);
      if (current === text) continue;
      await atomicWrite(absolute, text);
      written++;
    }
    // Nothing differs from the last commit: nothing to check or build (but for a site to render again).
    if (written === 0 && !force) return { written, staging: '' };
    const staging = this.config.mode === 'push' ? path.join(repoDir, '.build', 'publicering') : `${this.host.distDir}.publicering`;
    try {
      const built = await this.editor<BuildAnswer>('build', { out: staging, otherRoots: [this.config.serverRoot] });
      const problems = built.outcome === 'needs-full-build' ? (await this.editor<{ problems: ContentProblem[] }>('check')).problems : built.problems;
      const stopping = problems.filter((p) => p.severity === 'error' || (files.includes(p.file) && textChangingCodes.has(p.code)));
      if (stopping.length) throw new EditorRefusal(422, publishTexts.problems(stopping.length), stopping);
      if (built.outcome === 'needs-full-build') await this.fullBuild(staging);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      await this.restore();
      throw error;
    }
    return { written, staging };
  }

  /**
   * The whole build, for a publish whose code has no render cache yet (the first after a pull
   * that changed code): it leaves one for the publishes after it. The content check ran already;
   * the type check is left out: the editor changes content, never code (docs/decisions.md 93).
   */
  private async fullBuild(staging: string): Promise<void> {
    rmSync(staging, { recursive: true, force: true });
    const built = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--skip-typecheck', '--quiet'], {
      watch: this.children,
      cwd: this.config.repoDir,
      env: { ...process.env, DIST_DIR: staging, EXIT_WITH_PARENT: '1' },
      timeoutMs: this.config.buildTimeoutMs,
    });
    const refusal = buildRefusal(built, this.config.buildTimeoutMs, this.host.log);
    if (refusal) throw refusal;
  }

  /**
   * Checks, builds, commits, pushes and/or swaps, inside the queue. `committer` is the admin who
   * publishes an editor's review (docs/decisions.md 111); otherwise the author commits.
   */
  async publishNow(changes: readonly Change[], author: Author, message: string, committer: Author = author): Promise<Published> {
    const files = changes.map((change) => change.file);
    const { written, staging } = await this.checkAndBuild(changes);
    if (written === 0) return { ok: true, unchanged: true, message: publishTexts.unchanged };

    // An image the pages name but nobody uploaded is an error of the check above (C-coded, missing file).
    const images = await this.newImages(changes);
    files.push(...images);
    if (images.length) message = publishTexts.withImages(message, images);
    const env = identityEnv(author, committer);
    const from = (await this.git(['rev-parse', 'HEAD'])).stdout.trim();
    await atomicWrite(journalFile(this.config.repoDir), `${JSON.stringify({ from })}\n`);
    await this.git(['add', '--', ...files]);
    // The message is standard input (-F -): one argument, never read by a shell.
    const committed = await this.git(['commit', '--quiet', '--no-verify', '-F', '-', '--', ...files], { env, input: message });
    if (committed.code !== 0) {
      rmSync(journalFile(this.config.repoDir), { force: true });
      rmSync(staging, { recursive: true, force: true });
      await this.restore();
      throw new Error(`git commit failed: ${committed.stderr}`);
    }
    const commit = (await this.git(['rev-parse', 'HEAD'])).stdout.trim();

    let pushed: boolean | null = null;
    let pushNote = '';
    if (this.config.mode !== 'dist') {
      pushed = await this.push(`HEAD:refs/heads/${this.config.branch}`);
      if (!pushed) pushNote = publishTexts.pushFailed(commit.slice(0, 7), this.config.remote, this.config.branch, this.config.mode !== 'push');
    }
    let swapped = false;
    if (this.config.mode !== 'push') {
      swapDist(staging, this.host.distDir, this.host.swapped);
      swapped = true;
    } else rmSync(staging, { recursive: true, force: true });
    rmSync(journalFile(this.config.repoDir), { force: true });
    return { ok: true, commit, pushed, swapped, message: pushNote || publishTexts.published(swapped, pushed) };
  }

  /** A page's publishes, newest first: time, editor, and the lines removed and added. */
  async history(file: string, limit = 50): Promise<Publication[]> {
    contentPath(this.config.repoDir, file);
    const ran = await this.git([
      'log',
      `--max-count=${limit}`,
      '--no-color',
      '--no-ext-diff',
      '--unified=0',
      '--format=%x1e%H%x1f%aI%x1f%an%x1f%ae%x1f%s',
      '-p',
      '--',
      file,
    ]);
    if (ran.code !== 0) throw new Error(`git log failed: ${ran.stderr}`);
    return parseHistory(ran.stdout);
  }

  /** The file as a commit left it, for "Återställ den här versionen". */
  async versionOf(file: string, commit: string): Promise<{ text: string; at: string }> {
    contentPath(this.config.repoDir, file);
    if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new EditorRefusal(400, publishTexts.badVersion);
    const shown = await this.git(['show', `${commit}:${file}`]);
    if (shown.code !== 0) throw new EditorRefusal(404, publishTexts.noSuchVersion);
    const at = (await this.git(['show', '-s', '--format=%aI', commit])).stdout.trim();
    return { text: shown.stdout, at };
  }
}

/** A commit's author and committer for git's environment. */
export function identityEnv(author: Author, committer: Author = author): NodeJS.ProcessEnv {
  return { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email };
}

/**
 * A full build that failed or ran out of time, as the editor is told. The build's own lines are
 * Vite's and Rollup's English about the code, nothing an editor can act on: they go to the
 * server's log, as git's words on a refused push do (git-push.ts).
 */
export function buildRefusal(built: Ran, timeoutMs: number, log: PublishLog | undefined): EditorRefusal | undefined {
  if (built.timedOut) return new EditorRefusal(422, publishTexts.buildTimedOut(Math.round(timeoutMs / 1000)));
  if (built.code === 0) return undefined;
  log?.warn({ code: built.code, output: lastLines(`${built.stdout}\n${built.stderr}`, 30) }, 'Bygget för en publicering misslyckades');
  return new EditorRefusal(422, publishTexts.buildFailed);
}

export function lastLines(text: string, count = 8): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(-count)
    .join('\n');
}
