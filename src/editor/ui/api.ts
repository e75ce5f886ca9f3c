/** The editor's calls to its own dev-server endpoints (src/editor/server/editor-plugin.ts). */
import type { Problem } from '~/src/content/problem';
import type { JsonSchema } from './schema';

export interface PageSummary {
  file: string;
  route: string;
  title: string;
  errors: number;
  warnings: number;
  /** A page made with the workspace's "Ny stad", not published yet (docs/decisions.md 118). */
  isNew?: boolean;
}

export interface LocalMarker {
  pointer: string;
  instruction: string;
  template: unknown;
}

export interface OpenedPage {
  file: string;
  route: string;
  hash: string;
  data: unknown;
  problems: Problem[];
  markers: LocalMarker[];
  kind: 'site' | 'page';
}

export interface Draft {
  problems: Problem[];
  html?: string;
  buildStops: boolean;
  otherFiles: number;
}

/** One line of the comparison (src/editor/server/line-diff.ts). */
export interface DiffRow {
  kind: 'same' | 'removed' | 'added';
  text: string;
  oldLine?: number;
  newLine?: number;
}

/** What saving the editor's version would change in the file on disk, and that file's hash. */
export interface Comparison {
  hash: string;
  hunks: { skipped: number; rows: DiffRow[] }[];
}

/** A refusal or failure from the server, with its Swedish message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(
    `/redigera/api/${path}`,
    body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  const json = (await response.json().catch(() => ({ message: 'Servern svarade inte som väntat. Kör npm run dev fortfarande?' }))) as T & { message?: string };
  if (!response.ok) throw new ApiError(json.message ?? 'Okänt fel.', response.status);
  return json;
}

export const api = {
  schemas: () => call<Record<string, JsonSchema>>('schemas'),
  icons: () => call<Record<string, string>>('icons'),
  pages: () => call<{ pages: PageSummary[]; buildStops: boolean }>('pages'),
  page: (file: string) => call<OpenedPage>(`page?fil=${encodeURIComponent(file)}`),
  draft: (file: string, data: unknown) => call<Draft>('draft', { file, data }),
  save: (file: string, data: unknown, hash: string) => call<{ hash: string; changed: boolean }>('save', { file, data, hash }),
  compare: (file: string, data: unknown) => call<Comparison>('compare', { file, data }),
  newCity: (name: string, offer: 'cfo' | 'interim') => call<{ file: string; route: string }>('new-city', { name, offer }),
};
