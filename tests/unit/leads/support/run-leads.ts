/** `npm run leads -- …` as the firm runs it: the real script in a process of its own. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '~/scripts/support/site-routes';

export const runLeads = (args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/leads.ts'), ...args], {
    cwd: root,
    // Only the database given here: never one from the environment the tests run in.
    env: { ...process.env, DATABASE_PATH: '', DATABASE_URL: '', ...env },
  });
