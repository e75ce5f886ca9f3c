/**
 * One box of figures per page (docs/decisions.md 171): the hero's key-figures box shows the hero's
 * `stats`, else the page's results block, else site.yaml's facts (src/blocks/hero/hero-figures.ts).
 * A page with both, or with two results blocks, would show its figures twice, the same ones or
 * two sets that compete; the editor keeps one.
 */
import { reporter, type CheckedFile } from './checked-file';
import type { Problem } from './problem';
import { catalogue } from './problem-catalogue';

export function figureBoxProblems(files: readonly CheckedFile[]): Problem[] {
  const problems: Problem[] = [];
  const at = reporter(problems);
  for (const { page, source } of files) {
    const { blocks } = page.data;
    const heroStats = blocks.some((block) => block.type === 'hero' && block.stats);
    const results = blocks.flatMap((block, i) => (block.type === 'results' ? [i] : []));
    const extra = heroStats ? results : results.slice(1);
    for (const i of extra) at(source, ['blocks', i, 'type'], catalogue.figuresTwice, { where: heroStats ? 'stats' : 'results' });
  }
  return problems;
}
