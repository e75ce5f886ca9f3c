/** What every field reads besides its own value: the schemas, the problems and the to-dos. */
import { createContext, useContext } from 'react';
import type { Problem } from '~/src/content/problem';
import type { LocalMarker } from './api';
import type { Path } from './data-path';
import type { Schemas } from './schema';

export interface EditorState {
  schemas: Schemas;
  icons: Record<string, string>;
  problems: readonly Problem[];
  /** The `# SKRIV LOKALT:` to-dos still open, by pointer. */
  todos: ReadonlyMap<string, LocalMarker>;
  change: (path: Path, value: unknown) => void;
}

export const EditorContext = createContext<EditorState | null>(null);

export function useEditor(): EditorState {
  const state = useContext(EditorContext);
  if (!state) throw new Error('Fälten måste ligga i en redigerare.');
  return state;
}

/** The problems on exactly this field. */
export const problemsAt = (problems: readonly Problem[], pointer: string) => problems.filter((p) => p.pointer === pointer);

/** The problems inside a part of the page (a block, a list item), for its collapsed summary. */
export const problemsWithin = (problems: readonly Problem[], pointer: string) =>
  problems.filter((p) => p.pointer === pointer || p.pointer.startsWith(`${pointer}/`));
