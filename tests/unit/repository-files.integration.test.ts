/**
 * What the repository holds: no local state of a tool and no database — miniflare's cache
 * (`wrangler pages dev`, tests/e2e/static-host.spec.ts) was once committed under
 * hosting/cloudflare/.wrangler/ — and the places such state is written are ignored, so a test
 * run or a start leaves nothing to commit by mistake.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from '~/scripts/support/site-routes';

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

describe('the repository', () => {
  it('tracks no wrangler or miniflare state and no database file', () => {
    const tracked = git('ls-files', '-z').split('\0').filter(Boolean);
    expect(tracked.length).toBeGreaterThan(100);
    expect(tracked.filter((file) => /(^|\/)\.wrangler\/|miniflare/i.test(file))).toEqual([]);
    expect(tracked.filter((file) => /\.(db|sqlite3?|db3)(-(wal|shm|journal))?$/i.test(file) || file.startsWith('data/'))).toEqual([]);
  });

  it('ignores where wrangler, the lead server and the local PostgreSQL write their state', () => {
    const paths = [
      'hosting/cloudflare/.wrangler/state/v3/cache/miniflare-CacheObject/metadata.sqlite',
      '.wrangler/state/v3/cache/miniflare-CacheObject/metadata.sqlite-wal',
      'data/leads.db',
      'data/postgres/PG_VERSION',
    ];
    // check-ignore prints each ignored path given (and exits 1 if none is).
    expect(
      git('check-ignore', '--no-index', ...paths)
        .trim()
        .split('\n'),
    ).toEqual(paths);
  });
});
