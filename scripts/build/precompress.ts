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
  await Promise.all(
    entries
      .filter((e) => e.isFile() && compressible.test(e.name))
      .map(async (e) => {
        const file = path.join(e.parentPath, e.name);
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
