/**
 * A publish whose full build fails (src/editor/publish/publisher.ts `buildRefusal`): the editor is told
 * in Swedish that the fault is in the site's code and whom to ask; Vite's and Rollup's English goes
 * to the server's log. The words are what a real failed `vite build` printed.
 */
import { describe, expect, it } from 'vitest';
import type { PublishLog } from '~/src/editor/publish/git-push';
import { buildRefusal } from '~/src/editor/publish/publisher';
import type { Ran } from '~/src/editor/publish/run';

const failed: Ran = {
  code: 1,
  stdout: 'vite v8.0.0 building for production...\ntransforming...\n',
  stderr: [
    '✗ Build failed in 1.42s',
    'error during build:',
    '[vite]: Rollup failed to resolve import "./blocks/hero/hero-block" from "/srv/innehall/src/render/registry.ts".',
    'This is most likely unintended because it can break your application at runtime.',
    '    at viteLog (file:///srv/innehall/node_modules/vite/dist/node/chunks/config.js:33610:19)',
  ].join('\n'),
  timedOut: false,
};

function recorder() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const log: PublishLog = { warn: (details, message) => void warnings.push({ details, message }) };
  return { log, warnings };
}

describe('a failed full build', () => {
  it('tells the editor in Swedish whom to ask, and keeps the build’s English for the log', () => {
    const { log, warnings } = recorder();
    const refusal = buildRefusal(failed, 600_000, log)!;
    expect(refusal.status).toBe(422);
    expect(refusal.message).toMatch(/^Sidan publicerades inte: .*serverns logg/);
    expect(refusal.message).not.toMatch(/vite|Rollup|error|build|\/srv|at /i);
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]!.details.output)).toContain('Rollup failed to resolve import');
    expect(warnings[0]!.message).toBe('Bygget för en publicering misslyckades');
  });

  it('names the time limit when the build ran out of time, and is nothing when it succeeded', () => {
    const { log, warnings } = recorder();
    expect(buildRefusal({ ...failed, code: 0, timedOut: true }, 600_000, log)!.message).toMatch(/mer än 600 sekunder/);
    expect(buildRefusal({ ...failed, code: 0 }, 600_000, log)).toBeUndefined();
    expect(warnings).toEqual([]);
  });
});
