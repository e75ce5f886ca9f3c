/**
 * better-sqlite3 loads its native module when the first database is opened; built for another Node
 * version (after a Node upgrade without `npm rebuild`), that throws. The server and `npm run leads`
 * then say in Swedish what to run instead of showing a stack trace (server/leads/sqlite/open.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '~/server/leads/sqlite/open';
import { StoreError } from '~/server/leads/store';

// Node's own error for an addon built for another Node version, as better-sqlite3 passes it on.
const nodeSays =
  "The module '/srv/site/node_modules/better-sqlite3/build/Release/better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 108. This version of Node.js requires NODE_MODULE_VERSION 115. Please try re-compiling or re-installing the module.";

vi.mock('better-sqlite3', () => ({
  default: class {
    constructor() {
      throw Object.assign(new Error(nodeSays), { code: 'ERR_DLOPEN_FAILED' });
    }
  },
}));

const work = mkdtempSync(path.join(tmpdir(), 'leads-native-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a better-sqlite3 built for another Node version', () => {
  it('stops opening the database with the command that rebuilds it, and Node’s own reason', () => {
    const open = () => openDatabase(path.join(work, 'leads.db'));
    expect(open).toThrow(StoreError);
    expect(open).toThrow(/^better-sqlite3 är inte byggt för den här Node-versionen — kör `npm rebuild better-sqlite3`\./);
    expect(open).toThrow(nodeSays);
  });
});
