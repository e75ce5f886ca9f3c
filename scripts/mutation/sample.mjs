/**
 * A seeded sample of the mutants, so the whole scope's mutation score can be estimated on a small
 * machine (`MUTATION_SAMPLE=0.02 npm run mutation`, docs/decisions.md 120). The whole scope is
 * thousands of mutants, hours to days on two cores; a uniform sample of a few hundred gives the
 * score within a few percentage points, and says how many.
 *
 * Two Stryker plugins, because Stryker has no option to sample:
 * - a checker (a checker is Stryker's one hook that sees each mutant before it is tested) that lets
 *   a mutant through when a hash of where it is and what it changes falls below the rate; the rest
 *   are set aside as "CompileError", the one status a checker may give, which no score counts;
 * - a reporter that prints the estimate with its 95 % interval, so the figure is not read as exact.
 * The hash, not a random draw, makes the sample the same on every run of the same code, so a test
 * written for a survivor can be seen to kill it.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CheckStatus } from '@stryker-mutator/api/check';
import { PluginKind, commonTokens, declareClassPlugin } from '@stryker-mutator/api/plugin';

const rate = Number(process.env.MUTATION_SAMPLE);
const seed = process.env.MUTATION_SAMPLE_SEED ?? '28';
const outside = 'Utanför stickprovet (MUTATION_SAMPLE)';
// Stryker names files by absolute path; the sample must not depend on where the checkout is.
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Whether a mutant is in the sample: the same answer for the same mutant of the same code. */
export function inSample(mutant, sampleRate = rate, sampleSeed = seed) {
  const { start, end } = mutant.location;
  const file = path.relative(root, path.resolve(root, mutant.fileName)).split(path.sep).join('/');
  const key = [sampleSeed, file, `${start.line}:${start.column}-${end.line}:${end.column}`, mutant.mutatorName, mutant.replacement].join('|');
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32 < sampleRate;
}

class SampleChecker {
  async init() {
    if (!(rate > 0 && rate <= 1))
      throw new Error(`MUTATION_SAMPLE ska vara en andel mellan 0 och 1, t.ex. 0.04 (fick ${process.env.MUTATION_SAMPLE ?? 'inget'}).`);
  }

  async check(mutants) {
    return Object.fromEntries(
      mutants.map((mutant) => [mutant.id, inSample(mutant) ? { status: CheckStatus.Passed } : { status: CheckStatus.CompileError, reason: outside }]),
    );
  }
}

/** Wilson's interval for a proportion: unlike p ± 1.96·√(p(1−p)/n) it stays within 0–1 near the ends. */
export function wilson(detected, total, z = 1.96) {
  if (total === 0) return { low: 0, high: 1 };
  const p = detected / total;
  const centre = p + (z * z) / (2 * total);
  const spread = z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total));
  const scale = 1 + (z * z) / total;
  return { low: (centre - spread) / scale, high: (centre + spread) / scale };
}

const detectedStatuses = new Set(['Killed', 'Timeout']);
const undetectedStatuses = new Set(['Survived', 'NoCoverage']);

/**
 * The sample's counts from a mutation-testing report (mutation-testing-report-schema). Static
 * mutants are left out before any checker sees them (`ignoreStatic`), so their count is the whole
 * scope's, not the sample's; the mutants set aside by the sample are not counted at all.
 */
export function summarise(report) {
  const counts = { detected: 0, undetected: 0, errors: 0, static: 0, all: 0 };
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) {
      counts.all += 1;
      if (detectedStatuses.has(mutant.status)) counts.detected += 1;
      else if (undetectedStatuses.has(mutant.status)) counts.undetected += 1;
      else if (mutant.status === 'Ignored') counts.static += 1;
      else if (mutant.statusReason !== outside) counts.errors += 1;
    }
  }
  return counts;
}

const percent = (share) => `${(share * 100).toFixed(1).replace('.', ',')} %`;

class SampleReporter {
  static inject = [commonTokens.logger];
  constructor(logger) {
    this.logger = logger;
  }

  onMutationTestReportReady(report) {
    const { detected, undetected, errors, static: statics, all } = summarise(report);
    const tested = detected + undetected;
    const { low, high } = wilson(detected, tested);
    this.logger.info(
      `Stickprov (andel ${rate}, frö ${seed}): ${tested} av ${all} mutanter testade, ${detected} upptäckta: ` +
        `${percent(tested ? detected / tested : 0)} (95 % intervall ${percent(low)}–${percent(high)}). ` +
        `Utan poäng: ${errors} i stickprovet som inte gick att köra, ${statics} statiska i hela omfånget.`,
    );
  }
}

export const strykerPlugins = [
  declareClassPlugin(PluginKind.Checker, 'mutation-sample', SampleChecker),
  declareClassPlugin(PluginKind.Reporter, 'mutation-sample', SampleReporter),
];
