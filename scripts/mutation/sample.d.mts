// Types for sample.mjs, which stays JavaScript because Stryker imports its plugins with Node's own loader.
import type { Mutant, schema } from '@stryker-mutator/api/core';

export function inSample(mutant: Pick<Mutant, 'fileName' | 'location' | 'mutatorName' | 'replacement'>, sampleRate?: number, sampleSeed?: string): boolean;
export function wilson(detected: number, total: number, z?: number): { low: number; high: number };
export function summarise(report: Pick<schema.MutationTestResult, 'files'>): {
  sampled: number;
  detected: number;
  undetected: number;
  ignored: number;
  all: number;
};
export const strykerPlugins: unknown[];
