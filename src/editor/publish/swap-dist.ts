/**
 * Puts a finished build where the server serves it (docs/decisions.md 93): the staging folder is
 * built beside dist/ (same file system), the served folder is renamed aside and the new one
 * renamed into its place, and the server reads its list of pages and files again — all in one
 * synchronous step, so no request is answered between the renames, and the next one sees the new
 * site. The previous build stays beside it as `<dist>.foregaende` until the next swap.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';

export const previousOf = (distDir: string) => `${distDir}.foregaende`;

export function swapDist(staging: string, distDir: string, reload: () => void): void {
  const previous = previousOf(distDir);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(distDir)) renameSync(distDir, previous);
  try {
    renameSync(staging, distDir);
    reload();
  } catch (error) {
    // The new build could not be put in place or read: the previous one is served again.
    if (existsSync(previous)) {
      rmSync(distDir, { recursive: true, force: true });
      renameSync(previous, distDir);
      reload();
    }
    throw error;
  }
}

/**
 * A swap cut between its two renames (the server killed there) leaves no served folder: the
 * previous one goes back in place before the server reads it (docs/decisions.md 124). Returns
 * whether it did.
 */
export function restoreServedFolder(distDir: string): boolean {
  const previous = previousOf(distDir);
  if (existsSync(distDir) || !existsSync(previous)) return false;
  renameSync(previous, distDir);
  return true;
}
