/**
 * An editor's unsaved work on the server, one file per account and page (docs/decisions.md 94),
 * so a reload or another computer loses nothing. Kept inside the working copy's `.git` folder:
 * never part of a commit, never touched by restoring the content files, and gone with the clone.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { atomicWrite } from './atomic-write';

export interface Draft {
  data: unknown;
  /** The hash of the file the edits were made on. */
  hash: string;
  /** When it was kept (ms). */
  at: number;
}

/**
 * A page the account made with "Ny stad" that is not published yet (docs/decisions.md 118): the
 * template's text, kept here and never in the working copy, whose staging build another editor's
 * publish would swap live.
 */
export interface NewPage {
  file: string;
  route: string;
  /** The template's text: what the account's edits are patched onto. */
  text: string;
  at: number;
}

/** Where every account's drafts are kept, a folder each. */
export const draftsFolder = (repoDir: string) => path.join(repoDir, '.git', 'redigera-utkast');

export class Drafts {
  constructor(private readonly repoDir: string) {}

  /** `file` has passed contentPath: a page name or site.yaml, no slash but the one after pages. */
  private where(userId: number, file: string) {
    return path.join(draftsFolder(this.repoDir), String(userId), `${file.replace('/', '--')}.json`);
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

  private newFolder(userId: number) {
    return path.join(draftsFolder(this.repoDir), String(userId), 'nya');
  }

  private whereNew(userId: number, file: string) {
    return path.join(this.newFolder(userId), `${file.replace('/', '--')}.json`);
  }

  async getNew(userId: number, file: string): Promise<NewPage | undefined> {
    try {
      return JSON.parse(await readFile(this.whereNew(userId, file), 'utf8')) as NewPage;
    } catch {
      return undefined;
    }
  }

  /** The account's new pages, oldest first. */
  async newPages(userId: number): Promise<NewPage[]> {
    const names = await readdir(this.newFolder(userId)).catch(() => [] as string[]);
    const pages = await Promise.all(names.filter((n) => n.endsWith('.json')).map((n) => this.getNew(userId, n.slice(0, -'.json'.length).replace('--', '/'))));
    return pages.filter((page) => page !== undefined).sort((a, b) => a.at - b.at);
  }

  async putNew(userId: number, page: NewPage): Promise<void> {
    const where = this.whereNew(userId, page.file);
    await mkdir(path.dirname(where), { recursive: true });
    await atomicWrite(where, JSON.stringify(page));
  }

  async removeNew(userId: number, file: string): Promise<void> {
    await rm(this.whereNew(userId, file), { force: true });
  }
}
