import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

/** Writes .br and .gz beside every text file once at build time, so the server never compresses per request. */
export async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await precompressFiles(
    dir,
    entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))),
  );
}

/** The same for `files` (relative to `dir`) alone: what a content build wrote (docs/decisions.md 121). */
export async function precompressFiles(dir: string, files: readonly string[]): Promise<void> {
  await Promise.all(
    files
      .filter((name) => compressible.test(name))
      .map(async (name) => {
        const file = path.join(dir, name);
        const data = await readFile(file);
        if (data.length < 512) return;
        // Hashed assets are few and cached for a year: worth brotli's slowest, smallest level.
        // Pages grow with the site: level 9 is ~20x faster for a few per cent more bytes.
        const quality = file.includes(`${path.sep}assets${path.sep}`) ? 11 : 9;
        await writeFile(`${file}.br`, await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
        await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
      }),
  );
}
