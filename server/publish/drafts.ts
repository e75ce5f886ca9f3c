/**
 * An editor's unsaved work on the server, one file per account and page (docs/decisions.md 94),
 * so a reload or another computer loses nothing. Kept inside the working copy's `.git` folder:
 * never part of a commit, never touched by restoring the content files, and gone with the clone.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { atomicWrite } from './atomic-write';

export interface Draft {
  data: unknown;
  /** The hash of the file the edits were made on. */
  hash: string;
  /** When it was kept (ms). */
  at: number;
}

export class Drafts {
  constructor(private readonly repoDir: string) {}

  /** `file` has passed contentPath: a page name or site.yaml, no slash but the one after pages. */
  private where(userId: number, file: string) {
    return path.join(this.repoDir, '.git', 'redigera-utkast', String(userId), `${file.replace('/', '--')}.json`);
  }

  async get(userId: number, file: string): Promise<Draft | undefined> {
    try {
      return JSON.parse(await readFile(this.where(userId, file), 'utf8')) as Draft;
    } catch {
      return undefined;
    }
  }

  async put(userId: number, file: string, draft: Draft): Promise<void> {
    const where = this.where(userId, file);
    await mkdir(path.dirname(where), { recursive: true });
    await atomicWrite(where, JSON.stringify(draft));
  }

  async remove(userId: number, file: string): Promise<void> {
    await rm(this.where(userId, file), { force: true });
  }
}
