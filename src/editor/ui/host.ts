/**
 * Where the page editor runs (docs/decisions.md 96): `npm run dev`'s /redigera or the workspace's
 * /konto/redigera. The components are one implementation; what differs between the two hosts —
 * the endpoints, where unsaved edits are kept, and how edits leave the editor (saved to the file,
 * or published) — is this object, given through HostContext. The dev host is the default, so the
 * dev editor's entry needs no provider.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { Problem } from '~/src/content/problem';
import { api, type Comparison, type Draft, type OpenedPage, type PageSummary } from './api';
import { readBackup, removeBackup, writeBackup, type Backup } from './draft-backup';
import type { JsonSchema } from './schema';

/** Said over edits typed while a publish ran: they are the page's next draft, not lost (docs/decisions.md 124). */
export const typedWhilePublishing =
  'Det ni skrev medan sidan publicerades är inte publicerat än. Det finns kvar här som nytt utkast: publicera det, eller välj »Släng mina ändringar«.';

/** A page as a host opens it: the file, and the unsaved edits this host kept of it, if any. */
export interface HostPage extends OpenedPage {
  kept?: Backup;
  /** Why the kept edits are there, said above the form instead of the usual words. */
  keptNote?: string;
}

/** What the page editor gives a host's own actions (the workspace's Publicera and history). */
export interface PageActionsProps {
  file: string;
  title: string;
  data: unknown;
  /** The hash of the file the edits were made on. */
  hash: string;
  dirty: boolean;
  problems: readonly Problem[];
  /** The file was refused as changed since it was opened (409): the editor offers to read it again. */
  onConflict: (message: string) => void;
  /** Problems the host found on publishing (422): shown on their fields like a check's. */
  onProblems: (problems: Problem[]) => void;
  /**
   * The file is now another version (published, restored): the page is read in again (with a note,
   * if given). `published` is what was published: anything typed since stays as the next draft.
   */
  onReplaced: (note?: string, published?: unknown) => void;
}

export interface EditorHost {
  /** Where the editor's views live, for links and the address bar. */
  base: string;
  schemas: () => Promise<Record<string, JsonSchema>>;
  icons: () => Promise<Record<string, string>>;
  pages: () => Promise<{ pages: PageSummary[]; buildStops: boolean }>;
  page: (file: string) => Promise<HostPage>;
  /** The problems and the page as it would be built from the unsaved edits. */
  check: (file: string, data: unknown) => Promise<Draft>;
  /** Keeps the unsaved edits of a page (a browser's storage or the server), or forgets them. */
  keep: (file: string, backup: Backup | undefined) => void;
  /** Where the kept edits are, in the words of the notice that offers them back. */
  keptWhere: string;
  /** Where the error reference is served (src/editor/ui/code-link.tsx); the dev server's by default. */
  felkoder?: string;
  /** Where the host answers the image field's calls (src/editor/ui/images-api.ts); the dev server's by default. */
  imagesBase?: string;
  /** Compares the edits with the file as it is now (the conflict notice's "Jämför"), when the host can. */
  compare?: (file: string, data: unknown) => Promise<Comparison>;
  /** `npm run new:city`'s page: written at once (dev), or kept as the account's new page until it is published (workspace, docs/decisions.md 118). */
  newCity?: (name: string, offer: 'cfo' | 'interim') => Promise<{ file: string; route: string }>;
  /** Writes the edits to the file (dev); without it the host's Actions take the edits out. */
  save?: (file: string, data: unknown, hash: string) => Promise<{ hash: string; changed: boolean }>;
  /** The host's own actions beside the form, in place of Spara. */
  Actions?: ComponentType<PageActionsProps>;
  /** What the page list says about when edits reach the site. */
  listIntro: string;
  /** Whether the editor is the page's <main> (dev), or sits inside the workspace's own. */
  ownsMain: boolean;
}

/** `npm run dev`: the dev server's endpoints, the file saved on disk, the backup in this browser. */
export const devHost: EditorHost = {
  base: '/redigera',
  schemas: api.schemas,
  icons: api.icons,
  pages: api.pages,
  page: async (file) => ({ ...(await api.page(file)), kept: readBackup(file) }),
  check: api.draft,
  keep: (file, backup) => (backup ? void writeBackup(file, backup) : removeBackup(file)),
  keptWhere: 'den här webbläsaren',
  compare: api.compare,
  newCity: api.newCity,
  save: api.save,
  listIntro: 'Välj en sida att redigera. Ändringarna syns direkt i förhandsvisningen och sparas i filen först med knappen Spara.',
  ownsMain: true,
};

export const HostContext = createContext<EditorHost>(devHost);

export const useHost = () => useContext(HostContext);

/** The editor's address for a file (or the list), under the host's base. */
export const addressOf = (host: EditorHost, file?: string) => (file ? `${host.base}?fil=${encodeURIComponent(file)}` : host.base);
