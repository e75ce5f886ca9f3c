/**
 * One long-lived page-editor process per working copy (docs/decisions.md 115): a process per call
 * started tsx and a Vite server and loaded the validator and renderer each time — seconds on an
 * idle machine, over two minutes for a page list under load. The process
 * (src/editor/server/editor-cli.ts) reads one JSON request per line and answers each with one JSON
 * line carrying its id.
 *
 * - Started on first use; requests go one at a time, answered in the order asked.
 * - A request gets `timeoutMs`; a process that exits or overruns it is killed with its process
 *   group, only the request in flight fails, and the next request starts a new process.
 * - `version()` (the working copy's HEAD) is asked before each request: when the code may have
 *   changed since the process started (a fast-forward or review brought code; a publish commits
 *   content alone: src/editor/publish/code-paths.ts), the
 *   process is replaced. Content is read from disk on every call, so it is never stale.
 * - Stopped after `idleMs` without requests, and by `close()` (the server's close), which waits
 *   until no process of its own is left.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { signalGroup, type ChildWatch } from './run';

export interface EditorWorkerOptions {
  cwd: string;
  /** The program and its arguments, or what chooses them each time a process starts. */
  command: readonly [string, ...string[]] | (() => readonly [string, ...string[]]);
  /** A request's time limit. */
  timeoutMs: number;
  /** Stop the process after this long without a request. */
  idleMs?: number;
  /** What the code is at; the process is replaced when this differs from when it started. */
  version?: () => Promise<string>;
  /** Told of each process as it starts and ends (the publisher's child-registry.ts). */
  watch?: ChildWatch;
}

/** The process's answer line, parsed. */
export interface WorkerAnswer {
  ok: boolean;
  result?: unknown;
  kind?: string;
  message?: string;
}

/** No answer came: the process exited (`code`) or overran its time (`timedOut`); `stderr` is its tail. */
export interface NoAnswer {
  noAnswer: true;
  code: number;
  timedOut: boolean;
  stderr: string;
}

interface Pending {
  request: Record<string, unknown>;
  resolve: (got: WorkerAnswer | NoAnswer) => void;
}

interface Running {
  child: ChildProcessWithoutNullStreams;
  version: string;
  exited: Promise<void>;
  stderr: string;
}

const stderrTail = 2000;
const closedAnswer: NoAnswer = { noAnswer: true, code: 1, timedOut: false, stderr: 'the editor worker is closed' };

export class EditorWorker {
  private readonly queue: Pending[] = [];
  /** The request in flight and the process it was sent to. */
  private current: (Pending & { id: number; timer: NodeJS.Timeout; running: Running }) | undefined;
  private running: Running | undefined;
  /** Every process not yet exited, replaced ones too: close() waits for all. */
  private readonly alive = new Set<Running>();
  private dispatching = false;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: EditorWorkerOptions) {}

  /** The process id now serving, if any (for tests and diagnostics). */
  get pid(): number | undefined {
    return this.running?.child.pid;
  }

  /** Sends one request (its `id` is the worker's own) and gives its answer, or why none came. */
  call(request: Record<string, unknown>): Promise<WorkerAnswer | NoAnswer> {
    if (this.closed) return Promise.resolve(closedAnswer);
    return new Promise((resolve) => {
      this.queue.push({ request, resolve });
      void this.pump();
    });
  }

  /** Stops the process (and any being replaced) and waits until they have exited; later calls get no answer. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const pending of this.queue.splice(0)) pending.resolve(closedAnswer);
    if (this.current) this.finish(closedAnswer);
    for (const running of this.alive) this.kill(running);
    await Promise.all([...this.alive].map((running) => running.exited));
  }

  private async pump(): Promise<void> {
    if (this.dispatching || this.current || this.closed) return;
    const next = this.queue.shift();
    if (!next) return;
    this.dispatching = true;
    clearTimeout(this.idleTimer);
    try {
      const version = this.options.version ? await this.options.version() : '';
      if (this.closed) {
        next.resolve(closedAnswer);
        return;
      }
      if (this.running && this.running.version !== version) this.stop(this.running);
      const running = this.running ?? this.start(version);
      const id = this.nextId++;
      running.stderr = '';
      const timer = setTimeout(() => {
        this.kill(running);
        this.finish({ noAnswer: true, code: 1, timedOut: true, stderr: running.stderr });
      }, this.options.timeoutMs);
      this.current = { ...next, id, timer, running };
      running.child.stdin.write(`${JSON.stringify({ ...next.request, id })}\n`);
    } catch (error) {
      next.resolve({ noAnswer: true, code: 1, timedOut: false, stderr: String((error as Error).message) });
    } finally {
      this.dispatching = false;
    }
    if (!this.current) void this.pump();
  }

  private start(version: string): Running {
    const { command } = this.options;
    const [program, ...args] = typeof command === 'function' ? command() : command;
    // Its own process group, so that a kill reaches what it started (tsx's esbuild) too.
    const child = spawn(program, args, { cwd: this.options.cwd, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    this.options.watch?.add(child.pid);
    let exited!: () => void;
    const running: Running = { child, version, stderr: '', exited: new Promise((resolve) => (exited = resolve)) };
    this.alive.add(running);
    this.running = running;
    child.stdin.on('error', () => {});
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      running.stderr = (running.stderr + chunk).slice(-stderrTail);
    });
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => this.answered(running, line));
    const gone = (code: number | null) => {
      if (!this.alive.delete(running)) return;
      this.options.watch?.remove(child.pid);
      // Whatever the process left in its group goes with it.
      signalGroup(child.pid, 'SIGKILL');
      if (this.running === running) this.running = undefined;
      if (this.current?.running === running) this.finish({ noAnswer: true, code: code ?? 1, timedOut: false, stderr: running.stderr });
      exited();
    };
    // 'close', not 'exit': an answer written just before the end is read first.
    child.on('close', (code) => gone(code));
    child.on('error', (error) => {
      running.stderr += `\n${error.message}`;
      gone(1);
    });
    return running;
  }

  private answered(running: Running, line: string): void {
    let answer: WorkerAnswer & { id?: unknown };
    try {
      answer = JSON.parse(line) as typeof answer;
    } catch {
      // Standard output is for answers; anything else is kept with what the process printed.
      running.stderr = (running.stderr + line + '\n').slice(-stderrTail);
      return;
    }
    if (this.current?.running !== running || answer.id !== this.current.id) return;
    const { id: _id, ...rest } = answer;
    this.finish(rest);
  }

  private finish(got: WorkerAnswer | NoAnswer): void {
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    this.current = undefined;
    current.resolve(got);
    if (this.queue.length === 0 && !this.closed) this.idle();
    void this.pump();
  }

  private idle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(
      () => {
        if (this.running && !this.current && this.queue.length === 0) this.stop(this.running);
      },
      this.options.idleMs ?? 10 * 60_000,
    );
    this.idleTimer.unref();
  }

  /** Asks the process to end (its standard input closes); killed if it has not within a few seconds. */
  private stop(running: Running): void {
    if (this.running === running) this.running = undefined;
    running.child.stdin.end();
    const timer = setTimeout(() => this.kill(running), 5_000);
    timer.unref();
    void running.exited.then(() => clearTimeout(timer));
  }

  private kill(running: Running): void {
    if (this.running === running) this.running = undefined;
    signalGroup(running.child.pid, 'SIGKILL');
  }
}
