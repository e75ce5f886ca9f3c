/**
 * A refused push (src/editor/publish/git-push.ts): what git says goes to the server's log, and the
 * editor is told in Swedish what happened and what to do. The whole publish with a remote whose
 * hook refuses is tests/unit/publish/publish-server.integration.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { pushTo, type PublishLog } from '~/src/editor/publish/git-push';
import { publishTexts } from '~/src/editor/publish/publish-texts';
import { reviewTexts } from '~/src/editor/publish/review-texts';
import type { Ran } from '~/src/editor/publish/run';

/** What git prints when a protected branch's hook refuses, as it did in the integration test. */
const refused: Ran = {
  code: 1,
  stdout: '',
  stderr: [
    'remote: grenen är skyddad',
    'To /tmp/publicera-x/remote.git',
    ' ! [remote rejected] HEAD -> main (pre-receive hook declined)',
    "error: failed to push some refs to '/tmp/publicera-x/remote.git'",
    '',
  ].join('\n'),
  timedOut: false,
};
const gitsWords = /remote|rejected|hook|error|failed|refs|\/tmp|skyddad/;

function recorder() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const log: PublishLog = { warn: (details, message) => void warnings.push({ details, message }) };
  return { log, warnings };
}

describe('a push', () => {
  it('refused: false, with what git said in the server’s log', async () => {
    const { log, warnings } = recorder();
    const calls: (readonly string[])[] = [];
    const pushed = await pushTo(async (args) => (calls.push(args), refused), 'origin', 'HEAD:refs/heads/main', log);
    expect(pushed).toBe(false);
    // `--` ends the options: a remote or branch named like one is never read as one.
    expect(calls).toEqual([['push', '--quiet', '--', 'origin', 'HEAD:refs/heads/main']]);
    expect(warnings).toEqual([
      {
        message: 'git push misslyckades',
        details: { remote: 'origin', refspec: 'HEAD:refs/heads/main', code: 1, timedOut: false, git: refused.stderr.trim() },
      },
    ]);
  });

  it('accepted: true, and nothing logged', async () => {
    const { log, warnings } = recorder();
    expect(await pushTo(async () => ({ code: 0, stdout: '', stderr: '', timedOut: false }), 'origin', 'HEAD:refs/heads/main', log)).toBe(true);
    expect(warnings).toEqual([]);
  });
});

describe('what the editor is told when the push fails', () => {
  it('after a publish the site serves: Swedish, the commit kept, what to do, none of git’s words', () => {
    const message = publishTexts.pushFailed('3f2a9c1', 'origin', 'main', true);
    expect(message).toBe(
      'Webbplatsen visar ändringen, och den är sparad på servern (version 3f2a9c1), men den kunde inte skickas till git (grenen main på origin). Den skickas med nästa publicering. Händer det igen, be den som driver webbplatsen läsa serverns logg: där står vad git svarade.',
    );
  });

  it('after a publish a static host builds from git: not said to be published', () => {
    const message = publishTexts.pushFailed('3f2a9c1', 'origin', 'main', false);
    expect(message).toMatch(
      /^Ändringen är sparad på servern \(version 3f2a9c1\) men inte publicerad än: den kunde inte skickas till git \(grenen main på origin\), som webbplatsen byggs från\. /,
    );
    expect(message).not.toMatch(/Webbplatsen visar/);
  });

  it('after sending for review: the review waits on the server all the same', () => {
    const message = reviewTexts.sentNotPushed('origin');
    expect(message).toMatch(/^Skickat för granskning\. .* administratör publicerar den här i arbetsytan\. /);
    expect(message).toMatch(/serverns logg/);
    expect(message.replace(/\borigin\b/, '')).not.toMatch(gitsWords);
  });
});
