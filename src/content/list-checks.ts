/**
 * Lists never drop a page silently (issue 12): the Places menu holds at most menuCityLimit cities
 * per group, so a group with more city pages in the menu is an error on the newest of them, and
 * the complete list the menu links to must exist while there are city pages.
 */
import type { CheckedFile } from './checked-file';
import { cityListOf, inMenu, menuCityLimit } from './derive';
import { catalogue, phrases, problem } from './problem-catalogue';
import { toPointer, type Problem } from './problem';
import { nodeAt, positionOf } from './source';

export function listProblems(files: readonly CheckedFile[], newerFirst: (a: string, b: string) => number): Problem[] {
  const problems: Problem[] = [];
  const cities = files.flatMap(({ page, source }) => (page.data.city ? [{ city: page.data.city, source }] : []));
  for (const offer of ['cfo', 'interim'] as const) {
    const inGroup = cities.filter(({ city }) => city.offer === offer && inMenu(city));
    if (inGroup.length <= menuCityLimit) continue;
    const newest = [...inGroup].sort((a, b) => newerFirst(a.source.file, b.source.file)).slice(0, inGroup.length - menuCityLimit);
    for (const { source } of newest) {
      const path = ['city', 'menu'];
      problems.push(
        problem(
          catalogue.menuFull,
          { file: source.file, pointer: toPointer(path), ...positionOf(source, nodeAt(source, path)) },
          { group: phrases.cityGroup[offer], count: inGroup.length, limit: menuCityLimit },
        ),
      );
    }
  }
  const [firstCity] = cities;
  if (firstCity && !cityListOf(files.map((f) => f.page))) {
    const { source } = firstCity;
    problems.push(problem(catalogue.noCityList, { file: source.file, pointer: '/city', ...positionOf(source, nodeAt(source, ['city'])) }, undefined));
  }
  return problems;
}
