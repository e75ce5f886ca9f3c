/**
 * The workspace's "Ny stad" (docs/decisions.md 118) keeps a new city's page as the account's draft
 * until it is published, so it needs the page `npm run new:city` would write without the writing:
 * `planNewCity`. Its text must be exactly the command's file — compared with what the real command
 * writes in a throwaway copy of the project — and it must leave pages/ as it was.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planNewCity, Refusal } from '~/scripts/new-city';
import { newCityCopy, slowRun } from './new-city-copy';

const { copy, run, pageFiles } = newCityCopy('cfo-plan-city-');

describe('planNewCity', () => {
  // Örnsköldsvik's title is shortened to fit a search result (fitTitle); Kiruna's interim page is the other template.
  for (const [name, args] of [
    ['Örnsköldsvik', ['--name', 'örnsköldsvik']],
    ['Kiruna', ['--name', 'Kiruna', '--interim']],
  ] as const) {
    it(
      `gives ${name}'s page as the command writes it, and writes nothing itself`,
      async () => {
        const before = pageFiles();
        const planned = await planNewCity(args[1], args.length === 3 ? 'interim' : 'cfo', copy);
        expect(pageFiles()).toEqual(before);

        const command = run(...args);
        expect(command.stderr).toBe('');
        expect(command.stdout).toContain(`Skapade ${planned.plan.file}`);
        expect(pageFiles()).toEqual([...before, path.basename(planned.plan.file)].sort());
        expect(planned.text).toBe(readFileSync(path.join(copy, planned.plan.file), 'utf8'));
        expect(planned.plan.name).toBe(name);
      },
      slowRun,
    );
  }

  it('refuses as the command does: a city that exists, a name that is no name', async () => {
    const before = pageFiles();
    await expect(planNewCity('Göteborg', 'cfo', copy)).rejects.toThrow(Refusal);
    await expect(planNewCity('Göteborg', 'cfo', copy)).rejects.toThrow(/^Göteborg finns redan: filen pages\/cfo-tjanster-goteborg\.yaml finns\./);
    await expect(planNewCity('K', 'cfo', copy)).rejects.toThrow(/2–40 tecken/);
    await expect(planNewCity('Kiruna; rm -rf', 'cfo', copy)).rejects.toThrow(/går inte att använda som stadsnamn/);
    expect(pageFiles()).toEqual(before);
  });
});
