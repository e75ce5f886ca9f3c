/**
 * The page editor's host in the workspace (docs/decisions.md 96): the components of src/editor/ui/
 * against /konto/api/redigera (server/accounts/editor-routes.ts). Unsaved edits are kept on the
 * server per account (POST utkast, debounced) and come back with the page; there is no saving to
 * a file — edits leave the editor through Publicera (publish-actions.tsx). "Ny stad" makes the
 * page as the account's own, unpublished draft; Publicera adds the file (decision 118).
 * "Jämför", the error reference and the image field use the workspace's own routes (decision 109).
 */
import type { Problem } from '../content/problem';
import type { Publication } from '../shared/publish-records';
import type { Comparison, Draft, PageSummary } from '../editor/ui/api';
import type { Backup } from '../editor/ui/draft-backup';
import type { EditorHost, HostPage, PageActionsProps } from '../editor/ui/host';
import type { JsonSchema } from '../editor/ui/schema';
import type { ComponentType } from 'react';
import { api } from './api';

export type { Publication };

export const editorBase = '/konto/redigera';
const path = '/redigera';
/** The error reference the problems' codes link to, for signed-in editors (docs/decisions.md 109). */
export const kontoFelkoder = `${editorBase}/felkoder`;
/** The image routes of server/accounts/editor-routes.ts. */
export const kontoImagesBase = '/konto/api/redigera';

/** How long typing may pause before the edits are sent to the server: fewer calls, little to lose. */
export const keepDelay = 1500;

/** What a publish or a restore answers (src/editor/publish/publisher.ts). */
export interface Published {
  message: string;
  unchanged?: boolean;
  commit?: string;
  pushed?: boolean | null;
  swapped?: boolean;
}

export const editorCalls = {
  publish: (file: string, data: unknown, hash: string) => api<Published>(`${path}/publicera`, { method: 'POST', body: { file, data, hash } }),
  history: async (file: string) => (await api<{ publications: Publication[] }>(`${path}/historik?fil=${encodeURIComponent(file)}`)).publications,
  revert: (file: string, commit: string) => api<Published>(`${path}/aterstall`, { method: 'POST', body: { file, commit } }),
};

/** The problems a refused publish (422) names, as the editor shows a check's. */
export const problemsOf = (body: Record<string, unknown> | undefined): Problem[] | undefined =>
  Array.isArray(body?.problems) ? (body.problems as Problem[]) : undefined;

/** The konto host, and what the view calls as the page goes (page-editor.tsx). */
export interface KontoEditorHost extends EditorHost {
  /** Sends the edits still waiting for their pause at once, with keepalive (a reload, a closed tab). */
  sendWaiting: () => void;
}

/** Posts a draft with keepalive, so that the call outlives the page that makes it (docs/decisions.md 124). */
const sendAsThePageGoes = (file: string, backup: Backup) =>
  void api(`${path}/utkast`, { method: 'POST', body: { file, data: backup.data, hash: backup.hash }, keepalive: true }).catch(() => undefined);

/**
 * The account's drafts on the server: each burst of edits sent once typing pauses, one call after
 * the other per file, and what still waits sent at once as the page goes.
 */
function serverDrafts(wait: number) {
  // Per file: the edits not yet sent, and whether the server holds a draft (so that opening a page
  // without one sends nothing).
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const waiting = new Map<string, Backup>();
  const onServer = new Set<string>();
  // Per file: the draft calls not yet answered, one after the other, so that a drop is never
  // overtaken by the edits it drops, and a page read waits for them (docs/decisions.md 117).
  const inFlight = new Map<string, Promise<void>>();
  const send = (file: string, backup: Backup | undefined) => {
    const sent = (inFlight.get(file) ?? Promise.resolve())
      .then(() => api(`${path}/utkast`, { method: 'POST', body: backup ? { file, data: backup.data, hash: backup.hash } : { file, data: null } }))
      .then(
        () => void (backup ? onServer.add(file) : onServer.delete(file)),
        // A draft that could not be kept is retried with the next keystroke; the unload question still guards.
        () => undefined,
      );
    inFlight.set(file, sent);
    void sent.then(() => inFlight.get(file) === sent && inFlight.delete(file));
    return sent;
  };
  return {
    /** Resolves when the file's draft calls are answered. */
    settled: (file: string) => inFlight.get(file),
    held: (file: string) => void onServer.add(file),
    keep: (file: string, backup: Backup | undefined) => {
      clearTimeout(timers.get(file));
      timers.delete(file);
      waiting.delete(file);
      if (!backup) return void ((onServer.has(file) || inFlight.has(file)) && send(file, undefined));
      waiting.set(file, backup);
      timers.set(
        file,
        setTimeout(() => (timers.delete(file), waiting.delete(file), void send(file, backup)), wait),
      );
    },
    sendWaiting: () => {
      for (const [file, backup] of waiting) {
        clearTimeout(timers.get(file));
        sendAsThePageGoes(file, backup);
      }
      waiting.clear();
      timers.clear();
    },
  };
}

export function kontoEditorHost(Actions: ComponentType<PageActionsProps>, wait = keepDelay): KontoEditorHost {
  const drafts = serverDrafts(wait);

  return {
    base: editorBase,
    schemas: async () => (await api<{ schemas: Record<string, JsonSchema> }>(`${path}/scheman`)).schemas,
    icons: async () => (await api<{ icons: Record<string, string> }>(`${path}/ikoner`)).icons,
    pages: () => api<{ pages: PageSummary[]; buildStops: boolean }>(`${path}/sidor`),
    page: async (file): Promise<HostPage> => {
      // "Släng mina ändringar" drops the draft and reads the page at once: the read must not overtake the drop.
      await drafts.settled(file);
      const answer = await api<{ page: HostPage; draft: (Backup & { at: number }) | null }>(`${path}/sida?fil=${encodeURIComponent(file)}`);
      if (answer.draft) drafts.held(file);
      return { ...answer.page, ...(answer.draft ? { kept: { data: answer.draft.data, hash: answer.draft.hash, at: answer.draft.at } } : {}) };
    },
    newCity: (name, offer) => api<{ file: string; route: string }>(`${path}/ny-stad`, { method: 'POST', body: { name, offer } }),
    check: (file, data) => api<Draft>(`${path}/kontrollera`, { method: 'POST', body: { file, data } }),
    // The edits patched onto the working copy's file as it is now (a publish in between changed it).
    compare: (file, data) => api<Comparison>(`${path}/jamfor`, { method: 'POST', body: { file, data } }),
    felkoder: kontoFelkoder,
    imagesBase: kontoImagesBase,
    keep: drafts.keep,
    sendWaiting: drafts.sendWaiting,
    keptWhere: 'arbetsytan',
    ownsMain: false,
    Actions,
    listIntro:
      'Välj en sida att redigera. Ändringarna syns direkt i förhandsvisningen, sparas som utkast under tiden och når webbplatsen först med knappen Publicera.',
  };
}
