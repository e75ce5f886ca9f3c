/** The edits a publish or a review posts: `{file, data, hash}` or a list `changes` of them (editor-routes.ts `editsOf`). */
export const postedList = (given: Record<string, unknown>): unknown[] => (Array.isArray(given.changes) ? (given.changes as unknown[]) : [given]);

/** The files those edits name, unchecked: each is passed through contentPath before use. */
export const postedFiles = (given: Record<string, unknown>): unknown[] =>
  postedList(given).map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>).file : undefined));
