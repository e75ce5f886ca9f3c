/**
 * Imports that leave their folder's neighbourhood name the project's root, `~/…` (tsconfig.json
 * "paths", docs/architecture.md "Imports"), not a climb of `../../`. The exception is the files
 * vite.config.ts imports itself: Vite bundles its config before `resolve.tsconfigPaths` applies,
 * so there `~/…` would stop `npm run dev` and the build with "Cannot find package '~'". Which
 * files those are is asked of esbuild, the way Vite bundles them, not listed by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '~/tests/unit/editor/content-copy';

/** What a file imports: its import and export statements, `import()` and `vi.mock()` (not code quoted in a string). */
const specifiers = (text: string) =>
  [...text.matchAll(/^\s*(?:(?:import|export)\b[^;'"]*?\bfrom|import)\s+(['"])([^'"]+)\1|\b(?:import|mock)\(\s*(['"])([^'"]+)\3/gm)].map(
    (m) => m[2] ?? m[4] ?? '',
  );
const sourceFiles = ['src', 'server', 'scripts', 'tests'].flatMap((folder) =>
  readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mts)$/.test(name) && !name.includes('node_modules'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/'))),
);

let configImports: string[] = [];
beforeAll(async () => {
  const result = await build({
    entryPoints: [path.join(projectRoot, 'vite.config.ts')],
    absWorkingDir: projectRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  configImports = Object.keys(result.metafile.inputs).filter((file) => file !== 'vite.config.ts');
});

describe('imports across the project', () => {
  it('climb no two folders outside the files vite.config.ts bundles', () => {
    const climbing = sourceFiles
      .filter((file) => !configImports.includes(file))
      .flatMap((file) =>
        specifiers(readFileSync(path.join(projectRoot, file), 'utf8'))
          .filter((specifier) => /^(?:\.\.\/){2,}/.test(specifier))
          .map((specifier) => `${file}: ${specifier}`),
      );
    expect(climbing).toEqual([]);
  });

  it('never use ~/ in the files vite.config.ts bundles, which is read before the alias applies', () => {
    expect(configImports.length).toBeGreaterThan(3);
    const aliased = configImports.flatMap((file) =>
      specifiers(readFileSync(path.join(projectRoot, file), 'utf8'))
        .filter((specifier) => specifier.startsWith('~/'))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(aliased).toEqual([]);
  });
});
