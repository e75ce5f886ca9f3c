/**
 * What the server reads from the built site (dist/): its pages and headers, the answer and error
 * templates, the endpoint's texts, the forms' labels, the workspace's shell. Read at start, and
 * read again — all of it, or none — when "Publicera" swaps a new build into place
 * (src/editor/publish/swap-dist.ts, docs/decisions.md 93): the old build’s hashed assets are
 * gone then, so a template kept from it would point at files that 404.
 */
export class BuiltFiles {
  readonly #entries: { load: () => unknown; set: (value: unknown) => void }[] = [];

  constructor(readonly distDir: string) {}

  /** `load` run now and after every swap; the getter answers the latest value, so call it on each use. */
  read<T>(load: (distDir: string) => T): () => T {
    let value = load(this.distDir);
    this.#entries.push({ load: () => load(this.distDir), set: (next) => (value = next as T) });
    return () => value;
  }

  /**
   * Reads everything again. Every file is read before any value changes: a build missing one
   * file throws here and the server keeps answering from the previous build's values.
   */
  reload(): void {
    const next = this.#entries.map((entry) => entry.load());
    this.#entries.forEach((entry, i) => entry.set(next[i]));
  }
}
