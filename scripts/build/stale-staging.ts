/**
 * A build stopped half-way (Ctrl+C, a killed CI job) leaves its `.build/staging-<pid>` folder
 * behind, since its own clean-up never ran. The next build removes every staging folder whose
 * process is gone; one that belongs to a build still running is left alone.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function removeStaleStaging(buildDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(buildDir);
  } catch {
    return [];
  }
  const stale = names.filter((name) => {
    const pid = Number(/^staging-(\d+)$/.exec(name)?.[1]);
    return Number.isInteger(pid) && pid !== process.pid && !running(pid);
  });
  await Promise.all(stale.map((name) => rm(path.join(buildDir, name), { recursive: true, force: true })));
  return stale;
}
