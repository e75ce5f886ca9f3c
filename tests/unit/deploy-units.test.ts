/**
 * The systemd units and the `deploy/leads` wrapper (README "Production") run as one identity on
 * one state folder — two dynamic users on one StateDirectory would leave the purge unable to open
 * the server's files, or the reverse — and name only files that exist.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '~/scripts/support/site-routes';

const read = (file: string) => readFileSync(path.join(root, 'deploy', file), 'utf8');
/** `Key=value` lines of a unit file (the last wins, as in systemd for these keys). */
function unit(file: string): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const line of read(file).split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (match) keys[match[1]!] = match[2]!;
  }
  return keys;
}
/** `--property=Key=value` and `--setenv=` of the wrapper's systemd-run. */
function wrapperProperties(): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const match of read('leads').matchAll(/--property=([A-Za-z]+)=(\S+)/g)) keys[match[1]!] = match[2]!;
  return keys;
}

describe('deploy/', () => {
  const server = unit('nordvik-cfo.service');
  const purge = unit('nordvik-cfo-purge.service');
  const wrapper = wrapperProperties();

  it('runs the server, the nightly purge and deploy/leads as one user on one state folder', () => {
    for (const [name, keys] of Object.entries({ purge, wrapper })) {
      for (const key of ['DynamicUser', 'User', 'StateDirectory', 'StateDirectoryMode', 'UMask', 'WorkingDirectory', 'EnvironmentFile']) {
        expect(keys[key], `${name}: ${key}`).toBe(server[key]);
      }
    }
    expect(server.DynamicUser).toBe('yes');
    expect(server.User).toBe('nordvik-cfo');
    const databasePath = /DATABASE_PATH=(\S+)/;
    expect(databasePath.exec(purge.Environment!)?.[1]).toBe(databasePath.exec(server.Environment!)?.[1]);
    expect(read('leads')).toContain(`--setenv=DATABASE_PATH=${databasePath.exec(server.Environment!)?.[1]}`);
  });

  it('purges without a terminal to ask, and names the files that exist', () => {
    expect(purge.ExecStart).toBe('/usr/bin/node dist-server/leads.js purge --yes');
    expect(readFileSync(path.join(root, 'scripts/build-server.ts'), 'utf8')).toMatch(/leads: 'scripts\/leads\.ts'/);
    for (const file of ['nordvik-cfo.service', 'nordvik-cfo-purge.service', 'nordvik-cfo-purge.timer', 'leads', 'Dockerfile']) {
      for (const [, named] of read(file).matchAll(/\b((?:src|server|scripts|deploy|docs)\/[\w./-]+\.(?:ts|md|service|timer))\b/g)) {
        expect(existsSync(path.join(root, named!)), `${file} names ${named}`).toBe(true);
      }
    }
  });

  it('has an executable wrapper for the systemd install and the container', () => {
    expect(statSync(path.join(root, 'deploy/leads')).mode & 0o111).not.toBe(0);
    expect(read('leads')).toMatch(/docker exec -it "\$LEADS_CONTAINER" node dist-server\/leads\.js "\$@"/);
    expect(read('leads')).toMatch(/systemd-run .*\n(?:.*\n)*\s+\/usr\/bin\/node dist-server\/leads\.js "\$@"/);
  });
});
