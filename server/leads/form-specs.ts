/** The built form specs (src/lead-form/form-spec.ts), read once at start: page + kind → form. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointFiles } from '~/src/lead-form/contract';
import { formKey, type FormSpec } from '~/src/lead-form/form-spec';
import type { LeadKind } from '~/src/lead-form/fields';

export interface FormSpecs {
  (page: unknown, kind: LeadKind): FormSpec | undefined;
  /** Every form of the built site. */
  readonly all?: readonly FormSpec[];
}

export function loadFormSpecs(distDir: string): FormSpecs {
  const file = path.join(distDir, endpointFiles.forms);
  let specs: FormSpec[];
  try {
    specs = JSON.parse(readFileSync(file, 'utf8')) as FormSpec[];
  } catch {
    throw new Error(`${file} saknas eller är trasig — kör \`npm run build\`.`);
  }
  return formSpecsFrom(specs);
}

/** The lookup over `specs` (read from the build, or handed to a worker thread as data: export-worker.ts). */
export function formSpecsFrom(specs: readonly FormSpec[]): FormSpecs {
  const byKey = new Map(specs.map((spec) => [formKey(spec.page, spec.kind), spec]));
  return Object.assign((page: unknown, kind: LeadKind) => (typeof page === 'string' ? byKey.get(formKey(page, kind)) : undefined), { all: specs });
}
