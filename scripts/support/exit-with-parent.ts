/**
 * Ends this process as soon as the process that started it is gone — the publishing server
 * killed (kill -9, the OOM killer) while this child renders or builds — so nothing of the old
 * server keeps writing into the working copy after it, not even for the seconds a build has left
 * (docs/decisions.md 124). Node has no parent-death signal; a child whose parent ends is handed to
 * another (its ppid changes), which a quarter-second check sees.
 */
export function exitWithParent(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(137);
  }, 250).unref();
}
