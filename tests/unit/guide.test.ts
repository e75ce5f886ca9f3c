/**
 * The editors' guide (docs/lagg-till-en-stad.md) tells the truth about what the checks do: the
 * codes it names exist, its example lines are in the format validate prints with a code of the
 * right kind, and the size of the Places menu is the one the code enforces.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuCityLimit } from '~/src/content/derive';
import { catalogue } from '~/src/content/problem-catalogue';
import { root } from '~/scripts/support/site-routes';

const guide = readFileSync(path.join(root, 'docs/lagg-till-en-stad.md'), 'utf8');
const byCode = new Map(Object.values(catalogue).map((entry) => [entry.code, entry]));

describe('the editors’ guide', () => {
  it('names only codes that exist', () => {
    const named = [...guide.matchAll(/\bC(\d{3})\b/g)].map((m) => `C${m[1]}`);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((code) => !byCode.has(code))).toEqual([]);
  });

  it('shows example problems as validate prints them, warnings marked as warnings', () => {
    const examples = guide.split('\n').filter((line) => /^(pages\/|site\.yaml)\S*:\d+:\d+ {2}/.test(line));
    expect(examples.length).toBeGreaterThan(5);
    for (const line of examples) {
      const match = /^\S+:\d+:\d+ {2}(varning: )?.+ — .+ \[(C\d{3})\]$/.exec(line);
      expect(match, line).not.toBeNull();
      expect(Boolean(match![1]), line).toBe(byCode.get(match![2]!)?.severity === 'warning');
    }
  });

  it('gives the size of the Places menu the code enforces', () => {
    expect(guide).toContain(`**${menuCityLimit} städer**`);
    expect(guide).toContain(`rymmer ${menuCityLimit} städer`);
  });
});
