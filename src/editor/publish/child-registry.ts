/**
 * The publishing server's child processes (the editor's process, git, a full build), written down
 * as they start and crossed out as they end, in the working copy's `.git` folder — so that after a
 * crash of the server (kill -9, the machine's OOM killer) the next start ends what the old one left
 * running (docs/decisions.md 124). A child is known by its process id *and* the time it started
 * (/proc/<pid>/stat), so a process that later got the same id is never touched. Each child leads
 * a process group of its own, and the whole group is ended: git's ssh, tsx's esbuild. Linux only:
 * elsewhere nothing is written and nothing is reaped.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Entry {
  pid: number;
  started: string;
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command's name (field 2) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

export class ChildRegistry {
  private readonly file: string;
  private readonly entries = new Map<number, Entry>();
  private readonly enabled = existsSync('/proc/self/stat');

  constructor(repoDir: string) {
    this.file = path.join(repoDir, '.git', 'redigera-processer.json');
  }

  /** Ends every process group a crashed server left running; returns how many. */
  reapLeftovers(): number {
    if (!this.enabled) return 0;
    let left: Entry[];
    try {
      left = JSON.parse(readFileSync(this.file, 'utf8')) as Entry[];
    } catch {
      return 0;
    }
    let ended = 0;
    for (const { pid, started } of left) {
      if (startTime(pid) !== started) continue;
      try {
        process.kill(-pid, 'SIGKILL');
        ended++;
      } catch {
        // Gone since, or not a group leader after all: the process alone.
        try {
          process.kill(pid, 'SIGKILL');
          ended++;
        } catch {
          // Gone.
        }
      }
    }
    this.save();
    return ended;
  }

  add(pid: number | undefined): void {
    if (!this.enabled || pid === undefined) return;
    const started = startTime(pid);
    if (started === undefined) return;
    this.entries.set(pid, { pid, started });
    this.save();
  }

  remove(pid: number | undefined): void {
    if (pid === undefined || !this.entries.delete(pid)) return;
    this.save();
  }

  private save(): void {
    if (!this.enabled || !existsSync(path.dirname(this.file))) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(`${this.file}.${process.pid}`, JSON.stringify([...this.entries.values()]));
    renameSync(`${this.file}.${process.pid}`, this.file);
  }
}
