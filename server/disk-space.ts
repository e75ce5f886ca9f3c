/**
 * Free space on the volume that holds the SQLite file (docs/decisions.md "Health and a full
 * disk"). A full disk stops every lead, so /readyz fails — and the log warns — while there is still room: below
 * LEAD_MIN_FREE_DISK_MB, or by default below 50 MB or 1 % of the volume, whichever is larger
 * (on a small volume 50 MB is still hundreds of thousands of leads; on a large one 1 % is what
 * its other users, logs and backups can fill between two looks). PostgreSQL's disk is its
 * server's: it is not looked at here.
 */
import { statfs as fsStatfs } from 'node:fs/promises';
import type { LeadLog } from './leads/log';

/** What fs.statfs gives (in blocks of `bsize` bytes); tests pass a volume of any size. */
export interface VolumeStats {
  bsize: number;
  blocks: number;
  /** Blocks free to an unprivileged user (what the server may use). */
  bavail: number;
}
export type Statfs = (dir: string) => Promise<VolumeStats>;

export const defaultMinFree = { bytes: 50 * 1024 * 1024, shareOfVolume: 0.01 } as const;

/** Between two warnings while the space stays low, so the log is not flooded. */
const remindEveryMs = 60 * 60_000;

export interface DiskReport {
  freeBytes: number;
  totalBytes: number;
  minFreeBytes: number;
  low: boolean;
}

const megabytes = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });
export const inMegabytes = (bytes: number) => `${megabytes.format(bytes / 1024 / 1024)} MB`;

export async function diskSpace(dir: string, { minFreeBytes, statfs = fsStatfs }: { minFreeBytes?: number; statfs?: Statfs }): Promise<DiskReport> {
  const stats = await statfs(dir);
  const freeBytes = stats.bavail * stats.bsize;
  const totalBytes = stats.blocks * stats.bsize;
  const min = minFreeBytes ?? Math.max(defaultMinFree.bytes, totalBytes * defaultMinFree.shareOfVolume);
  return { freeBytes, totalBytes, minFreeBytes: min, low: freeBytes < min };
}

/** Looks at the volume and warns in the log when the space runs low (and once it is back). */
export class DiskWatch {
  private lowSince?: number;
  private warnedAt = 0;

  constructor(
    readonly dir: string,
    private readonly options: { minFreeBytes?: number; statfs?: Statfs; log: LeadLog },
  ) {}

  async check(now = Date.now()): Promise<DiskReport> {
    const report = await diskSpace(this.dir, this.options);
    const { log } = this.options;
    if (report.low && (this.lowSince === undefined || now - this.warnedAt >= remindEveryMs)) {
      this.lowSince ??= now;
      this.warnedAt = now;
      log.warn(
        { event: 'disk.low', freeBytes: report.freeBytes, minFreeBytes: report.minFreeBytes },
        `VARNING: bara ${inMegabytes(report.freeBytes)} ledigt på disken där databasen ligger (${this.dir}), under gränsen ${inMegabytes(report.minFreeBytes)}. Frigör utrymme: när disken är full kan inga leads sparas. /readyz svarar 503 tills dess.`,
      );
    } else if (!report.low && this.lowSince !== undefined) {
      this.lowSince = undefined;
      log.info({ event: 'disk.ok', freeBytes: report.freeBytes }, `Ledigt utrymme på databasens disk är åter över gränsen: ${inMegabytes(report.freeBytes)}.`);
    }
    return report;
  }
}
