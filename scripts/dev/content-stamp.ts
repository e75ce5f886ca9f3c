/**
 * A fingerprint of everything the content check reads — site.yaml, every entry below pages/
 * (folders, links and backups included: they are problems too), schema/ and the names in
 * public/ — so the dev server reuses its last check until one of them changes, instead of reading
 * and checking every page again on each request.
 */
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

async function entries(root: string, dir: string, deep: boolean): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(path.join(root, dir));
  } catch {
    return [`${dir}:-`];
  }
  const found = await Promise.all(
    names.map(async (name) => {
      const relative = `${dir}/${name}`;
      const stat = await lstat(path.join(root, relative));
      const own = `${relative}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}`;
      return deep && stat.isDirectory() ? [own, ...(await entries(root, relative, true))] : [own];
    }),
  );
  return found.flat();
}

export async function contentStamp(root: string): Promise<string> {
  const site = await lstat(path.join(root, 'site.yaml')).then(
    (stat) => `site.yaml:${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}`,
    () => 'site.yaml:-',
  );
  const blocks = await readdir(path.join(root, 'src/blocks')).catch(() => []);
  const parts = await Promise.all([
    entries(root, 'pages', true),
    entries(root, 'schema', false),
    entries(root, 'public', false),
    ...blocks
      .sort()
      .map(async (type) => (await entries(root, `src/blocks/${type}`, false)).filter((entry) => entry.startsWith(`src/blocks/${type}/schema.json:`))),
  ]);
  return [site, ...parts.flat()].sort().join('\n');
}
